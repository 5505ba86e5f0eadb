import FlowvizCore

/// Dead routes (`unreachable_route`): cases a coordinator's dispatcher handles that no code
/// sends, and cases the app sends that no dispatcher of their type handles, each at the case's
/// declaration.
struct RouteChecks {
    let index: TypeIndex
    /// The dispatchers among the coordinators' own methods (``Interpreter/ownDispatchers()``,
    /// found once by each coordinator's interpreter), coordinator by coordinator.
    let dispatchers: [RouteDispatcher]
    /// Dispatchers (method keys) seen to navigate in the cases they ran.
    let navigating: Set<String>
    /// Cases some dispatcher ran from a known origin: their send is a transition, so never dead.
    var dispatched = Set<String>()

    func facts() -> [SourceFact] {
        var byRouteType = [String: [RouteDispatcher]]()
        for dispatcher in dispatchers {
            // An error enum switched to pick a message is no route.
            guard let routeType = dispatcher.routeType, !isError(routeType), navigating.contains(dispatcher.method.key) else { continue }
            byRouteType[routeType, default: []].append(dispatcher)
        }
        // What sends a route: a call of one of its dispatchers, or a library entry.
        let senders = Set(byRouteType.values.flatMap { $0.map(\.method.name) }).union(RouteVocabulary.libraryEntries.keys)
        var facts = [SourceFact]()
        for routeType in byRouteType.keys.sorted() {
            let handlers = byRouteType[routeType] ?? []
            let catchAll = handlers.contains(where: \.hasDefault)
            var seen = Set<String>()
            for routeCase in index.routeCases(of: routeType) where seen.insert(routeCase.name).inserted {
                let mentions = (index.routeMentions[routeCase.name] ?? []).filter { $0.typeName == nil || $0.typeName == routeType }
                if let handler = handlers.first(where: { $0.cases.contains { $0.name == routeCase.name } }) {
                    guard mentions.isEmpty, !dispatched.contains(routeCase.name) else { continue }
                    let dispatcher = "\(handler.method.owner).\(handler.method.signature)"
                    facts.append(SourceFact(.unreachableRoute(routeType: routeType, route: routeCase.name, dispatcher: dispatcher), location: routeCase.location))
                } else if !catchAll {
                    // A bare `.name` is this type's only when no other route type has that case.
                    let sent = mentions.contains { mention in
                        (mention.typeName == routeType || index.routeTypesByCase[routeCase.name] == [routeType])
                            && mention.callName.map(senders.contains) == true
                    }
                    if sent { facts.append(SourceFact(.unhandledRoute(routeType: routeType, route: routeCase.name), location: routeCase.location)) }
                }
            }
        }
        return facts
    }

    private func isError(_ type: String) -> Bool {
        type.hasSuffix("Error") || index.ancestry(of: type).contains { $0 == "Error" || $0 == "LocalizedError" }
    }
}
