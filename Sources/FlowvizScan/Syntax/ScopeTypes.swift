import Foundation
import SwiftSyntax

/// Types the code declares for names in a scope, read from the syntax around a use: a closure
/// parameter's annotation or the closure type of the property the closure is assigned to, and
/// the result type of a function declared inside a body.
enum ScopeTypes {
    /// Where a closure parameter's type is written: its annotation (`{ (alert: UIAlertController) in … }`),
    /// or the property the closure is assigned to (`model.showAlert = { alert in … }`) at `position`.
    enum ParameterType {
        case annotated(String)
        case assigned(to: ExprSyntax, position: Int)
        /// A parameter of a closure whose type the code does not write here (an argument to a call).
        case unwritten
    }

    /// The closure parameter `name` that `node` sees, nearest closure first (it shadows properties).
    static func closureParameter(_ name: String, around node: some SyntaxProtocol) -> ParameterType? {
        var current: Syntax? = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self) {
                if let position = Interpreter.parameterNames(of: closure).firstIndex(of: name), closure.signature != nil {
                    if case .parameterClause(let clause)? = closure.signature?.parameterClause,
                       let type = clause.parameters[clause.parameters.index(clause.parameters.startIndex, offsetBy: position)].type {
                        return .annotated(TypeNames.strip(type.trimmedSource))
                    }
                    // `target = { … }`: a sequence of the target, `=` and the closure.
                    guard let sequence = closure.parent?.parent?.as(SequenceExprSyntax.self) else { return .unwritten }
                    let elements = Array(sequence.elements)
                    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == closure.id else { return .unwritten }
                    return .assigned(to: elements[0], position: position)
                }
            }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(MemberBlockSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// The declared result type of a function named `name` declared in a body around `node`
    /// (`func defaultAlert(_ error: Error) -> UIAlertController { … }` inside a method).
    static func localFunctionResult(_ name: String, around node: some SyntaxProtocol) -> String? {
        var current: Syntax? = node.parent
        while let syntax = current {
            if let items = syntax.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if let function = item.item.as(FunctionDeclSyntax.self), function.name.text == name,
                       let result = function.signature.returnClause {
                        return TypeNames.strip(result.type.trimmedSource)
                    }
                }
            }
            if syntax.is(MemberBlockSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// The parameter types of a closure type: `((UIAlertController, Bool) -> Void)?` →
    /// `["UIAlertController", "Bool"]`; nil when `text` is no function type.
    static func closureParameters(of text: String) -> [String]? {
        var name = text.trimmingCharacters(in: .whitespaces)
        for prefix in ["@escaping ", "@MainActor ", "@Sendable "] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        while let last = name.last, last == "?" || last == "!" { name.removeLast() }
        var characters = Array(name)
        // `((A) -> Void)`: parentheses around the whole function type.
        while characters.first == "(", closing(characters) == characters.count - 1, arrow(in: Array(characters.dropFirst().dropLast())) != nil {
            characters = Array(String(characters.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces))
        }
        guard let arrow = arrow(in: characters), characters.first == "(", let end = closing(characters), end < arrow else { return nil }
        var parts = [String](), part = "", level = 0
        for character in characters[1..<end] {
            if "([<".contains(character) { level += 1 }
            if ")]>".contains(character) { level -= 1 }
            if character == ",", level == 0 { parts.append(part); part = "" } else { part.append(character) }
        }
        if !part.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(part) }
        // `(_ alert: UIAlertController)`: the type after a label.
        return parts.map { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains(where: { "<[(".contains($0) }) {
                return TypeNames.strip(String(trimmed[trimmed.index(after: colon)...]))
            }
            return TypeNames.strip(trimmed)
        }
    }

    /// The offset of the first `->` outside brackets.
    private static func arrow(in characters: [Character]) -> Int? {
        var depth = 0
        for (offset, character) in characters.enumerated() {
            if character == "-", depth == 0, offset + 1 < characters.count, characters[offset + 1] == ">" { return offset }
            if "([<".contains(character) { depth += 1 }
            if ")]".contains(character) || character == ">" && (offset == 0 || characters[offset - 1] != "-") { depth -= 1 }
        }
        return nil
    }

    /// The offset of the parenthesis closing the first one.
    private static func closing(_ characters: [Character]) -> Int? {
        var depth = 0
        for (offset, character) in characters.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1; if depth == 0 { return offset } }
        }
        return nil
    }
}
