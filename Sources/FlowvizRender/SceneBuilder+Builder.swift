import FlowvizCore
import FlowvizLint

extension SceneBuilder {
    /// The state of one scene build.
    struct Builder {
        enum Display { case expanded, collapsed }

        let graph: AppGraph
        let analysis: FlowAnalysis
        /// The coordinator the drawing starts from: the focus, else the root.
        let top: Int?
        /// How each coordinator is drawn; absent ones are not drawn.
        var display = [Int: Display]()
        var clusters = [FlowScene.Cluster]()
        var nodes = [FlowScene.Node]()
        var edges = [FlowScene.Edge]()
        var edgeIndex = [String: Int]()
        /// The edge each transition (or start entry) became, for marking findings.
        var transitionEdges = [ElementReference: String]()
        /// With a focus: the coordinators from the root down to the focus's parent, drawn as a
        /// path of single nodes.
        var ancestors = [Int]()

        init(analysis: FlowAnalysis, options: RenderOptions) throws(SceneError) {
            let graph = analysis.graph
            self.graph = graph
            self.analysis = analysis
            if let focus = options.focus {
                guard let index = graph.coordinator(userNamed: focus).flatMap({ analysis.coordinatorIndex[$0.name] }) else {
                    throw .unknownFocus(focus, suggestion: Suggestions.hint(for: focus, in: graph.coordinatorUserNames))
                }
                top = index
            } else {
                top = graph.coordinators.firstIndex(where: \.isRoot)
            }
            let limit = options.collapse ? 0 : options.depth
            // Breadth-first over child starts from the top coordinator, by level.
            var level = [Int]()
            if let top { display[top] = .expanded; level = [top] }
            var depth = 0
            while !level.isEmpty {
                var next = [Int]()
                for c in level where display[c] == .expanded {
                    for child in analysis.children[c] where display[child] == nil {
                        let expand = limit.map { depth < $0 } ?? true
                        display[child] = expand ? .expanded : .collapsed
                        next.append(child)
                    }
                }
                level = next
                depth += 1
            }
            // Collapsed: the whole hierarchy below the first level, each coordinator as one node.
            if options.collapse {
                var queue = display.keys.filter { display[$0] == .collapsed }.sorted()
                while !queue.isEmpty {
                    let c = queue.removeFirst()
                    for child in analysis.children[c] where display[child] == nil {
                        display[child] = .collapsed
                        queue.append(child)
                    }
                }
            }
            if options.focus != nil, let top, let root = graph.coordinators.firstIndex(where: \.isRoot) {
                ancestors = Self.path(from: root, to: top, children: analysis.children)
                for a in ancestors where display[a] == nil { display[a] = .collapsed }
            }
            // Without focus or depth, coordinators nothing starts are drawn too (with their finding).
            if options.focus == nil && limit == nil {
                for c in graph.coordinators.indices where display[c] == nil { display[c] = .expanded }
            }
        }

        static func screenID(_ c: Int, _ s: Int) -> String { "c\(c)s\(s)" }

        /// The coordinators on a shortest chain of child starts from `root` to `target`, without
        /// `target`; empty when `target` is the root or no chain reaches it.
        static func path(from root: Int, to target: Int, children: [[Int]]) -> [Int] {
            guard root != target else { return [] }
            var parent = [root: root]
            var queue = [root]
            var head = 0
            while head < queue.count {
                let c = queue[head]
                head += 1
                for child in children[c] where parent[child] == nil {
                    parent[child] = c
                    if child == target {
                        var chain = [c]
                        while chain[0] != root { chain.insert(parent[chain[0]]!, at: 0) }
                        return chain
                    }
                    queue.append(child)
                }
            }
            return []
        }

        /// The node an edge that starts coordinator `c` points at.
        func entryNode(for c: Int) -> String? {
            var current = c
            var visited = Set<Int>()
            while visited.insert(current).inserted {
                guard let how = display[current] else { return nil }
                if how == .collapsed { return "c\(current)collapsed" }
                let start = analysis.outgoing[current].map { analysis.edges[$0] }.filter { edge in
                    switch edge.kind {
                    case .entry, .start: true
                    default: false
                    }
                }
                if start.count > 1 || start.contains(where: { $0.condition != nil }) { return "c\(current)start" }
                guard let entry = start.first, let to = entry.to else { return "c\(current)empty" }
                if let s = analysis.screenID(ofNode: to) { return Self.screenID(current, analysis.screenOwners[s].position) }
                // A coordinator without screens that only starts a child (a root that hands over
                // at once) keeps its start's dot: a cluster without a node is dropped by
                // Graphviz, and the findings marked on it with it.
                if graph.coordinators[current].screens.isEmpty { return "c\(current)start" }
                current = to
            }
            return "c\(current)empty"
        }

        mutating func addEdge(_ from: String, _ to: String?, _ kind: FlowScene.EdgeKind, label: String?, targetCluster: String? = nil, for element: ElementReference? = nil) {
            guard let to else { return }
            let key = "\(from)>\(to)>\(kind.rawValue)"
            if let index = edgeIndex[key] {
                if let label, !(edges[index].label?.split(separator: "\n").contains(Substring(label)) ?? false) {
                    edges[index].label = edges[index].label.map { $0 + "\n" + label } ?? label
                }
            } else {
                edgeIndex[key] = edges.count
                edges.append(FlowScene.Edge(id: "e\(edges.count)", from: from, to: to, kind: kind, label: label, targetCluster: targetCluster))
            }
            if let element { transitionEdges[element] = edges[edgeIndex[key]!].id }
        }
    }
}
