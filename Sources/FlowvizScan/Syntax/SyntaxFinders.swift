import Foundation
import SwiftSyntax

/// Calls made on a property: `coordinator?.openLoginScreen()`, `self.coordinator.start()`.
final class CallFinder: SyntaxVisitor {
    struct Call {
        var name: String
        var labels: [String]
        var node: FunctionCallExprSyntax
    }

    private let property: String
    private(set) var found = [Call]()

    private init(property: String) {
        self.property = property
        super.init(viewMode: .sourceAccurate)
    }

    static func calls(on property: String, in body: CodeBlockItemListSyntax) -> [Call] {
        let finder = CallFinder(property: property)
        finder.walk(body)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = Interpreter.unwrapped(node.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base {
            let receiver = Interpreter.unwrapped(base)
            let isProperty: Bool
            if let reference = receiver.as(DeclReferenceExprSyntax.self) {
                isProperty = reference.baseName.text == property
            } else if let owner = receiver.as(MemberAccessExprSyntax.self), let ownerBase = owner.base {
                isProperty = owner.declName.baseName.text == property && Interpreter.unwrapped(ownerBase).trimmedSource == "self"
            } else {
                isProperty = false
            }
            if isProperty {
                found.append(Call(name: member.declName.baseName.text, labels: node.arguments.map { $0.label?.text ?? "_" }, node: node))
            }
        }
        return .visitChildren
    }
}

/// Every `switch` in a body, nested ones included.
final class SwitchFinder: SyntaxVisitor {
    private(set) var found = [SwitchExprSyntax]()

    static func switches(in body: CodeBlockItemListSyntax) -> [SwitchExprSyntax] {
        let finder = SwitchFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}

/// The branches of `handle(flowEvent:)`: `if let e = flowEvent as? X { … }`, `if flowEvent is X`,
/// `guard let e = flowEvent as? X else { return false }; …`, `switch flowEvent { case is X: … }`.
enum FlowEventBranches {
    struct Branch {
        var eventType: String
        var statements: [CodeBlockItemSyntax]
        var node: Syntax
    }

    static func find(in body: CodeBlockItemListSyntax, parameter: String) -> [Branch] {
        var branches = [Branch]()
        let items = Array(body)
        for (position, item) in items.enumerated() {
            let expression: ExprSyntax?
            switch item.item {
            case .expr(let value): expression = value
            case .stmt(let statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
            case .decl: expression = nil
            }
            if case .stmt(let statement) = item.item, let guardStatement = statement.as(GuardStmtSyntax.self),
               let type = eventType(in: guardStatement.conditions.trimmedSource, parameter: parameter) {
                branches.append(Branch(eventType: type, statements: Array(items[(position + 1)...]), node: Syntax(guardStatement)))
                return branches
            }
            if let ifExpression = expression?.as(IfExprSyntax.self) {
                branches += ifBranches(ifExpression, parameter: parameter)
            }
            if let switchExpression = expression?.as(SwitchExprSyntax.self),
               Interpreter.unwrapped(switchExpression.subject).trimmedSource == parameter {
                for element in switchExpression.cases {
                    guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { continue }
                    for caseItem in label.caseItems {
                        guard let type = eventType(in: caseItem.pattern.trimmedSource, parameter: nil) else { continue }
                        branches.append(Branch(eventType: type, statements: Array(switchCase.statements), node: Syntax(caseItem)))
                    }
                }
            }
        }
        return branches
    }

    private static func ifBranches(_ node: IfExprSyntax, parameter: String) -> [Branch] {
        var branches = [Branch]()
        if let type = eventType(in: node.conditions.trimmedSource, parameter: parameter) {
            branches.append(Branch(eventType: type, statements: Array(node.body.statements), node: Syntax(node.conditions)))
        }
        if case .ifExpr(let nested)? = node.elseBody { branches += ifBranches(nested, parameter: parameter) }
        return branches
    }

    /// `X` in `flowEvent as? X`, `flowEvent is X`, `let e as X`, `is X`.
    static func eventType(in text: String, parameter: String?) -> String? {
        for marker in [" as? ", " as! ", " as ", " is ", "is "] {
            guard let range = text.range(of: marker) else { continue }
            if marker == "is ", range.lowerBound != text.startIndex { continue }
            if let parameter, !text[..<range.lowerBound].contains(parameter) { continue }
            let name = text[range.upperBound...].prefix { IdentifierText.isIdentifier($0) || $0 == "." }
            if let last = name.split(separator: ".").last, !last.isEmpty { return String(last) }
        }
        return nil
    }
}

/// What a screen runs when it is popped: the closures it calls and the calls it makes on its
/// coordinator property in `viewWillDisappear` / `viewDidDisappear` checking `isMovingFromParent`
/// (or `isMovingFromParent…`), in `didMove(toParent:)` / `willMove(toParent:)` checking `nil`,
/// and in the methods the app's navigation controllers call on a screen they pop.
final class PopHookFinder: SyntaxVisitor {
    /// Names called bare or on `self` (`onPop?()`), and calls on other receivers by receiver name.
    private(set) var called = Set<String>()
    private(set) var calledOn = [String: Set<String>]()

    static func hooks(of screen: String, index: TypeIndex) -> PopHookFinder {
        let finder = PopHookFinder(viewMode: .sourceAccurate)
        for method in index.ownMethods(of: screen) where !method.body.isEmpty && Interpreter.isPopHook(method, index) {
            finder.walk(method.body)
        }
        return finder
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = Interpreter.unwrapped(node.calledExpression)
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            called.insert(reference.baseName.text)
        } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            let receiver = Interpreter.unwrapped(base).trimmedSource
            if receiver == "self" { called.insert(member.declName.baseName.text) }
            else { calledOn[receiver.replacingOccurrences(of: "self.", with: ""), default: []].insert(member.declName.baseName.text) }
        }
        return .visitChildren
    }
}

/// The methods an app's `UINavigationController` subclasses call on the screens they pop: in an
/// override of `popViewController(animated:)` (or `popToViewController`, `popToRootViewController`),
/// `(viewController as? PopNotifiable)?.didPopViewController(animated:)`. Only requirements of the
/// app's own protocols count, so `transitionCoordinator?.animate(…)` and `DispatchQueue.main.async`
/// do not.
enum PopNotifications {
    static let popMethods: Set<String> = ["popViewController", "popToViewController", "popToRootViewController"]

    static func names(in index: TypeIndex) -> Set<String> {
        var called = Set<String>()
        for (name, declarations) in index.declarations where !declarations.contains(where: { $0.kind == .protocol }) {
            guard index.ancestry(of: name).contains("UINavigationController") else { continue }
            for method in index.ownMethods(of: name) where popMethods.contains(method.name) && !method.body.isEmpty {
                let finder = PopHookFinder(viewMode: .sourceAccurate)
                finder.walk(method.body)
                for (receiver, names) in finder.calledOn where receiver != "super" { called.formUnion(names) }
            }
        }
        guard !called.isEmpty else { return [] }
        var requirements = Set<String>()
        for (name, declarations) in index.declarations where declarations.contains(where: { $0.kind == .protocol }) {
            requirements.formUnion(index.requirements(of: name))
        }
        return called.intersection(requirements)
    }
}
