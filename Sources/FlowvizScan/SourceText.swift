import FlowvizCore
import Foundation
import SwiftSyntax

/// One Swift file's text: turns syntax positions into ``SourceLocation``s (line, and column in
/// Unicode scalars like every flowviz location) and finds `flowviz:` directives.
struct SourceText: Sendable {
    let path: String
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.lineStarts = starts
    }

    /// Where `node`'s first token is (leading trivia skipped).
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        let low = line(containing: offset)
        var column = 1
        var index = lineStarts[low]
        while index < min(offset, bytes.count) {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: path, line: low + 1, column: column)
    }

    /// The file's `flowviz:` directive comments (``DirectiveParser``).
    func directives() -> [Directive] {
        guard bytes.count >= 8, Self.firstIndex(of: Array("flowviz:".utf8), in: bytes, from: 0) != nil else { return [] }
        let text = String(decoding: bytes, as: UTF8.self)
        return DirectiveParser.directives(in: text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }), path: path)
    }

    private func line(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
