import FlowvizCore
import SwiftSyntax

/// Route-driven navigation (Docs/SCANNING.md, "Routes"): a **dispatcher** is a method that
/// switches over a route value (a route, step, scene, destination or event) and navigates in its
/// cases. A call passing a case runs only that case, in the caller's origin: a screen's trigger,
/// the start, another coordinator. Libraries are known by their documented names only.
struct RouteState {
    /// `super.init(initialRoute: .x)` (XCoordinator): routes the coordinator triggers at start.
    var initialRoutes = [Value]()
    /// Route cases a dispatcher ran from a known origin.
    var dispatched = Set<String>()
    /// Dispatchers (method keys) seen to navigate in a case they ran: only these have dead routes.
    var navigatingDispatchers = Set<String>()
    /// The coordinator's own dispatchers, found once.
    var dispatchers: [RouteDispatcher]?
    /// Stinsen routes sent from a known origin (Interpreter+Stinsen.swift).
    var stinsenSent = Set<String>()
}

enum RouteVocabulary {
    /// XCoordinator's coordinator classes: `prepareTransition(for:)` is their dispatcher.
    static let xcoordinatorBases: Set<String> = [
        "NavigationCoordinator", "TabBarCoordinator", "ViewCoordinator", "BaseCoordinator", "SplitCoordinator", "PageCoordinator",
        "RedirectionRouter",
    ]
    /// XCoordinator's coordinators live as long as their root view controller: the library
    /// releases them when it is popped, dismissed or swiped away.
    /// RxFlow ends a flow when its root presentable is dismissed; Stinsen, a child when its route is.
    static func isOwnedByItsViewController(_ type: String, _ index: TypeIndex) -> Bool {
        isXCoordinator(type, index) || isRxFlow(type, index) || StinsenVocabulary.isCoordinator(type, index)
    }

    /// A coordinator built on XCoordinator's base classes. A base the app declares itself (many
    /// apps have their own `BaseCoordinator`) is the app's, not the library's.
    static func isXCoordinator(_ type: String, _ index: TypeIndex) -> Bool {
        index.ancestry(of: type).contains { xcoordinatorBases.contains($0) && !index.isDeclared($0) }
    }

    /// An RxFlow `Flow`: `navigate(to:)` and a `root` presentable.
    static func isRxFlow(_ type: String, _ index: TypeIndex) -> Bool {
        index.ancestry(of: type).contains("Flow") && !index.isDeclared("Flow") && index.method("navigate", labels: ["to"], of: type) != nil
    }
    /// What an XCoordinator coordinator hands its screens to trigger routes with.
    static let routerProperties: Set<String> = ["unownedRouter", "strongRouter", "weakRouter", "anyRouter", "router"]
    /// RxFlow's calls handing a step to the parent flow: `.end(forwardToParentFlowWithStep: X)`,
    /// `.forwardToParentFlow(withStep: X)` (the call's name and its step argument's label).
    static func forwardsToParent(call name: String?, label: String?) -> Bool {
        name == "end" && label == "forwardToParentFlowWithStep" || name == "forwardToParentFlow" && label == "withStep"
    }
    /// Library entries that send a route to the receiver's dispatcher, and that dispatcher.
    static let libraryEntries: [String: (name: String, label: String)] = [
        "trigger": ("prepareTransition", "for"), "contextTrigger": ("prepareTransition", "for"),
        "accept": ("navigate", "to"), "onNext": ("navigate", "to"),
    ]
}

extension Interpreter {
    var isXCoordinator: Bool { RouteVocabulary.isXCoordinator(type, index) }

    /// The method library calls send routes to: XCoordinator's `prepareTransition(for:)`,
    /// RxFlow's `navigate(to:)`.
    var libraryDispatcher: MethodDecl? {
        (index.method("prepareTransition", labels: ["for"], of: type) ?? index.method("navigate", labels: ["to"], of: type))
            .flatMap { $0.body.isEmpty ? nil : $0 }
    }

