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
