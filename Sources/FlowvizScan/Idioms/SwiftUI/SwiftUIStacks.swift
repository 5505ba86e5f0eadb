import FlowvizCore
import SwiftSyntax

/// What SwiftUI navigation hides behind the app's own views and modifiers (Docs/SCANNING.md,
/// "Routes", SwiftUI), read once every body is walked:
/// - a stack's first screen: the app view its content makes (`NavigationStack(path:) { Shelf() }`),
///   the host view itself when the content is its own (`{ Form { … } }`), each branch of an `if`,
///   and, when the content is the host's `content` (`struct Tab<Content> { … NavigationStack { content() } }`),
///   the views the host's makers pass it (`Tab { Shelf() }`);
/// - a modal bound through a modifier of the app's (`func withSheets(item: Binding<Sheet?>) -> some View
///   { sheet(item: item) { … } }`): bound to what each call passes (`.withSheets(item: $router.sheet)`).
extension SwiftUINavigationFinder {
    struct PendingRoots {
        var statements: CodeBlockItemListSyntax
        var owner: String
        var file: String
    }

    /// `$router.sheet` passed as `label:` to a call named `callee`, in `owner`'s code.
    struct BindingArgument {
        var callee: String
        var label: String
        var expression: ExprSyntax
        var owner: String
        /// Its body's place in the app's order (``SwiftUINavigationFinder/position``).
        var position: Int
    }

    /// `sheet(item: parameter)` in a modifier method whose parameter `label` is bound by its callers.
    struct ParametricModal {
        var method: MethodDecl
        var label: String
        var style: SwiftUIRouteIndex.Style
        var closure: ClosureExprSyntax
        var owner: String
        var file: String
        var name: String
    }

    /// A view made with a content closure (`Tab { Shelf() }`), in `owner`'s code.
    struct ContentMaker {
        var closure: ClosureExprSyntax
        var owner: String
        var file: String
        /// Its body's place in the app's order (``SwiftUINavigationFinder/position``).
        var position: Int
    }

    /// Records the binding arguments of a call, and the content closure of an app view made.
    func noteArguments(_ node: FunctionCallExprSyntax, calling name: String?) {
        if let name {
            for argument in node.arguments {
                guard let label = argument.label?.text, argument.expression.firstToken(viewMode: .sourceAccurate)?.text.hasPrefix("$") == true else { continue }
                bindingArguments.append(.init(callee: name, label: label, expression: argument.expression, owner: owner, position: position))
            }
        }
        if let type = SwiftUITypes.viewTypeName(node.calledExpression), index.isSwiftUIView(type),
           let closure = node.trailingClosure ?? node.arguments.last.flatMap({ $0.label?.text == "content" ? $0.expression.as(ClosureExprSyntax.self) : nil }) {
            contentMakers[type, default: []].append(.init(closure: closure, owner: owner, file: file, position: position))
        }
    }

    /// `sheet(item: sheets)` where `sheets` is a parameter of the method being walked.
    func noteParametricModal(_ expression: ExprSyntax, style: SwiftUIRouteIndex.Style, closure: ClosureExprSyntax, name: String) {
        guard let method, let reference = Interpreter.unwrapped(expression).as(DeclReferenceExprSyntax.self),
              let position = method.parameters.firstIndex(where: { $0.name == reference.baseName.text }),
              method.labels[position] != "_" else { return }
        parametricModals.append(.init(
            method: method, label: method.labels[position], style: style, closure: closure, owner: owner, file: file, name: name
        ))
    }

    /// Binds the modifiers' modals to what their callers pass, and reads the stacks' first screens.
    func finish() {
        for modal in parametricModals {
            var seen = Set<String>()
            for argument in bindingArguments where argument.callee == modal.method.name && argument.label == modal.label {
                guard let bound = boundProperty(argument.expression, in: argument.owner), seen.insert("\(bound.router).\(bound.property)").inserted else { continue }
                (owner, file) = (modal.owner, modal.file)
                addModal(bound, style: modal.style, closure: modal.closure, host: argument.owner, name: modal.name)
            }
        }
        for (position, pending) in pendingRoots.sorted(by: { $0.key < $1.key }) {
            bindings[position].roots = rootScreens(in: pending.statements, owner: pending.owner, file: pending.file, depth: 0)
        }
    }