    /// `.item(id)`, `Route.close`: the route case an expression writes.
    func routeValue(_ expression: ExprSyntax) -> Value? {
        RouteExpressions.routeCase(expression, index: index).map { .route($0.name, [], type: $0.type) }
    }

    /// `unownedRouter`, `strongRouter` in an XCoordinator coordinator: the coordinator itself.
    func routerSelf(_ name: String) -> Value? {
        guard RouteVocabulary.routerProperties.contains(name), index.property(name, of: type) == nil, isXCoordinator else { return nil }
        return .selfRef
    }

    // MARK: - Calls

    /// Calls that mean something only in route-driven code: XCoordinator's transitions
    /// (`.push(vc)`, `.present(vc)`, `.set([vc])`, `.dismiss()`, `.multiple(…)`), RxFlow's
    /// contributors (`.contribute(withNextPresentable:withNextStepper:)`, `.end(…)`,
    /// `Flows.use(…)`), an initial route, and route cases with associated values.
    func routeCall(_ member: MemberAccessExprSyntax, _ arguments: [Argument], _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value? {
        let name = member.declName.baseName.text
        let labels = arguments.map { $0.label ?? "_" }
        if let base = member.base {
            // The receiver's text matters only to `init`, `Flows.use` and `Flows.whenReady`: other calls skip reading it.
            let baseText = ["init", "use", "whenReady"].contains(name) ? Self.unwrapped(base).trimmedSource : ""
            if name == "init", baseText == "super" || baseText == "self", labels.contains("initialRoute") || labels.contains("initialStep") {
                let values = evaluateArguments(arguments, &frame)
                for (argument, value) in zip(arguments, values) where ["initialRoute", "initialStep"].contains(argument.label ?? "") {
                    routeState.initialRoutes.append(value)
                }
                return .unknown
            }
            // `super.init(tabs: [a.strongRouter, b.strongRouter])`, `super.init(master:detail:)`: the
            // coordinators an XCoordinator container shows from the start, as long as it lives.
            if name == "init", baseText == "super", isXCoordinator, !Set(labels).isDisjoint(with: ["tabs", "master", "detail", "pages"]) {
                var startFrame = frame
                startFrame.origin = .start
                for argument in arguments {
                    for child in children(in: argument.expression, &frame) {
                        record(.startChild(child), startFrame, at: call)
                        record(.managedStart(child), startFrame, at: call)
                        record(.longLived(child, because: "shown by \(type) from its start"), startFrame, at: call)
                    }
                }
                return .unknown
            }
            if baseText == "Flows", name == "use" || name == "whenReady" {
                let values = evaluateArguments(arguments, &frame)
                let children = values.compactMap { if case .child(let child) = $0 { child } else { nil } }
                for child in children { record(.managedStart(child), frame, at: call); record(.startChild(child), frame, at: call) }
                for case .closure(let closure, let captured, let file) in values {
                    runClosure(closure, captured, file: file, parameters: children.map { .childContainer($0) }, &frame)
                }
                return .unknown
            }
            if case .route(let route, _, let written)? = routeValue(ExprSyntax(call)) {
                return .route(route, evaluateArguments(arguments, &frame), type: written)
            }
            return nil
        }
        if isXCoordinator, let value = xcoordinatorTransition(name, arguments, call, &frame) { return value }
        switch (name, labels) {
        case ("contribute", let labels) where labels.first == "withNextPresentable" || labels.first == "withNext":
            contribute(arguments, call, &frame)
            return .unknown
        case ("end", ["forwardToParentFlowWithStep"]), ("forwardToParentFlow", _):
            _ = evaluateArguments(arguments, &frame)
            record(.finish, frame, at: call)
            return .unknown
        case ("forwardToCurrentFlow", _):
            if let dispatcher = libraryDispatcher, let route = arguments.first.flatMap({ routeValue($0.expression) }) {
                _ = inline(dispatcher, arguments: [route], from: &frame)
            }
            return .unknown
        default:
            break
        }
        if case .route(let route, _, let written)? = routeValue(ExprSyntax(call)) {
            return .route(route, evaluateArguments(arguments, &frame), type: written)
        }
        // `.init(title: …) { … }` (an alert action): closures passed to an unknown call run in place.
        let values = evaluateArguments(arguments, &frame)
        runClosures(values, &frame)
        // `.init(…, navigationStack: stack)`: parameters made around a container stand for it, as a named wrapper does.
        if name == "init", let container = values.first(where: \.isContainer) { return container }
        return .unknown
    }

    /// XCoordinator's `Transition` values, returned by `prepareTransition(for:)`.
    private func xcoordinatorTransition(_ name: String, _ arguments: [Argument], _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value? {
        let uikit: String
        switch name {
        case "push", "show": uikit = "pushViewController"
        case "present", "presentOnRoot", "presentFullScreen": uikit = "present"
        case "set": uikit = "setViewControllers"
        case "pop", "popToRoot", "dismiss", "dismissToRoot":
            _ = evaluateArguments(arguments, &frame)
            record(name == "pop" ? .pop : name == "popToRoot" ? .popToRoot : .dismiss, frame, at: call)
            // Dismissing the coordinator's own root ends it (the library releases it).
            if name.hasPrefix("dismiss") { record(.finish, frame, at: call) }
            return .unknown
        case "select":
            // Selects a tab `.set` installed: starts nothing.
            _ = evaluateArguments(arguments, &frame)
            return .unknown
        case "none", "multiple", "route", "trigger", "embed", "showDetail", "perform":
            let values = evaluateArguments(arguments, &frame)
            for child in values.flatMap(Self.routedChildren) { record(.startChild(child), frame, at: call); record(.managedStart(child), frame, at: call) }
            return .unknown
        default: return nil
        }
        // `child.strongRouter`: the child coordinator itself.
        let values = evaluateArguments(arguments, &frame).map { value -> Value in
            if case .childMember(let child, let path) = value, path.count == 1, RouteVocabulary.routerProperties.contains(path[0]) { return .child(child) }
            return value
        }
        // A coordinator pushed, presented or set as a value is started and kept by the library;
        // several set at once are tabs, as long-lived as their container.
        let children = values.flatMap(Self.routedChildren)
        for child in children {
            record(.startChild(child), frame, at: call)
            record(.managedStart(child), frame, at: call)
            if name == "set", children.count > 1 { record(.longLived(child, because: "a tab of \(type)"), frame, at: call) }
        }
        if name == "set", children.count > 1 { return .unknown }
        let forwarded = [Argument(label: nil, expression: arguments.first?.expression ?? ExprSyntax(call))]
        _ = navigation(uikit, ["_", "animated"], forwarded, .ownContainer, call, &frame, evaluated: values)
        return .unknown
    }

    /// `trigger(.x)`, `router.trigger(.x)`, `steps.accept(Step.x)` inside the coordinator: the
    /// library sends the route to this coordinator's dispatcher.
    func dispatchCall(_ receiver: Value, _ name: String, _ arguments: [Argument], _ frame: inout Frame) -> Value? {
        // XCoordinator's `addChild(About(rootViewController: rootViewController))`: the child runs its
        // initial route on the shared stack when made, and is kept by the library.
        if receiver == .selfRef, name == "addChild", isXCoordinator, let argument = arguments.first {
            for child in Self.routedChildren(evaluate(argument.expression, &frame)) {
                record(.startChild(child), frame, at: argument.expression)
                record(.managedStart(child), frame, at: argument.expression)
            }
            return .unknown
        }
        guard receiver == .selfRef || receiver == .unknown, let entry = RouteVocabulary.libraryEntries[name],
              let dispatcher = libraryDispatcher, dispatcher.name == entry.name, let argument = arguments.first,
              routeValue(argument.expression) != nil else { return nil }
        let route = evaluate(argument.expression, &frame)
        // `init() { super.init(initialRoute: nil); trigger(.initial) }`: the start's route.
        if frame.origin == .setup, isXCoordinator {
            routeState.initialRoutes.append(route)
            return .unknown
        }
        return inline(dispatcher, arguments: [route], from: &frame)
    }

    /// Children an argument gives, element by element; a parameter left to its default value
    /// (`init(news: StrongRouter<NewsRoute> = NewsCoordinator().strongRouter)`) gives its default's.
    func children(in expression: ExprSyntax, _ frame: inout Frame) -> [ChildRef] {
        let expression = Self.unwrapped(expression)
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.flatMap { children(in: $0.expression, &frame) } }
        let found = Self.routedChildren(evaluate(expression, &frame))
        guard found.isEmpty, let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return found }
        var node: Syntax? = Syntax(expression)
        while let current = node, !current.is(InitializerDeclSyntax.self) { node = current.parent }
        guard let parameter = node?.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first(where: {
            ($0.secondName ?? $0.firstName).text == name
        }), let fallback = parameter.defaultValue?.value else { return [] }
        return Self.routedChildren(evaluate(fallback, &frame))
    }

