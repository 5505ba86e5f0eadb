/// Replaces the `<title>` Graphviz writes for each element (its internal name) with what a
/// reader wants on hover: the screen's or coordinator's name, and the findings marked on it.
public enum SVGTitles {
    /// `svg` with the titles of the scene's elements rewritten; other text is untouched.
    public static func apply(to svg: String, scene: FlowScene) -> String {
        let titles = titles(for: scene)
        var out = ""
        out.reserveCapacity(svg.utf8.count)
        var rest = Substring(svg)
        let marker = "<g id=\""
        while let start = rest.range(of: marker) {
            out += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            guard let quote = rest.firstIndex(of: "\"") else { break }
            let id = String(rest[..<quote])
            guard let title = titles[id] ?? titles[baseID(id)],
                  let open = rest.range(of: "<title>"), let close = rest.range(of: "</title>"),
                  open.lowerBound < close.lowerBound, !rest[..<open.lowerBound].contains("<g ") else { continue }
            out += rest[..<open.upperBound]
            out += escape(title)
            rest = rest[close.lowerBound...]
        }
        out += rest
        return out
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

    /// XML text escaping.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
