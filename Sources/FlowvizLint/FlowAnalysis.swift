import FlowvizCore

/// Facts about a graph that several rules need, computed once.
///
/// Coordinators and screens get dense integer ids so every pass runs over arrays: the
/// reachability pass visits each coordinator, screen, action and (coordinator, event) pair once,
/// so it is linear in the size of the graph.
public final class FlowAnalysis: Sendable {
    /// Where a child coordinator is started: the parent, the bookkeeping and the call site.
    public struct ChildStartSite: Sendable {
        public var parent: Int
        public var child: Int
        public var start: ChildStart
        public var location: SourceLocation?
        public var element: ElementReference
        /// How a developer names the place: `PhotoViewController.didBuyPhoto`, `AppCoordinator.start()`.
        public var origin: String
    }

    public let graph: AppGraph
    /// Coordinator ids by name.
    public let coordinatorIndex: [String: Int]
    /// For each coordinator, its screens' ids by name (ids index into ``screenOwners``).
    public let screenIndex: [[String: Int]]
    /// For each screen id, its coordinator id and position in that coordinator's `screens`.
    public let screenOwners: [(coordinator: Int, position: Int)]
    /// Every child start in the graph, in declaration order.
    public let childStarts: [ChildStartSite]
    public let reachability: Reachability
    /// Indices into ``childStarts`` by child coordinator id.
    private let startSiteIndices: [[Int]]
    /// For each coordinator, the children it starts, each once, in declaration order.
    public let children: [[Int]]

    public init(_ graph: AppGraph) {
        self.graph = graph
        var coordinatorIndex = [String: Int]()
        for (index, coordinator) in graph.coordinators.enumerated() where coordinatorIndex[coordinator.name] == nil {
            coordinatorIndex[coordinator.name] = index
        }
        var screenIndex = [[String: Int]]()
        var owners = [(coordinator: Int, position: Int)]()
        for (c, coordinator) in graph.coordinators.enumerated() {
            var byName = [String: Int]()
            for (position, screen) in coordinator.screens.enumerated() where byName[screen.name] == nil {
                byName[screen.name] = owners.count
                owners.append((c, position))
            }
            screenIndex.append(byName)
        }
        self.coordinatorIndex = coordinatorIndex
        self.screenIndex = screenIndex
        self.screenOwners = owners
        self.childStarts = Self.collectChildStarts(graph, coordinatorIndex)
        var byChild = [[Int]](repeating: [], count: graph.coordinators.count)
        for (index, site) in childStarts.enumerated() { byChild[site.child].append(index) }
        self.startSiteIndices = byChild
        var children = [[Int]](repeating: [], count: graph.coordinators.count)
        for site in childStarts where !children[site.parent].contains(site.child) { children[site.parent].append(site.child) }
        self.children = children
        self.reachability = Reachability(graph: graph, coordinatorIndex: coordinatorIndex, screenIndex: screenIndex, screenOwners: owners)
    }

    /// The screen with this id.
    public func screen(_ id: Int) -> (coordinator: Coordinator, screen: Screen) {
        let owner = screenOwners[id]
        let coordinator = graph.coordinators[owner.coordinator]
        return (coordinator, coordinator.screens[owner.position])
    }

    /// Where coordinator `child` is started, in declaration order.
    public func startSites(of child: Int) -> [ChildStartSite] {
        startSiteIndices[child].map { childStarts[$0] }
    }

    private static func collectChildStarts(_ graph: AppGraph, _ index: [String: Int]) -> [ChildStartSite] {
        var sites = [ChildStartSite]()
        for (p, parent) in graph.coordinators.enumerated() {
            for (position, entry) in parent.start.enumerated() {
                if case .child(let start) = entry.target, let child = index[start.coordinator] {
                    sites.append(ChildStartSite(
                        parent: p, child: child, start: start, location: entry.location,
                        element: .startEntry(coordinator: parent.name, index: position),
                        origin: "\(parent.displayName).start()"
                    ))
                }
            }
            for screen in parent.screens {
                for (position, transition) in screen.transitions.enumerated() {
                    if let start = transition.action.childStart, let child = index[start.coordinator] {
                        sites.append(ChildStartSite(
                            parent: p, child: child, start: start, location: transition.location,
                            element: .transition(coordinator: parent.name, screen: screen.name, trigger: transition.trigger, index: position),
                            origin: "\(screen.typeName ?? screen.name).\(transition.trigger)"
                        ))
                    }
                }
            }
            for handler in parent.handlers {
                if let start = handler.action?.childStart, let child = index[start.coordinator] {
                    sites.append(ChildStartSite(
                        parent: p, child: child, start: start, location: handler.location,
                        element: .handler(coordinator: parent.name, event: handler.event),
                        origin: "\(parent.displayName).handle(\(handler.event))"
                    ))
                }
            }
        }
        return sites
    }
}
