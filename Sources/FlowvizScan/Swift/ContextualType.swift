import SwiftSyntax

/// The type Swift gives an expression from where it is written, as an implicit member expression
/// (`.init(…)`) needs it: the annotated type of the binding it initializes
/// (`let child: SettingsCoordinator = .init(…)`), the declared result of the function or computed
/// property it is returned from, or the declared type of the property it is assigned to
/// (`self.child = .init(…)`, with `propertyType` answering for the enclosing type's properties).
/// Optionals are looked through (`let x: T? = .init()` makes a `T`). Nil where the code does not
/// write the type down (an argument, a collection literal).
enum ContextualType {
    static func of(_ expression: some SyntaxProtocol, propertyType: (String) -> String? = { _ in nil }) -> String? {
        var node = Syntax(expression)
        // `try .init(…)`, `(.init(…))`, `.init(…)!` carry the context of what holds them.
        while let parent = node.parent {
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                node = parent
            } else if let list = parent.parent?.as(LabeledExprListSyntax.self), list.count == 1,
                      let tuple = list.parent?.as(TupleExprSyntax.self) {
                node = Syntax(tuple)
            } else {
                break
            }
        }
        guard let parent = node.parent else { return nil }
        if let clause = parent.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self) {
            return binding.typeAnnotation.map { TypeNames.named($0.type) }
        }
        if parent.is(ReturnStmtSyntax.self) {
            return enclosingResult(of: parent)
        }
        // `target = .init(…)`: a sequence of the target, `=` and the value.
        if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == node.id else { return nil }
            return assignedProperty(elements[0]).flatMap(propertyType).map(TypeNames.strip).map(TypeNames.base(of:))
        }
        return nil
    }

    /// The declared result of the function or getter a `return` is in (nil inside a closure).
    private static func enclosingResult(of node: Syntax) -> String? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ClosureExprSyntax.self) { return nil }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { TypeNames.named($0.type) }
            }
            if let binding = syntax.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.map { TypeNames.named($0.type) }
            }
            if syntax.is(InitializerDeclSyntax.self) || syntax.is(MemberBlockSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// `name` or `self.name`: the enclosing type's property an assignment writes.
    private static func assignedProperty(_ target: ExprSyntax) -> String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }
}
