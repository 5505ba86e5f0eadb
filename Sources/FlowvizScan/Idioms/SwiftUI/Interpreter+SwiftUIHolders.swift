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

    /// App views, toolbar contents and view modifiers that make (`Row(…)`) or hold
    /// (`@StateObject var model = Model()`, `let model: Model`) `type`.
    private func hosts(of type: String) -> [String] {
        if let known = holderCache.hosts[type] { return known }
        let modifiers = modifierMethods(making: type)
        let found = index.swiftUIHolders.components.filter { component in
            component.name != type && (component.heldTypes.contains(type) || component.calls.calls(type)
                || modifiers.contains { component.calls.calls($0.name, label: $0.label) })
        }.map(\.name)
        holderCache.hosts[type] = found
        return found
    }

    /// The stacks (of views that are no screens) whose content makes `type` or calls a modifier making it.
    private func stackHosts(of type: String) -> [StackSurface] {
        let modifiers = modifierMethods(making: type)
        return stackSurfaces().filter { surface in
            surface.calls.calls(type) || modifiers.contains { surface.calls.calls($0.name, label: $0.label) }
        }
    }

    /// The stack surfaces of the router's hosts, in host order.
    private func stackSurfaces() -> [StackSurface] {
        Set(index.swiftUIRoutes.bindings(of: type).map(\.host)).sorted().compactMap(stackSurface(of:))
    }

    /// The app's modifier methods (`extension View { func withLinks() -> some View { modifier(Links()) } }`)
    /// whose body makes `type`, with their first argument label (`nil` when unlabelled or none).
    private func modifierMethods(making type: String) -> [(name: String, label: String?)] {
        index.swiftUIHolders.modifierMethods.filter { $0.heldCalls.calls(type) }.map { ($0.name, $0.label) }
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
        return name.map(SwiftUIScreenNavigations.presenterNames.contains) == true ? closure.id : nil
    }

    /// What a view that hosts one of the router's stacks, and is no screen, places on the stack.
    struct StackSurface {
        var host: String
        var roots: [String]
        /// The content closures' statements and the host's members they refer to (`toolbarItems`).
        var nodes: [Syntax]
        /// What the nodes hold (``Interpreter/heldCode(_:)``) calls.
        var calls: SwiftUIHolderIndex.CallSet

        func contains(_ node: Syntax) -> Bool {
            var current: Syntax? = node
            while let syntax = current {
                if nodes.contains(where: { $0.id == syntax.id }) { return true }
                current = syntax.parent
            }
            return false
        }
    }

    /// The stack surface of `host`, when it hosts a stack of the router with first screens and is no screen; read once.
    func stackSurface(of host: String) -> StackSurface? {
        if let known = holderCache.surfaces[host] { return known }
        let surface = readStackSurface(of: host)
        holderCache.surfaces[host] = .some(surface)
        return surface
    }

    private func readStackSurface(of host: String) -> StackSurface? {
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
        return StackSurface(
            host: host, roots: Array(Set(stacks.flatMap { $0.roots.map(\.type) })).sorted(), nodes: nodes,
            calls: SwiftUIHolderIndex.CallSet(nodes.map(Interpreter.heldCode))
        )
    }
}

/// What an interpreter has read of its router's holders (each type's holders, each host's stack surface).
struct HolderCache {
    var hosts = [String: [String]]()
    var surfaces = [String: Interpreter.StackSurface?]()
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
