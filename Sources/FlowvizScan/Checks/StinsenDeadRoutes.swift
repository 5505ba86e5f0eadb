import FlowvizCore

/// Dead Stinsen routes (`unreachable_route`): a `@Route` (or a `@Root` that is not the first)
/// nothing sends, at the property's name.
struct StinsenChecks {
    let index: TypeIndex
    let coordinators: [String]

    func facts() -> [SourceFact] {
        var facts = [SourceFact]()
        for type in coordinators where StinsenVocabulary.isCoordinator(type, index) {
            for route in index.stinsen.routes[type] ?? [] where index.stinsen.isDead(route, index: index) {
                facts.append(SourceFact(.unreachableRoute(routeType: type, route: route.name, dispatcher: "\(type).route(to:)"), location: route.location))
            }
        }
        return facts
    }
}

extension StinsenIndex {
    /// A route nothing shows: not a first route (nor, without a readable first route, a root that
    /// may be it) and sent by no code of the app.
    func isDead(_ route: StinsenRoute, index: TypeIndex) -> Bool {
        let initial = Set(index.ancestry(of: route.owner).flatMap { self.initial[$0] ?? [] })
        guard !initial.contains(route.name), route.kind != .root || !initial.isEmpty else { return false }
        return !isSent(route.name, of: route.owner, index: index)
    }

    /// Whether `location` is in a method of `owner` that nothing runs: no code names it, and each
    /// route whose factory it is (on `owner` or a subclass) is dead. What it makes is never made
    /// (the route's `unreachable_route` says so once), so it is no unread start. Only in a
    /// coordinator conforming to nothing but Stinsen's protocols (through the app's own
    /// classes): no other protocol's requirement or library method is called without its name.
    func isInUnrunFactory(_ location: SourceLocation, owner: String, index: TypeIndex) -> Bool {
        guard StinsenVocabulary.isCoordinator(owner, index), index.ancestry(of: owner).dropFirst().allSatisfy({ ancestor in
            index.isDeclared(ancestor) ? index.declaration(of: ancestor)?.kind == .class : StinsenVocabulary.coordinatorProtocols.contains(ancestor)
        }) else { return false }
        let prefix = "\(owner)."
        guard let key = factories.keys.filter({ $0.hasPrefix(prefix) }).sorted().first(where: { key in
            factories[key]!.contains { $0.constructions.contains { $0.location == location } }
        }) else { return false }
        let method = String(key.dropFirst(prefix.count))
        guard !mentioned.contains(method) else { return false }
        return routes.values.joined().allSatisfy { route in
            route.factory != method || !index.ancestry(of: route.owner).contains(owner)
                || StinsenVocabulary.isCoordinator(route.owner, index) && isDead(route, index: index)
        }
    }
}
