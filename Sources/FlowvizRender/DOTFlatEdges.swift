/// The DOT statements for a scene's edges.
///
/// Graphviz 2.42/2.43's dot mishandles labelled flat edges (edges within one rank): it
/// double-frees them in `gvFreeLayout`, and loops forever when they form a cycle. So a labelled
/// edge between neighbours of a row (`DOTRows`) is drawn through a plain-text label node placed
/// in the row between them (`<id>-tail` into it, `<id>` out of it, the node `<id>-label`), and
/// every flat edge points forward along the row (a backward one is written reversed with
/// `dir=back`). Any other edge within a row is an **arch**: its label node sits one rank above
/// the row, in its source's cluster, with a line down to each end, so its text tops its own
/// line instead of standing in the row beside another edge's (two edges read as one), and no
/// arc over the row crosses a cluster's title. Edges that rank a row with arches from outside
/// it get `minlen=2`, which keeps the rank above it free for them. Consecutive members of a row
/// that no edge joins are joined by an invisible edge, which holds the reading order. An edge between
/// rows that does not rank its ends (`constraint=false`) can still land within one rank: before
/// Graphviz 12 its label is an `xlabel` (see `init`).
///
/// A finish or flow event that stays within a row (a horizontal child returning to the screen
/// that started it) is not drawn as an edge arching back over the row: its source screen shows
/// it as an annotation line (`↩ didCancel`, `↑ didSave → movieSaved`) instead, unless a finding
/// is marked on it.
struct DOTFlatEdges {
    var statements = ""
    /// Annotation lines for screens whose finishes or events stay within their row.
    var annotations: [String: [String]] = [:]
    /// Nodes some drawn edge ranks (an edge with `constraint=false` does not: a screen with
    /// only such edges would float to any rank, often the top one).
    var rankedEndpoints = Set<String>()
    /// Label nodes to declare, with the cluster they belong in (`nil`: top level).
    var labelNodes: [(cluster: String?, statement: String)] = []
    /// Label nodes to add to each row's `rank=same` group.
    var rowMembers: [Int: [String]] = [:]

