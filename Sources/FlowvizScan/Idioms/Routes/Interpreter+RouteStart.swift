import FlowvizCore
import SwiftSyntax

/// A `switch` in a method over a route value the method is given: the dispatcher's cases.
struct RouteDispatcher {
    var method: MethodDecl
    /// The position of the parameter the switch is over.
    var parameter: Int
    var cases: [(name: String, location: SourceLocation, node: SwitchCaseSyntax)]
    var hasDefault: Bool
    var routeType: String?

    /// The dispatchers among `type`'s own methods.
    static func find(in type: String, index: TypeIndex, texts: [String: SourceText]) -> [RouteDispatcher] {
        index.ownMethods(of: type).flatMap { find(in: $0, index: index, text: texts[$0.location.file]) }
    }

    static func find(in method: MethodDecl, index: TypeIndex, text: SourceText?) -> [RouteDispatcher] {
        // Deep links come from outside the app (a URL, a notification): their switch is no dispatcher.
        guard !method.parameters.isEmpty, !method.body.isEmpty, let text, !Interpreter.isDeepLinkStart(method) else { return [] }
        var found = [RouteDispatcher]()
        var body: String?
        for node in SwitchFinder.switches(in: method.body) {
            let subject = Interpreter.unwrapped(node.subject).trimmedSource
            // The parameter itself, or a local bound from it (`guard let step = step as? AppStep`).
            var position = method.parameters.firstIndex { $0.name == subject }
            if position == nil {
                let text = body ?? method.body.trimmedSource
                body = text
                position = method.parameters.firstIndex { text.contains("let \(subject) = \($0.name)") }
            }
            guard let position else { continue }
            var cases = [(name: String, location: SourceLocation, node: SwitchCaseSyntax)]()
            var hasDefault = false
            for element in node.cases {
                guard case .switchCase(let switchCase) = element else { continue }
                guard case .case(let label) = switchCase.label else { hasDefault = true; continue }
                for item in label.caseItems {
                    guard let name = Interpreter.routeName(of: item.pattern), index.isRouteCase(name) else { continue }
                    cases.append((name, text.location(of: item.pattern), switchCase))
                }
            }
            // A switch that only maps one value to another (`case .text(let t): Payload.text(id, t)`)
            // navigates in none of its cases: no dispatcher.
            guard !cases.isEmpty, node.cases.contains(where: { Self.acts($0, index: index) }) else { continue }
            let declared = TypeNames.base(of: method.parameters[position].typeName)
            let routeType = index.routeType(covering: cases.map(\.name), preferring: declared)
            found.append(RouteDispatcher(method: method, parameter: position, cases: cases, hasDefault: hasDefault, routeType: routeType))
        }
        return found
    }

    /// Whether a case's body calls something other than a route case (`.text(…)`, `Payload.text(…)`).
    private static func acts(_ element: SwitchCaseListSyntax.Element, index: TypeIndex) -> Bool {
        guard case .switchCase(let switchCase) = element else { return false }
        return switchCase.statements.tokens(viewMode: .sourceAccurate).contains { token in
            // A name called (`name(`), other than a route case's.
            guard case .identifier(let name) = token.tokenKind, token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen,
                  token.trailingTrivia.isEmpty else { return false }
            return !index.isRouteCase(name)
        }
    }
}

