import FlowvizCore

/// What the user can reach from the root's start, following the pattern's real semantics.
///
/// A coordinator's start shows its start screens (every branch) or starts children; a screen's
/// transitions push or present screens of the same coordinator or start children; a flow event
/// sent in a coordinator goes to each of its (reachable) parents, whose handler's action is then
/// reachable, and unless that handler stops propagation it goes on up. Finishing returns to the
/// parent's screen that is already reached, so it adds nothing.
///
/// Linear: every coordinator and screen is visited once, and each (coordinator, event) pair
/// arrives at most once (events reaching a parent added later are replayed once per new edge).
public struct Reachability: Sendable {
    /// Reached coordinators, by coordinator id.
    public let coordinators: [Bool]
    /// Reached screens, by screen id.
    public let screens: [Bool]
    /// For each coordinator, the reachable coordinators that start it.
    public let parents: [[Int]]
    /// For each coordinator, the events that reach it from its children (handled or not).
    public let arrivingEvents: [Set<String>]

    init(graph: AppGraph, coordinatorIndex: [String: Int], screenIndex: [[String: Int]], screenOwners: [(coordinator: Int, position: Int)]) {
        let screenCount = screenOwners.count
        let count = graph.coordinators.count
        var reachedCoordinators = [Bool](repeating: false, count: count)
        var reachedScreens = [Bool](repeating: false, count: screenCount)
        var parents = [[Int]](repeating: [], count: count)
        var parentSets = [Set<Int>](repeating: [], count: count)
        var arrived = [Set<String>](repeating: [], count: count)
        // Events leaving a coordinator upward: sent in it, or arrived from a child and not stopped.
        var outgoing = [Set<String>](repeating: [], count: count)
        var handlers = [[String: EventHandler]](repeating: [:], count: count)
        for (c, coordinator) in graph.coordinators.enumerated() {
            for handler in coordinator.handlers where handlers[c][handler.event] == nil {
                handlers[c][handler.event] = handler
            }
        }

        enum Work { case coordinator(Int), screen(Int), arrive(coordinator: Int, event: String) }
        var work = [Work]()

        func emit(_ event: String, from c: Int) {
            guard outgoing[c].insert(event).inserted else { return }
            for parent in parents[c] { work.append(.arrive(coordinator: parent, event: event)) }
        }
        func link(parent: Int, child: Int) {
            guard parentSets[child].insert(parent).inserted else { return }
            parents[child].append(parent)
            for event in outgoing[child] { work.append(.arrive(coordinator: parent, event: event)) }
        }
        func perform(_ action: Action, in c: Int) {
            switch action {
            case .push(let screen), .present(let screen, _):
                if let id = screenIndex[c][screen] { work.append(.screen(id)) }
            case .startChild(let start):
                if let child = coordinatorIndex[start.coordinator] {
                    link(parent: c, child: child)
                    work.append(.coordinator(child))
                }
            case .sendEvent(let event): emit(event, from: c)
            case .finish, .pop, .popToRoot, .dismiss: break
            }
        }

        if let root = graph.coordinators.firstIndex(where: \.isRoot) { work.append(.coordinator(root)) }
        while let item = work.popLast() {
            switch item {
            case .coordinator(let c):
                guard !reachedCoordinators[c] else { continue }
                reachedCoordinators[c] = true
                for entry in graph.coordinators[c].start {
                    switch entry.target {
                    case .screen(let screen): if let id = screenIndex[c][screen] { work.append(.screen(id)) }
                    case .child(let start): perform(.startChild(start), in: c)
                    }
                }
            case .screen(let id):
                guard !reachedScreens[id] else { continue }
                reachedScreens[id] = true
                let (c, position) = screenOwners[id]
                for transition in graph.coordinators[c].screens[position].transitions {
                    perform(transition.action, in: c)
                }
            case .arrive(let c, let event):
                guard arrived[c].insert(event).inserted else { continue }
                if let handler = handlers[c][event] {
                    if let action = handler.action { perform(action, in: c) }
                    if handler.stopsPropagation { continue }
                }
                emit(event, from: c)
            }
        }
        self.coordinators = reachedCoordinators
        self.screens = reachedScreens
        self.parents = parents
        self.arrivingEvents = arrived
    }
}
