import FlowvizCore
import Foundation
import SwiftSyntax

/// One Swift file's text: turns syntax positions into ``SourceLocation``s (line, and column in
/// Unicode scalars like every flowviz location) and finds `flowviz:disable:next` directives.
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

    /// `// flowviz:disable:next rule_id [rule_id …]` comments: the rules they name, by the line
    /// they apply to (the line after the comment), with the comment's own location.
    func directives() -> [Directive] {
        let marker = Array("flowviz:disable:next".utf8)
        var found = [Directive]()
        var offset = 0
        while let hit = Self.firstIndex(of: marker, in: bytes, from: offset) {
            offset = hit + marker.count
            let lineIndex = lines.lineIndex(containing: hit)
            guard let line = String(validating: bytes[lines.byteRange(ofLine: lineIndex)], as: UTF8.self) else { continue }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("//"), let range = trimmed.range(of: "flowviz:disable:next") else { continue }
            var rules = [String]()
            for word in trimmed[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "," }) {
                guard !word.isEmpty, word.allSatisfy({ ($0.isLetter && $0.isLowercase) || $0 == "_" || $0.isNumber }) else { break }
                rules.append(String(word))
            }
            let column = line.distance(from: line.startIndex, to: trimmed.startIndex) + 1
            found.append(Directive(
                rules: rules, appliesToLine: lineIndex + 2,
                location: SourceLocation(file: path, line: lineIndex + 1, column: column)
            ))
        }
        return found
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

/// A `// flowviz:disable:next` comment.
struct Directive: Hashable, Sendable {
    var rules: [String]
    var appliesToLine: Int
    var location: SourceLocation
}
