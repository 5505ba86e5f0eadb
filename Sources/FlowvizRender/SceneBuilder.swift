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
        if options.showFindings { builder.attach(findings) }
        return FlowScene(
            title: graph.name, clusters: builder.clusters, nodes: builder.nodes, edges: builder.edges,
            findings: options.showFindings ? findings.map(Self.mark) : []
        )
    }

    /// The whole graph, with `findings` marked.
    public static func scene(for graph: AppGraph, findings: [Finding] = []) -> FlowScene {
        // Only a focus can fail, and there is none.
        (try? scene(for: graph, findings: findings, options: RenderOptions())) ?? FlowScene(title: graph.name, clusters: [], nodes: [], edges: [], findings: [])
    }

    static func mark(_ finding: Finding) -> FlowScene.Mark {
        FlowScene.Mark(ruleID: finding.ruleID, severity: finding.severity, message: finding.message, location: finding.location?.description)
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
