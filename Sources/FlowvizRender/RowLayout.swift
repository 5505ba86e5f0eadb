import FlowvizCore

/// Assigns screens to rows: pushes and horizontal children continue a row, modals start new ones.
struct RowLayout {
    let coordinatorIndex: [String: Int]
    /// DOT node ids of each coordinator's screens, by screen name.
    let screenIDs: [[String: String]]
    /// Groups of node ids to draw on one rank, in a stable order.
    private(set) var rows: [[String]] = []
    private let graph: AppGraph
    /// For each coordinator, the screens that start it (where its didFinish returns).
    private var starters: [[String]]
    private var rowPositions = [String: (row: Int, position: Int)]()

    init(_ graph: AppGraph) {
        self.graph = graph
        var index = [String: Int]()
        for (c, coordinator) in graph.coordinators.enumerated() where index[coordinator.name] == nil {
            index[coordinator.name] = c
        }
        coordinatorIndex = index
        screenIDs = graph.coordinators.enumerated().map { c, coordinator in
            var ids = [String: String]()
            for (s, screen) in coordinator.screens.enumerated() where ids[screen.name] == nil {
                ids[screen.name] = DOTEncoder.screenID(c, s)
            }
            return ids
        }
        starters = Array(repeating: [], count: graph.coordinators.count)
        assignRows()
    }

    /// The nodes a start entry leads to.
    func entryTargets(_ entry: StartEntry, in c: Int) -> [String] {
        switch entry.target {
        case .screen(let name): return screenIDs[c][name].map { [$0] } ?? []
        case .child(let start): return coordinatorIndex[start.coordinator].map { [entryNode(for: $0)] } ?? []
        }
    }

    /// The node that stands for a start of coordinator `c` with several or conditional entries.
    func branchEntryNode(for c: Int) -> String? {
        let start = graph.coordinators[c].start
        return start.count > 1 || start.contains { $0.condition != nil } ? "\"c\(c)_start\"" : nil
    }

    /// The node an edge that starts coordinator `c` points at: its branch node, its single start
    /// screen, the entry of the child its start starts, or a placeholder when the start is empty.
    func entryNode(for c: Int) -> String {
        var current = c
        var visited = Set<Int>()
        while visited.insert(current).inserted {
            if let branch = branchEntryNode(for: current) { return branch }
            guard let entry = graph.coordinators[current].start.first else { break }
            switch entry.target {
            case .screen(let name):
                if let id = screenIDs[current][name] { return id }
                return DOTEncoder.placeholderID(current)
            case .child(let start):
                guard let child = coordinatorIndex[start.coordinator] else { return DOTEncoder.placeholderID(current) }
                current = child
            }
        }
        return DOTEncoder.placeholderID(current)
    }

    /// A node's row and its position in that row, for nodes that share a row with others.
    func rowIndex(_ node: String) -> (row: Int, position: Int)? { rowPositions[node] }

    /// Screens of parents that start coordinator `c`.
    func starterScreens(of c: Int) -> [String] { starters[c] }

    /// Nodes of the coordinators that handle `event` sent from `c`: the first handler up each
    /// chain of parents, as far as propagation goes.
    func handlerTargets(of event: String, from c: Int) -> [String] {
        var targets = [String]()
        var visited: Set<Int> = [c]
        var frontier = parents(of: c)
        while let p = frontier.first {
            frontier.removeFirst()
            guard visited.insert(p).inserted else { continue }
            if let handler = graph.coordinators[p].handlers.first(where: { $0.event == event }) {
                targets.append(entryNode(for: p))
                if handler.stopsPropagation { continue }
            }
            frontier += parents(of: p)
        }
        return targets
    }

    private func parents(of c: Int) -> [Int] {
        var result = [Int]()
        for (p, parent) in graph.coordinators.enumerated() {
            let starts = parent.start.compactMap { entry -> String? in
                if case .child(let start) = entry.target { return start.coordinator }
                return nil
            } + parent.screens.flatMap { $0.transitions.compactMap { $0.action.childStart?.coordinator } }
            if starts.contains(graph.coordinators[c].name), !result.contains(p) { result.append(p) }
        }
        return result
    }

    /// Union-find over node ids: a push joins its target to its source's row; a horizontal
    /// child's start screens join the row of the screen that starts it.
    private mutating func assignRows() {
        var parent = [String: String]()
        var order = [String]()
        func find(_ id: String) -> String {
            if parent[id] == nil { parent[id] = id; order.append(id) }
            var root = id
            while parent[root]! != root { root = parent[root]! }
            var node = id
            while parent[node]! != root { let next = parent[node]!; parent[node] = root; node = next }
            return root
        }
        func union(_ a: String, _ b: String) {
            let (ra, rb) = (find(a), find(b))
            if ra != rb { parent[rb] = ra }
        }

        for (c, coordinator) in graph.coordinators.enumerated() {
            for (s, screen) in coordinator.screens.enumerated() {
                let source = DOTEncoder.screenID(c, s)
                _ = find(source)
                for transition in screen.transitions {
                    switch transition.action {
                    case .push(let name):
                        if let target = screenIDs[c][name] { union(source, target) }
                    case .startChild(let start):
                        guard let child = coordinatorIndex[start.coordinator] else { continue }
                        if !starters[child].contains(source) { starters[child].append(source) }
                        if graph.coordinators[child].attachment?.isHorizontal == true {
                            union(source, entryNode(for: child))
                        }
                    default: break
                    }
                }
            }
            // A start's branches share the row of the start's own node.
            if let branch = branchEntryNode(for: c) {
                _ = find(branch)
                for entry in coordinator.start {
                    if case .screen(let name) = entry.target, let id = screenIDs[c][name] { union(branch, id) }
                }
            }
        }
        var groups = [String: [String]]()
        var groupOrder = [String]()
        for id in order {
            let root = find(id)
            if groups[root] == nil { groupOrder.append(root) }
            groups[root, default: []].append(id)
        }
        rows = groupOrder.map { groups[$0]! }
        for (row, nodes) in rows.enumerated() where nodes.count > 1 {
            for (position, node) in nodes.enumerated() { rowPositions[node] = (row, position) }
        }
    }
}
