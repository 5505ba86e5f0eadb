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
                    guard IdentifierText.isIdentifier(character) else { return nil }
                    current.append(character)
                }
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts.isEmpty ? nil : parts
    }
}

/// Identifier characters as the scanner reads them: letters, digits and `_`, Unicode's included.
/// ASCII is decided by its byte, without asking Unicode's tables (slow, and asked very often).
enum IdentifierText {
    static func isIdentifier(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return isIdentifier(byte: ascii) }
        return character.isLetter || character.isNumber
    }

    /// A character a name may start with: a letter or `_`.
    static func startsName(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == 0x5F || (ascii | 0x20 >= 0x61 && ascii | 0x20 <= 0x7A) }
        return character.isLetter
    }

    static func isIdentifier(byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    /// An ASCII space or line break (what `Character.isWhitespace` says of ASCII).
    static func isSpace(byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// Whether every character of `text` is an identifier character (`true` for empty text).
    static func isIdentifier(_ text: String) -> Bool {
        var ascii = true
        for byte in text.utf8 {
            guard byte < 0x80 else { ascii = false; break }
            if !isIdentifier(byte: byte) { return false }
        }
        return ascii || text.allSatisfy(isIdentifier)
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

extension AttributeSyntax {
    /// `IBAction` of `@IBAction`, `Route` of `@Route(.push)`: the name's ``trimmedSource``, read
    /// from its one token when it is a plain name.
    var nameText: String {
        if let name = attributeName.as(IdentifierTypeSyntax.self)?.name, name.presence == .present,
           attributeName.totalLength == name.totalLength {
            return name.text
        }
        return attributeName.trimmedSource
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
