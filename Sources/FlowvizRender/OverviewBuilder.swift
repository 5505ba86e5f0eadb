import FlowvizCore
import FlowvizLint

/// Builds the coordinator map: a ``FlowScene`` of kind ``FlowScene/Kind/overview`` with one
/// node per coordinator, for apps too large to draw screen by screen.
///
/// - Node `c<i>` (kind `coordinator`): the coordinator's name; its attachment, container and
///   lifetime; its number of screens; the numbers of its findings (every finding about it, its
///   screens, transitions, start and handlers).
/// - Edges: the app's entry to the root; each parent to each child it starts, once, styled as
///   the child attaches (`push` for a horizontal child, `present` for a vertical one, full
///   screen or sheet); each sender of a flow event to the coordinators that handle it (`event`,
///   the event names as label); a small `c<i>link` node into each coordinator deep links end
///   in (`entry`, the deep links' names as label).
/// - The one cluster, `unstarted`, groups the coordinators nothing starts, under a caption
///   saying so.
public enum OverviewBuilder {
    /// The id of the node the deep links into coordinator `c` start from.
    public static func deepLinkID(_ c: Int) -> String { "c\(c)link" }

    /// Whether `id` is a deep link's node.
    public static func isDeepLink(_ id: String) -> Bool { id.hasSuffix("link") }
    /// The id of the group of coordinators nothing starts.
    public static let unstartedID = "unstarted"

    /// The coordinator map of `graph`, with `findings` numbered and marked on their coordinators.
    public static func scene(for graph: AppGraph, findings: [Finding], options: RenderOptions = RenderOptions()) -> FlowScene {
        scene(for: FlowAnalysis(graph), findings: findings, options: options)
    }

