import FlowvizCore
import SwiftSyntax

/// Push/present calls a view controller makes on itself or its navigation controller, recorded
/// while ``CreationFinder`` walks a body (one walk for both).
struct SelfNavigationFinder {
    struct Call {
        var name: String
        var node: FunctionCallExprSyntax
        var target: String?
        var showsAlert: Bool
        /// What is shown, through a local's initializer (``SourceChecks`` resolves its type).
        var argument: ExprSyntax? = nil
        /// A local's annotated type (`let sheet: UIAlertController = …`).
        var declaredType: String? = nil
        /// The root of a navigation controller made to be shown (`UINavigationController(rootViewController: x)`), through a local.
        var stackRoot: ExprSyntax? = nil
        /// That root's annotated local type.
        var stackRootDeclaredType: String? = nil
    }

    static let names: Set<String> = ["pushViewController", "present", "show", "showDetailViewController", "performSegue", "setViewControllers"]
    static let receivers: Set<String> = [
        "", "self", "navigationController", "self.navigationController", "parent", "self.parent", "tabBarController",
        "self.tabBarController", "presentingViewController", "self.presentingViewController", "splitViewController",
    ]

    private var locals = [String: ExprSyntax]()
    private var localTypes = [String: String]()
    private(set) var found = [Call]()

    /// The method's parameters: `func askedToShow(alert: AppAlert)` shows an `AppAlert`.
    mutating func declare(_ parameters: [(name: String, typeName: String)]) {
        for parameter in parameters { localTypes[parameter.name] = TypeNames.base(of: parameter.typeName) }
    }

    mutating func bind(_ node: PatternBindingSyntax) {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        if let value = node.initializer?.value { locals[name] = value }
        // (A local shadowing a parameter is typed by its own annotation only.)
        localTypes[name] = node.typeAnnotation.map { TypeNames.named($0.type) }
    }

    mutating func consider(_ node: FunctionCallExprSyntax) {
        let callee = Interpreter.unwrapped(node.calledExpression)
        let name: String, receiver: String
        if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            // `.show(x)`: an enum case (`case .show(let state):`) or a static member, never a call on self.
            guard Self.names.contains(name), let base = member.base else { return }
            receiver = base.trimmedSource.replacingOptionalMarks()
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            receiver = ""
        } else {
            return
        }
        guard Self.names.contains(name), Self.receivers.contains(receiver) else { return }
        // `setViewControllers(_:direction:animated:)` pages a page view controller: no navigation.
        if node.arguments.contains(where: { $0.label?.text == "direction" }) { return }
        if name == "show" || name == "present", node.arguments.first?.label != nil { return }
        var argument = node.arguments.first.map { Interpreter.unwrapped($0.expression) }
        // `show(.primary)`: a split view's column, no screen.
        if let member = argument?.as(MemberAccessExprSyntax.self), member.base == nil { return }
        var declaredType: String?
        if let reference = argument?.as(DeclReferenceExprSyntax.self) {
            declaredType = localTypes[reference.baseName.text]
            argument = resolved(argument)
        }
        let text = argument?.trimmedSource ?? ""
        let target = argument.flatMap(Self.createdType)
        var stackRoot = argument?.as(FunctionCallExprSyntax.self)?.arguments.first { $0.label?.text == "rootViewController" }.map { Interpreter.unwrapped($0.expression) }
        var stackRootDeclaredType: String?
        if let reference = stackRoot?.as(DeclReferenceExprSyntax.self) {
            stackRootDeclaredType = localTypes[reference.baseName.text]
            stackRoot = resolved(stackRoot)
        }
        found.append(Call(
            name: name, node: node, target: target, showsAlert: text.hasPrefix("UIAlertController"), argument: argument, declaredType: declaredType,
            stackRoot: stackRoot, stackRootDeclaredType: stackRootDeclaredType
        ))
        return
    }

    /// A local followed to what it was bound to, through other locals (`let stack = about`).
    private func resolved(_ expression: ExprSyntax?) -> ExprSyntax? {
        var expression = expression
        var hops = 0
        while hops < 4, let name = expression?.as(DeclReferenceExprSyntax.self)?.baseName.text, let bound = locals[name] {
            expression = Interpreter.unwrapped(bound)
            hops += 1
        }
        return expression
    }

    /// The type an expression creates: `X(…)`, `X.instantiate()`, `… as! X`.
    static func createdType(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = Interpreter.unwrapped(call.calledExpression)
            if let name = CreationFinder.typeName(callee) { return name }
            if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
                return CreationFinder.typeName(Interpreter.unwrapped(base))
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let type = sequence.elements.last?.as(TypeExprSyntax.self) {
            return TypeNames.base(of: type.type.trimmedSource)
        }
        return nil
    }
}

private extension String {
    func replacingOptionalMarks() -> String {
        String(filter { $0 != "?" && $0 != "!" })
    }
}
