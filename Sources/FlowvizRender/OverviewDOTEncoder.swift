/// Encodes the coordinator map (a scene of kind ``FlowScene/Kind/overview``) as DOT.
///
/// Layout: the hierarchy goes from the root down, one layer per level of child starts; a layer
/// with more coordinators than fit a page's width wraps onto several rows, so the drawing stays
/// near a page's proportions (see ``columns(for:)``). Rows are fixed by an invisible spine
/// (`row0 -> row1 -> …`, each in a `rank=same` group with its row), so dot keeps them in order.
/// The coordinators nothing starts follow the hierarchy in their own cluster, their descendants
/// below them; a deep link's small node sits above the coordinator it opens. Child starts are
/// drawn in the child's style (solid: pushed, dashed: sheet, bold dashed: full screen); flow
/// events do not constrain the layout. Edges carry no
/// drawn labels (event and deep-link names are in their tooltips), which keeps dot fast.
public struct OverviewDOTEncoder: Sendable {
    public init() {}

    public func encode(_ scene: FlowScene) -> String {
        let rows = Self.rows(scene)
        let root = Self.root(scene)
        var rowOf = [String: Int]()
        for (r, row) in rows.enumerated() { for id in row { rowOf[id] = r } }

        var out = "digraph overview {\n"
        out += "  graph [rankdir=TB, newrank=true, nodesep=0.25, ranksep=0.45, fontname=\"Helvetica\", fontsize=12"
        if let label = DOTEncoder.label(scene, legend: scene.legend ? Legend.keys(for: scene, annotations: [:]) : []) { out += ", \(label)" }
        out += "];\n"
        out += "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9, arrowsize=0.7];\n"
        let inCluster = Dictionary(grouping: scene.nodes, by: \.cluster)
        for node in inCluster[nil] ?? [] { out += "  \(Self.statement(node))\n" }
        for cluster in scene.clusters {
            out += "  subgraph \"cluster_\(cluster.id)\" {\n"
            out += "    graph [id=\"\(cluster.id)\", class=\"group\", label=\(DOTText.quoted(cluster.title)), labeljust=l, style=\"rounded,dashed\", color=\"\(Palette.muted)\", fontcolor=\"\(Palette.muted)\"];\n"
            for node in inCluster[cluster.id] ?? [] { out += "    \(Self.statement(node))\n" }
            out += "  }\n"
        }
        for edge in scene.edges {
            let deepLink = OverviewBuilder.isDeepLink(edge.from)
            let color = DOTEncoder.severityColor(edge.marks) ?? Palette.color(deepLink ? .back : edge.kind)
            let style = deepLink ? "dashed" : edge.fullScreen ? "\"dashed,bold\"" : DOTFlatEdges.style(edge.kind)
            var parts = ["id=\"\(edge.id)\"", "class=\"\(edge.kind.rawValue)\"", "style=\(style)", "color=\"\(color)\""]
            let forward = (rowOf[edge.from] ?? 0) < (rowOf[edge.to] ?? 0)
            if edge.kind == .event || !forward { parts.append("constraint=false") }
            // Rows, not parents, place coordinators: a child need not sit under its parent, nor
            // a deep link's node over its coordinator, nor an event's ends one above the other,
            // so a wrapped layer packs into a page's width (a weighted edge pulls its ends into
            // line and spreads every row it crosses). The root's edges keep their weight, so the
            // root sits above its children rather than at a side.
            if edge.from != root && edge.from != "entry" { parts.append("weight=0") }
            out += "  \"\(edge.from)\" -> \"\(edge.to)\" [\(parts.joined(separator: ", "))];\n"
        }
        // The spine: one invisible point per row, chained, each ranked with its row.
        for r in rows.indices {
            out += "  \"row\(r)\" [id=\"row\(r)\", class=\"spine\", shape=point, style=invis, width=0, height=0, label=\"\"];\n"
        }
        for r in rows.indices.dropFirst() { out += "  \"row\(r - 1)\" -> \"row\(r)\" [style=invis];\n" }
        for (r, row) in rows.enumerated() {
            out += "  { rank=same; \"row\(r)\"; \(row.map { "\"\($0)\";" }.joined(separator: " ")) }\n"
        }
        out += "}\n"
        return out
    }

    private static func statement(_ node: FlowScene.Node) -> String {
        var parts = ["id=\"\(node.id)\"", "class=\"\(node.kind.rawValue)\(DOTEncoder.markClasses(node.marks))\""]
        let badge = FindingsTable.badge(node.marks).map { [$0] } ?? []
        switch node.kind {
        case .entry:
            parts += ["shape=circle", "style=filled", "fillcolor=\"\(Palette.entryDot)\"", "label=\"\"", "width=0.18", "fixedsize=true"]
        case .placeholder, .branch:
            let text = ([node.label] + (node.detail.map { [$0] } ?? []) + badge).joined(separator: "\n")
            parts += ["label=\(DOTText.quoted(text))", "style=\"rounded,dashed\"", "fontcolor=\"\(Palette.muted)\""]
        case .coordinator, .screen:
            let text = ([node.label] + (node.detail.map { [$0] } ?? []) + badge).joined(separator: "\n")
            parts.append("label=\(DOTText.quoted(text))")
        }
        if let color = DOTEncoder.severityColor(node.marks) { parts += ["color=\"\(color)\"", "penwidth=2.5"] }
        return "\"\(node.id)\" [\(parts.joined(separator: ", "))];"
    }

    /// The coordinator the app's entry starts.
    static func root(_ scene: FlowScene) -> String? {
        scene.edges.first { $0.kind == .entry && $0.from == "entry" }?.to
    }

    /// Coordinators a row holds: about a page's width, for `count` coordinators. Each node is
    /// about 2.5 times as wide as a row is tall (with the space between), and the edges that
    /// pass a row widen it, so √(0.4·n) columns make a drawing about twice as wide as tall; at
    /// least 4.
    static func columns(for count: Int) -> Int {
        max(4, Int((0.4 * Double(count)).squareRoot().rounded(.up)))
    }

    /// The rows of the map, top to bottom: the entry, then each layer of the
    /// hierarchy below the root in chunks of ``columns(for:)``, then the coordinators nothing
    /// starts and their descendants, then anything left (coordinators only started by each
    /// other). Within a layer, children follow their parents' order.
    static func rows(_ scene: FlowScene) -> [[String]] {
        let coordinators = scene.nodes.filter { $0.kind == .coordinator }.map(\.id)
        let width = columns(for: coordinators.count)
        var children = [String: [String]]()
        for edge in scene.edges where [.push, .present, .startChild].contains(edge.kind) {
            children[edge.from, default: []].append(edge.to)
        }
        var rows = [[String]]()
        let top = scene.nodes.filter { $0.kind == .entry }.map(\.id)
        if !top.isEmpty { rows.append(top) }
        var placed = Set(top)
        func place(_ seeds: [String]) {
            var layer = seeds.filter { placed.insert($0).inserted }
            while !layer.isEmpty {
                var index = 0
                while index < layer.count {
                    rows.append(Array(layer[index..<min(index + width, layer.count)]))
                    index += width
                }
                var next = [String]()
                for id in layer { for child in children[id] ?? [] where placed.insert(child).inserted { next.append(child) } }
                layer = next
            }
        }
        if let root = root(scene) { place([root]) }
        place(scene.nodes.filter { $0.cluster == OverviewBuilder.unstartedID }.map(\.id))
        for id in coordinators where !placed.contains(id) { place([id]) }
        return rows
    }
}