    /// The first screens of a stack's content written in `owner`'s code.
    private func rootScreens(
        in statements: CodeBlockItemListSyntax, owner: String, file: String, depth: Int
    ) -> [(type: String, location: SourceLocation)] {
        var roots = [(type: String, location: SourceLocation)]()
        for item in statements {
            var expression: ExprSyntax?
            if case .expr(let value) = item.item { expression = value }
            if case .stmt(let statement) = item.item { expression = statement.as(ExpressionStmtSyntax.self)?.expression }
            guard let expression else { continue }
            roots += rootScreens(of: expression, owner: owner, file: file, depth: depth)
        }
        return roots
    }

    private func rootScreens(of expression: ExprSyntax, owner: String, file: String, depth: Int) -> [(type: String, location: SourceLocation)] {
        if let branch = expression.as(IfExprSyntax.self) {
            var roots = rootScreens(in: branch.body.statements, owner: owner, file: file, depth: depth)
            switch branch.elseBody {
            case .ifExpr(let next)?: roots += rootScreens(of: ExprSyntax(next), owner: owner, file: file, depth: depth)
            case .codeBlock(let block)?: roots += rootScreens(in: block.statements, owner: owner, file: file, depth: depth)
            case nil: break
            }
            return roots
        }
        let base = Self.modifiedView(expression)
        // `content()` / `content`: the host's content, which its makers pass.
        let contentName = base.as(FunctionCallExprSyntax.self).flatMap { $0.arguments.isEmpty ? Interpreter.unwrapped($0.calledExpression) : nil }
            ?? base
        if let reference = contentName.as(DeclReferenceExprSyntax.self), index.property(reference.baseName.text, of: owner) != nil {
            guard depth < 2 else { return [] }
            return (contentMakers[owner] ?? []).flatMap { rootScreens(in: $0.closure.statements, owner: $0.owner, file: $0.file, depth: depth + 1) }
        }
        guard let call = base.as(FunctionCallExprSyntax.self) else { return [] }
        if let type = SwiftUITypes.viewTypeName(call.calledExpression), index.isSwiftUIView(type) || index.isViewController(type) && index.isDeclared(type) {
            return [(type, location(of: call, in: file))]
        }
        // The content is the host's own (`Form { … }`, `List { … }`): the host is the first screen.
        // Content a maker passes in a closure is no screen of its own.
        guard depth == 0, index.isSwiftUIView(owner) else { return [] }
        return [(owner, location(of: call, in: file))]
    }

    /// `Shelf().padding().navigationDestination(…)` → `Shelf()`: the view its modifiers apply to.
    static func modifiedView(_ expression: ExprSyntax) -> ExprSyntax {
        var current = Interpreter.unwrapped(expression)
        while true {
            if let conditional = current.as(PostfixIfConfigExprSyntax.self), let base = conditional.base {
                current = Interpreter.unwrapped(base)  // `Form { … } #if os(iOS) .padding() #endif`
            } else if let call = current.as(FunctionCallExprSyntax.self),
                      let member = Interpreter.unwrapped(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base {
                current = Interpreter.unwrapped(base)
            } else {
                return current
            }
        }
    }

    /// `Group { switch route { … } }.environment(x)`: the switch a wrapping container's content holds.
    static func wrappedSwitch(_ statements: CodeBlockItemListSyntax, over parameters: [String], depth: Int = 0) -> SwitchExprSyntax? {
        guard depth < 2, statements.count == 1, let only = statements.first else { return nil }
        var expression: ExprSyntax?
        if case .expr(let value) = only.item { expression = value }
        if case .stmt(let statement) = only.item { expression = statement.as(ExpressionStmtSyntax.self)?.expression }
        guard let expression, let call = modifiedView(expression).as(FunctionCallExprSyntax.self), let content = call.trailingClosure else { return nil }
        return Interpreter.eventSwitch(in: content.statements, over: parameters) ?? wrappedSwitch(content.statements, over: parameters, depth: depth + 1)
    }
}
