import FlowvizCore

/// Encodes a ``FlowScene`` as a Mermaid `flowchart LR`, for Markdown that GitHub renders.
///
/// Layout: the whole chart flows left to right, so a push row reads left to right wherever it
/// is. Mermaid's documented flowchart rule ("if any of a subgraph's nodes are linked to the
/// outside, the subgraph direction will be ignored; the subgraph inherits the direction of the
/// parent graph") makes a subgraph's own `direction LR` useless here: every coordinator links to
/// its parent. So no subgraph declares a direction, and the chart's direction is the one every
/// subgraph inherits. The app's entry dot and collapsed coordinators sit outside every
/// subgraph; each coordinator is a `subgraph <id>["<title>"]` with its nodes (for the
/// coordinator map, the group of coordinators nothing starts). Then every edge, in scene order, so the
/// scene's n-th edge is Mermaid's link n; then `classDef`/`class` for node shapes and findings,
/// and `linkStyle` per edge kind and for edges with findings.
///
/// | edge kind | arrow | link style |
/// | --- | --- | --- |
/// | entry, push | `-->` | theme default |
/// | present | `-.->` | purple |
/// | start | `==>` | green |
/// | finish | `-.->` | grey |
/// | event | `-.->` | orange |
/// | any, with a finding | (as above) | red, 3px |
///
/// User text (titles, labels, details, edge labels) only ever appears inside double quotes,
/// with every character Mermaid or its preprocessing could read as syntax written as one of
/// Mermaid's entity codes (`#quot;`, `#35;`, …, decoded to HTML entities when drawn), newlines as
/// `<br/>`, and the word `direction` broken by an entity (Mermaid's lexer reads any line
/// containing `direction LR` as a direction statement, quotes or not). Ids come from the scene
/// and are used as they are when Mermaid reads them as plain ids; any other id is hex-encoded.
/// The output is byte-identical for equal scenes.
public struct MermaidEncoder: Sendable {
    public init() {}

    public func encode(_ scene: FlowScene) -> String {
        var out = "flowchart LR\n"
        let clusterIDs = Set(scene.clusters.map(\.id))
        let outside = scene.nodes.filter { node in node.cluster.map { !clusterIDs.contains($0) } ?? true }

        // The entry first, so it is drawn at the top; then the coordinators; then the rest.
        for node in outside where node.kind == .entry { out += "  \(Self.declaration(node))\n" }
        for cluster in scene.clusters {
            let title = FindingsTable.badge(cluster.marks).map { cluster.title + "  " + $0.replacingOccurrences(of: "\n", with: " ") } ?? cluster.title
            out += "  subgraph \(Self.id(cluster.id))[\(Self.quoted(title))]\n"
            for node in scene.nodes where node.cluster == cluster.id {
                out += "    \(Self.declaration(node))\n"
            }
            out += "  end\n"
        }
        for node in outside where node.kind != .entry { out += "  \(Self.declaration(node))\n" }

        for edge in scene.edges {
            out += "  \(Self.id(edge.from)) \(Self.arrow(edge.kind))"
            if let label = FindingsTable.labelled(edge.label, edge.marks), !label.isEmpty { out += "|\(Self.quoted(label))|" }
            out += " \(Self.id(edge.to))\n"
        }

        // Classes: shapes first, then findings (error last, so it wins over a warning's stroke).
        var members = [NodeClass: [String]]()
        for node in scene.nodes {
            switch node.kind {
            case .entry: members[.entry, default: []].append(Self.id(node.id))
            case .branch: members[.branch, default: []].append(Self.id(node.id))
            case .placeholder: members[.placeholder, default: []].append(Self.id(node.id))
            case .screen, .coordinator: break
            }
        }
        for (id, marks) in scene.clusters.map({ ($0.id, $0.marks) }) + scene.nodes.map({ ($0.id, $0.marks) }) {
            guard let severity = Self.severity(marks) else { continue }
            members[severity == .error ? .error : .warning, default: []].append(Self.id(id))
        }
        for nodeClass in NodeClass.allCases where members[nodeClass] != nil {
            out += "  classDef \(nodeClass.rawValue) \(nodeClass.style)\n"
        }
        for nodeClass in NodeClass.allCases {
            guard let ids = members[nodeClass] else { continue }
            out += "  class \(ids.joined(separator: ",")) \(nodeClass.rawValue)\n"
        }

        // Link styles: one per edge, by kind, or red for an edge with a finding.
        var links = [LinkClass: [Int]]()
        for (index, edge) in scene.edges.enumerated() {
            if Self.severity(edge.marks) != nil {
                links[.finding, default: []].append(index)
            } else if let linkClass = LinkClass(edge.kind) {
                links[linkClass, default: []].append(index)
            }
        }
        for linkClass in LinkClass.allCases {
            guard let indices = links[linkClass] else { continue }
            out += "  linkStyle \(indices.map(String.init).joined(separator: ",")) \(linkClass.style)\n"
        }
        return out
    }

    // MARK: - Statements

    enum NodeClass: String, CaseIterable {
        case entry = "entryPoint", branch, placeholder, warning, error

