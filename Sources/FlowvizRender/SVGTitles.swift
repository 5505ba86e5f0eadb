import FlowvizCore

/// Replaces the `<title>` Graphviz writes for each element (its internal name) with what a
/// reader wants on hover: the screen's or coordinator's name, and the findings marked on it.
public enum SVGTitles {
    /// `svg` with the titles of the scene's elements rewritten; other text is untouched.
    ///
    /// By structure, not by Graphviz's exact bytes (which differ between versions): a scan of
    /// the SVG's tags reads each `<g>` element's `id` attribute (in any position, either
    /// quote), and when that group's first child element is a `<title>`, replaces the title's
    /// content. Comments, text and everything else are copied as they are.
    public static func apply(to svg: String, scene: FlowScene) -> String {
        let titles = titles(for: scene)
        let bytes = Array(svg.utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count + bytes.count / 8)
        var copied = 0
        var pending: String?   // the title for the group whose first child comes next
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            guard let tag = Tag(bytes, at: open) else { index = open + 1; continue }
            index = tag.end
            if tag.isComment { continue }
            if tag.isClosing { if tag.name != "title" { pending = nil }; continue }
            if tag.name == "title", let title = pending, !tag.selfClosing,
               let close = ByteSearch.firstIndex(of: Array("</title>".utf8), in: bytes, from: tag.end) {
                out += bytes[copied..<tag.end]
                out += Array(XMLText.content(title).utf8)
                copied = close
                index = close
                pending = nil
                continue
            }
            pending = tag.name == "g" && !tag.selfClosing ? tag.attribute("id").flatMap { titles[$0] ?? titles[baseID($0)] } : nil
        }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// One XML tag: its name, where it ends, and its attributes on demand.
    private struct Tag {
        let bytes: [UInt8]
        let start: Int, end: Int
        let name: String
        let isClosing: Bool, isComment: Bool, selfClosing: Bool

        /// The tag opening at `start` (a `<`), or `nil` when none does.
        init?(_ bytes: [UInt8], at start: Int) {
            self.bytes = bytes
            self.start = start
            if bytes[start...].starts(with: Array("<!--".utf8)) {
                guard let close = ByteSearch.firstIndex(of: Array("-->".utf8), in: bytes, from: start) else { return nil }
                (end, name, isClosing, isComment, selfClosing) = (close + 3, "", false, true, false)
                return
            }
            // The end of the tag: the first `>` outside a quoted attribute value.
            var quote: UInt8?
            var index = start + 1
            while index < bytes.count {
                let byte = bytes[index]
                if let open = quote { if byte == open { quote = nil } }
                else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
                else if byte == UInt8(ascii: ">") { break }
                index += 1
            }
            guard index < bytes.count else { return nil }
            end = index + 1
            isComment = false
            isClosing = bytes[start + 1] == UInt8(ascii: "/")
            selfClosing = bytes[index - 1] == UInt8(ascii: "/")
            let nameStart = start + (isClosing ? 2 : 1)
            let nameEnd = bytes[nameStart..<index].firstIndex { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == UInt8(ascii: "/") } ?? index
            name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        }

        /// The raw value of attribute `wanted` (ids are plain: no entities to decode).
        func attribute(_ wanted: String) -> String? {
            let key = Array(wanted.utf8)
            var index = start + 1 + name.utf8.count
            while index < end {
                while index < end, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
                let nameStart = index
                while index < end, bytes[index] != UInt8(ascii: "="), ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[index]) { index += 1 }
                let attributeName = bytes[nameStart..<index]
                while index < end, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
                guard index < end, bytes[index] == UInt8(ascii: "=") else { if index == nameStart { index += 1 }; continue }
                index += 1
                while index < end, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
                guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { continue }
                let quote = bytes[index]
                guard let close = bytes[(index + 1)..<end].firstIndex(of: quote) else { return nil }
                if attributeName.elementsEqual(key) { return String(decoding: bytes[(index + 1)..<close], as: UTF8.self) }
                index = close + 1
            }
            return nil
        }
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
