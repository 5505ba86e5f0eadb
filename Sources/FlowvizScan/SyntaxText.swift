import SwiftSyntax

extension Interpreter {
    /// The names of a plain property path as written (`self.model?.router!` → `self`, `model`,
    /// `router`), read from its tokens; `nil` for anything else: a call, a subscript, a literal,
    /// or space or a comment inside. Marks of optionality (`?`, `!`) are dropped.
    static func propertyPath(_ expression: ExprSyntax) -> [String]? {
        let tokens = Array(unwrapped(expression).tokens(viewMode: .sourceAccurate))
        var parts = [String](), current = ""
        for (position, token) in tokens.enumerated() {
            if position > 0, !token.leadingTrivia.isEmpty { return nil }
            if position < tokens.count - 1, !token.trailingTrivia.isEmpty { return nil }
            for character in token.text {
                switch character {
                case "?", "!": continue
                case ".": if !current.isEmpty { parts.append(current); current = "" }
                default:
                    guard character.isLetter || character.isNumber || character == "_" else { return nil }
                    current.append(character)
                }
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts.isEmpty ? nil : parts
    }
}

extension SyntaxProtocol {
    /// The node's text without the first token's leading and the last token's trailing trivia:
    /// what swift-syntax's `trimmedDescription` gives, without copying the tree to get it.
    var trimmedSource: String {
        let text = description
        let leading = leadingTriviaLength.utf8Length, trailing = trailingTriviaLength.utf8Length
        guard leading > 0 || trailing > 0 else { return text }
        let bytes = text.utf8
        guard leading + trailing <= bytes.count else { return "" }
        return String(decoding: bytes.dropFirst(leading).dropLast(trailing), as: UTF8.self)
    }
}

/// A few words a token's text is compared with, making a `String` only of tokens of a word's
/// length (whole-app token scans: state-machine calls, SwiftUI modals).
struct TokenWords: Sendable {
    private let words: Set<String>
    private let lengths: Set<Int>

    init(_ words: some Sequence<String>) {
        self.words = Set(words)
        lengths = Set(self.words.map(\.utf8.count))
    }

    /// Whether `token`'s text is one of the words.
    func contains(_ token: TokenSyntax) -> Bool {
        lengths.contains(token.trimmedLength.utf8Length) && words.contains(token.text)
    }
}
