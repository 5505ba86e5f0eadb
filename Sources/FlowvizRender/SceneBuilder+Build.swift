import FlowvizCore
import FlowvizLint

extension SceneBuilder.Builder {
    /// Adds the clusters, nodes and edges of every drawn coordinator.
    mutating func build() {
        let drawn = graph.coordinators.indices.filter { display[$0] != nil }
        // The app's entry points at the drawing's top (the root, or the focus); only without
        // one at the first coordinator nothing starts. Never at whatever sorts first.
        let entered = top.flatMap { display[$0] != nil ? $0 : nil }
            ?? drawn.first(where: { display[$0] == .expanded && !isStarted($0) }) ?? drawn.first
        if let top = entered {
            nodes.append(FlowScene.Node(id: "entry", cluster: nil, kind: .entry, label: ""))
            addEdge("entry", entryNode(for: top), .entry, label: nil)
        }
        for c in drawn { addElements(of: c) }
        for c in drawn where display[c] == .expanded { addEdges(of: c) }
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
        if entry == "c\(c)empty" || coordinator.start.isEmpty {
            nodes.append(FlowScene.Node(id: "c\(c)empty", cluster: "c\(c)", kind: .placeholder, label: "(shows nothing)"))
        }
        for (s, screen) in coordinator.screens.enumerated() {
            let detail = screen.typeName.flatMap { $0 == screen.name ? nil : $0 }
            nodes.append(FlowScene.Node(id: Self.screenID(c, s), cluster: "c\(c)", kind: .screen, label: screen.name, detail: detail))
        }
    }

    private mutating func addEdges(of c: Int) {
        let coordinator = graph.coordinators[c]
        if entryNode(for: c) == "c\(c)start" {
            for (index, entry) in coordinator.start.enumerated() {
                let label = entry.condition.map { "[\($0)]" }
                let element = ElementReference.startEntry(coordinator: coordinator.name, index: index)
                switch entry.target {
                case .screen(let name):
                    let target = analysis.screenIndex[c][name].map { Self.screenID(c, analysis.screenOwners[$0].position) }
                    addEdge("c\(c)start", target, .entry, label: label, for: element)
                case .child(let start):
                    guard let child = analysis.coordinatorIndex[start.coordinator] else { continue }
                    addEdge("c\(c)start", entryNode(for: child), .startChild, label: label, targetCluster: clusterID(child), for: element)
                }
            }
        }
        for (s, screen) in coordinator.screens.enumerated() {
            for (index, transition) in screen.transitions.enumerated() {
                let element = ElementReference.transition(coordinator: coordinator.name, screen: screen.name, trigger: transition.trigger, index: index)
                let label = transition.condition.map { "\(transition.trigger) [\($0)]" } ?? transition.trigger
                add(transition.action, from: Self.screenID(c, s), in: c, label: label, element: element)
            }
        }
        for handler in coordinator.handlers {
            guard let action = handler.action, let entry = entryNode(for: c) else { continue }
            add(action, from: entry, in: c, label: "on \(handler.event)", element: .handler(coordinator: coordinator.name, event: handler.event))
        }
    }

    private mutating func add(_ action: Action, from source: String, in c: Int, label: String, element: ElementReference) {
        switch action {
        case .push(let name):
            addEdge(source, screenNode(name, in: c), .push, label: label, for: element)
        case .present(let name, let presentation):
            addEdge(source, screenNode(name, in: c), .present, label: "\(label) (\(presentation.style == .sheet ? "sheet" : "full screen"))", for: element)
            if presentation.style == .fullScreen, let id = edgeIndex["\(source)>\(screenNode(name, in: c) ?? "")>present"] {
                edges[id].fullScreen = true
            }
        case .startChild(let start):
            guard let child = analysis.coordinatorIndex[start.coordinator] else { return }
            addEdge(source, entryNode(for: child), .startChild, label: label, targetCluster: clusterID(child), for: element)
        case .finish:
            for site in analysis.startSites(of: c) {
                guard case .transition(_, let screen, _, _) = site.element, display[site.parent] == .expanded,
                      let target = screenNode(screen, in: site.parent) else { continue }
                addEdge(source, target, .finish, label: label, for: element)
            }
        case .sendEvent(let event):
            for handler in handlers(of: event, from: c) {
                addEdge(source, entryNode(for: handler), .event, label: "\(label) → \(event)", for: element)
            }
        case .pop, .popToRoot, .dismiss:
            guard case .transition(_, let screen, _, _) = element else { return }
            for target in backTargets(of: screen, in: c, action) {
                addEdge(source, target, .back, label: "\(label) (\(action.keyword))", for: element)
            }
        }
    }

    /// Where pop, pop to root and dismiss return to: the screens that push (or present) this
    /// one, the coordinator's start screens, or for a dismissed start screen of a vertical
    /// coordinator, the screens that start the coordinator.
    private func backTargets(of screen: String, in c: Int, _ action: Action) -> [String] {
        let coordinator = graph.coordinators[c]
        var targets = [String]()
        func add(_ id: String?) { if let id, !targets.contains(id) { targets.append(id) } }
        switch action {
        case .popToRoot:
            for entry in coordinator.start { if case .screen(let name) = entry.target, name != screen { add(screenNode(name, in: c)) } }
        default:
            for (s, other) in coordinator.screens.enumerated() {
                for transition in other.transitions where transition.action.shownScreen == screen {
                    if case .present = transition.action, action == .pop { continue }
                    if case .push = transition.action, action == .dismiss { continue }
                    add(Self.screenID(c, s))
                }
            }
            if targets.isEmpty, action == .dismiss, coordinator.attachment?.presentation != nil {
                for site in analysis.startSites(of: c) {
                    guard case .transition(_, let starter, _, _) = site.element, display[site.parent] == .expanded else { continue }
                    add(screenNode(starter, in: site.parent))
                }
            }
        }
        return targets
    }

    private func screenNode(_ name: String, in c: Int) -> String? {
        analysis.screenIndex[c][name].map { Self.screenID(c, analysis.screenOwners[$0].position) }
    }

    private func clusterID(_ c: Int) -> String? { display[c] == .expanded ? "c\(c)" : nil }

    /// The first coordinators up the (reachable) parents of `c` that handle `event`, as far as it propagates.
    private func handlers(of event: String, from c: Int) -> [Int] {
        var result = [Int]()
        var visited: Set<Int> = [c]
        var queue = analysis.reachability.parents[c]
        while !queue.isEmpty {
            let p = queue.removeFirst()
            guard visited.insert(p).inserted else { continue }
            if let handler = graph.coordinators[p].handlers.first(where: { $0.event == event }) {
                if display[p] != nil { result.append(p) }
                if handler.stopsPropagation { continue }
            }
            queue += analysis.reachability.parents[p]
        }
        return result
    }

    /// Puts each finding on the element it is about; findings about elements the picture has
    /// no place for stay in the scene's list only.
    mutating func attach(_ findings: [Finding]) {
        for finding in findings {
            let mark = SceneBuilder.mark(finding)
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
