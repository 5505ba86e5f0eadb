import FlowvizCore

/// Breadth-first search over the reachability graph of ``Reachability``, recording how each
/// state was first reached.
///
/// States are coordinator entries (ids `0..<coordinators`) and screens (`coordinators + screen id`).
/// Edges: a coordinator's start entries (a screen, or a child's entry); a screen's transitions
/// (push or present a screen of the same coordinator, start a child); and a sent flow event, which
/// goes to every reachable parent (``Reachability/parents``): a parent whose handler has an action
/// performs it there, and unless the handler stops propagation the event goes on up. The whole
/// bubbling is one step. Finish, pop, pop to root and dismiss add nothing.
///
/// Linear: each state is expanded once and each (coordinator, event) pair is handled and
/// emitted once; BFS order makes the first arrival the shortest one, so later ones add nothing.
/// Successors are enqueued in declaration order (parents by declaration order too), which makes
/// ties deterministic.
struct PathSearch {
    let analysis: FlowAnalysis
    let coordinatorCount: Int
    private let parents: [[Int]]
    private let handlers: [[String: EventHandler]]
    /// Whether each state has been reached.
    private(set) var discovered: [Bool]
    /// The state each state was first reached from; -1 for a source.
    private(set) var predecessor: [Int]
    /// The step that first reached each state.
    private(set) var steps: [FlowPath.Step?]
    /// Reached states in discovery (BFS) order.
    private(set) var order: [Int] = []
    private var expanded: [Bool]
    private var handled: [Set<String>]
    private var emitted: [Set<String>]
    private var queue: [Int] = []

    /// A transition being followed, for the steps its flow event produces.
    private struct Via { var from: Int; var trigger: String; var condition: String? }

    init(_ analysis: FlowAnalysis) {
        self.analysis = analysis
        let count = analysis.graph.coordinators.count
        let states = count + analysis.screenOwners.count
        coordinatorCount = count
        parents = analysis.reachability.parents.map { $0.sorted() }
        handlers = analysis.graph.coordinators.map { coordinator in
            var byEvent = [String: EventHandler]()
            for handler in coordinator.handlers where byEvent[handler.event] == nil { byEvent[handler.event] = handler }
            return byEvent
        }
        discovered = Array(repeating: false, count: states)
        predecessor = Array(repeating: -1, count: states)
        steps = Array(repeating: nil, count: states)
        expanded = Array(repeating: false, count: states)
        handled = Array(repeating: [], count: count)
        emitted = Array(repeating: [], count: count)
    }

    func screenState(_ id: Int) -> Int { coordinatorCount + id }

    /// The screen id of a state, or nil for a coordinator entry.
    func screenID(of state: Int) -> Int? { state >= coordinatorCount ? state - coordinatorCount : nil }

    /// Starts the search at the root's entry ("entry" step).
    mutating func startAtRoot() {
        guard let root = analysis.graph.coordinators.firstIndex(where: \.isRoot) else { return }
        let coordinator = analysis.graph.coordinators[root]
        discover(root, from: -1, FlowPath.Step(coordinator: coordinator.name, screen: nil, action: "entry", location: coordinator.location))
    }

    /// Starts the search at a state without counting it as reached (a cycle back to it does).
    mutating func start(at state: Int) { queue.append(state) }

    /// Runs until the queue is empty or `target` is reached.
    mutating func run(until target: Int? = nil) {
        var head = 0
        while head < queue.count {
            if let target, discovered[target] { return }
            let state = queue[head]
            head += 1
            guard !expanded[state] else { continue }
            expanded[state] = true
            expand(state)
        }
    }

    /// The steps from a source to a reached state.
    func path(to state: Int) -> [FlowPath.Step] {
        var result = [FlowPath.Step]()
        var current = state
        while current >= 0, let step = steps[current] {
            result.append(step)
            current = predecessor[current]
        }
        return result.reversed()
    }

    private mutating func discover(_ state: Int, from: Int, _ step: FlowPath.Step) {
        guard !discovered[state] else { return }
        discovered[state] = true
        predecessor[state] = from
        steps[state] = step
        order.append(state)
        queue.append(state)
    }

    private mutating func expand(_ state: Int) {
        let graph = analysis.graph
        guard let id = screenID(of: state) else {
            let coordinator = graph.coordinators[state]
            for entry in coordinator.start {
                switch entry.target {
                case .screen(let screen):
                    if let target = analysis.screenIndex[state][screen] {
                        discover(screenState(target), from: state, FlowPath.Step(
                            coordinator: coordinator.name, screen: screen, action: "start", condition: entry.condition, location: entry.location))
                    }
                case .child(let start):
                    if let child = analysis.coordinatorIndex[start.coordinator] {
                        discover(child, from: state, FlowPath.Step(
                            coordinator: start.coordinator, screen: nil, action: "start", condition: entry.condition, location: entry.location))
                    }
                }
            }
            return
        }
        let (c, position) = analysis.screenOwners[id]
        for transition in graph.coordinators[c].screens[position].transitions {
            let via = Via(from: state, trigger: transition.trigger, condition: transition.condition)
            if case .sendEvent(let event) = transition.action {
                emit(event, from: c, via)
            } else {
                perform(transition.action, in: c, via, label: nil, location: transition.location)
            }
        }
    }

    /// Performs a navigation action in coordinator `c`; `label` is "event <name>" for a handler's action.
    private mutating func perform(_ action: Action, in c: Int, _ via: Via, label: String?, location: SourceLocation?) {
        let graph = analysis.graph
        let name = graph.coordinators[c].name
        switch action {
        case .push(let screen), .present(let screen, _):
            guard let target = analysis.screenIndex[c][screen] else { return }
            var what = "push"
            if case .present(_, let presentation) = action {
                what = presentation.style == .sheet ? "present sheet" : "present full screen"
            }
            discover(screenState(target), from: via.from, FlowPath.Step(
                coordinator: name, screen: screen, trigger: via.trigger, action: label ?? what, condition: via.condition, location: location))
        case .startChild(let start):
            guard let child = analysis.coordinatorIndex[start.coordinator] else { return }
            let what = switch graph.coordinators[child].attachment {
            case .horizontal: "start horizontal"
            case .vertical: "start vertical"
            case nil: "start"
            }
            discover(child, from: via.from, FlowPath.Step(
                coordinator: start.coordinator, screen: nil, trigger: via.trigger, action: label ?? what, condition: via.condition, location: location))
        case .sendEvent(let event):
            emit(event, from: c, via)
        case .finish, .pop, .popToRoot, .dismiss:
            break
        }
    }

    /// Sends `event` up from coordinator `c` to each of its parents, once per (coordinator, event).
    private mutating func emit(_ event: String, from c: Int, _ via: Via) {
        guard emitted[c].insert(event).inserted else { return }
        for parent in parents[c] {
            guard handled[parent].insert(event).inserted else { continue }
            if let handler = handlers[parent][event] {
                if let action = handler.action {
                    perform(action, in: parent, via, label: "event \(event)", location: handler.location)
                }
                if handler.stopsPropagation { continue }
            }
            emit(event, from: parent, via)
        }
    }
}