    /// Children in a value: `child`, `child.strongRouter`, and lists of them.
    static func routedChildren(_ value: Value) -> [ChildRef] {
        switch value {
        case .child(let child): return [child]
        case .childMember(let child, let path) where path.count == 1 && RouteVocabulary.routerProperties.contains(path[0]): return [child]
        case .list(let values): return values.flatMap(routedChildren)
        default: return []
        }
    }

    /// The arguments a call passes, as far as routes go (what a screen's call sends).
    func routeArguments(_ call: FunctionCallExprSyntax) -> [Value] {
        call.arguments.map { routeValue($0.expression) ?? .unknown }
    }

    /// A screen (or its model) holding the coordinator's router in `property`: each method or
    /// property initializer sending a route through a library entry (`router.trigger(.x)`,
    /// `self.router.rx.trigger(.x)` in a lazy action) is a trigger of `screen` running that case.
    func installRouteSends(on owner: String, property: String, screen: String) {
        var places = index.ownMethods(of: owner).filter { !$0.body.isEmpty }.map { (name: $0.name, location: $0.location, node: Syntax($0.body)) }
        places += index.properties(of: owner).compactMap { declared in
            declared.initializer.map { (name: declared.name, location: declared.location, node: Syntax($0)) }
        }
        installRouteSends(in: places, property: property, screen: screen)
    }

