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

        init(graph: AppGraph, options: RenderOptions) throws(SceneError) {
            self.graph = graph
            self.analysis = FlowAnalysis(graph)
            if let focus = options.focus {
                guard let index = analysis.coordinatorIndex[focus] else {
                    throw .unknownFocus(focus, suggestion: Suggestions.hint(for: focus, in: graph.coordinators.map(\.name)))
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
            // Without focus or depth, coordinators nothing starts are drawn too (with their finding).
            if options.focus == nil && limit == nil {
                for c in graph.coordinators.indices where display[c] == nil { display[c] = .expanded }
            }
        }

        static func screenID(_ c: Int, _ s: Int) -> String { "c\(c)s\(s)" }

        /// The node an edge that starts coordinator `c` points at.
        func entryNode(for c: Int) -> String? {
            var current = c
            var visited = Set<Int>()
            while visited.insert(current).inserted {
                guard let how = display[current] else { return nil }
                if how == .collapsed { return "c\(current)collapsed" }
                let coordinator = graph.coordinators[current]
                let start = coordinator.start
                if start.count > 1 || start.contains(where: { $0.condition != nil }) { return "c\(current)start" }
                guard let entry = start.first else { return "c\(current)empty" }
                switch entry.target {
                case .screen(let name):
                    guard let s = analysis.screenIndex[current][name] else { return "c\(current)empty" }
                    return Self.screenID(current, analysis.screenOwners[s].position)
                case .child(let child):
                    guard let next = analysis.coordinatorIndex[child.coordinator] else { return "c\(current)empty" }
                    // A coordinator without screens that only starts a child (a root that hands
                    // over at once) keeps its start's dot: a cluster without a node is dropped
                    // by Graphviz, and the findings marked on it with it.
                    if coordinator.screens.isEmpty { return "c\(current)start" }
                    current = next
                }
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
