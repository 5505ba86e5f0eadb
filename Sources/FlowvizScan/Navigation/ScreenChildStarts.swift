import FlowvizCore
import SwiftSyntax

/// A view controller that makes one of the app's coordinators and starts it itself, in one of
/// its methods: `let flow = AddOwnerFlow(…); flow.start()`, `self.flow = F(…); flow?.start()`,
/// `F(…).start()`, or the value handed to one of the screen's own helpers that starts its
/// parameter (`push(flow: importKeyFlow)` whose body calls `flow.start()`). The screen starts
/// that child, on a trigger named after the method. Who keeps the child is the screen's own
/// bookkeeping, which the scanner does not read as a parent's.
enum ScreenChildStarts {
    struct Found: Equatable {
        var screen: String
        var child: String
        var trigger: String
        var location: SourceLocation
    }

    static func read(index: TypeIndex, texts: [String: SourceText]) -> [Found] {
        var found = [Found]()
        for type in index.declarations.keys.sorted() where index.isDeclared(type) && index.isViewController(type) && !index.isCoordinator(type) {
            for method in index.ownMethods(of: type) where !method.body.isEmpty && method.name != "init" {
                guard let text = texts[method.location.file] else { continue }
                let walker = StartWalker(screen: type, index: index, text: text)
                walker.walk(method.body)
                for (child, location) in walker.starts {
                    let result = Found(screen: type, child: child, trigger: method.name, location: location)
                    if !found.contains(result) { found.append(result) }
                }
            }
        }
        return found
    }

    /// `name` holds a coordinator of the type its last assignment in the method made. Closures
    /// are walked too: what a closure made here starts, later, is still this method's doing.
    private final class StartWalker: SyntaxVisitor {
        let screen: String
        let index: TypeIndex
        let text: SourceText
        var bound = [String: String]()
        var starts = [(String, SourceLocation)]()

        init(screen: String, index: TypeIndex, text: SourceText) {
            self.screen = screen
            self.index = index
            self.text = text
            super.init(viewMode: .sourceAccurate)
        }

        /// The app coordinator `expression` makes (`F(…)`, `F.init(…)`, `F { … }`).
        func madeCoordinator(_ expression: ExprSyntax) -> String? {
            guard let call = Interpreter.unwrapped(expression).as(FunctionCallExprSyntax.self) else { return nil }
            var called = Interpreter.unwrapped(call.calledExpression)
            if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { called = base }
            guard let reference = called.as(DeclReferenceExprSyntax.self) else { return nil }
            let type = reference.baseName.text
            return index.isDeclared(type) && index.isCoordinator(type) && !index.isProtocol(type) ? type : nil
        }

        /// `name`, `self.name`: the name a coordinator is held by.
        func heldName(_ expression: ExprSyntax) -> String? {
            let expression = Interpreter.unwrapped(expression)
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
               Interpreter.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                return member.declName.baseName.text
            }
            return nil
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let value = node.initializer?.value, let made = madeCoordinator(value) {
                bound[name] = made
            }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let name = heldName(elements[0]),
               let made = madeCoordinator(elements[2]) {
                bound[name] = made
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let called = Interpreter.unwrapped(node.calledExpression)
            if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "start", let base = member.base {
                if let made = madeCoordinator(base) ?? heldName(base).flatMap({ bound[$0] }) {
                    starts.append((made, text.location(of: node)))
                }
            } else if let helper = ownHelperName(called) {
                // `push(flow: importKeyFlow)`: the screen's own helper that starts what it is handed.
                let labels = node.arguments.map { $0.label?.text ?? "_" }
                for (position, argument) in node.arguments.enumerated() {
                    guard let made = heldName(argument.expression).flatMap({ bound[$0] }) ?? madeCoordinator(argument.expression),
                          let method = index.method(helper, labels: labels, of: screen) ?? index.method(helper, labels: labels, of: "UIViewController"),
                          position < method.parameters.count,
                          CallFinder.calls(on: method.parameters[position].name, in: method.body).contains(where: { startsWhenCalled($0.name, on: made) })
                    else { continue }
                    starts.append((made, text.location(of: node)))
                }
            }
            return .visitChildren
        }

        /// `helper(…)` or `self.helper(…)`: a method of the screen's own.
        func ownHelperName(_ called: ExprSyntax) -> String? {
            if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = called.as(MemberAccessExprSyntax.self), let base = member.base,
               Interpreter.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                return member.declName.baseName.text
            }
            return nil
        }

        /// Whether calling `name` on a `coordinator` starts it: `start` itself, or a method of the
        /// coordinator's whose own code calls its `start()` (`flow.modal(from: self)`).
        func startsWhenCalled(_ name: String, on coordinator: String) -> Bool {
            if name == "start" { return true }
            guard let method = index.method(name, of: coordinator) else { return false }
            return CallFinder.calls(on: "self", in: method.body).contains { $0.name == "start" }
                || OwnCallFinder.calls(in: method.body).contains("start")
        }
    }
}

/// The names of the unqualified calls in a body (`start()`, `configure(x)`): the type's own methods.
private final class OwnCallFinder: SyntaxVisitor {
    private(set) var names = Set<String>()

    static func calls(in body: CodeBlockItemListSyntax) -> Set<String> {
        let finder = OwnCallFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.names
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = Interpreter.unwrapped(node.calledExpression).as(DeclReferenceExprSyntax.self) {
            names.insert(reference.baseName.text)
        }
        return .visitChildren
    }
}