    /// The library sends on `property` in `places` (methods or property initializers of a type
    /// showing as `screen`): each is a trigger of `screen` running the route's case.
    func installRouteSends(in places: [(name: String, location: SourceLocation, node: Syntax)], property: String, screen: String) {
        guard let dispatcher = libraryDispatcher else { return }
        for place in places {
            for call in RouteSendFinder.sends(on: property, in: place.node) {
                guard let entry = RouteVocabulary.libraryEntries[call.name], entry.name == dispatcher.name,
                      let route = call.node.arguments.first.flatMap({ routeValue($0.expression) }) else { continue }
                let origin = Origin.trigger(screen: screen, name: place.name, location: place.location)
                declareTrigger(origin, at: place.location)
                schedule(dispatcher, in: origin, arguments: [route])
            }
        }
    }

    // MARK: - Dispatch

    /// `if let step = step as? AppStep`, `guard let step = step as? AppStep`: on a route value,
    /// whether the cast succeeds (the route is a case of that route type); `nil` when the
    /// condition is not such a cast or the value is not a known route.
    func routeCast(_ conditions: ConditionElementListSyntax, _ frame: Frame) -> Bool? {
        guard conditions.count == 1, case .optionalBinding(let binding)? = conditions.first?.condition,
              let sequence = binding.initializer?.value.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
              cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark,
              let written = elements[2].as(TypeExprSyntax.self)?.type.trimmedSource else { return nil }
        let typeName = TypeNames.base(of: written)
        guard !index.routeCases(of: typeName).isEmpty,
              let local = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
              case .route(let name, _, let written)? = frame.env[local] else { return nil }
        guard index.isRouteCase(name, of: typeName) else { return false }
        // A case name several route types share: which one the value is, is known only when written.
        if let written, index.isRouteCase(name, of: written) { return written == typeName }
        return index.routeTypesByCase[name] == [typeName] ? true : nil
    }

