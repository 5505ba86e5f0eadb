import FlowvizCore

/// Reads the nested model (start entries, transitions, handlers, unknown facts) into the typed
/// edges of ``FlowAnalysis``: the only place that turns actions into edges.
///
/// Unknown facts become edges with the conservative reading (Docs/CHECKS.md, "Known and
/// unknown"): an unknown start, triggers or target may lead to any screen of its coordinator and to
/// any child that coordinator starts; an unknown start, triggers or finish (on each screen it
/// concerns) may also leave the flow; an unknown entry (kept apart, only for whether a coordinator may be started) leads from its maker (or the root) to it. Unknown retention, release and presentation make the facts on start edges unknown.
struct EdgeBuilder {
    let graph: AppGraph
    var coordinatorIndex = [String: Int]()
    var screenIndex = [[String: Int]]()
    var screenOwners = [(coordinator: Int, position: Int)]()
    var handlerOwners = [(coordinator: Int, position: Int)]()
    var screensOf = [[Int]]()
    var handlersOf = [[Int]]()
    /// For each coordinator, the handler node that receives each event (the first declared).
    var firstHandler = [[String: Int]]()
    var attachmentUnknown = [Bool]()
    var edges = [NavigationEdge]()
    var outgoing = [[Int]]()
    var incoming = [[Int]]()
    /// Start edges, in declaration order.
    var startEdges = [Int]()
    /// Send edges, in declaration order.
    var sendEdges = [Int]()
    /// Unknown entries (``FlowAnalysis/entryEdges``): kept apart from ``edges``.
    var entryEdges = [NavigationEdge]()

    init(_ graph: AppGraph) { self.graph = graph }

    var coordinatorCount: Int { graph.coordinators.count }
    var handlerBase: Int { coordinatorCount + screenOwners.count }

    mutating func build() {
        numberNodes()
        let count = coordinatorCount
        attachmentUnknown = [Bool](repeating: false, count: count)
        var retentionUnknown = [Set<String?>](repeating: [], count: count)
        var releaseUnknown = [Set<String?>](repeating: [], count: count)
        var presentationUnknown = Set<Int>()
        for fact in graph.unknowns {
            guard let c = coordinatorIndex[fact.coordinator] else { continue }
            switch fact.aspect {
            case .retention: retentionUnknown[c].insert(fact.child)
            case .release: releaseUnknown[c].insert(fact.child)
            case .presentation:
                if let child = fact.child.flatMap({ coordinatorIndex[$0] }) { presentationUnknown.insert(child) } else { presentationUnknown.insert(c) }
            default: break
            }
        }
        for c in presentationUnknown { attachmentUnknown[c] = true }

        for (c, coordinator) in graph.coordinators.enumerated() {
            for (position, entry) in coordinator.start.enumerated() {
                let element = ElementReference.startEntry(coordinator: coordinator.name, index: position)
                switch entry.target {
                case .screen(let name):
                    guard let id = screenIndex[c][name] else { continue }
                    add(NavigationEdge(kind: .entry, from: c, to: count + id, coordinator: c, condition: entry.condition, location: entry.location, element: element))
                case .child(let start):
                    addStart(start, from: c, in: c, condition: entry.condition, location: entry.location, element: element,
                             unknown: (retentionUnknown[c], releaseUnknown[c]))
                }
            }
            for (s, screen) in coordinator.screens.enumerated() {
                guard let id = screenIndex[c][screen.name], screenOwners[id].position == s else { continue }
                for (position, transition) in screen.transitions.enumerated() {
                    let element = ElementReference.transition(coordinator: coordinator.name, screen: screen.name, trigger: transition.trigger, index: position)
                    addAction(transition.action, from: count + id, in: c, trigger: transition.trigger, condition: transition.condition,
                              location: transition.location, element: element, unknown: (retentionUnknown[c], releaseUnknown[c]))
                }
            }
            for node in handlersOf[c] {
                let handler = coordinator.handlers[handlerOwners[node - handlerBase].position]
                guard let action = handler.action else { continue }
                addAction(action, from: node, in: c, trigger: nil, condition: nil, location: handler.location,
                          element: .handler(coordinator: coordinator.name, event: handler.event), unknown: (retentionUnknown[c], releaseUnknown[c]))
            }
        }
        addUnknownEdges()
    }

    private mutating func numberNodes() {
        for (index, coordinator) in graph.coordinators.enumerated() where coordinatorIndex[coordinator.name] == nil {
            coordinatorIndex[coordinator.name] = index
        }
        for (c, coordinator) in graph.coordinators.enumerated() {
            var byName = [String: Int]()
            var ids = [Int]()
            for (position, screen) in coordinator.screens.enumerated() where byName[screen.name] == nil {
                byName[screen.name] = screenOwners.count
                ids.append(screenOwners.count)
                screenOwners.append((c, position))
            }
            screenIndex.append(byName)
            screensOf.append(ids)
        }
        let base = coordinatorCount + screenOwners.count
        for (c, coordinator) in graph.coordinators.enumerated() {
            var nodes = [Int]()
            var first = [String: Int]()
            for (position, handler) in coordinator.handlers.enumerated() {
                let node = base + handlerOwners.count
                nodes.append(node)
                if first[handler.event] == nil { first[handler.event] = node }
                handlerOwners.append((c, position))
            }
            handlersOf.append(nodes)
            firstHandler.append(first)
        }
        outgoing = [[Int]](repeating: [], count: base + handlerOwners.count)
        incoming = outgoing
    }

    private mutating func add(_ edge: NavigationEdge) {
        outgoing[edge.from].append(edges.count)
        if let to = edge.to { incoming[to].append(edges.count) }
        edges.append(edge)
    }

