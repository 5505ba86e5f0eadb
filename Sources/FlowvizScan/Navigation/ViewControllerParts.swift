import FlowvizCore
import SwiftSyntax

/// The view controllers each app view controller embeds: on screen while it is, so what they
/// show, it shows (``ScreenFlows``). A child view controller (`addChild(x)`), a container's
/// own `viewControllers = [a, b]` or `setViewControllers([a, b], animated:)` (a tab bar's tabs),
/// each through a local (`let x = X(); addChild(x)`), a property or a factory method; a navigation
/// controller made around one (`UINavigationController(rootViewController: x)`) embeds its root.
enum ViewControllerParts {
    private static let words = ["addChild", "addChildViewController", "viewControllers", "setViewControllers"]

    static func read(index: TypeIndex, texts: [String: SourceText]) -> [String: [String]] {
        let types = index.declarations.keys.sorted().filter { index.isDeclared($0) && isEmbedder($0, index) }
        let reader = ViewControllerNavigations(index: index)
        let found = ConcurrentRuns.map(types, size: 16, maximum: 32) { run in
            var mentions = FileMentions(words, texts: texts)
            return run.map { type -> [String] in
                var parts = [String]()
                for method in index.ownMethods(of: type) where !method.body.isEmpty && mentions.named(in: method.location.file) {
                    let finder = EmbedFinder(viewMode: .sourceAccurate)
                    finder.walk(method.body)
                    for expression in finder.embedded {
                        guard let part = self.type(of: expression, locals: finder.locals, in: type, reader: reader, index: index),
                              part != type, !parts.contains(part) else { continue }
                        parts.append(part)
                    }
                }
                return parts
            }
        }.joined()
        return Dictionary(zip(types, found).filter { !$0.1.isEmpty }, uniquingKeysWith: { first, _ in first })
    }

    /// An app view controller, or an app subclass of a container (a tab bar, navigation or split view controller).
    static func isEmbedder(_ type: String, _ index: TypeIndex) -> Bool {
        index.isViewController(type) || isAppContainer(type, index)
    }

    /// An app subclass of a tab bar, navigation or split view controller (`MainTabBarController`).
    static func isAppContainer(_ type: String, _ index: TypeIndex) -> Bool {
        guard index.isDeclared(type) else { return false }
        let ancestry = index.ancestry(of: type).dropFirst()
        return ancestry.contains { TypeIndex.containerBases.contains($0) || $0 == "UISplitViewController" }
    }

    private static func type(
        of expression: ExprSyntax, locals: [String: ExprSyntax], in owner: String, reader: ViewControllerNavigations, index: TypeIndex
    ) -> String? {
        var expression = Interpreter.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self), let bound = locals[reference.baseName.text] {
            expression = Interpreter.unwrapped(bound)
        }
        // `UINavigationController(rootViewController: x)`: the root.
        if let made = expression.as(FunctionCallExprSyntax.self), let root = made.arguments.first(where: { $0.label?.text == "rootViewController" }) {
            return type(of: root.expression, locals: locals, in: owner, reader: reader, index: index)
        }
        guard let type = reader.type(of: expression, in: owner) ?? SelfNavigationFinder.createdType(expression) else { return nil }
        return index.isScreen(type) && !index.isSystemController(type) || isAppContainer(type, index) ? type : nil
    }
}

/// `addChild(x)`, `viewControllers = [a, b]`, `setViewControllers([a, b], animated:)` on the
/// view controller itself, and the locals bound before them.
private final class EmbedFinder: SyntaxVisitor {
    var locals = [String: ExprSyntax]()
    var embedded = [ExprSyntax]()

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            locals[name] = value
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = Interpreter.unwrapped(node.calledExpression)
        let name: String
        if let member = callee.as(MemberAccessExprSyntax.self) {
            guard member.base == nil || member.base?.trimmedSource == "self" else { return .visitChildren }
            name = member.declName.baseName.text
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return .visitChildren
        }
        guard let first = node.arguments.first?.expression else { return .visitChildren }
        switch name {
        case "addChild", "addChildViewController": embedded.append(first)
        case "setViewControllers": embedded += Self.elements(first)
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = elements[0].trimmedSource
        if target == "viewControllers" || target == "self.viewControllers" { embedded += Self.elements(elements[2]) }
        return .visitChildren
    }

    /// `[a, b]` → a, b; anything else is one element.
    private static func elements(_ expression: ExprSyntax) -> [ExprSyntax] {
        guard let array = Interpreter.unwrapped(expression).as(ArrayExprSyntax.self) else { return [] }
        return array.elements.map(\.expression)
    }
}