    /// A `switch` over a route value runs only the matching case (or `default:`); `nil` when
    /// the subject is not a route value.
    func dispatch(_ node: SwitchExprSyntax, subject: Value, _ frame: inout Frame) -> Completion? {
        guard case .route(let route, let values, _) = subject else { return nil }
        var chosen: SwitchCaseSyntax?
        var chosenPattern: PatternSyntax?
        var fallback: SwitchCaseSyntax?
        for element in node.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            switch switchCase.label {
            case .case(let label):
                if chosen == nil, let item = label.caseItems.first(where: { Self.routeName(of: $0.pattern) == route }) {
                    chosen = switchCase
                    chosenPattern = item.pattern
                }
            case .default:
                fallback = switchCase
            }
        }
        guard let taken = chosen ?? fallback else { return .normal }
        switch frame.origin {
        case .unused, .setup: break
        default: routeState.dispatched.insert(route)
        }
        var caseFrame = frame
        caseFrame.conditions.append("\(node.subject.trimmedSource) is .\(route)")
        // `case .home(let router)`, `case let .item(id, _)`: the associated values, by position.
        let bound: [String?] = chosenPattern.map(Self.boundNames(in:)) ?? []
        for (position, name) in bound.enumerated() where position < values.count {
            if let name { caseFrame.env[name] = values[position] }
        }
        let before = effects.count
        let completion = execute(taken.statements, &caseFrame)
        frame.env = frame.env.merging(caseFrame.env)
        if effects[before...].contains(where: { Self.navigates($0.kind) }), let method = frame.callStack.last {
            routeState.navigatingDispatchers.insert(String(method.prefix { $0 != "#" }))
        }
        return completion
    }

    static func navigates(_ kind: Effect.Kind) -> Bool {
        switch kind {
        case .push, .present, .setRoot, .startChild, .managedStart, .presentsChild, .presentsOwnContainer, .pop, .popToRoot, .dismiss, .finish:
            true
        default:
            false
        }
    }

    /// The names a case pattern binds, by position (`nil`: `_` or a value to match).
    static func boundNames(in pattern: PatternSyntax) -> [String?] {
        var text = pattern.trimmedSource
        var bindsAll = false
        for prefix in ["let ", "var "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count); bindsAll = true }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return [] }
        var elements = [String](), depth = 0, current = ""
        for character in text[text.index(after: open)..<text.index(before: text.endIndex)] {
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
            if character == ",", depth == 0 { elements.append(current); current = ""; continue }
            current.append(character)
        }
        elements.append(current)
        return elements.map { element in
            var part = element.trimmingWhitespace
            if let colon = part.firstIndex(of: ":") { part = String(part[part.index(after: colon)...]).trimmingWhitespace }
            var binds = bindsAll
            for prefix in ["let ", "var "] where part.hasPrefix(prefix) { part.removeFirst(prefix.count); binds = true }
            let isName = !part.isEmpty && IdentifierText.isIdentifier(part) && part != "_"
            return binds && isName ? part : nil
        }
    }

    /// `.item(let id)`, `let .item(id)`, `Route.item`, `.item`: `item`.
    static func routeName(of pattern: PatternSyntax) -> String? {
        var text = pattern.trimmedSource
        for prefix in ["let ", "var "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        let head = text.prefix { $0 != "(" }
        guard let last = head.split(separator: ".").last, head.contains(".") else { return nil }
        return String(last).trimmingWhitespace
    }
}

private extension String {
    var trimmingWhitespace: String { String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
}
