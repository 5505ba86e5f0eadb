import SwiftSyntax

/// Library sends on a property: `router.trigger(.x)`, `self.router.rx.trigger(.x)`, `router?.trigger(.x)`.
final class RouteSendFinder: SyntaxVisitor {
    private let property: String
    private var found = [(name: String, node: FunctionCallExprSyntax)]()

    private init(property: String) {
        self.property = property
        super.init(viewMode: .sourceAccurate)
    }

    static func sends(on property: String, in node: Syntax) -> [(name: String, node: FunctionCallExprSyntax)] {
        let finder = RouteSendFinder(property: property)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = Interpreter.unwrapped(node.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base,
           RouteVocabulary.libraryEntries[member.declName.baseName.text] != nil {
            var receiver = base.trimmedSource.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            if receiver.hasPrefix("self.") { receiver.removeFirst(5) }
            if receiver.hasSuffix(".rx") { receiver.removeLast(3) }
            if receiver == property { found.append((member.declName.baseName.text, node)) }
        }
        return .visitChildren
    }
}

/// The steps a flow hands its parent when it ends: `.end(forwardToParentFlowWithStep: X)`,
/// `.forwardToParentFlow(withStep: X)` (RxFlow).
final class ForwardedStepFinder: SyntaxVisitor {
    private var found = [ExprSyntax]()

    static func steps(in node: Syntax) -> [ExprSyntax] {
        let finder = ForwardedStepFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = Interpreter.unwrapped(node.calledExpression).as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let argument = node.arguments.first, RouteVocabulary.forwardsToParent(call: name, label: argument.label?.text) {
            found.append(argument.expression)
        }
        return .visitChildren
    }
}

/// `return AppStep.home` / `AppStep.home` in a getter: the route it gives.
enum RouteStepFinder {
    static func returnedRoute(in body: CodeBlockItemListSyntax, interpreter: Interpreter) -> Value? {
        for item in body {
            if let returned = item.item.as(ReturnStmtSyntax.self), let expression = returned.expression { return interpreter.routeValue(expression) }
            if let expression = item.item.as(ExprSyntax.self) { return interpreter.routeValue(expression) }
        }
        return nil
    }
}
