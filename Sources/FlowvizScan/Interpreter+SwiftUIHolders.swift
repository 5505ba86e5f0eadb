import FlowvizCore
import SwiftSyntax

/// Which screens a SwiftUI router's view code belongs to (Docs/SCANNING.md, "Routes", SwiftUI):
/// a component sends from each screen that holds it, directly or through other components.
/// A holder is an app view, toolbar content (`struct Items: ToolbarContent`) or view modifier
/// (`struct Links: ViewModifier`) whose code makes the component, or that calls a modifier method of
/// the app's (`extension View { func withLinks() -> some View { modifier(Links()) } }`) making it.
/// A view hosting one of the router's stacks without being a screen (`NavigationStack(path:) { Home() … }`)
/// is no screen of its own: what its stack's content makes or refers to (`.toolbar { toolbarItems }`
/// on `Home`) sits on the stack's first screens; its other code (modifiers of the stack) stays unplaced.
extension Interpreter {
    /// The screens whose code `owner` is: the screen itself, or every screen that (through at
    /// most three hops, the nearest first found) makes or holds it (a row view, a view model);
    /// empty when none does. `node`, a write in `owner`'s own code, places it on a stack's first screens.
    func hostScreens(of owner: String, among screens: Set<String>, at node: Syntax? = nil) -> [String] {
        if screens.contains(owner) { return [owner] }
        if let node, let surface = stackSurface(of: owner), surface.contains(node) {
            return surface.roots.filter(screens.contains).sorted()
        }
        var frontier: Set<String> = [owner], seen: Set<String> = [owner], found = Set<String>()
        for _ in 0..<3 where found.isEmpty && !frontier.isEmpty {
            var next = Set<String>()
            for type in frontier {
                for host in hosts(of: type) where seen.insert(host).inserted {
                    if screens.contains(host) { found.insert(host) } else { next.insert(host) }
                }
                for host in stackHosts(of: type) where !screens.contains(host.host) { found.formUnion(host.roots.filter(screens.contains)) }
            }
            frontier = next
        }
        return found.sorted()
    }

    /// Whether `code` makes `type` (`Row(`, not `StatusRow(`).
    static func makes(_ type: String, in code: String) -> Bool {
        calls(type, in: code)
    }

    /// Whether `code` calls `name` (`name(`, `.name(`, not `othername(`), with `label` as its first argument label when given.
    static func calls(_ name: String, label: String? = nil, in code: String) -> Bool {
        var rest = code[...]
        while let range = rest.range(of: "\(name)(") {
            let before = rest[..<range.lowerBound].last
            rest = rest[range.upperBound...]
            guard before.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true else { continue }
            guard let label else { return true }
            if rest.drop(while: \.isWhitespace).hasPrefix("\(label):") { return true }
        }
        return false
    }

    /// App views, toolbar contents and view modifiers that make (`Row(…)`) or hold
    /// (`@StateObject var model = Model()`, `let model: Model`) `type`.
    private func hosts(of type: String) -> [String] {
        let modifiers = modifierMethods(making: type)
        return index.declarations.keys.sorted().filter { name in
            guard name != type, isViewComponent(name) else { return false }
            if index.properties(of: name).contains(where: { $0.typeName.map(TypeNames.base(of:)) == type
                || $0.initializer?.trimmedDescription.hasPrefix("\(type)(") == true }) { return true }
            return index.ownMethods(of: name).contains { method in
                guard !method.body.isEmpty else { return false }
                let code = method.body.description
                return Self.makes(type, in: code) || modifiers.contains { Self.calls($0.name, label: $0.label, in: code) }
            }
        }
    }

    /// The stacks (of views that are no screens) whose content makes `type` or calls a modifier making it.
    private func stackHosts(of type: String) -> [StackSurface] {
        let modifiers = modifierMethods(making: type)
        return Set(index.swiftUIRoutes.bindings(of: self.type).map(\.host)).sorted().compactMap(stackSurface(of:)).filter { surface in
            surface.code.contains { code in
                Self.makes(type, in: code) || modifiers.contains { Self.calls($0.name, label: $0.label, in: code) }
            }
        }
    }

    private func isViewComponent(_ name: String) -> Bool {
        if index.isSwiftUIView(name) { return true }
        guard index.declaration(of: name)?.kind == .struct else { return false }
        let inherited = index.inherited(name)
        return inherited.contains("ToolbarContent") || inherited.contains("ViewModifier")
    }

