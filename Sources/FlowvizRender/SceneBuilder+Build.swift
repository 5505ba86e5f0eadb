import FlowvizCore
import FlowvizLint

extension SceneBuilder.Builder {
    /// Adds the clusters, nodes and edges of every drawn coordinator.
    mutating func build() {
        let drawn = graph.coordinators.indices.filter { display[$0] != nil }
        // The app's entry points at the drawing's top (the root, or the focus, or the first of
        // its ancestors); only without one at the first coordinator nothing starts. Never at
        // whatever sorts first.
        let entered = ancestors.first ?? top.flatMap { display[$0] != nil ? $0 : nil }
            ?? drawn.first(where: { display[$0] == .expanded && !isStarted($0) }) ?? drawn.first
        if let top = entered {
            nodes.append(FlowScene.Node(id: "entry", cluster: nil, kind: .entry, label: ""))
            addEdge("entry", entryNode(for: top), .entry, label: nil)
        }
        for c in drawn { addElements(of: c) }
        for c in drawn where display[c] == .expanded { addEdges(of: c) }
        // A coordinator drawn as one node starts the drawn children it has (a collapsed
        // hierarchy, a focus's path from the root).
        for c in drawn where display[c] == .collapsed {
            for child in analysis.children[c] where display[child] != nil {
                addEdge("c\(c)collapsed", entryNode(for: child), .startChild, label: nil, targetCluster: clusterID(child))
            }
        }
        // A horizontal child started from several places cannot continue each starter's row:
        // it gets a row of its own (`DOTRows`), and its title says why.
        var starts = [String: Int]()
        for edge in edges where edge.kind == .startChild { if let target = edge.targetCluster { starts[target, default: 0] += 1 } }
        for (i, cluster) in clusters.enumerated() where cluster.kind == .horizontal {
            if let count = starts[cluster.id], count > 1 { clusters[i].title += " · a row of its own: started from \(count) places" }
        }
    }

    /// Whether another drawn, expanded coordinator starts `c`.
    private func isStarted(_ c: Int) -> Bool {
        analysis.startSites(of: c).contains { $0.parent != c && display[$0.parent] == .expanded }
    }

    private mutating func addElements(of c: Int) {
        let coordinator = graph.coordinators[c]
        guard display[c] == .expanded else {
            let screens = coordinator.screens.count
            nodes.append(FlowScene.Node(
                id: "c\(c)collapsed", cluster: nil, kind: .placeholder, label: coordinator.displayName,
                detail: "\(SceneBuilder.title(coordinator).dropFirst(coordinator.displayName.count + 1)) · \(screens) screen\(screens == 1 ? "" : "s")"
            ))
            return
        }
        let kind: FlowScene.ClusterKind = coordinator.attachment == nil ? .root : coordinator.attachment!.isHorizontal ? .horizontal : .vertical
        clusters.append(FlowScene.Cluster(id: "c\(c)", coordinator: coordinator.name, title: SceneBuilder.title(coordinator), kind: kind, container: coordinator.container))
        let entry = entryNode(for: c)
        if entry == "c\(c)start" {
            nodes.append(FlowScene.Node(id: "c\(c)start", cluster: "c\(c)", kind: .branch, label: ""))
        }
        if entry == "c\(c)empty" || analysis.outgoing[c].isEmpty {
            let unread = analysis.outgoing[c].contains { analysis.edges[$0].isUnknown }
            nodes.append(FlowScene.Node(id: "c\(c)empty", cluster: "c\(c)", kind: .placeholder, label: unread ? "(start not read)" : "(shows nothing)"))
        }
        for (s, screen) in coordinator.screens.enumerated() {
            let detail = screen.typeName.flatMap { $0 == screen.name ? nil : $0 }
            nodes.append(FlowScene.Node(id: Self.screenID(c, s), cluster: "c\(c)", kind: .screen, label: screen.name, detail: detail))
        }
    }

    /// Draws the coordinator's edges: its start entries (from its branch dot), its screens'
    /// edges and its handlers' edges (from its entry). Unknown edges are not drawn.
    private mutating func addEdges(of c: Int) {
        if entryNode(for: c) == "c\(c)start" {
            for index in analysis.outgoing[c] {
                let edge = analysis.edges[index]
                let label = edge.condition.map { "[\($0)]" }
                switch edge.kind {
                case .entry:
                    addEdge("c\(c)start", screenNode(edge.to!), .entry, label: label, for: edge.element)
                case .start:
                    addEdge("c\(c)start", entryNode(for: edge.to!), .startChild, label: label, targetCluster: clusterID(edge.to!), for: edge.element)
                default:
                    break
                }
            }
        }
        for id in analysis.screensOf[c] {
            let source = Self.screenID(c, analysis.screenOwners[id].position)
            for index in analysis.outgoing[analysis.node(screen: id)] {
                let edge = analysis.edges[index]
                guard let trigger = edge.trigger else { continue }
                add(index, from: source, label: edge.condition.map { "\(trigger) [\($0)]" } ?? trigger)
            }
        }
        guard let entry = entryNode(for: c) else { return }
        for handler in analysis.handlersOf[c] {
            for index in analysis.outgoing[handler] {
                add(index, from: entry, label: "on \(analysis.handler(node: handler).event)")
            }
        }
    }

