import FlowvizCore
import Foundation
import SwiftSyntax

/// One Swift file's text: turns syntax positions into ``SourceLocation``s (line, and column in
/// Unicode scalars like every flowviz location) and finds `flowviz:` directives.
struct SourceText: Sendable {
    let path: String
    let bytes: [UInt8]
    private let lines: LineTable
    /// For a file parsed with its per-target names qualified (SourceTargets.swift): where each
    /// qualified name ends in the parsed text, and how many bytes longer the text is from there.
    private let shifts: [(end: Int, delta: Int)]

    /// `bytes` is the file as written; `shifts` map offsets in the text parsed back to it.
    init(path: String, bytes: [UInt8], shifts: [(end: Int, delta: Int)] = []) {
        self.path = path
        self.bytes = bytes
        self.lines = LineTable(bytes)
        self.shifts = shifts
    }

    /// Parsed with its per-target names qualified: its tree's text is not ``bytes``.
    var isRewritten: Bool { !shifts.isEmpty }

    /// Where the text writes one of `names` right after a dot (`.detail`, `Route.detail`,
    /// `. detail`), in code, a comment or a string: each name and the offset where it starts, in
    /// order. A word with a non-ASCII character counts whole (`.détail`) and by its ASCII start
    /// (`.detail→`), so these are every place a member is named one of `names`, and may be more.
    func memberNames(namedIn names: Set<String>) -> [(name: String, offset: Int)] {
        // Which (first byte, length) pairs a name has: a word with none is no name, unread.
        var lengthsByFirstByte = [UInt64](repeating: 0, count: 256)
        for name in names { if let first = name.utf8.first { lengthsByFirstByte[Int(first)] |= 1 << min(name.utf8.count, 63) } }
        return bytes.withUnsafeBufferPointer { text in
            var found = [(name: String, offset: Int)]()
            var position = 0
            while position < text.count {
                guard text[position] == UInt8(ascii: ".") else { position += 1; continue }
                position += 1
                while position < text.count, IdentifierText.isSpace(byte: text[position]) { position += 1 }
                let start = position
                while position < text.count, IdentifierText.isIdentifier(byte: text[position]) { position += 1 }
                let asciiEnd = position
                while position < text.count, IdentifierText.isIdentifier(byte: text[position]) || text[position] >= 0x80 { position += 1 }
                for end in asciiEnd == position ? [asciiEnd] : [asciiEnd, position] where end > start
                    && lengthsByFirstByte[Int(text[start])] & (1 << min(end - start, 63)) != 0 {
                    let word = String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
                    if names.contains(word) { found.append((word, start)) }
                }
            }
            return found
        }
    }

    /// Where `node`'s first token is (leading trivia skipped).
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        guard !shifts.isEmpty else { return lines.location(of: offset, in: path) }
        var low = 0, high = shifts.count
        while low < high {
            let middle = (low + high) / 2
            if shifts[middle].end <= offset { low = middle + 1 } else { high = middle }
        }
        return lines.location(of: low == 0 ? offset : offset - shifts[low - 1].delta, in: path)
    }

    /// The file's `flowviz:` directive comments (``DirectiveParser``).
    func directives() -> [Directive] {
        guard bytes.count >= 8, ByteSearch.firstIndex(of: Array("flowviz:".utf8), in: bytes) != nil else { return [] }
        let text = String(decoding: bytes, as: UTF8.self)
        return DirectiveParser.directives(in: text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }), path: path)
    }
}

/// Which files' texts name any of some words (in code, comments or strings), each file searched
/// once: code in a file that names none of a vocabulary's calls need not be walked for them.
struct FileMentions {
    private let words: [[UInt8]]
    private let texts: [String: SourceText]
    private var known = [String: Bool]()

    init(_ words: some Sequence<String>, texts: [String: SourceText]) {
        self.words = words.map { Array($0.utf8) }
        self.texts = texts
    }

    /// Searches every file now, on every core: for a caller about to ask of most of them.
    mutating func searchEveryFile() {
        let paths = Array(texts.keys), words = words, texts = texts
        let answers = ConcurrentRuns.map(paths, size: 32, maximum: 64) { run in run.map { Self.names(words, texts[$0]!) } }
        for (path, answer) in zip(paths, answers.joined()) { known[path] = answer }
    }

    /// After ``searchEveryFile()``: whether any file's text names one of the words.
    var namedInAnyFile: Bool { known.values.contains(true) }

    /// Whether `file`'s text names one of the words; `true` for a file with no text here.
    mutating func named(in file: String) -> Bool {
        if let answer = known[file] { return answer }
        let answer = texts[file].map { Self.names(words, $0) } ?? true
        known[file] = answer
        return answer
    }

    private static func names(_ words: [[UInt8]], _ text: SourceText) -> Bool {
        words.contains { ByteSearch.firstIndex(of: $0, in: text.bytes) != nil }
    }
}
