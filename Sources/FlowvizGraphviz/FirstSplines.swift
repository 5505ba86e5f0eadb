import CGraphviz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension GraphvizLibrary {
    /// Works around dot drawing some edges twice (seen in 2.43; Graphviz issues #257, #258, #1223
    /// of the old tracker): a flat edge between adjacent nodes of two clusters, when its tail also
    /// has a flat edge in its own cluster, gets two splines, drawn as two parallel lines with two
    /// arrowheads. dot gives an edge of ours one spline (flowviz never sets `concentrate`), so
    /// after layout every spline past an edge's first is freed, as `gvFreeLayout` would free it.
    /// An edge's splines are found through dot's "Agedgeinfo_t" record (`ED_spl`).
    ///
    /// - Returns: how many edges had more than one.
    func keepFirstSpline(_ graph: OpaquePointer) -> Int {
        var trimmed = 0
        var node = agfstnode(graph)
        while let current = node {
            var edge = agfstout(graph, current)
            while let out = edge {
                let info = aggetrec(out, "Agedgeinfo_t", 0)?.assumingMemoryBound(to: fv_edge_info.self)
                if let lines = info?.pointee.spl, let list = lines.pointee.list, lines.pointee.size > 1 {
                    for i in 1..<Int(lines.pointee.size) { free(list[i].list) }
                    lines.pointee.size = 1
                    trimmed += 1
                }
                edge = agnxtout(graph, out)
            }
            node = agnxtnode(graph, current)
        }
        return trimmed
    }
}
