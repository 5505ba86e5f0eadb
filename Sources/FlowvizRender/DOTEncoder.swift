import FlowvizCore

/// Encodes a flow scene as DOT for Graphviz's dot layout.
///
/// Layout (see Docs/RENDERING.md): `rankdir=TB` with `newrank=true`. Each coordinator is a
/// cluster; screens joined by pushes, a horizontal child's start and a start's branches share a
/// row (a `rank=same` group), so horizontal flows read left to right and a horizontal child
/// continues its parent's row; a modal presentation or a vertical child starts a row below.
/// Every element carries its scene id and classes (`node screen`, `edge push`, `cluster
/// horizontal`, `finding finding-error`) into the SVG.
public struct DOTEncoder: Sendable {
    /// The Graphviz that will lay the DOT out; `nil` (unknown) applies every workaround.
    public var graphviz: GraphvizVersion?

    /// An encoder for `graphviz` (see ``graphviz``).
    public init(graphviz: GraphvizVersion? = nil) {
        self.graphviz = graphviz
    }

    /// The DOT text for the whole of `graph`, without findings.
    public func encode(_ graph: AppGraph) -> String {
        encode(SceneBuilder.scene(for: graph))
    }

    /// The DOT text for `scene`; byte-identical for equal scenes.
    public func encode(_ scene: FlowScene) -> String {
        let rows = DOTRows(scene)
        let flat = DOTFlatEdges(scene, rows: rows, labelUnconstrainedEdges: graphviz.map { $0 >= .flatEdgeLabelsFreedOnce } ?? false)
        var out = "digraph flows {\n"
        out += "  graph [rankdir=TB, newrank=true, compound=true, nodesep=0.4, ranksep=0.55, fontname=\"Helvetica\", fontsize=12"
        if let title = scene.title { out += ", label=\(DOTText.quoted(title)), labelloc=t, fontsize=16" }
        out += "];\n"
        out += "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9, arrowsize=0.7];\n"

        // Each cluster's nodes and label nodes, in scene order, grouped once (not a scan per cluster).
        let nodesIn = Dictionary(grouping: scene.nodes, by: \.cluster)
        let labelsIn = Dictionary(grouping: flat.labelNodes, by: \.cluster)
        for node in nodesIn[nil] ?? [] { out += "  " + Self.statement(for: node, flat.annotations[node.id]) + "\n" }
        for cluster in scene.clusters {
            out += "  subgraph \"cluster_\(cluster.id)\" {\n"
            out += "    graph [\(Self.attributes(for: cluster))];\n"
            for node in nodesIn[cluster.id] ?? [] { out += "    " + Self.statement(for: node, flat.annotations[node.id]) + "\n" }
            for label in labelsIn[cluster.id] ?? [] { out += "    \(label.statement)\n" }
            out += "  }\n"
        }
        for label in labelsIn[nil] ?? [] { out += "  \(label.statement)\n" }
        out += flat.statements
        out += Self.anchors(scene, ranked: flat.rankedEndpoints)
        for (index, row) in rows.rows.enumerated() where row.count > 1 {
            let members = row + (flat.rowMembers[index] ?? [])
            out += "  { rank=same; \(members.map { "\"\($0)\";" }.joined(separator: " ")) }\n"
        }
        out += Legend.dot
        out += "}\n"
        return out
    }

    static func severityColor(_ marks: [FlowScene.Mark]) -> String? {
        if marks.contains(where: { $0.severity == .error }) { return "#d32f2f" }
        return marks.isEmpty ? nil : "#ef8c00"
    }

    static func markClasses(_ marks: [FlowScene.Mark]) -> String {
        guard !marks.isEmpty else { return "" }
        return marks.contains { $0.severity == .error } ? " finding finding-error" : " finding finding-warning"
    }

    private static func attributes(for cluster: FlowScene.Cluster) -> String {
        var parts = [
            "id=\"\(cluster.id)\"", "class=\"coordinator \(cluster.kind.rawValue)\(markClasses(cluster.marks))\"",
            "label=\(DOTText.quoted(cluster.title))", "style=\"rounded\(cluster.kind == .root ? ",bold" : "")\"",
        ]
        if let color = severityColor(cluster.marks) {
            parts += ["color=\"\(color)\"", "fontcolor=\"\(color)\"", "penwidth=2.5"]
        } else {
            parts.append("color=\"\(cluster.kind == .horizontal ? "#3a6ea5" : "#7a4fa0")\"")
        }
        return parts.joined(separator: ", ")
    }

    private static func statement(for node: FlowScene.Node, _ annotations: [String]?) -> String {
        var parts = ["id=\"\(node.id)\"", "class=\"\(node.kind.rawValue)\(markClasses(node.marks))\""]
        switch node.kind {
        case .entry: parts += ["shape=circle", "style=filled", "fillcolor=\"#222222\"", "label=\"\"", "width=0.18", "fixedsize=true"]
        case .branch: parts += ["shape=circle", "style=filled", "fillcolor=\"#666666\"", "label=\"\"", "width=0.12", "fixedsize=true"]
        case .placeholder:
            let text = node.detail.map { "\(node.label)\n\($0)" } ?? node.label
            parts += ["label=\(DOTText.quoted(text))", "style=\"rounded,dashed\"", "fontcolor=\"#555555\""]
        case .screen:
            let text = ([node.label] + (node.detail.map { [$0] } ?? []) + (annotations ?? [])).joined(separator: "\n")
            parts.append("label=\(DOTText.quoted(text))")
        }
        if let color = severityColor(node.marks) { parts += ["color=\"\(color)\"", "penwidth=2.5"] }
        return "\"\(node.id)\" [\(parts.joined(separator: ", "))];"
    }

    /// A screen no edge ranks, in a cluster whose other screens sit on shared rows, makes dot
    /// fail with "trouble in init_rank", and one with only `constraint=false` edges (a screen
    /// nothing shows that finishes) floats to any rank; an invisible edge from its cluster's
    /// first node anchors it below that node.
    private static func anchors(_ scene: FlowScene, ranked touched: Set<String>) -> String {
        var out = ""
        var first = [String: String]()
        for node in scene.nodes {
            guard let cluster = node.cluster else { continue }
            guard let anchor = first[cluster] else { first[cluster] = node.id; continue }
            if !touched.contains(node.id) { out += "  \"\(anchor)\" -> \"\(node.id)\" [style=invis];\n" }
        }
        return out
    }
}
