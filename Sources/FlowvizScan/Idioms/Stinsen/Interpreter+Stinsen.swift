import FlowvizCore
import SwiftSyntax

/// Stinsen's SwiftUI coordinators (Docs/SCANNING.md, "Routes"): `@Root` and `@Route(.push)` /
/// `(.modal)` / `(.fullScreen)` / `(tabItem:)` properties are destinations made by their factory
/// (a SwiftUI view: a screen; a coordinator: a child the library starts and keeps);
/// `route(to: \.x)`, `root(\.x)` send them, `dismissCoordinator()` finishes, `popLast()` pops.
extension Interpreter {
    var isStinsen: Bool { StinsenVocabulary.isCoordinator(type, index) }

    /// What a factory makes: a screen (in a stack of its own when wrapped) or a child coordinator.
    enum StinsenTarget: Equatable {
        case screen(String, wrapped: Bool)
        case child(ChildRef, wrapped: Bool)
    }

    /// The coordinator's routes, its ancestors' included, by declaration order.
    var stinsenRoutes: [StinsenRoute] {
        index.ancestry(of: type).flatMap { index.stinsen.routes[$0] ?? [] }
    }

    // MARK: - Start

    /// `NavigationStack(initial: \X.start)` (or the only `@Root`), `TabChild(startingItems: […])`:
    /// shown from the start. `false` when the coordinator is not Stinsen's.
    func runStinsenStart() -> Bool {
        guard isStinsen else { return false }
        let routes = stinsenRoutes
        var firsts = [StinsenRoute]()
        for name in index.ancestry(of: type).flatMap({ index.stinsen.initial[$0] ?? [] }) {
            if let route = routes.first(where: { $0.name == name }), !firsts.contains(where: { $0.name == name }) { firsts.append(route) }
        }
        let rootNames = Set(routes.filter { $0.kind == .root }.map(\.name))
        if firsts.isEmpty, rootNames.count == 1, let only = routes.first(where: { $0.kind == .root }) { firsts = [only] }
        guard !firsts.isEmpty else {
            noteUnread(UnreadFact(
                aspect: .start, reason: "\(type) is a Stinsen coordinator whose first route (`NavigationStack(initial:)`, `TabChild(startingItems:)`) the scanner cannot read",
                location: index.declaration(of: type)?.location
            ))
            return true
        }
        let roots = firsts.filter { $0.kind != .tab }
        for route in firsts {
            var frame = newFrame(.start, at: route.location)
            // `init() { if … { stack = NavigationStack(initial: \.a) } else { … \.b } }`: one of them.
            if roots.count > 1, route.kind != .tab { frame.conditions = ["the first route is .\(route.name)"] }
            performStinsen(route, &frame, at: route.location, initial: true)
        }
        return true
    }

    // MARK: - Sending

    /// `route(to: \.x, item)`, `root(\.x)`, `dismissCoordinator()`, `popLast()`, `popToRoot()` in the
    /// coordinator's own code: done where the method runs.
    func stinsenCall(_ receiver: Value, _ name: String, _ arguments: [Argument], _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value? {
        guard receiver == .selfRef, frame.foreignSelf == nil, isStinsen else { return nil }
        switch name {
        case "route", "root":
            guard let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self), let routeName = StinsenFinder.split(keyPath).1,
                  let route = stinsenRoutes.first(where: { $0.name == routeName }) else { return nil }
            runClosures(evaluateArguments(Array(arguments.dropFirst()), &frame), &frame)
            performStinsen(route, &frame, at: frame.text.location(of: call), initial: false)
        case "dismissCoordinator":
            runClosures(evaluateArguments(arguments, &frame), &frame)
            record(.finish, frame, at: call)
        case "popLast", "popToRoot":
            runClosures(evaluateArguments(arguments, &frame), &frame)
            record(name == "popLast" ? .pop : .popToRoot, frame, at: call)
        case "focusFirst":
            // Selects a tab the start already shows.
            _ = evaluateArguments(arguments, &frame)
        default:
            return nil
        }
        return .unknown
    }

