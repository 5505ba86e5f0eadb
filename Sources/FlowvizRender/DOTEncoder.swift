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
        if let label = Self.label(scene, legend: scene.legend ? Legend.keys(for: scene, annotations: flat.annotations) : []) {
            out += ", \(label)"
        }
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
        out += "}\n"
        return out
    }

    /// The graph's label, above the drawing and out of its way: the title, the scene's note,
    /// then the findings table and the legend side by side (an HTML-like table of text cells;
    /// user text escaped). `nil` when there is nothing to show.
    static func label(_ scene: FlowScene, legend keys: Set<Legend.Key>) -> String? {
        let cells = FindingsTable.cells(scene) + (Legend.cell(keys).map { [$0] } ?? [])
        let title = scene.title.flatMap { $0.isEmpty ? nil : $0 }
        guard title != nil || scene.note != nil || !cells.isEmpty else { return nil }
        var rows = ""
        let span = max(1, cells.count)
        if let title {
            rows += "<TR><TD COLSPAN=\"\(span)\"><FONT POINT-SIZE=\"16\">\(FindingsTable.html(title))</FONT></TD></TR>"
        }
        if let note = scene.note {
            rows += "<TR><TD COLSPAN=\"\(span)\"><FONT POINT-SIZE=\"10\" COLOR=\"\(Palette.muted)\">\(FindingsTable.html(note))</FONT></TD></TR>"
        }
        if !cells.isEmpty {
            rows += "<TR>" + cells.map { "<TD VALIGN=\"TOP\" ALIGN=\"LEFT\" BALIGN=\"LEFT\"><FONT POINT-SIZE=\"10\">\($0)</FONT></TD>" }.joined() + "</TR>"
        }
        return "label=<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"12\">\(rows)</TABLE>>, labelloc=t"
    }

    /// The colour of the most severe of `marks`, `nil` without marks.
    static func severityColor(_ marks: [FlowScene.Mark]) -> String? {
        if marks.contains(where: { $0.severity == .error }) { return Palette.error }
        if marks.contains(where: { $0.severity == .warning }) { return Palette.warning }
        return marks.isEmpty ? nil : Palette.note
    }

    static func markClasses(_ marks: [FlowScene.Mark]) -> String {
        guard !marks.isEmpty else { return "" }
        return marks.contains { $0.severity == .error } ? " finding finding-error" : " finding finding-warning"
    }

    /// The cluster's title, with the numbers of its findings.
    private static func title(_ cluster: FlowScene.Cluster) -> String {
        guard let badge = FindingsTable.badge(cluster.marks) else { return cluster.title }
        return cluster.title + "  " + badge.replacingOccurrences(of: "\n", with: " ")
    }

    private static func attributes(for cluster: FlowScene.Cluster) -> String {
        var parts = [
            "id=\"\(cluster.id)\"", "class=\"coordinator \(cluster.kind.rawValue)\(markClasses(cluster.marks))\"",
            "label=\(DOTText.quoted(title(cluster)))", "style=\"rounded\(cluster.kind == .root ? ",bold" : "")\"",
        ]
        if let color = severityColor(cluster.marks) {
            parts += ["color=\"\(color)\"", "fontcolor=\"\(color)\"", "penwidth=2.5"]
        } else {
            parts.append("color=\"\(cluster.kind == .horizontal ? Palette.horizontalCluster : Palette.verticalCluster)\"")
        }
        return parts.joined(separator: ", ")
    }

    private static func statement(for node: FlowScene.Node, _ annotations: [String]?) -> String {
        var parts = ["id=\"\(node.id)\"", "class=\"\(node.kind.rawValue)\(markClasses(node.marks))\""]
        let badge = FindingsTable.badge(node.marks).map { [$0] } ?? []
        switch node.kind {
        case .entry: parts += ["shape=circle", "style=filled", "fillcolor=\"\(Palette.entryDot)\"", "label=\"\"", "width=0.18", "fixedsize=true"]
        case .branch: parts += ["shape=circle", "style=filled", "fillcolor=\"\(Palette.branchDot)\"", "label=\"\"", "width=0.12", "fixedsize=true"]
        case .placeholder:
            let text = ([node.label] + (node.detail.map { [$0] } ?? []) + badge).joined(separator: "\n")
            parts += ["label=\(DOTText.quoted(text))", "style=\"rounded,dashed\"", "fontcolor=\"\(Palette.muted)\""]
        case .coordinator:
            let text = ([node.label] + (node.detail.map { [$0] } ?? []) + badge).joined(separator: "\n")
            parts.append("label=\(DOTText.quoted(text))")
        case .screen:
            let text = ([node.label] + (node.detail.map { [$0] } ?? []) + (annotations ?? []).map(DOTText.wrapped) + badge).joined(separator: "\n")
            parts.append("label=\(DOTText.quoted(text))")
        }
        if !badge.isEmpty, [.entry, .branch].contains(node.kind) { parts.append("xlabel=\(DOTText.quoted(badge[0]))") }
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
