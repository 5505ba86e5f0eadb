/// Which scene nodes share a row (a `rank=same` group) in the DOT layout.
///
/// A push puts its target in its source's row; a horizontal child's start joins the row of what
/// starts it (when one place starts it); a start's branches share the row of the start's dot. Union-find over node ids;
/// rows keep the order nodes appear in the scene.
struct DOTRows {
    private(set) var rows = [[String]]()
    private var positions = [String: (row: Int, position: Int)]()

    init(_ scene: FlowScene) {
        var parent = [String: String]()
        func find(_ id: String) -> String {
            var root = id
            while let next = parent[root], next != root { root = next }
            var node = id
            while let next = parent[node], next != root { parent[node] = root; node = next }
            return root
        }
        func union(_ a: String, _ b: String) {
            let (ra, rb) = (find(a), find(b))
            if ra != rb { parent[rb] = ra }
        }
        let horizontal = Set(scene.clusters.filter { $0.kind == .horizontal }.map(\.id))
        let kinds = Dictionary(scene.nodes.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
        for node in scene.nodes { parent[node.id] = node.id }
        // A horizontal child started from several places cannot continue all their rows: it
        // gets a row of its own rather than pulling distant rows together.
        var starts = [String: Int]()
        for edge in scene.edges where edge.kind == .startChild { starts[edge.to, default: 0] += 1 }
        for edge in scene.edges where kinds[edge.from] != .entry {
            switch edge.kind {
            case .push: union(edge.from, edge.to)
            case .startChild where edge.targetCluster.map(horizontal.contains) == true && starts[edge.to] == 1:
                union(edge.from, edge.to)
            case .entry where kinds[edge.from] == .branch: union(edge.from, edge.to)
            default: break
            }
        }
        var index = [String: Int]()
        for node in scene.nodes where node.kind != .entry {
            let root = find(node.id)
            if index[root] == nil { index[root] = rows.count; rows.append([]) }
            rows[index[root]!].append(node.id)
        }
        for (row, members) in rows.enumerated() where members.count > 1 {
            for (position, id) in members.enumerated() { positions[id] = (row, position) }
        }
    }

    /// The row and position of a node that shares its row with others.
    func position(of id: String) -> (row: Int, position: Int)? { positions[id] }
}