    /// Shows what `route`'s factory makes, the way the route's kind says; a route declared in
    /// several `#if` branches does what each branch declares, under a condition.
    func performStinsen(_ route: StinsenRoute, _ frame: inout Frame, at location: SourceLocation, initial: Bool) {
        let variants = StinsenVocabulary.variants(of: route.name, in: type, index)
        for (position, variant) in variants.enumerated() {
            var branch = frame
            if variants.count > 1 { branch.conditions.append(".\(route.name) shows this in branch \(position + 1) of \(variants.count)") }
            let target = variant.made.map { made in
                made.isChild ? StinsenTarget.child(ChildRef(type: made.type, site: made.site), wrapped: made.wrapped) : .screen(made.type, wrapped: made.wrapped)
            }
            perform(variant.route, target, &branch, at: location, initial: initial)
        }
    }

    private func perform(_ route: StinsenRoute, _ target: StinsenTarget?, _ frame: inout Frame, at location: SourceLocation, initial: Bool) {
        switch frame.origin {
        case .unused, .setup: break
        case .unattached:
            // A child started there is reached through this unknown (never reported unreachable).
            if case .child(let child, _)? = target {
                noteUnread(UnreadFact(
                    aspect: .triggers, child: child.type,
                    reason: "Stinsen route .\(route.name) of \(type) is sent from code the scanner cannot attribute to a screen", location: route.location
                ))
            }
        default: routeState.stinsenSent.insert(route.name)
        }
        guard let target else {
            if frame.origin != .unused, frame.origin != .setup {
                noteUnread(UnreadFact(
                    aspect: .target, reason: "what \(route.factory) makes for the Stinsen route .\(route.name) cannot be told",
                    location: route.location
                ))
            }
            return
        }
        let modal: (style: AppGraph.ModalStyle, swipe: Bool)? = route.kind == .modal ? (.sheet, true) : route.kind == .fullScreen ? (.fullScreen, false) : nil
        switch target {
        case .screen(let screen, let wrapped):
            if let modal {
                // Presented in a `NavigationView` of its own (`wrapped`): it can push onto that stack.
                let presentation = ModalPresentation(style: modal.style, swipeDismissible: modal.swipe, inNavigationStack: wrapped)
                record(.present(screen: screen, presentation: presentation), frame, at: location)
            } else if route.kind == .push {
                record(.push(screen: screen), frame, at: location)
            } else {
                record(.setRoot(screen: screen), frame, at: location)
            }
        case .child(let child, _):
            record(.startChild(child), frame, at: location)
            record(.managedStart(child), frame, at: location)
            if let modal {
                record(.presentsChild(child, style: modal.style, swipeDismissible: modal.swipe), frame, at: location)
            } else if route.kind == .tab || route.kind == .root && initial {
                record(.longLived(child, because: route.kind == .tab ? "a tab of \(type)" : "the root of \(type)"), frame, at: location)
            } else if route.kind == .root {
                record(.rootsChild(child), frame, at: location)
            }
        }
    }

    /// The screens the route shows (in any branch).
    func stinsenScreens(of route: StinsenRoute) -> [String] {
        StinsenVocabulary.variants(of: route.name, in: type, index).compactMap { $0.made.flatMap { $0.isChild ? nil : $0.type } }
    }
}

extension StinsenVocabulary {
    /// What a factory makes: the first coordinator or screen it constructs
    /// (`NavigationViewCoordinator(Child())` wraps a child in a stack of its own), else the
    /// coordinator or screen its return type names.
    typealias Made = (type: String, site: SourceLocation, isChild: Bool, wrapped: Bool)

    /// Each declaration of the route `name` (one per `#if` branch) with what its factory makes:
    /// as many factories as declarations pair in order, otherwise each factory goes with each.
    /// SwiftUI's stack views: a screen built inside one is on a stack of its own.
    static let swiftUIStacks: Set<String> = ["NavigationView", "NavigationStack", "NavigationSplitView"]

    static func variants(of name: String, in owner: String, _ index: TypeIndex) -> [(route: StinsenRoute, made: Made?)] {
        let declared = index.ancestry(of: owner).flatMap { index.stinsen.routes[$0] ?? [] }.filter { $0.name == name }
        var found = [(route: StinsenRoute, made: Made?)]()
        for factoryName in Set(declared.map(\.factory)).sorted() {
            let routes = declared.filter { $0.factory == factoryName }
            let factories = index.ancestry(of: owner).lazy.compactMap { index.stinsen.factories["\($0).\(factoryName)"] }.first ?? []
            var pairs: [(StinsenRoute, StinsenFactory?)] = routes.map { ($0, nil) }
            if factories.count == routes.count {
                pairs = zip(routes, factories).map { ($0, $1) }
            } else if !factories.isEmpty {
                pairs = routes.flatMap { route in factories.map { (route, $0) } }
            }
            for (route, factory) in pairs {
                let shown: [Made] = factory.map { Self.made(by: $0, index) } ?? []
                found += shown.isEmpty ? [(route, nil)] : shown.map { (route, $0) }
            }
        }
        return found
    }

