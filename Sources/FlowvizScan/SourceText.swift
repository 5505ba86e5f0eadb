import FlowvizCore
import Foundation
import SwiftSyntax

/// One Swift file's text: turns syntax positions into ``SourceLocation``s (line, and column in
/// Unicode scalars like every flowviz location) and finds `flowviz:` directives.
struct SourceText: Sendable {
    let path: String
    private let bytes: [UInt8]
    private let lines: LineTable

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lines = LineTable(bytes)
    }

    /// Where `node`'s first token is (leading trivia skipped).
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        lines.location(of: offset, in: path)
    }

    /// The file's `flowviz:` directive comments (``DirectiveParser``).
    func directives() -> [Directive] {
        guard bytes.count >= 8, Self.firstIndex(of: Array("flowviz:".utf8), in: bytes, from: 0) != nil else { return [] }
        let text = String(decoding: bytes, as: UTF8.self)
        return DirectiveParser.directives(in: text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }), path: path)
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
