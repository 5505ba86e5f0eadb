import FlowvizCore

/// What the user can reach from the root's start over the navigation graph's edges, and where
/// flow events go: the one place that turns event routing into edges.
///
/// A coordinator's entry leads to its start screens and children; a screen's pushes, presents
/// and child starts lead on; finish, pop and dismiss lead nowhere new (back to what is already
/// reached). A flow event sent in a coordinator bubbles up its reachable parents (the reached
/// coordinators that start it): each path up ends at the first handler that receives it when
/// that handler stops propagation, or goes on up. That is an event route edge from the sender to
/// each such handler, whose action edges are then reachable. Since handlers can start children,
/// which adds parents, routes and reachability grow together: reach, route, repeat until no
/// route reaches a new handler.
public struct Reachability: Sendable {
    /// Reached nodes, by node id (``FlowAnalysis/node(_:)``).
    public let nodes: [Bool]
    /// Reached coordinators, by coordinator id.
    public let coordinators: [Bool]
    /// Reached screens, by screen id.
    public let screens: [Bool]
    /// For each coordinator, the reachable coordinators that start it, in declaration order.
    public let parents: [[Int]]

    /// An event route made by the fixpoint: the send edge it belongs to and the route edge.
    struct Route { var send: Int; var edge: NavigationEdge }

    /// Runs the reachability and routing fixpoint over the static edges of `builder`.
    static func fixpoint(_ builder: EdgeBuilder) -> (reachability: Reachability, routes: [Route]) {
        let count = builder.coordinatorCount
        var reached = [Bool](repeating: false, count: builder.outgoing.count)
        var parentSets = [Set<Int>](repeating: [], count: count)
        var reachedSends = [Int]()
        var work = [Int]()
        if let root = builder.graph.coordinators.firstIndex(where: \.isRoot) { work.append(root) }
        while true {
            while let node = work.popLast() {
                guard !reached[node] else { continue }
                reached[node] = true
                for index in builder.outgoing[node] {
                    let edge = builder.edges[index]
                    switch edge.kind {
                    case .send: reachedSends.append(index)
                    case .start: parentSets[edge.to!].insert(edge.coordinator)
                    default: break
                    }
                    if let to = edge.to, !reached[to] { work.append(to) }
                }
            }
            var router = EventRouter(builder: builder, parents: parentSets.map { $0.sorted() })
            for send in reachedSends {
                for handler in router.handlers(for: send) where !reached[handler] { work.append(handler) }
            }
            if work.isEmpty { break }
        }
        let parents = parentSets.map { $0.sorted() }
        var router = EventRouter(builder: builder, parents: parents)
        var routes = [Route]()
        for send in builder.sendEdges {
            let edge = builder.edges[send]
            guard case .send(let event) = edge.kind else { continue }
            for handler in router.handlers(for: send) {
                var route = edge
                route.kind = .eventRoute(event)
                route.to = handler
                routes.append(Route(send: send, edge: route))
            }
        }
        let reachability = Reachability(
            nodes: reached,
            coordinators: Array(reached[0..<count]),
            screens: Array(reached[count..<builder.handlerBase]),
            parents: parents
        )
        return (reachability, routes)
    }
}

/// Where a sent event goes, given the parents known so far: up each path of parents to the
/// first handler of the event, on up past a handler that does not stop it.
private struct EventRouter {
    let builder: EdgeBuilder
    let parents: [[Int]]
    private var memo = [Key: [Int]]()
    private struct Key: Hashable { var coordinator: Int; var event: String }

    init(builder: EdgeBuilder, parents: [[Int]]) {
        self.builder = builder
        self.parents = parents
    }

    /// The handler nodes that receive the event of send edge `send`, in depth-first order over
    /// parents in declaration order.
    mutating func handlers(for send: Int) -> [Int] {
        let edge = builder.edges[send]
        guard case .send(let event) = edge.kind else { return [] }
        let key = Key(coordinator: edge.coordinator, event: event)
        if let known = memo[key] { return known }
        var result = [Int]()
        var visited = Set<Int>()
        var stack = Array(parents[edge.coordinator].reversed())
        while let c = stack.popLast() {
            guard visited.insert(c).inserted else { continue }
            if let handler = builder.firstHandler[c][event] {
                result.append(handler)
                let owner = builder.handlerOwners[handler - builder.handlerBase]
                if builder.graph.coordinators[owner.coordinator].handlers[owner.position].stopsPropagation { continue }
            }
            stack.append(contentsOf: parents[c].reversed())
        }
        memo[key] = result
        return result
    }
}