    /// The coordinators and screens a factory constructs that are not part of another (its
    /// branches: `if a { A() } else { B() }`), and a screen handed to a coordinator as its content
    /// (`Wrapper { Content() }`: shown too); else what its return type names.
    static func made(by factory: StinsenFactory, _ index: TypeIndex) -> [Made] {
        let returned = factory.returnType ?? ""
        var wrapped = wrappers.contains { returned.hasPrefix($0) }
        let constructions = factory.constructions
        let shows = { (name: String) in !wrappers.contains(name) && (index.isCoordinator(name) || index.isScreen(name)) }
        var found = [Made]()
        for construction in constructions {
            if wrappers.contains(construction.name) { wrapped = true; continue }
            guard shows(construction.name) else { continue }
            var outer = construction.parent
            // `NavigationView { Screen() }`: the screen brings a stack of its own.
            var ownStack = false
            while let position = outer, !shows(constructions[position].name) {
                if swiftUIStacks.contains(constructions[position].name) { ownStack = true }
                outer = constructions[position].parent
            }
            let isChild = index.isCoordinator(construction.name)
            if let outer {
                if !isChild, index.isCoordinator(constructions[outer].name) { found.append((construction.name, construction.location, false, true)) }
                continue
            }
            found.append((construction.name, construction.location, isChild, wrapped || ownStack))
        }
        if !found.isEmpty { return found }
        let named = returned.split { !IdentifierText.isIdentifier($0) }.map(String.init)
        if let child = named.first(where: { !wrappers.contains($0) && index.isCoordinator($0) }) { return [(child, factory.location, true, wrapped)] }
        if let screen = named.first(where: index.isScreen) { return [(screen, factory.location, false, wrapped)] }
        return libraryView(madeBy: factory, index, wrapped: wrapped).map { [$0] } ?? []
    }

    /// Whether some `@Route(.push)` makes a coordinator of `type`: its root then goes onto the
    /// parent's stack (a horizontal child).
    static func isPushed(_ type: String, _ index: TypeIndex) -> Bool {
        index.stinsen.routes.values.joined().contains { route in
            route.kind == .push && variants(of: route.name, in: route.owner, index).contains { variant in
                variant.route.kind == .push && variant.made.map { $0.isChild && $0.type == type } == true
            }
        }
    }
}

/// `Name(…)` calls in a body, in source order (trailing closures included).
/// Each with the position of the construction it is an argument (or trailing closure) of.
final class ConstructionFinder: SyntaxVisitor {
    private var found = [(name: String, node: FunctionCallExprSyntax, parent: Int?)]()
    private var open = [(id: SyntaxIdentifier, position: Int)]()

    static func constructions(in node: some SyntaxProtocol) -> [(name: String, node: FunctionCallExprSyntax, parent: Int?)] {
        let finder = ConstructionFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = Interpreter.unwrapped(node.calledExpression)
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(GenericSpecializationExprSyntax.self)?.expression.trimmedSource
            ?? Self.qualifiedTypeName(callee)
        if let name, name.first?.isUppercase == true {
            found.append((name, node, open.last?.position))
            open.append((node.id, found.count - 1))
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if open.last?.id == node.id { open.removeLast() }
    }

    /// `EditProfileView` in `Settings.EditProfileView(profile: p)`: a nested type, each part
    /// capitalised (not `Color.red`, nor `view.modifier`), by its own name as the index knows it.
    static func qualifiedTypeName(_ callee: ExprSyntax) -> String? {
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
              let outer = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self).flatMap({ qualifiedTypeName(ExprSyntax($0)) }) else { return nil }
        let inner = member.declName.baseName.text
        guard outer.first?.isUppercase == true, inner.first?.isUppercase == true else { return nil }
        return inner
    }
}
