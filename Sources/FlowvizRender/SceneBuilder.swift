import FlowvizCore
import FlowvizLint

/// Errors building a scene: options that name nothing in the graph.
public enum SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownFocus(String, suggestion: String)

    public var description: String {
        switch self {
        case .unknownFocus(let name, let suggestion): "--focus: no coordinator named '\(name)'\(suggestion)"
        }
    }
}

/// Builds the ``FlowScene`` of an app graph: what is drawn, with which ids, and where findings go.
public enum SceneBuilder {
    /// The scene of `graph` with its `findings` marked, as `options` select.
    public static func scene(
        for graph: AppGraph, findings: [Finding], options: RenderOptions
    ) throws(SceneError) -> FlowScene {
        try scene(for: FlowAnalysis(graph), findings: findings, options: options)
    }

    /// The scene of an analysed graph with its `findings` marked, as `options` select: the
    /// drawing follows the analysis's navigation edges, so a caller that also lints analyses once.
    public static func scene(
        for analysis: FlowAnalysis, findings: [Finding], options: RenderOptions
    ) throws(SceneError) -> FlowScene {
        let graph = analysis.graph
        var builder = try Builder(analysis: analysis, options: options)
        builder.build()
        let marks = options.showFindings ? numberedMarks(findings) : []
        if options.showFindings { builder.attach(findings, marks) }
        var scene = FlowScene(
            title: graph.name, clusters: builder.clusters, nodes: builder.nodes, edges: builder.edges, findings: marks
        )
        scene.legend = options.legend
        return scene
    }

    /// The whole graph, with `findings` marked.
    public static func scene(for graph: AppGraph, findings: [Finding] = []) -> FlowScene {
        // Only a focus can fail, and there is none.
        (try? scene(for: graph, findings: findings, options: RenderOptions())) ?? FlowScene(title: graph.name, clusters: [], nodes: [], edges: [], findings: [])
    }

    /// The marks of `findings`, numbered 1, 2, … in report order: the numbers the picture and
    /// its findings table show.
    static func numberedMarks(_ findings: [Finding]) -> [FlowScene.Mark] {
        findings.enumerated().map { index, finding in
            FlowScene.Mark(ruleID: finding.ruleID, severity: finding.severity, message: finding.message,
                           location: finding.location?.description, number: index + 1)
        }
    }

    /// The first coordinators up the (reachable) parents of `c` that handle `event`, as far as
    /// it propagates.
    static func handlers(of event: String, from c: Int, in analysis: FlowAnalysis) -> [Int] {
        var result = [Int]()
        var visited: Set<Int> = [c]
        var queue = analysis.reachability.parents[c]
        var head = 0
        while head < queue.count {
            let p = queue[head]
            head += 1
            guard visited.insert(p).inserted else { continue }
            if let handler = analysis.graph.coordinators[p].handlers.first(where: { $0.event == event }) {
                result.append(p)
                if handler.stopsPropagation { continue }
            }
            queue += analysis.reachability.parents[p]
        }
        return result
    }

    static func title(_ coordinator: Coordinator) -> String {
        let kind: String
        switch coordinator.attachment {
        case nil: kind = "root"
        case .horizontal?: kind = "horizontal"
        case .vertical(let presentation)?: kind = "vertical, \(presentation.style == .sheet ? "sheet" : "full screen")"
        }
        let container: String
        switch coordinator.container {
        case .navigationStack: container = "navigation stack"
        case .tabBar: container = "tab bar"
        case .window: container = "window"
        case .singleScreen: container = "single screen"
        }
        let lifetime = coordinator.lifetime == .longLived ? "; long-lived" : ""
        return "\(coordinator.displayName) (\(kind); \(container)\(lifetime))"
    }
}
