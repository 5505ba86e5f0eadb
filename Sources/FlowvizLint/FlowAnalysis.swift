import FlowvizCore

/// The navigation graph of an app, computed once: typed edges between coordinator entries,
/// screens and event handlers, and what the root's start reaches over them.
///
/// Only ``EdgeBuilder`` reads the nested model's actions; everything else (reachability, path
/// search, rules, deep-link resolution, the drawing) walks or filters ``edges``. Nodes get dense
/// integer ids so every pass runs over arrays and stays linear in the size of the graph.
public final class FlowAnalysis: Sendable {
    /// A node of the navigation graph.
    public enum Node: Hashable, Sendable {
        /// A coordinator's entry: what its start leads to.
        case coordinator(Int)
        /// A screen, by screen id (index into ``screenOwners``).
        case screen(Int)
        /// An event handler, by coordinator id and position in its `handlers`.
        case handler(coordinator: Int, position: Int)
    }

    /// Where a child coordinator is started: the parent, the bookkeeping and the call site.
    public struct ChildStartSite: Sendable {
        public var parent: Int
        public var child: Int
        public var start: AppGraph.ChildStart
        /// The start edge (index into ``FlowAnalysis/edges``).
        public var edge: Int
        public var facts: StartFacts
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
    /// For each handler node (minus ``handlerBase``), its coordinator and position in `handlers`.
    public let handlerOwners: [(coordinator: Int, position: Int)]
    /// For each coordinator, its screen ids in declaration order.
    public let screensOf: [[Int]]
    /// For each coordinator, its handler nodes in declaration order.
    public let handlersOf: [[Int]]
    /// Every edge: static ones in declaration order, then event routes.
    public let edges: [NavigationEdge]
    /// Edge indices leaving each node, in declaration order (event routes are reached through
    /// their send edge, ``routes(of:)``, and are not listed here).
    public let outgoing: [[Int]]
    /// Edge indices reaching each node (event routes included).
    public let incoming: [[Int]]
    /// For each coordinator, whether its attachment is unknown (an unknown presentation).
    public let attachmentUnknown: [Bool]
    /// Every child start, in declaration order.
    public let childStarts: [ChildStartSite]
    /// For each coordinator, the children it starts, each once, in declaration order.
    public let children: [[Int]]
    public let reachability: Reachability
    /// Unknown entries: code not read that makes a coordinator, from its maker (or the root) to it.
    /// Not in ``edges``: what the scan read of a coordinator is judged by what reaches it for sure.
    public let entryEdges: [NavigationEdge]
    /// For each coordinator, whether it is reached or may be, through ``entryEdges`` too:
    /// one that may be started is not reported never started.
    public let mayBeReached: [Bool]
    /// Route edge indices by send edge index.
    private let routeIndex: [Int: [Int]]
    /// Indices into ``childStarts`` by child coordinator id.
    private let startSiteIndices: [[Int]]

    public init(_ graph: AppGraph) {
        self.graph = graph
        var builder = EdgeBuilder(graph)
        builder.build()
        coordinatorIndex = builder.coordinatorIndex
        screenIndex = builder.screenIndex
        screenOwners = builder.screenOwners
        handlerOwners = builder.handlerOwners
        screensOf = builder.screensOf
        handlersOf = builder.handlersOf
        attachmentUnknown = builder.attachmentUnknown
        let routing = Reachability.fixpoint(builder)
        reachability = routing.reachability
        var edges = builder.edges
        var routeIndex = [Int: [Int]]()
        var incoming = builder.incoming
        for route in routing.routes {
            routeIndex[route.send, default: []].append(edges.count)
            if let to = route.edge.to { incoming[to].append(edges.count) }
            edges.append(route.edge)
        }
        self.edges = edges
        self.routeIndex = routeIndex
        self.outgoing = builder.outgoing
        self.incoming = incoming
        childStarts = builder.startEdges.map { index in
            let edge = builder.edges[index]
            let facts = edge.startFacts!
            return ChildStartSite(
                parent: edge.coordinator, child: edge.to!, start: facts.start, edge: index, facts: facts,
                location: edge.location, element: edge.element, origin: builder.origin(of: edge)
            )
        }
        var byChild = [[Int]](repeating: [], count: graph.coordinators.count)
        var children = [[Int]](repeating: [], count: graph.coordinators.count)
        for (index, site) in childStarts.enumerated() {
            byChild[site.child].append(index)
            if !children[site.parent].contains(site.child) { children[site.parent].append(site.child) }
        }
        startSiteIndices = byChild
        self.children = children
        entryEdges = builder.entryEdges
        mayBeReached = Self.mayBeReached(from: routing.reachability.nodes, entries: builder.entryEdges, builder.edges, outgoing: builder.outgoing)
            .prefix(graph.coordinators.count).map { $0 }
    }

    /// Reached nodes, plus what an unknown entry from one of them leads to, and on.
    private static func mayBeReached(from reached: [Bool], entries: [NavigationEdge], _ edges: [NavigationEdge], outgoing: [[Int]]) -> [Bool] {
        var reached = reached
        var changed = true
        while changed {
            changed = false
            var work = entries.filter { reached[$0.from] && !reached[$0.to!] }.map { $0.to! }
            while let node = work.popLast() {
                guard !reached[node] else { continue }
                reached[node] = true
                changed = true
                work += outgoing[node].compactMap { edges[$0].to }.filter { !reached[$0] }
            }
        }
        return reached
    }

    /// Number of coordinator entry nodes; screen nodes follow them.
    public var coordinatorCount: Int { graph.coordinators.count }
    /// The first handler node's id.
    public var handlerBase: Int { coordinatorCount + screenOwners.count }
    /// Number of nodes.
    public var nodeCount: Int { handlerBase + handlerOwners.count }

    /// The node id of a screen.
    public func node(screen id: Int) -> Int { coordinatorCount + id }

    /// What node `id` is.
    public func node(_ id: Int) -> Node {
        if id < coordinatorCount { return .coordinator(id) }
        if id < handlerBase { return .screen(id - coordinatorCount) }
        let owner = handlerOwners[id - handlerBase]
        return .handler(coordinator: owner.coordinator, position: owner.position)
    }

    /// The screen id of a node, or nil when it is not a screen.
    public func screenID(ofNode id: Int) -> Int? {
        id >= coordinatorCount && id < handlerBase ? id - coordinatorCount : nil
    }

    /// The coordinator a node belongs to.
    public func coordinator(ofNode id: Int) -> Int {
        switch node(id) {
        case .coordinator(let c), .handler(let c, _): c
        case .screen(let s): screenOwners[s].coordinator
        }
    }

    /// The event routes of a send edge: to the first handler up each path of reachable parents.
    public func routes(of send: Int) -> [Int] { routeIndex[send] ?? [] }

    /// The screen with this id.
    public func screen(_ id: Int) -> (coordinator: AppGraph.Coordinator, screen: AppGraph.Screen) {
        let owner = screenOwners[id]
        let coordinator = graph.coordinators[owner.coordinator]
        return (coordinator, coordinator.screens[owner.position])
    }

    /// The event handler at handler node `id`.
    public func handler(node id: Int) -> AppGraph.EventHandler {
        let owner = handlerOwners[id - handlerBase]
        return graph.coordinators[owner.coordinator].handlers[owner.position]
    }

    /// Where coordinator `child` is started, in declaration order.
    public func startSites(of child: Int) -> [ChildStartSite] {
        startSiteIndices[child].map { childStarts[$0] }
    }
}