        var style: String {
            switch self {
            case .entry: "fill:\(Palette.entryDot),stroke:\(Palette.entryDot)"
            case .branch: "fill:\(Palette.branchDot),stroke:\(Palette.branchDot)"
            case .placeholder: "fill:none,stroke:\(Palette.muted),stroke-dasharray:4 3,color:\(Palette.muted)"
            case .warning: "stroke:\(Palette.warning),stroke-width:3px"
            case .error: "stroke:\(Palette.error),stroke-width:3px"
            }
        }
    }

    enum LinkClass: CaseIterable {
        case present, start, finish, back, event, finding

        init?(_ kind: FlowScene.EdgeKind) {
            switch kind {
            case .entry, .push: return nil
            case .present: self = .present
            case .startChild: self = .start
            case .finish: self = .finish
            case .back: self = .back
            case .event: self = .event
            }
        }

        var style: String {
            switch self {
            case .present: "stroke:\(Palette.color(.present)),fill:none"
            case .start: "stroke:\(Palette.color(.startChild)),fill:none"
            case .finish: "stroke:\(Palette.color(.finish)),fill:none"
            case .back: "stroke:\(Palette.color(.back)),fill:none"
            case .event: "stroke:\(Palette.color(.event)),fill:none"
            case .finding: "stroke:\(Palette.error),stroke-width:3px,fill:none"
            }
        }
    }

    static func arrow(_ kind: FlowScene.EdgeKind) -> String {
        switch kind {
        case .entry, .push: "-->"
        case .present, .finish, .back, .event: "-.->"
        case .startChild: "==>"
        }
    }

    static func declaration(_ node: FlowScene.Node) -> String {
        let id = id(node.id)
        switch node.kind {
        case .entry, .branch:
            return "\(id)((\" \"))"
        case .screen, .placeholder, .coordinator:
            var label = node.label
            if let detail = node.detail, !detail.isEmpty { label += "\n" + detail }
            return "\(id)[\(quoted(FindingsTable.labelled(label, node.marks) ?? label))]"
        }
    }

    /// The most severe of `marks`, if any.
    static func severity(_ marks: [FlowScene.Mark]) -> Severity? {
        marks.contains { $0.severity == .error } ? .error : marks.isEmpty ? nil : .warning
    }

    // MARK: - Ids

    /// Prefixes of the lexer's keywords: Mermaid's lexer takes the first rule that matches, so
    /// an id that starts with one (`styleX`, `classic`) would be split into a keyword and more.
    static let keywordPrefixes = [
        "accdescr", "acctitle", "call", "class", "click", "default", "direction", "end", "flowchart",
        "graph", "href", "interpolate", "linkstyle", "style", "subgraph",
    ]

    /// `raw` when Mermaid reads it as a plain id; otherwise `n_` and its UTF-8 bytes in hex
    /// (plain ids never start with `n_`, so different ids stay different).
    static func id(_ raw: String) -> String {
        let lower = raw.lowercased()
        let plain = raw.unicodeScalars.first?.isASCIILetter == true
            && raw.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" }
            && !lower.hasPrefix("n_")
            && !keywordPrefixes.contains { lower.hasPrefix($0) }
        if plain { return raw }
        let hex = raw.utf8.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "n_" + hex.joined()
    }

    // MARK: - Text

    /// `text` in double quotes, as literal text in a Mermaid label (never empty: Mermaid does not
    /// accept `""`).
    static func quoted(_ text: String) -> String {
        let escaped = escape(text)
        return "\"" + (escaped.isEmpty ? " " : escaped) + "\""
    }

    /// `text` for the inside of a quoted label: Mermaid entity codes for every character that is
    /// syntax to Mermaid, its preprocessing (`%%` comments and directives, `#…;` entities, the
    /// `style…:#…;` rewrite) or HTML (labels are drawn as HTML); `<br/>` for line breaks; a space
    /// for other control characters.
    static func escape(_ text: String) -> String {
        var out = ""
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            switch scalar {
            case "\n" where afterCR: continue
            case "\n", "\r", "\u{2028}", "\u{2029}": out += "<br/>"
            case "\"": out += "#quot;"
            case "&": out += "#amp;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "#", "|", ";", ":", "[", "]", "{", "}", "(", ")", "\\", "`", "%", "@":
                out += "#\(scalar.value);"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                out += " "
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return breakingDirection(out)
    }

    /// `text` with the `d` of every `direction` (any case) written `#100;`/`#68;`.
    static func breakingDirection(_ text: String) -> String {
        let word = Array("direction".unicodeScalars)
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= word.count else { return text }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if i + word.count <= scalars.count,
               zip(scalars[i..<(i + word.count)], word).allSatisfy({ $0.isASCII && $0.properties.lowercaseMapping == String($1) }) {
                out.append(contentsOf: "#\(scalars[i].value);".unicodeScalars)
                out.append(contentsOf: scalars[(i + 1)..<(i + word.count)])
                i += word.count
            } else {
                out.append(scalars[i])
                i += 1
            }
        }
        return String(out)
    }
}

private extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
