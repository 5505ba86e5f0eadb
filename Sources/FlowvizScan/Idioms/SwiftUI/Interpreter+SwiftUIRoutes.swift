import FlowvizCore
import SwiftSyntax

/// A SwiftUI router read as a coordinator (Docs/SCANNING.md, "Routes", SwiftUI): its start is the
/// first screen of each stack bound to its path; a route appended to the path pushes the screen
/// the stack's `navigationDestination(for:)` builds for it, a route set on a bound sheet or full
/// screen cover presents the screen its content builds; removing from the path pops, `nil` on
/// the route dismisses. Each write made from a view is that screen's trigger.
extension Interpreter {
    private var swiftUI: SwiftUIRouteIndex { index.swiftUIRoutes }

    /// Runs a SwiftUI router: its stacks' first screens, then every write other types make to it.
    /// `false` when the coordinator is no SwiftUI router.
    func runSwiftUIRoutes() -> Bool {
        guard swiftUI.routers.contains(type) else { return false }
        let bindings = swiftUI.bindings(of: type)
        var rootFound = false
        for binding in bindings where binding.style == .push {
            for root in binding.roots {
                rootFound = true
                effects(.setRoot(screen: root.type), origin: .start, at: root.location)
            }
        }
        if !rootFound {
            noteUnread(UnreadFact(
                aspect: .start, reason: "\(type) is a SwiftUI router: its first screen is whatever view shows its routes, which the scanner cannot tell",
                location: index.declaration(of: type)?.location
            ))
        }
        let routed = routerScreens()
        var screens = routed
        let localModals = localModalScreens(&screens, routed: routed)
        let stackless = stacklessModalScreens(localModals, routed: routed)
        let sends = SwiftUISendFinder.sends(to: type, index: index, texts: texts)
        var noted = Set<String>()
        // A view several screens hold (a row, a toolbar item) sends from each of them.
        let sendsFrom = sends.flatMap { send -> [(SwiftUISend, Origin)] in
            if case .dismiss = send.kind { return [] }
            // A closure handed to a value's initializer (`Toast(action: .init { router.navigate(…) })`)
            // runs when that value chooses, not on a control of the view: an unknown origin.
            let hosts = send.trigger == "init" ? [] : hostScreens(of: send.owner, among: screens, routed: routed, at: send.node)
            if hosts.isEmpty { return [(send, .unattached(child: nil, location: send.location))] }
            return hosts.map { (send, Origin.trigger(screen: $0, name: send.trigger, location: send.location)) }
        }
        for (send, origin) in sendsFrom {
            var frame = newFrame(origin, at: send.location)
            let before = effects.count
            switch send.kind {
            case .call(let name, let labels, let arguments):
                guard let method = index.method(name, labels: labels, of: type), !method.body.isEmpty else { continue }
                _ = inline(method, arguments: arguments.map { routeValue($0) ?? .unknown }, from: &frame)
            case .path(let property, let call):
                _ = pathOperation(property, call, &frame, arguments: call.arguments.map { routeValue($0.expression) ?? .unknown })
            case .assign(let property, let value):
                _ = routeWrite(property, value, routeValue(value) ?? .unknown, &frame)
            case .link(let value):
                if let binding = bindings.first(where: { $0.style == .push }) { show(routeValue(value) ?? .unknown, on: binding, &frame, at: send.location) }
            case .dismiss:
                continue
            }
            if case .trigger(let screen, _, _) = origin, stackless.contains(screen),
               pathWriteUnderModal(screen, since: before, sentFrom: send, noted: &noted) { continue }
            attribute(origin, since: before, sentFrom: send, noted: &noted)
        }
        runLocalModals(localModals)
        drainPending()
        runDismissals(sends, screens)
        runUnsentRoutes()
        return true
    }

    func effects(_ kind: Effect.Kind, origin: Origin, at location: SourceLocation) {
        record(kind, newFrame(origin, at: location), at: location)
    }

    /// A write that navigated is a trigger of its screen, or a gap (an unknown origin) noted once.
    /// Only writes that show something are gaps: a pop or a dismissal from an unknown place leads nowhere new.
    private func attribute(_ origin: Origin, since before: Int, sentFrom send: SwiftUISend, noted: inout Set<String>) {
        guard effects[before...].contains(where: { Self.navigates($0.kind) }) else { return }
        switch origin {
        case .trigger:
            declareTrigger(origin, at: send.location)
        default:
            unattachedClosures[send.location] = send.node.id
            claimedClosures.insert(send.node.id)
            let shows = effects[before...].contains { effect in
                switch effect.kind { case .push, .present: true; default: false }
            }
            // One note per type the scanner cannot tie to a screen, however many writes it makes.
            guard shows, noted.insert(send.owner).inserted else { return }
            noteUnread(UnreadFact(
                aspect: .triggers,
                reason: "\(send.owner) sends routes to \(type) (\(Self.quote(send.node))), and the scanner cannot tie \(send.owner) to one of its screens",
                location: send.location
            ))
        }
    }