    private mutating func addAction(
        _ action: Action, from node: Int, in c: Int, trigger: String?, condition: String?, location: SourceLocation?,
        element: ElementReference, unknown: (retention: Set<String?>, release: Set<String?>)
    ) {
        func edge(_ kind: NavigationEdge.Kind, to: Int?) -> NavigationEdge {
            NavigationEdge(kind: kind, from: node, to: to, coordinator: c, trigger: trigger, condition: condition, location: location, element: element)
        }
        switch action {
        case .push(let screen):
            if let id = screenIndex[c][screen] { add(edge(.push, to: coordinatorCount + id)) }
        case .present(let screen, let presentation):
            if let id = screenIndex[c][screen] { add(edge(.present(presentation), to: coordinatorCount + id)) }
        case .startChild(let start):
            addStart(start, from: node, in: c, trigger: trigger, condition: condition, location: location, element: element, unknown: unknown)
        case .finish: add(edge(.finish, to: nil))
        case .pop: add(edge(.pop, to: nil))
        case .popToRoot: add(edge(.popToRoot, to: nil))
        case .dismiss: add(edge(.dismiss, to: nil))
        case .sendEvent(let event):
            sendEdges.append(edges.count)
            add(edge(.send(event), to: nil))
        }
    }

    private mutating func addStart(
        _ start: ChildStart, from node: Int, in c: Int, trigger: String? = nil, condition: String?, location: SourceLocation?,
        element: ElementReference, unknown: (retention: Set<String?>, release: Set<String?>)
    ) {
        guard let child = coordinatorIndex[start.coordinator] else { return }
        let target = graph.coordinators[child]
        let facts = StartFacts(
            start: start, attachment: target.attachment, attachmentKnown: !attachmentUnknown[child],
            retained: unknown.retention.contains(nil) || unknown.retention.contains(start.coordinator) ? nil : start.retained,
            released: unknown.release.contains(nil) || unknown.release.contains(start.coordinator) ? nil : start.releasedOnFinish,
            lifetime: target.lifetime
        )
        startEdges.append(edges.count)
        add(NavigationEdge(kind: .start(facts), from: node, to: child, coordinator: c, trigger: trigger, condition: condition, location: location, element: element))
    }

    /// The conservative reading of each unknown start, triggers, target and finish.
    private mutating func addUnknownEdges() {
        var childrenOf = [[Int]](repeating: [], count: coordinatorCount)
        for index in startEdges {
            let edge = edges[index]
            if let to = edge.to, !childrenOf[edge.coordinator].contains(to) { childrenOf[edge.coordinator].append(to) }
        }
        for (index, fact) in graph.unknowns.enumerated() {
            guard let c = coordinatorIndex[fact.coordinator] else { continue }
            let screen = fact.screen.flatMap { screenIndex[c][$0] }.map { coordinatorCount + $0 }
            let sources: [Int]
            let leads: Bool
            let leaves: Bool
            switch fact.aspect {
            case .start: (sources, leads, leaves) = ([c], true, true)
            case .triggers: (sources, leads, leaves) = (screen.map { [$0] } ?? screensOf[c].map { coordinatorCount + $0 }, true, true)
            case .target: (sources, leads, leaves) = ([screen ?? c], true, screen == nil) // in the start: like an unknown start
            case .finish: (sources, leads, leaves) = (screen.map { [$0] } ?? [c] + screensOf[c].map { coordinatorCount + $0 }, false, true)
            case .retention, .release, .presentation: continue
            case .entry:
                // Made in code not followed: its maker may start it; made outside the coordinators, anything may (from the root).
                let target = fact.child.flatMap { coordinatorIndex[$0] } ?? c
                guard let from = fact.child == nil ? graph.coordinators.firstIndex(where: \.isRoot) : c, from != target else { continue }
                entryEdges.append(NavigationEdge(kind: .unknown(.entry, fact: index), from: from, to: target, coordinator: from, location: fact.location, element: .coordinator(fact.coordinator)))
                continue
            }
            let element: ElementReference = fact.screen.map { .screen(coordinator: fact.coordinator, screen: $0) } ?? .coordinator(fact.coordinator)
            for source in sources {
                func edge(to: Int?) -> NavigationEdge {
                    NavigationEdge(kind: .unknown(fact.aspect, fact: index), from: source, to: to, coordinator: c, location: fact.location, element: element)
                }
                if leads {
                    for id in screensOf[c] where coordinatorCount + id != source { add(edge(to: coordinatorCount + id)) }
                    for child in childrenOf[c] { add(edge(to: child)) }
                    // A trigger the scanner cannot attribute that starts a child, or a start not
                    // read that names one: it leads there too.
                    if fact.aspect == .triggers || fact.aspect == .start, let named = fact.child, let child = coordinatorIndex[named], !childrenOf[c].contains(child) {
                        add(edge(to: child))
                    }
                }
                if leaves { add(edge(to: nil)) }
            }
        }
    }

    /// How a developer names where an edge comes from: `PhotoViewController.didBuyPhoto`,
    /// `AppCoordinator.start()`, `AppCoordinator.handle(itemCreated)`.
    func origin(of edge: NavigationEdge) -> String {
        switch edge.element {
        case .startEntry: return "\(graph.coordinators[edge.coordinator].displayName).start()"
        case .handler(_, let event): return "\(graph.coordinators[edge.coordinator].displayName).handle(\(event))"
        case .transition(_, _, let trigger, _):
            let screen = self.screen(ofNode: edge.from)
            return "\(screen.typeName ?? screen.name).\(trigger)"
        default: return graph.coordinators[edge.coordinator].displayName
        }
    }

    private func screen(ofNode node: Int) -> Screen {
        let owner = screenOwners[node - coordinatorCount]
        return graph.coordinators[owner.coordinator].screens[owner.position]
    }
}