extension Interpreter {
    /// A route-driven coordinator without a `start()`: its initial routes run through its
    /// dispatcher in the start; without one, its start is the route others send (unknown).
    /// `false` when the coordinator is not route-driven.
    func runInitialRoutes() -> Bool {
        let dispatchers = ownDispatchers()
        // The library's dispatcher first (RxFlow's `adapt(step:)` also switches over steps).
        let main = dispatchers.first { $0.method === libraryDispatcher } ?? dispatchers.first
        if routeState.initialRoutes.isEmpty, let dispatcher = main {
            // `coordinate(flow: f, with: OneStepper(withSingleStep: Step.x))`, `X(initialRoute: .x)` elsewhere.
            routeState.initialRoutes = dispatcher.cases.map(\.name).filter { name in
                index.routeMentions[name]?.contains { $0.isInitial && ($0.initialTarget == nil || $0.initialTarget == type) } ?? false
            }.map { Value.route($0, []) }
        }
        if let dispatcher = libraryDispatcher ?? main?.method, !routeState.initialRoutes.isEmpty {
            for route in routeState.initialRoutes { runMethod(dispatcher, origin: .start, arguments: [route]) }
            return true
        }
        guard let dispatcher = libraryDispatcher else { return false }
        // `super.init(tabs: …)`, `super.init(pages: …, set: …)`: the initializer already showed the start.
        if effects.contains(where: { $0.origin == .start && Self.navigates($0.kind) }) { return true }
        noteUnread(UnreadFact(
            aspect: .start, reason: "\(type) is route-driven: its start is the route others send to \(dispatcher.signature)",
            location: index.declaration(of: type)?.location
        ))
        return true
    }

    func ownDispatchers() -> [RouteDispatcher] {
        if let found = routeState.dispatchers { return found }
        let found = RouteDispatcher.find(in: type, index: index, texts: texts)
        routeState.dispatchers = found
        return found
    }

    /// `func start() {}` and a parent that calls `child.start(); child.navigate(to: .list)`: the
    /// routes other files send to this coordinator's dispatcher by its name are where it begins.
    func runRoutesSentAtStart() {
        guard let start = startMethod, !effects.contains(where: { $0.origin == .start && Self.navigates($0.kind) }) else { return }
        let own = Set((index.declarations[type] ?? []).map(\.location.file))
        for dispatcher in ownDispatchers() where dispatcher.method.name != start.name {
            for routeCase in dispatcher.cases {
                let sentFromOutside = index.routeMentions[routeCase.name]?.contains {
                    $0.callName == dispatcher.method.name && !own.contains($0.location.file)
                } ?? false
                guard sentFromOutside else { continue }
                var arguments = [Value](repeating: .unknown, count: dispatcher.method.parameters.count)
                arguments[dispatcher.parameter] = .route(routeCase.name, [])
                runMethod(dispatcher.method, origin: .start, arguments: arguments)
            }
        }
        drainPending()
    }

    /// Cases no known origin sent but that the app sends somewhere (another coordinator, a
    /// service, code the scanner cannot attribute): run from an unknown origin, so what they
    /// show is reachable, and noted once as unknown.
    func runRoutesFromUnknownOrigins() {
        for dispatcher in ownDispatchers() {
            for routeCase in dispatcher.cases where !routeState.dispatched.contains(routeCase.name) {
                // A send of another route type's case of the same name (`OtherStep.dismiss`) is not
                // one; nor is a step a child flow ends with (`.end(forwardToParentFlowWithStep:)`),
                // which its parent handles.
                let mentions = (index.routeMentions[routeCase.name] ?? []).filter { mention in
                    guard !RouteVocabulary.forwardsToParent(call: mention.callName, label: mention.callLabel) else { return false }
                    guard let written = mention.typeName, let routeType = dispatcher.routeType, written != routeType else { return true }
                    return index.routeCases(of: written).isEmpty
                }
                guard !mentions.isEmpty else { continue }
                let origin = Origin.unattached(child: nil, location: routeCase.location)
                unattachedClosures[routeCase.location] = routeCase.node.id
                claimedClosures.insert(routeCase.node.id)
                let before = effects.count
                var arguments = [Value](repeating: .unknown, count: dispatcher.method.parameters.count)
                arguments[dispatcher.parameter] = .route(routeCase.name, [])
                runMethod(dispatcher.method, origin: origin, arguments: arguments)
                drainPending()
                if effects.count > before {
                    noteUnread(UnreadFact(
                        aspect: .triggers,
                        reason: "routes are sent to \(dispatcher.method.signature) from code the scanner cannot attribute to a screen",
                        location: routeCase.location, item: ".\(routeCase.name) (\(Self.shortPlace(mentions[0].location)))"
                    ))
                }
            }
        }
    }
}
