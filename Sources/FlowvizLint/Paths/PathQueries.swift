import FlowvizCore

extension FlowAnalysis {
    /// The shortest path of user actions from the root's start to the target.
    ///
    /// Shortest means fewest steps (edges of the graph that ``Reachability`` explores: start
    /// entries, transitions, one step per handled flow event); ties go to the edge declared first.
    /// A screen is found exactly when ``Reachability/screens`` says it is reachable. Linear in the
    /// size of the graph: each state is visited once, each (coordinator, event) handled once, so
    /// recursive coordinators (a screen starting its own coordinator again) terminate.
    /// - Throws: ``PathQueryError/unknownTarget(_:)`` or ``PathQueryError/ambiguousTarget(_:candidates:)``
    ///   for a target the graph does not have, ``PathQueryError/unreachable(_:)`` with the reason
    ///   when no path exists.
    public func shortestPath(to target: PathTarget) throws(PathQueryError) -> FlowPath {
        let resolved = try target.resolvedScreen(in: graph)
        var search = PathSearch(self)
        let goal: Int
        if let resolved {
            let c = coordinatorIndex[resolved.coordinator]!
            goal = search.screenState(screenIndex[c][resolved.screen]!)
        } else if case .coordinator(let name) = target {
            goal = coordinatorIndex[name]!
        } else {
            preconditionFailure("a resolved target is a screen or a coordinator")
        }
        search.startAtRoot()
        search.run(until: goal)
        // Not found: the search from the root ran to completion, so `discovered` is the reachable set.
        guard search.discovered[goal] else { throw .unreachable(unreachableReason(goal, after: search)) }
        return FlowPath(steps: search.path(to: goal))
    }

    /// Every screen reachable from the given screen, in BFS order (nearest first, ties in
    /// declaration order); the screen itself only when a cycle leads back to it.
    ///
    /// Follows the same edges as ``shortestPath(to:)``; flow events go to every reachable parent
    /// of the sending coordinator (``Reachability/parents``), whatever path led to the screen.
    /// - Throws: ``PathQueryError/unknownTarget(_:)`` when the coordinator or screen is unknown.
    public func reachableScreens(fromCoordinator coordinator: String, screen: String) throws(PathQueryError) -> [ScreenReference] {
        guard let c = coordinatorIndex[coordinator], let id = screenIndex[c][screen] else {
            throw PathTarget.unknown("\(coordinator).\(screen)", in: graph)
        }
        var search = PathSearch(self)
        search.start(at: search.screenState(id))
        search.run()
        return search.order.compactMap { state in
            search.screenID(of: state).map { id in
                let (owner, screen) = self.screen(id)
                return ScreenReference(coordinator: owner.name, screen: screen.name)
            }
        }
    }

    /// Why `state` was not reached, in words, given the complete search from the root.
    private func unreachableReason(_ state: Int, after search: PathSearch) -> String {
        guard let id = search.screenID(of: state) else {
            let sites = startSites(of: state)
            let why = sites.isEmpty ? "nothing starts it" : "only unreachable screens start it\(Self.origins(sites))"
            return "\(graph.coordinators[state].name) is unreachable: \(why)"
        }
        let (coordinator, screen) = self.screen(id)
        let c = screenOwners[id].coordinator
        let prefix = "\(screen.name) in \(coordinator.name) is unreachable: "
        if search.discovered[c] { return prefix + "no start, push, present or handled event leads to it" }
        let sites = startSites(of: c)
        if sites.isEmpty { return prefix + "its coordinator \(coordinator.name) is never started" }
        return prefix + "only unreachable screens start its coordinator \(coordinator.name)\(Self.origins(sites))"
    }

    /// " (PhotoViewController.didBuyPhoto, AppCoordinator.start())": where a coordinator is started.
    private static func origins(_ sites: [ChildStartSite]) -> String {
        " (\(sites.map(\.origin).joined(separator: ", ")))"
    }
}
