import SwiftSyntax

/// Whether a coordinator's method removes the coordinator from its parent: it calls a removal
/// with `self` (`parent?.removeChild(self)`), directly or through its own methods
/// (`dismiss()` → `removeFromParent()` → `parent?.removeChild(self)`).
enum SelfRemoval {
    static func removes(_ method: MethodDecl, of type: String, _ index: TypeIndex, depth: Int = 0) -> Bool {
        guard depth < 4, !method.body.isEmpty else { return false }
        let calls = AllCalls(viewMode: .sourceAccurate)
        calls.walk(method.body)
        for call in calls.found {
            let callee = Interpreter.unwrapped(call.calledExpression)
            let name: String
            var onSelf = false
            if let member = callee.as(MemberAccessExprSyntax.self) {
                name = member.declName.baseName.text
                onSelf = member.base.map { Interpreter.unwrapped($0).trimmedSource == "self" } ?? false
            } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
                onSelf = true
            } else {
                continue
            }
            if Names.releases.contains(name), call.arguments.contains(where: { $0.expression.trimmedSource == "self" }) { return true }
            let labels = call.arguments.map { $0.label?.text ?? "_" }
            if onSelf, let own = index.method(name, labels: labels, of: type), own !== method,
               removes(own, of: type, index, depth: depth + 1) { return true }
        }
        return false
    }
}

/// Every call in a body, closures included.
private final class AllCalls: SyntaxVisitor {
    private(set) var found = [FunctionCallExprSyntax]()
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}
