import SwiftSyntax

/// `router.present(sheet, animated: true) { self?.didFinish() }` where the app's own `present`
/// keeps the closure (`completions[viewController] = completion`) and runs it from its
/// `presentationControllerDidDismiss`: the closure runs when the user swipes the sheet away,
/// not once it is shown.
enum DismissalCompletions {
    /// Positions (in `arguments`, the trailing closure last) of the closures so kept.
    static func arguments(
        of call: FunctionCallExprSyntax, _ name: String, _ labels: [String], _ arguments: [Interpreter.Argument], on receiver: String, _ index: TypeIndex
    ) -> Set<Int> {
        var found = Set<Int>()
        let methods = index.methodsWithBodies(named: name)
        guard !methods.isEmpty else { return found }
        // The router's own type, or one conforming to the protocol it is held as.
        let owners = Set([receiver] + index.conformers(of: receiver))
        for method in methods
        where owners.contains(method.owner) && (method.labels.starts(with: labels) || labels.starts(with: method.labels)) {
            guard let hook = dismissHookText(of: method.owner, index) else { continue }
            for (position, argument) in arguments.enumerated() where position > 0 {
                let isTrailing = call.trailingClosure != nil && position == arguments.count - 1
                let parameter = isTrailing ? method.parameters.last?.name
                    : method.labels.firstIndex(of: argument.label ?? "_").map { method.parameters[$0].name }
                guard let parameter, let property = storingProperty(of: parameter, in: method.body),
                      hook.contains(property) else { continue }
                found.insert(position)
            }
        }
        return found
    }

    /// The text of `presentationControllerDidDismiss` of `owner` and of the owner's methods it calls.
    private static func dismissHookText(of owner: String, _ index: TypeIndex) -> String? {
        let methods = index.ownMethods(of: owner)
        guard let hook = methods.first(where: { $0.name == "presentationControllerDidDismiss" && !$0.body.isEmpty }) else { return nil }
        var text = hook.body.trimmedSource
        for other in methods where other !== hook && text.contains(other.name + "(") { text += "\n" + other.body.trimmedSource }
        return text
    }

    /// `completions[x] = parameter`, `self.onDismiss = parameter`: the property the parameter is stored in.
    private static func storingProperty(of parameter: String, in body: CodeBlockItemListSyntax) -> String? {
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .equal {
            // (Unfolded: `completions[x]`, `=`, `completion` are a sequence's elements.)
            guard let assignment = token.parent?.as(AssignmentExprSyntax.self),
                  let elements = assignment.parent?.as(ExprListSyntax.self), elements.count == 3,
                  let left = elements.first, let right = elements.last,
                  right.trimmedSource == parameter else { continue }
            var target = left
            if let subscripted = target.as(SubscriptCallExprSyntax.self) { target = subscripted.calledExpression }
            if let member = target.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        }
        return nil
    }
}

extension Interpreter {
    /// The declared type of the coordinator's property a call is made on (`router.present(…)`, `self.router.present(…)`).
    func heldType(of call: FunctionCallExprSyntax) -> String? {
        guard var base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        if let member = base.as(MemberAccessExprSyntax.self), member.base?.trimmedSource == "self" { base = ExprSyntax(member.declName) }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(OptionalChainingExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let typeName = index.property(name, of: type)?.typeName else { return nil }
        return TypeNames.base(of: typeName)
    }
}