    /// The coordinator map of an analysed graph (the analysis its `findings` came from).
    public static func scene(for analysis: FlowAnalysis, findings: [Finding], options: RenderOptions = RenderOptions()) -> FlowScene {
        let graph = analysis.graph
        var clusters = [FlowScene.Cluster]()
        var nodes = [FlowScene.Node]()
        var edges = [FlowScene.Edge]()
        let count = graph.coordinators.count
        var started = [Bool](repeating: false, count: count)
        for site in analysis.childStarts where site.parent != site.child { started[site.child] = true }
        let unstarted = graph.coordinators.indices.filter { !graph.coordinators[$0].isRoot && !started[$0] }
        if !unstarted.isEmpty {
            // Made where the scan reads no start of it (an `entry` unknown): not known to be unstarted.
            let entryUnknown = Set(graph.unknowns.filter { $0.aspect == .entry }.map { $0.child ?? $0.coordinator })
            let proven = unstarted.allSatisfy { !entryUnknown.contains(graph.coordinators[$0].name) }
            let caption = !proven
                ? "No start read for \(unstarted.count == 1 ? "this coordinator" : "these \(unstarted.count) coordinators")"
                : unstarted.count == 1 ? "Nothing starts this coordinator" : "Nothing starts these \(unstarted.count) coordinators"
            clusters.append(FlowScene.Cluster(
                id: unstartedID, coordinator: "", title: caption, kind: .vertical, container: .singleScreen
            ))
        }
        let grouped = Set(unstarted)
        if let root = graph.coordinators.firstIndex(where: \.isRoot) {
            nodes.append(FlowScene.Node(id: "entry", cluster: nil, kind: .entry, label: ""))
            edges.append(FlowScene.Edge(id: "e0", from: "entry", to: "c\(root)", kind: .entry))
        }
        for (c, coordinator) in graph.coordinators.enumerated() {
            nodes.append(FlowScene.Node(
                id: "c\(c)", cluster: grouped.contains(c) ? unstartedID : nil, kind: .coordinator,
                label: coordinator.displayName, detail: detail(coordinator)
            ))
        }

        var index = [String: Int]()
        func add(_ from: String, _ to: String, _ kind: FlowScene.EdgeKind, label: String?, fullScreen: Bool = false) {
            let key = "\(from)>\(to)>\(kind.rawValue)"
            if let i = index[key] {
                if let label, !(edges[i].label?.split(separator: "\n").contains(Substring(label)) ?? false) {
                    edges[i].label = edges[i].label.map { $0 + "\n" + label } ?? label
                }
                return
            }
            index[key] = edges.count
            var edge = FlowScene.Edge(id: "e\(edges.count)", from: from, to: to, kind: kind, label: label)
            edge.fullScreen = fullScreen
            edges.append(edge)
        }
        for (p, children) in analysis.children.enumerated() {
            for child in children where child != p {
                let kind: FlowScene.EdgeKind, fullScreen: Bool
                switch graph.coordinators[child].attachment {
                case .horizontal?: (kind, fullScreen) = (.push, false)
                case .vertical(let presentation)?: (kind, fullScreen) = (.present, presentation.style == .fullScreen)
                case nil: (kind, fullScreen) = (.startChild, false)
                }
                add("c\(p)", "c\(child)", kind, label: nil, fullScreen: fullScreen)
            }
        }
        for (c, coordinator) in graph.coordinators.enumerated() {
            var events = [String]()
            for screen in coordinator.screens {
                for transition in screen.transitions { if case .sendEvent(let event) = transition.action { events.append(event) } }
            }
            for handler in coordinator.handlers { if case .sendEvent(let event)? = handler.action { events.append(event) } }
            for event in events {
                for handler in SceneBuilder.handlers(of: event, from: c, in: analysis) where handler != c {
                    add("c\(c)", "c\(handler)", .event, label: event)
                }
            }
        }
        // Deep links: a small entry node above each coordinator some deep link ends in.
        var deepLinkTargets = [String: String]()
        if let root = graph.coordinators.firstIndex(where: \.isRoot) {
            var names = [Int: [String]]()
            var order = [Int]()
            for (index, link) in graph.deepLinks.enumerated() {
                // Where the link's steps lead (a broken link: as far as it gets).
                let target = analysis.deepLinkSteps(of: index).last?.to.map(analysis.coordinator(ofNode:)) ?? root
                if names[target] == nil { order.append(target) }
                names[target, default: []].append(link.name)
                deepLinkTargets[link.name] = deepLinkID(target)
            }
            for target in order {
                let links = names[target]!
                let shown = links.prefix(3).joined(separator: "\n") + (links.count > 3 ? "\n+\(links.count - 3) more" : "")
                nodes.append(FlowScene.Node(id: deepLinkID(target), cluster: nil, kind: .placeholder, label: "deep link", detail: shown))
                add(deepLinkID(target), "c\(target)", .entry, label: links.joined(separator: "\n"))
            }
        }

        var marks = [FlowScene.Mark]()
        if options.showFindings {
            marks = SceneBuilder.numberedMarks(findings)
            let nodeIndex = Dictionary(nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
            for (finding, mark) in zip(findings, marks) {
                guard let id = elementID(finding.element, analysis, deepLinkTargets), let i = nodeIndex[id] else { continue }
                nodes[i].marks.append(mark)
            }
        }
        var scene = FlowScene(title: graph.name, clusters: clusters, nodes: nodes, edges: edges, findings: marks)
        scene.kind = .overview
        scene.legend = options.legend
        return scene
    }

    /// "horizontal · navigation stack · bounded\n12 screens".
    static func detail(_ coordinator: Coordinator) -> String {
        let attachment: String
        switch coordinator.attachment {
        case nil: attachment = coordinator.isRoot ? "root" : "not attached"
        case .horizontal?: attachment = "horizontal"
        case .vertical(let presentation)?: attachment = presentation.style == .sheet ? "sheet" : "full screen"
        }
        let container: String
        switch coordinator.container {
        case .navigationStack: container = "navigation stack"
        case .tabBar: container = "tab bar"
        case .window: container = "window"
        case .singleScreen: container = "single screen"
        }
        let lifetime = coordinator.lifetime == .longLived ? "long-lived" : "bounded"
        let screens = coordinator.screens.count
        return "\(attachment) · \(container) · \(lifetime)\n\(screens) screen\(screens == 1 ? "" : "s")"
    }

    /// The node a finding about `element` is marked on.
    private static func elementID(_ element: ElementReference, _ analysis: FlowAnalysis, _ deepLinks: [String: String]) -> String? {
        switch element {
        case .graph, .sourceFact: return nil
        case .deepLink(let name): return deepLinks[name]
        case .coordinator(let name), .handler(let name, _), .startEntry(let name, _), .screen(let name, _), .transition(let name, _, _, _):
            return analysis.coordinatorIndex[name].map { "c\($0)" }
        }
    }
}