    // MARK: - Writes in the router's own code

    /// `path.append(route)`, `self.path.removeLast()` in the router's own code.
    func swiftUIPathCall(_ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value? {
        guard frame.foreignSelf == nil, swiftUI.routers.contains(type), let base = member.base,
              let property = ownRouteProperty(base, frame) else { return nil }
        var arguments = [Value]()
        for argument in call.arguments { arguments.append(evaluate(argument.expression, &frame)) }
        return pathOperation(property, call, &frame, arguments: arguments) ? .unknown : nil
    }

    /// `sheet = .settings`, `self.sheet = nil`, `path = []` in the router's own code.
    func swiftUIRouteAssignment(_ lhs: ExprSyntax, _ value: Value, _ rightSide: [ExprSyntax], _ frame: inout Frame) -> Bool {
        guard frame.foreignSelf == nil, swiftUI.routers.contains(type), rightSide.count == 1 else { return false }
        let lhs = Self.unwrapped(lhs)
        var property: String?
        if let reference = lhs.as(DeclReferenceExprSyntax.self) {
            property = ownRouteProperty(ExprSyntax(reference), frame)
        } else if let member = lhs.as(MemberAccessExprSyntax.self), let base = member.base, Self.unwrapped(base).trimmedSource == "self" {
            property = ownRouteProperty(ExprSyntax(member), frame)
        }
        guard let property else { return false }
        return routeWrite(property, rightSide[0], value, &frame)
    }

    private func ownRouteProperty(_ expression: ExprSyntax, _ frame: Frame) -> String? {
        let expression = Self.unwrapped(expression)
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self), frame.env[reference.baseName.text] == nil {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, Self.unwrapped(base).trimmedSource == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        return swiftUI.bindings(of: type).contains { $0.property == name } ? name : nil
    }

    // MARK: - Navigation

    /// `append` pushes each route; `removeLast()` pops, `removeLast(path.count)` / `removeAll()` pop to the root.
    private func pathOperation(_ property: String, _ call: FunctionCallExprSyntax, _ frame: inout Frame, arguments: [Value]) -> Bool {
        guard let binding = swiftUI.bindings(of: type).first(where: { $0.property == property && $0.style == .push }),
              let name = Self.unwrapped(call.calledExpression).as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
        let location = frame.text.location(of: call)
        switch name {
        case "append":
            for value in arguments { show(value, on: binding, &frame, at: location) }
        case "removeLast" where call.arguments.first?.expression.trimmedSource.hasSuffix(".count") == true, "removeAll":
            record(.popToRoot, frame, at: location)
        case "removeLast":
            record(.pop, frame, at: location)
        default:
            return false
        }
        return true
    }

    /// A route property set: a route pushes or presents it, `nil` dismisses, `[]` pops to the root.
    private func routeWrite(_ property: String, _ expression: ExprSyntax, _ value: Value, _ frame: inout Frame) -> Bool {
        guard let binding = swiftUI.bindings(of: type).first(where: { $0.property == property }) else { return false }
        let location = frame.text.location(of: expression)
        let written = Self.unwrapped(expression)
        if binding.style == .push {
            if let array = written.as(ArrayExprSyntax.self) {
                record(.popToRoot, frame, at: location)
                for element in array.elements { show(routeValue(element.expression) ?? .unknown, on: binding, &frame, at: location) }
            } else if written.trimmedSource.hasPrefix("NavigationPath(") {
                record(.popToRoot, frame, at: location)
            } else {
                return false
            }
        } else if written.is(NilLiteralExprSyntax.self) {
            record(.dismiss, frame, at: location)
        } else if case .route = value {
            show(value, on: binding, &frame, at: location)
        } else if let call = written.as(FunctionCallExprSyntax.self) {
            // An item holding the route: `sheet = .init(route: route, coordinator: .init())`.
            for argument in call.arguments {
                let held = evaluate(argument.expression, &frame)
                if case .route = held { show(held, on: binding, &frame, at: location); break }
            }
        }
        return true
    }

    /// Pushes or presents the screen the destinations of `binding` build for `route`.
    private func show(_ route: Value, on binding: SwiftUIRouteIndex.Binding, _ frame: inout Frame, at location: SourceLocation) {
        guard case .route(let name, _, _) = route else { return }
        let candidates = swiftUI.destinations(for: binding, index: index).filter { $0.cases.contains { $0.name == name } }
        let owners = index.routeTypesByCase[name] ?? []
        guard let destination = candidates.first(where: { $0.routeType.map(owners.contains) ?? false }) ?? candidates.first,
              let routeCase = destination.cases.first(where: { $0.name == name }) else { return }
        switch frame.origin {
        case .unused, .setup: break
        default: routeState.dispatched.insert(name)
        }
        // At the screen's making in the destination: where the screen is (the transition is at its trigger).
        guard let (screen, location, _) = routeCase.screen else { return }
        record(shown(screen, by: destination, routeCase), frame, at: location)
    }

    /// A push, or a presentation; a modal screen that holds a stack of its own bound to the
    /// router (`SettingsView` with `NavigationStack(path: $router.path)`), or that the modal's
    /// content wraps in a view holding one, is presented on that stack and pushes onto it.
    private func shown(_ screen: String, by destination: SwiftUIRouteIndex.Destination, _ routeCase: SwiftUIRouteIndex.Case) -> Effect.Kind {
        let stackHosts = routerStackHosts()
        let inStack = stackHosts.contains(screen) || destination.wrapper.map(stackHosts.contains) == true
        switch destination.style {
        case .push: return .push(screen: screen)
        case .sheet: return .present(screen: screen, presentation: ModalPresentation(style: .sheet, swipeDismissible: !routeCase.blocksSwipe, inNavigationStack: inStack))
        case .fullScreen: return .present(screen: screen, presentation: ModalPresentation(style: .fullScreen, inNavigationStack: inStack))
        }
    }

    // MARK: - Screens

    /// The views holding a stack bound to the router's path.
    private func routerStackHosts() -> Set<String> {
        Set(swiftUI.bindings(of: type).filter { $0.style == .push }.map(\.host))
    }

    /// The screens the router's stacks and modals can show.
    private func routerScreens() -> Set<String> {
        var screens = Set<String>()
        let bindings = swiftUI.bindings(of: type)
        // A modal's presenting view is a screen, unless it only hosts a stack (the stack's root is).
        let stackHosts = routerStackHosts()
        for binding in bindings where binding.style != .push && !stackHosts.contains(binding.host) && index.isSwiftUIView(binding.host) {
            screens.insert(binding.host)
        }
        for binding in bindings {
            screens.formUnion(binding.roots.map(\.type))
            for destination in swiftUI.destinations(for: binding, index: index) {
                screens.formUnion(destination.cases.compactMap(\.screen?.type))
            }
        }
        return screens
    }

    /// `dismiss()` in a screen the router pushed (a pop) or presented (a dismissal).
    private func runDismissals(_ sends: [SwiftUISend], _ screens: Set<String>) {
        for send in sends {
            guard case .dismiss = send.kind, screens.contains(send.owner) else { continue }
            let shown = effects.filter { $0.origin != .unused }.compactMap { effect -> Effect.Kind? in
                switch effect.kind {
                case .present(let screen, _) where screen == send.owner: .dismiss
                case .push(let screen) where screen == send.owner: .pop
                default: nil
                }
            }
            guard let kind = shown.first else { continue }
            let origin = Origin.trigger(screen: send.owner, name: send.trigger, location: send.location)
            effects(kind, origin: origin, at: send.location)
            declareTrigger(origin, at: send.location)
        }
    }

    /// Cases no attributed write sent: those the app writes somewhere run from an unknown origin
    /// (noted); the others are dead (`unreachable_route`), and the screen they build is made but never shown.
    private func runUnsentRoutes() {
        var seen = Set<String>()
        for binding in swiftUI.bindings(of: type) {
            for destination in swiftUI.destinations(for: binding, index: index) {
                for routeCase in destination.cases where !routeState.dispatched.contains(routeCase.name) && seen.insert(routeCase.name).inserted {
                    guard let screen = routeCase.screen else { continue }
                    let mentions = (index.routeMentions[routeCase.name] ?? []).filter { $0.typeName == nil || $0.typeName == destination.routeType }
                    let origin: Origin = mentions.isEmpty ? .unused : .unattached(child: nil, location: screen.location)
                    let kind = shown(screen.type, by: destination, routeCase)
                    effects(kind, origin: origin, at: screen.location)
                    guard let first = mentions.first else { continue }
                    noteUnread(UnreadFact(
                        aspect: .triggers,
                        reason: "route .\(routeCase.name) is written (\(first.location)) where the scanner cannot tell which screen sends it to \(type)",
                        location: screen.location
                    ))
                    unattachedClosures[screen.location] = screen.id
                    claimedClosures.insert(screen.id)
                }
            }
        }
    }
}
