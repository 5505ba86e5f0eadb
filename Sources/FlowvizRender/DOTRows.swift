/// Which scene nodes share a row (a `rank=same` group) in the DOT layout, and in which order.
///
/// A push puts its target in its source's row; a horizontal child's start joins the row of what
/// starts it (when one place starts it); a start's branches share the row of the start's dot.
/// Union-find over node ids.
///
/// Each row is ordered as it should read, left to right: a walk from the nodes nothing in the
/// row leads to, taking the longest way on first, with each coordinator's nodes kept together
/// (as dot keeps a cluster's). An edge between neighbours in that order is
/// drawn straight along the row; any other edge of the row (a shortcut over screens, or back
/// along the row) would arc over the row beside other labels, so it is drawn as an arch above
/// it (see `DOTFlatEdges`).
///
/// A row of one coordinator longer than ``lineLength`` (a router that pushes each of dozens of
/// screens from its first one) is wrapped, as text is: its reading order is cut into lines of about equal length,
/// each a row of its own, and each line is held below the one before by an invisible edge
/// between their first members (``wraps``). Without it the row is one ribbon many times wider
/// than high, with every push but the first arching over it. A row across coordinators (tabs side
/// by side) is not wrapped: its lines would split the coordinators' boxes.
struct DOTRows {
    /// The most members a row keeps on one line.
    static let lineLength = 8
    /// Each row's members, in reading order (a wrapped row's lines are consecutive rows).
    private(set) var rows = [[String]]()
    /// For each wrapped line after the first, the first member of the line before and its own
    /// first member: an invisible edge between them ranks the line below the one before.
    private(set) var wraps = [(above: String, below: String)]()
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
        var forward = [String: [String]]()
        for edge in scene.edges where kinds[edge.from] != .entry && edge.from != edge.to {
            switch edge.kind {
            case .push: break
            case .startChild where edge.targetCluster.map(horizontal.contains) == true && starts[edge.to] == 1: break
            case .entry where kinds[edge.from] == .branch: break
            default: continue
            }
            union(edge.from, edge.to)
            forward[edge.from, default: []].append(edge.to)
        }
        var index = [String: Int]()
        for node in scene.nodes where node.kind != .entry {
            let root = find(node.id)
            if index[root] == nil { index[root] = rows.count; rows.append([]) }
            rows[index[root]!].append(node.id)
        }
        let depth = Self.longestWays(rows.joined(), forward)
        let clusterOf = Dictionary(scene.nodes.map { ($0.id, $0.cluster) }, uniquingKeysWith: { first, _ in first })
        rows = rows.map { row in
            guard row.count > 1 else { return row }
            // dot keeps a cluster's nodes together in a rank: so does the reading order, each
            // coordinator's part of the row in the order the walk first enters it.
            let walk = Self.readingOrder(row, forward, depth)
            var blocks = [[String]]()
            var blockOf = [String: Int]()
            for id in walk {
                guard let cluster = clusterOf[id] ?? nil else { blocks.append([id]); continue }
                if let b = blockOf[cluster] { blocks[b].append(id) } else { blockOf[cluster] = blocks.count; blocks.append([id]) }
            }
            return Array(blocks.joined())
        }
        rows = rows.flatMap { row -> [[String]] in
            guard row.count > Self.lineLength, Set(row.map { clusterOf[$0] ?? nil }).count == 1 else { return [row] }
            let lines = (row.count + Self.lineLength - 1) / Self.lineLength
            let length = (row.count + lines - 1) / lines
            let cut = stride(from: 0, to: row.count, by: length).map { Array(row[$0 ..< min($0 + length, row.count)]) }
            for (above, below) in zip(cut, cut.dropFirst()) { wraps.append((above[0], below[0])) }
            return cut
        }
        for (row, members) in rows.enumerated() where members.count > 1 {
            for (position, id) in members.enumerated() { positions[id] = (row, position) }
        }
    }

    /// The row and position of a node that shares its row with others.
    func position(of id: String) -> (row: Int, position: Int)? { positions[id] }

    /// Whether `a` and `b` are neighbours in one row's reading order.
    func areNeighbours(_ a: String, _ b: String) -> Bool {
        guard let p = positions[a], let q = positions[b] else { return false }
        return p.row == q.row && abs(p.position - q.position) == 1
    }

    /// For each node, the number of nodes on the longest way forward from it along its row
    /// (an edge back to a node still being walked is not followed). Iterative: rows can be long.
    private static func longestWays(_ nodes: some Sequence<String>, _ forward: [String: [String]]) -> [String: Int] {
        var depth = [String: Int]()
        var walking = Set<String>()
        for start in nodes where depth[start] == nil {
            var stack: [(node: String, next: Int)] = [(start, 0)]
            walking.insert(start)
            while let top = stack.last {
                let targets = forward[top.node] ?? []
                if top.next < targets.count {
                    stack[stack.count - 1].next += 1
                    let target = targets[top.next]
                    if depth[target] == nil, !walking.contains(target) {
                        walking.insert(target)
                        stack.append((target, 0))
                    }
                    continue
                }
                let below = targets.compactMap { depth[$0] }.max() ?? 0
                depth[top.node] = below + 1
                walking.remove(top.node)
                stack.removeLast()
            }
        }
        return depth
    }

    /// `members` in reading order: a depth-first walk from each member no edge of the row leads
    /// to (in scene order), the longest way first; members left over (a cycle) start walks too.
    private static func readingOrder(_ members: [String], _ forward: [String: [String]], _ depth: [String: Int]) -> [String] {
        let inRow = Set(members)
        var led = Set<String>()
        for member in members { for target in forward[member] ?? [] where target != member { led.insert(target) } }
        var order = [String]()
        var seen = Set<String>()
        for start in members.filter({ !led.contains($0) }) + members where !seen.contains(start) {
            var stack = [start]
            while let node = stack.popLast() {
                guard seen.insert(node).inserted else { continue }
                order.append(node)
                let next = (forward[node] ?? []).filter { inRow.contains($0) && !seen.contains($0) }
                // Stable: among equally long ways, the scene's edge order.
                let ranked = next.enumerated().sorted { (depth[$0.element] ?? 0, -$0.offset) > (depth[$1.element] ?? 0, -$1.offset) }
                stack.append(contentsOf: ranked.map(\.element).reversed())
            }
        }
        return order
    }
}