    /// - Parameter labelUnconstrainedEdges: whether an edge that does not rank its ends
    ///   (`constraint=false`: finish, back, flow event) may carry a `label`. Such an edge's ends
    ///   can land on one rank, which makes it a labelled flat edge; Graphviz before
    ///   ``GraphvizVersion/flatEdgeLabelsFreedOnce`` then double-frees in `gvFreeLayout`. Without
    ///   it the label is an `xlabel`, which dot places after layout, outside its flat-edge code.
    init(_ scene: FlowScene, rows: DOTRows, labelUnconstrainedEdges: Bool) {
        let clusterOf = Dictionary(scene.nodes.map { ($0.id, $0.cluster) }, uniquingKeysWith: { first, _ in first })
        func inRow(_ edge: FlowScene.Edge) -> Bool {
            guard let t = rows.position(of: edge.from), let h = rows.position(of: edge.to) else { return false }
            return t.row == h.row && edge.from != edge.to
        }
        func unconstrained(_ edge: FlowScene.Edge) -> Bool { [.finish, .event, .back].contains(edge.kind) }
        func annotation(_ edge: FlowScene.Edge) -> Bool { unconstrained(edge) && edge.marks.isEmpty }
        // Which edges of a row run straight between neighbours (the first edge between each pair
        // of neighbours); every other drawn edge of a row is an arch.
        func pair(_ a: String, _ b: String) -> String { a < b ? "\(a)>\(b)" : "\(b)>\(a)" }
        var straightPairs = Set<String>()
        var arches = Set<String>()
        var archedRows = Set<Int>()
        for edge in scene.edges where inRow(edge) && !annotation(edge) {
            if rows.areNeighbours(edge.from, edge.to), straightPairs.insert(pair(edge.from, edge.to)).inserted { continue }
            arches.insert(edge.id)
            if let row = rows.position(of: edge.from)?.row { archedRows.insert(row) }
        }
        // Two edges between one pair of nodes that both lack a `label` (an unlabelled edge, or
        // one whose text is an `xlabel`) are merged by dot into one chain, and for
        // `constraint=false` ones that trips the assertion in its merge_chain (abort): a finish
        // and a dismiss from a sheet back to its presenter. Such edges are drawn as one line
        // carrying all their texts, with the first one's id; `sharing[leader]` lists the others.
        var sharing = [String: [FlowScene.Edge]]()
        var merged = Set<String>()
        var leaders = [String: String]()
        for edge in scene.edges where !inRow(edge) && (edge.label == nil || (unconstrained(edge) && !labelUnconstrainedEdges)) {
            let pair = "\(edge.from)>\(edge.to)"
            if let leader = leaders[pair] {
                sharing[leader, default: []].append(edge)
                merged.insert(edge.id)
            } else {
                leaders[pair] = edge.id
            }
        }
        // Two unranked edges between one pair of nodes, one each way (a finish from a sheet
        // to a screen that also finishes back into it), make a flat-edge cycle when their ends
        // land on one rank, and with the ends in two clusters dot loops forever in its
        // mincross. The first of such a pair in node order ranks its ends, which breaks the cycle.
        let order = Dictionary(scene.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var unranked = Set<String>()
        for edge in scene.edges where !merged.contains(edge.id) && !inRow(edge) {
            let group = [edge] + (sharing[edge.id] ?? [])
            if group.allSatisfy(unconstrained) { unranked.insert("\(edge.from)>\(edge.to)") }
        }
        func breaksCycle(_ edge: FlowScene.Edge) -> Bool {
            guard unranked.contains("\(edge.to)>\(edge.from)"), let t = order[edge.from], let h = order[edge.to] else { return false }
            return t < h
        }
        for edge in scene.edges where !merged.contains(edge.id) {
            let group = [edge] + (sharing[edge.id] ?? [])
            let marks = group.flatMap(\.marks)
            let color = DOTEncoder.severityColor(marks) ?? Self.color(edge.kind)
            let lineStyle = edge.fullScreen ? "\"dashed,bold\"" : Self.style(edge.kind)
            var kinds = [String]()
            for member in group where !kinds.contains(member.kind.rawValue) { kinds.append(member.kind.rawValue) }
            var style = ["class=\"\(kinds.joined(separator: " "))\(DOTEncoder.markClasses(marks))\"", "style=\(lineStyle)",
                         "color=\"\(color)\"", "fontcolor=\"\(color)\""]
            if !marks.isEmpty { style.append("penwidth=2.5") }
            // Merged edges of several kinds say which is which, as a screen's lines do.
            let texts = group.compactMap { member in
                member.label.map { kinds.count > 1 ? Self.marker(member.kind) + $0.replacingOccurrences(of: "\n", with: "\n" + Self.marker(member.kind)) : $0 }
            }
            let label = FindingsTable.labelled(texts.isEmpty ? nil : DOTText.wrapped(texts.joined(separator: "\n")), marks).map(DOTText.quoted)
            if let t = rows.position(of: edge.from), let h = rows.position(of: edge.to), t.row == h.row, edge.from != edge.to {
                if annotation(edge) {
                    let what = (edge.label ?? "").split(separator: "\n").joined(separator: ", ")
                    let line = Self.marker(edge.kind) + what
                    if !(annotations[edge.from]?.contains(line) ?? false) { annotations[edge.from, default: []].append(line) }
                    continue
                }
                rankedEndpoints.formUnion([edge.from, edge.to])
                let backward = t.position > h.position
                let (left, right) = backward ? (edge.to, edge.from) : (edge.from, edge.to)
                // Between neighbours without a label: one plain flat edge. (A second edge
                // between them is an arch: parallel flat edges trip dot's merge_chain.)
                if label == nil, !arches.contains(edge.id) {
                    statements += "  \"\(left)\" -> \"\(right)\" [\((["id=\"\(edge.id)\""] + style + (backward ? ["dir=back"] : [])).joined(separator: ", "))];\n"
                    continue
                }
                let node = "\(edge.id)-label"
                // In its source's cluster, so dot keeps it next to the edge (in the target's
                // cluster, dot's spline routing fails for the segment that enters it).
                let cluster = clusterOf[edge.from] ?? nil
                // A finish or event back along the row keeps its triggers in its tooltip: its
                // label node is a bare point, so it does not crowd the row it points back over.
                // (Every labelled flat edge needs its own node: parallel flat edges between one
                // pair of nodes trip an assertion in dot's merge_chain.)
                let shape = if let label, (edge.kind != .finish && edge.kind != .event) || !edge.marks.isEmpty {
                    "shape=plaintext, style=\"\", label=\(label), fontsize=9, fontcolor=\"\(color)\", width=0, height=0, margin=0.02"
                } else {
                    "shape=plaintext, style=\"\", label=\"\", width=0.05, height=0.05, margin=0"
                }
                labelNodes.append((cluster, "\"\(node)\" [id=\"\(node)\", class=\"edge-label\", \(shape)];"))
                if arches.contains(edge.id) {
                    // Both lines leave the label downwards: one ranks it above the row.
                    statements += "  \"\(node)\" -> \"\(edge.from)\" [\((["id=\"\(edge.id)-tail\""] + style + ["dir=none"]).joined(separator: ", "))];\n"
                    statements += "  \"\(node)\" -> \"\(edge.to)\" [\((["id=\"\(edge.id)\""] + style).joined(separator: ", "))];\n"
                    continue
                }
                rowMembers[t.row, default: []].append(node)
                // The segment with the arrowhead carries the edge's own id.
                let (firstID, secondID) = backward ? (edge.id, "\(edge.id)-tail") : ("\(edge.id)-tail", edge.id)
                statements += "  \"\(left)\" -> \"\(node)\" [\((["id=\"\(firstID)\""] + style + [backward ? "dir=back" : "dir=none"]).joined(separator: ", "))];\n"
                statements += "  \"\(node)\" -> \"\(right)\" [\((["id=\"\(secondID)\""] + style + (backward ? ["dir=none"] : [])).joined(separator: ", "))];\n"
                continue
            }
            var attributes = ["id=\"\(edge.id)\""] + style
            // Merged with a ranking edge, the line ranks its ends like that edge.
            let ranks = group.contains { !unconstrained($0) } || breaksCycle(edge)
            if ranks { rankedEndpoints.formUnion([edge.from, edge.to]) }
            if let label { attributes.append("\(!ranks && !labelUnconstrainedEdges ? "xlabel" : "label")=\(label)") }
            if let cluster = edge.targetCluster, clusterOf[edge.to] == cluster { attributes.append("lhead=\"cluster_\(cluster)\"") }
            if !ranks { attributes.append("constraint=false") }
            // Ranking a row with arches from another rank: leave the rank above it to them.
            if ranks, (clusterOf[edge.from] ?? nil) != nil, let h = rows.position(of: edge.to), archedRows.contains(h.row), rows.position(of: edge.from)?.row != h.row {
                attributes.append("minlen=2")
            }
            statements += "  \"\(edge.from)\" -> \"\(edge.to)\" [\(attributes.joined(separator: ", "))];\n"
        }
        for row in rows.rows where row.count > 1 {
            for (a, b) in zip(row, row.dropFirst()) where !straightPairs.contains(pair(a, b)) {
                statements += "  \"\(a)\" -> \"\(b)\" [style=invis];\n"
            }
        }
        for wrap in rows.wraps {
            statements += "  \"\(wrap.above)\" -> \"\(wrap.below)\" [style=invis];\n"
            rankedEndpoints.formUnion([wrap.above, wrap.below])
        }
    }

    /// The mark of a finish, flow event or pop line ("↩ ", "↑ ", "← "), as on a screen.
    static func marker(_ kind: FlowScene.EdgeKind) -> String {
        switch kind {
        case .finish: "↩ "
        case .event: "↑ "
        case .back: "← "
        default: ""
        }
    }

    static func style(_ kind: FlowScene.EdgeKind) -> String {
        switch kind {
        case .entry, .push: "solid"
        case .present: "dashed"
        case .startChild: "bold"
        case .finish: "dotted"
        case .back: "dotted"
        case .event: "dashed"
        }
    }

    static func color(_ kind: FlowScene.EdgeKind) -> String { Palette.color(kind) }
}
