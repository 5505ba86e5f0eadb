/// Collects edges, merging those with the same ends and kind, and writes them as DOT.
struct EdgeList {
    private var edges = [DOTEdge]()
    private var positions = [String: Int]()

    /// Nodes that some edge touches.
    var endpoints: Set<String> { Set(edges.flatMap { [$0.tail, $0.head] }) }

    mutating func add(_ edge: DOTEdge) {
        let key = "\(edge.tail)\u{0}\(edge.head)\u{0}\(edge.kind.rawValue)"
        if let position = positions[key] {
            for label in edge.labels where !edges[position].labels.contains(label) {
                edges[position].labels.append(label)
            }
        } else {
            positions[key] = edges.count
            edges.append(edge)
        }
    }

    /// The DOT for a list of edges: edge statements, plus label nodes to declare and rank.
    struct Rendering {
        var statements = ""
        /// Label nodes to declare, with the cluster (coordinator index) they belong in, if any.
        var labelNodes: [(cluster: Int?, declaration: String)] = []
        /// Label nodes to add to each row's `rank=same` group, by row.
        var rowMembers: [Int: [String]] = [:]
    }

    /// DOT statements for the edges.
    ///
    /// Graphviz 2.42/2.43's dot mishandles labelled flat edges (edges within one rank) inside
    /// clusters: it double-frees them in `gvFreeLayout`, and loops forever when they form a cycle.
    /// So a labelled edge within a row is drawn through a plain-text label node placed in the
    /// row, and every flat edge points forward along the row (a backward one is written
    /// reversed with `dir=back`).
    func render(rowOf: (String) -> (row: Int, position: Int)?) -> Rendering {
        var rendering = Rendering()
        for (number, edge) in edges.enumerated() {
            let style = ["style=\(edge.kind.style)", "color=\"\(edge.kind.color)\"", "fontcolor=\"\(edge.kind.color)\""]
            let label = edge.labels.isEmpty ? nil : DOTText.quoted(edge.labels.joined(separator: "\n"))
            if let t = rowOf(edge.tail), let h = rowOf(edge.head), t.row == h.row {
                let backward = t.position > h.position
                let (left, right) = backward ? (edge.head, edge.tail) : (edge.tail, edge.head)
                guard let label else {
                    let direction = backward ? ["dir=back"] : []
                    rendering.statements += "  \(left) -> \(right) [\((style + direction).joined(separator: ", "))];\n"
                    continue
                }
                let node = "\"e\(number)_label\""
                let cluster = Self.cluster(of: edge.tail) == Self.cluster(of: edge.head) ? Self.cluster(of: edge.tail) : nil
                rendering.labelNodes.append((cluster, "\(node) [shape=plaintext, style=\"\", label=\(label), fontsize=9, fontcolor=\"\(edge.kind.color)\", width=0, height=0, margin=0.02]"))
                rendering.rowMembers[t.row, default: []].append(node)
                let first = backward ? ["dir=back"] : ["dir=none"]
                let second = backward ? ["dir=none"] : []
                rendering.statements += "  \(left) -> \(node) [\((style + first).joined(separator: ", "))];\n"
                rendering.statements += "  \(node) -> \(right) [\((style + second).joined(separator: ", "))];\n"
                continue
            }
            var attributes = style
            if let label { attributes.append("label=\(label)") }
            if let lhead = edge.lhead { attributes.append("lhead=\"\(lhead)\"") }
            if !edge.kind.constrainsRanks { attributes.append("constraint=false") }
            rendering.statements += "  \(edge.tail) -> \(edge.head) [\(attributes.joined(separator: ", "))];\n"
        }
        return rendering
    }

    /// The coordinator index of a node id of the form `"c<index>_…"`.
    static func cluster(of node: String) -> Int? {
        guard node.hasPrefix("\"c") else { return nil }
        return Int(node.dropFirst(2).prefix { $0.isNumber })
    }
}