    private mutating func add(_ index: Int, from source: String, label: String) {
        let edge = analysis.edges[index]
        let element = edge.element
        switch edge.kind {
        case .push:
            addEdge(source, screenNode(edge.to!), .push, label: label, for: element)
        case .present(let presentation):
            let target = screenNode(edge.to!)
            // A screen presented as the first of a stack of its own says so: what it pushes is on that stack.
            let stack = presentation.inNavigationStack ? ", own stack" : ""
            addEdge(source, target, .present, label: "\(label) (\(presentation.style == .sheet ? "sheet" : "full screen")\(stack))", for: element)
            if presentation.style == .fullScreen, let id = edgeIndex["\(source)>\(target ?? "")>present"] {
                edges[id].fullScreen = true
            }
        case .start:
            addEdge(source, entryNode(for: edge.to!), .startChild, label: label, targetCluster: clusterID(edge.to!), for: element)
        case .finish:
            // Back to each drawn screen that starts the coordinator.
            for site in analysis.startSites(of: edge.coordinator) where display[site.parent] == .expanded {
                guard case .screen = analysis.node(analysis.edges[site.edge].from) else { continue }
                addEdge(source, screenNode(analysis.edges[site.edge].from), .finish, label: label, for: element)
            }
        case .send(let event):
            for route in analysis.routes(of: index) {
                let handler = analysis.coordinator(ofNode: analysis.edges[route].to!)
                guard display[handler] != nil else { continue }
                addEdge(source, entryNode(for: handler), .event, label: "\(label) → \(event)", for: element)
            }
        case .pop, .popToRoot, .dismiss:
            guard case .screen = analysis.node(edge.from) else { return }
            for target in backTargets(of: edge) {
                addEdge(source, target, .back, label: "\(label) (\(Self.keyword(edge.kind)))", for: element)
            }
        case .entry, .eventRoute, .unknown, .deepLinkStep:
            break
        }
    }

    private static func keyword(_ kind: NavigationEdge.Kind) -> String {
        switch kind {
        case .pop: AppGraph.Action.pop.keyword
        case .popToRoot: AppGraph.Action.popToRoot.keyword
        default: Action.dismiss.keyword
        }
    }

    /// Where pop, pop to root and dismiss return to: the screens that push (or present) this
    /// one, the coordinator's start screens, or for a dismissed start screen of a vertical
    /// coordinator, the screens that start the coordinator.
    private func backTargets(of back: NavigationEdge) -> [String] {
        let c = back.coordinator
        var targets = [String]()
        func add(_ id: String?) { if let id, !targets.contains(id) { targets.append(id) } }
        switch back.kind {
        case .popToRoot:
            for index in analysis.outgoing[c] where analysis.edges[index].kind == .entry && analysis.edges[index].to != back.from {
                add(screenNode(analysis.edges[index].to!))
            }
        default:
            for index in analysis.incoming[back.from] {
                let edge = analysis.edges[index]
                guard case .screen = analysis.node(edge.from) else { continue }
                switch edge.kind {
                case .push where back.kind != .dismiss, .present where back.kind != .pop: add(screenNode(edge.from))
                default: break
                }
            }
            if targets.isEmpty, back.kind == .dismiss, graph.coordinators[c].attachment?.presentation != nil {
                for site in analysis.startSites(of: c) where display[site.parent] == .expanded {
                    let from = analysis.edges[site.edge].from
                    if case .screen = analysis.node(from) { add(screenNode(from)) }
                }
            }
        }
        return targets
    }

    /// The drawn node of a screen node.
    private func screenNode(_ node: Int) -> String? {
        guard let id = analysis.screenID(ofNode: node) else { return nil }
        let owner = analysis.screenOwners[id]
        return display[owner.coordinator] == nil ? nil : Self.screenID(owner.coordinator, owner.position)
    }

    private func screenNode(_ name: String, in c: Int) -> String? {
        analysis.screenIndex[c][name].map { Self.screenID(c, analysis.screenOwners[$0].position) }
    }

    private func clusterID(_ c: Int) -> String? { display[c] == .expanded ? "c\(c)" : nil }

    /// Puts each finding on the element it is about; findings about elements the picture has
    /// no place for stay in the scene's list only.
    mutating func attach(_ findings: [Finding], _ marks: [FlowScene.Mark]) {
        for (finding, mark) in zip(findings, marks) {
            guard let target = elementID(finding.element) else { continue }
            if let index = clusters.firstIndex(where: { $0.id == target }) {
                clusters[index].marks.append(mark)
            } else if let index = nodes.firstIndex(where: { $0.id == target }) {
                nodes[index].marks.append(mark)
            } else if let index = edges.firstIndex(where: { $0.id == target }) {
                edges[index].marks.append(mark)
            }
        }
    }

    private func elementID(_ element: ElementReference) -> String? {
        func coordinatorID(_ name: String) -> String? {
            guard let c = analysis.coordinatorIndex[name], let how = display[c] else { return nil }
            return how == .expanded ? "c\(c)" : "c\(c)collapsed"
        }
        switch element {
        case .graph, .deepLink, .sourceFact: return nil
        case .coordinator(let name), .handler(let name, _): return coordinatorID(name)
        case .startEntry(let name, _): return transitionEdges[element] ?? coordinatorID(name)
        case .screen(let name, let screen), .transition(let name, let screen, _, _):
            if let edge = transitionEdges[element] { return edge }
            guard let c = analysis.coordinatorIndex[name], let how = display[c] else { return nil }
            return how == .expanded ? screenNode(screen, in: c) : "c\(c)collapsed"
        }
    }
}