    /// The app's modifier methods (`extension View { func withLinks() -> some View { modifier(Links()) } }`)
    /// whose body makes `type`, with their first argument label (`nil` when unlabelled or none).
    private func modifierMethods(making type: String) -> [(name: String, label: String?)] {
        ["View", "ToolbarContent"].flatMap { index.ownMethods(of: $0) }.compactMap { method in
            guard !method.body.isEmpty, Self.makes(type, in: Self.heldCode(Syntax(method.body))) else { return nil }
            return (method.name, method.labels.first.flatMap { $0 == "_" ? nil : $0 })
        }
    }

    /// `node`'s code without what destinations and modals build (`navigationDestination(for:) { … }`,
    /// `sheet(item:) { … }`): a screen shown from there is not held by the code showing it.
    static func heldCode(_ node: Syntax) -> String {
        var code = ""
        var skipped: SyntaxIdentifier?
        for token in node.tokens(viewMode: .sourceAccurate) {
            if let closure = skipped, token.ancestorOrSelf(closure) { continue }
            skipped = nil
            if let closure = presentedClosure(around: token, within: node.id) { skipped = closure; continue }
            code += token.description
        }
        return code
    }

    /// The content closure of a destination or modal modifier that `token` opens (its `{`), if any.
    private static func presentedClosure(around token: TokenSyntax, within root: SyntaxIdentifier) -> SyntaxIdentifier? {
        guard token.tokenKind == .leftBrace, let closure = token.parent?.as(ClosureExprSyntax.self) else { return nil }
        var holder = closure.parent
        if holder?.is(LabeledExprSyntax.self) == true { holder = holder?.parent?.parent }
        if holder?.is(MultipleTrailingClosureElementSyntax.self) == true { holder = holder?.parent?.parent }
        guard let call = holder?.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = Interpreter.unwrapped(call.calledExpression)
        let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name.map(presenters.contains) == true ? closure.id : nil
    }

    private static let presenters: Set<String> = ["navigationDestination", "sheet", "fullScreenCover", "popover"]

    /// What a view that hosts one of the router's stacks, and is no screen, places on the stack.
    struct StackSurface {
        var host: String
        var roots: [String]
        /// The content closures' statements and the host's members they refer to (`toolbarItems`).
        var nodes: [Syntax]
        var code: [String] { nodes.map(Interpreter.heldCode) }

        func contains(_ node: Syntax) -> Bool {
            var current: Syntax? = node
            while let syntax = current {
                if nodes.contains(where: { $0.id == syntax.id }) { return true }
                current = syntax.parent
            }
            return false
        }
    }

    /// The stack surface of `host`, when it hosts a stack of the router with first screens and is no screen.
    func stackSurface(of host: String) -> StackSurface? {
        let stacks = index.swiftUIRoutes.bindings(of: type).filter { $0.style == .push && $0.host == host && $0.content != nil && !$0.roots.isEmpty }
        guard !stacks.isEmpty, !stacks.contains(where: { $0.roots.contains { $0.type == host } }) else { return nil }
        var nodes = stacks.compactMap(\.content)
        let members = index.ownMethods(of: host).filter { !$0.body.isEmpty }
        var taken = Set<String>()
        // The host's members the content refers to, and those they refer to (three rounds).
        for _ in 0..<3 {
            let names = Set(nodes.flatMap { $0.tokens(viewMode: .sourceAccurate).filter { $0.parent?.is(DeclReferenceExprSyntax.self) == true }.map(\.text) })
            let added = members.filter { names.contains($0.name) && taken.insert("\($0.name) \($0.location)").inserted }
            if added.isEmpty { break }
            nodes += added.map { Syntax($0.body) }
        }
        return StackSurface(host: host, roots: Array(Set(stacks.flatMap { $0.roots.map(\.type) })).sorted(), nodes: nodes)
    }
}

private extension TokenSyntax {
    /// Whether the node `id` is this token or one of its ancestors.
    func ancestorOrSelf(_ id: SyntaxIdentifier) -> Bool {
        var current: Syntax? = Syntax(self)
        while let node = current {
            if node.id == id { return true }
            current = node.parent
        }
        return false
    }
}
