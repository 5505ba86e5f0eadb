import FlowvizCore

/// Breadth-first search over the navigation graph's edges (``FlowAnalysis/edges``), recording
/// how each state was first reached.
///
/// States are coordinator entries and screens, numbered as nodes of ``FlowAnalysis`` (ids
/// `0..<coordinators`, then `coordinators + screen id`). Every edge with a target is one step,
/// except a sent flow event: its route edges lead to handlers, whose actions are performed in the
/// handler's coordinator in the same step, labelled "event <name>". Finish, pop, pop to root and
/// dismiss add nothing.
///
/// Linear: each state is expanded once and each handler performed once; BFS order makes the
/// first arrival the shortest one, so later ones add nothing. Edges are followed in declaration
/// order, which makes ties deterministic.
struct PathSearch {
    let analysis: FlowAnalysis
    let coordinatorCount: Int
    /// Whether each state has been reached.
    private(set) var discovered: [Bool]
    /// The state each state was first reached from; -1 for a source.
    private(set) var predecessor: [Int]
    /// The step that first reached each state.
    private(set) var steps: [FlowPath.Step?]
    /// Reached states in discovery (BFS) order.
    private(set) var order: [Int] = []
    private var expanded: [Bool]
    private var performedHandlers = Set<Int>()
    private var queue: [Int] = []

    /// The edge being followed, for the steps its flow event produces.
    private struct Via { var from: Int; var trigger: String?; var condition: String? }

    init(_ analysis: FlowAnalysis) {
        self.analysis = analysis
        coordinatorCount = analysis.coordinatorCount
        let states = analysis.handlerBase
        discovered = Array(repeating: false, count: states)
        predecessor = Array(repeating: -1, count: states)
        steps = Array(repeating: nil, count: states)
        expanded = Array(repeating: false, count: states)
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
            for index in analysis.outgoing[state] {
                let edge = analysis.edges[index]
                follow(index, Via(from: state, trigger: edge.trigger, condition: edge.condition), label: nil)
            }
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

    /// Follows edge `index`; `label` is "event <name>" for a handler's action.
    private mutating func follow(_ index: Int, _ via: Via, label: String?) {
        let edge = analysis.edges[index]
        let graph = analysis.graph
        switch edge.kind {
        case .send(let event):
            for route in analysis.routes(of: index) {
                guard let handler = analysis.edges[route].to, performedHandlers.insert(handler).inserted else { continue }
                for action in analysis.outgoing[handler] { follow(action, via, label: "event \(event)") }
            }
        case .entry:
            guard let to = edge.to, let id = screenID(of: to) else { return }
            discover(to, from: via.from, FlowPath.Step(
                coordinator: graph.coordinators[edge.coordinator].name, screen: analysis.screen(id).screen.name, action: "start",
                condition: edge.condition, location: edge.location))
        case .push, .present, .unknown:
            guard let to = edge.to else { return }
            var what = "push"
            if case .present(let presentation) = edge.kind { what = presentation.style == .sheet ? "present sheet" : "present full screen" }
            if case .unknown(let aspect, _) = edge.kind { what = "unknown \(aspect.rawValue)" }
            let screen = screenID(of: to).map { analysis.screen($0).screen.name }
            discover(to, from: via.from, FlowPath.Step(
                coordinator: graph.coordinators[analysis.coordinator(ofNode: to)].name, screen: screen, trigger: via.trigger,
                action: label ?? what, condition: via.condition, location: edge.location))
        case .start:
            guard let child = edge.to else { return }
            var what = "start"
            if case .startEntry = edge.element {} else {
                what = switch graph.coordinators[child].attachment {
                case .horizontal: "start horizontal"
                case .vertical: "start vertical"
                case nil: "start"
                }
            }
            discover(child, from: via.from, FlowPath.Step(
                coordinator: graph.coordinators[child].name, screen: nil, trigger: via.trigger, action: label ?? what,
                condition: via.condition, location: edge.location))
        case .finish, .pop, .popToRoot, .dismiss, .eventRoute, .deepLinkStep:
            break
        }
    }
}
