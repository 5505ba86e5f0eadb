import FlowvizCore

/// Replaces the `<title>` Graphviz writes for each element (its internal name) with what a
/// reader wants on hover: the screen's or coordinator's name, and the findings marked on it.
public enum SVGTitles {
    /// `svg` with the titles of the scene's elements rewritten; other text is untouched.
    ///
    /// One pass over the bytes: each `<g id="…">` whose next element is its `<title>` gets that
    /// title replaced.
    public static func apply(to svg: String, scene: FlowScene) -> String {
        let titles = titles(for: scene)
        let bytes = Array(svg.utf8)
        let group = Array("<g id=\"".utf8), open = Array("<title>".utf8), close = Array("</title>".utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count + bytes.count / 8)
        var index = 0
        var copied = 0
        while let start = find(group, in: bytes, from: index) {
            let idStart = start + group.count
            guard let idEnd = bytes[idStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            index = idEnd
            let id = String(decoding: bytes[idStart..<idEnd], as: UTF8.self)
            guard let title = titles[id] ?? titles[baseID(id)],
                  let tagEnd = bytes[idEnd...].firstIndex(of: UInt8(ascii: ">")),
                  let titleStart = find(open, in: bytes, from: tagEnd),
                  !bytes[tagEnd..<titleStart].contains(UInt8(ascii: "<")),
                  let titleEnd = find(close, in: bytes, from: titleStart) else { continue }
            out += bytes[copied..<(titleStart + open.count)]
            out += Array(XMLText.content(title).utf8)
            copied = titleEnd
            index = titleEnd
        }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// The first occurrence of `pattern` in `bytes` at or after `start`.
    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// `e12-tail` and `e12-label` share the title of `e12`.
    private static func baseID(_ id: String) -> String {
        for suffix in ["-tail", "-label"] where id.hasSuffix(suffix) { return String(id.dropLast(suffix.count)) }
        return id
    }

    static func titles(for scene: FlowScene) -> [String: String] {
        var titles = [String: String]()
        var labels = [String: String]()
        func marks(_ marks: [FlowScene.Mark]) -> String {
            marks.map { "\n\($0.severity.rawValue): \($0.message) (\($0.ruleID))" }.joined()
        }
        for cluster in scene.clusters { titles[cluster.id] = cluster.title + marks(cluster.marks) }
        for node in scene.nodes {
            let name = node.kind == .entry ? "app entry" : node.kind == .branch ? "start" : node.label
            labels[node.id] = name
            titles[node.id] = (node.detail.map { "\(name) (\($0))" } ?? name) + marks(node.marks)
        }
        for edge in scene.edges {
            let what = edge.label.map { ": " + $0.replacingOccurrences(of: "\n", with: ", ") } ?? ""
            titles[edge.id] = "\(labels[edge.from] ?? edge.from) → \(labels[edge.to] ?? edge.to) (\(edge.kind.rawValue))\(what)" + marks(edge.marks)
        }
        return titles
    }

}
