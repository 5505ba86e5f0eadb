import FlowvizCore
import FlowvizJSON

/// A self-contained, interactive HTML page for a scene and its Graphviz SVG.
///
/// The page needs nothing but itself: the SVG is inline, the script and styles are embedded,
/// and a Content-Security-Policy forbids every network request. The scene travels as JSON in
/// `<script type="application/json" id="flowviz-scene">`, escaped so user text can never close
/// the script; the page's script only ever inserts user text with `textContent`.
///
/// The SVG is expected to carry, for every scene element, a `<g>` whose `id` is the scene id
/// (`c0`, `c0s1`, `e12`) and whose `class` includes `node`, `edge` or `cluster`.
///
/// Interactions: drag to pan, wheel or buttons to zoom, a search box that highlights the nodes
/// whose label contains the text, a click on a node highlights what leads to it and what it
/// leads to by forward navigation (entry, push, present, start and event edges; never back or
/// finish) and dims the rest, with a counter of the screens before and after it, and the
/// findings beside the picture focus their element when clicked. The first view keeps labels
/// readable: a drawing too wide to fit at a readable scale is fitted to the window's height and
/// panned sideways. On the coordinator map, a click on a coordinator opens its own drawing (a
/// click on a collapsed coordinator there opens that one's; "Map" goes back).
///
/// Self-test: with the URL fragment `#selftest=<nodeId>` the page clicks that node after load
/// and writes `<pre id="flowviz-selftest">{"errors":[…],"highlighted":[…],"dimmed":n}</pre>`,
/// where `highlighted` are the sorted ids of the highlighted scene nodes and `dimmed` counts
/// the dimmed scene nodes; it also reports the counter's text, the scale and the title of the
/// open drawing. `#selftest=c3/c3s0` first clicks `c3` on the map, then `c3s0` in its drawing.
public enum HTMLView {
    /// The page's Content-Security-Policy: nothing may be loaded from anywhere.
    public static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"

    /// A drawing the page can open: for the coordinator map, each coordinator's own drawing,
    /// shown when its node (or its collapsed placeholder in another drawing) is clicked.
    public struct Drawing: Sendable {
        /// The coordinator map's node id (`c3`) the drawing belongs to.
        public var id: String
        public var scene: FlowScene
        /// Graphviz's SVG of `scene`.
        public var svg: String

        public init(id: String, scene: FlowScene, svg: String) {
            self.id = id
            self.scene = scene
            self.svg = svg
        }
    }

    /// The whole page; byte-identical for equal inputs. `drawings` (for the coordinator map)
    /// are embedded as templates the page opens on a click.
    public static func render(scene: FlowScene, svg: String, drawings: [Drawing] = []) -> String {
        let title = (scene.title.map { "\($0) — " } ?? "") + "flowviz"
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(contentSecurityPolicy)\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<meta name=\"referrer\" content=\"no-referrer\">\n"
        out += "<title>\(escapeHTML(title))</title>\n<style>\n\(HTMLAssets.css)</style>\n</head>\n<body>\n"
        out += "<header id=\"fv-bar\">\n<h1>\(escapeHTML(title))</h1>\n"
        out += "<input id=\"fv-search\" type=\"search\" placeholder=\"Search screens\" aria-label=\"Search screens\" autocomplete=\"off\">\n"
        out += "<span id=\"fv-count\" aria-live=\"polite\"></span>\n"
        out += "<button type=\"button\" id=\"fv-zoom-in\" title=\"Zoom in\">+</button>\n"
        out += "<button type=\"button\" id=\"fv-zoom-out\" title=\"Zoom out\">\u{2212}</button>\n"
        out += "<button type=\"button\" id=\"fv-fit\" title=\"Fit to window\">Fit</button>\n"
        out += "<button type=\"button\" id=\"fv-clear\" title=\"Clear highlight (Esc)\">Clear</button>\n"
        out += "<button type=\"button\" id=\"fv-back\" title=\"Back to the coordinator map\" hidden>Map</button>\n"
        out += "<span id=\"fv-drawing\"></span>\n</header>\n"
        out += "<main id=\"fv-main\">\n<div id=\"fv-viewport\" tabindex=\"0\" aria-label=\"Flow diagram\">\n<div id=\"fv-canvas\">\n"
        out += inlineSVG(svg)
        out += "\n</div>\n</div>\n<aside id=\"fv-findings\" aria-label=\"Findings\">\n<h2 id=\"fv-findings-title\">Findings</h2>\n"
        out += "<ol id=\"fv-findings-list\"></ol>\n</aside>\n</main>\n"
        out += "<script type=\"application/json\" id=\"flowviz-scene\">\(sceneJSON(scene))</script>\n"
        for drawing in drawings where isPlainID(drawing.id) {
            let title = escapeHTML(drawing.scene.clusters.first { $0.id == drawing.id }?.title ?? drawing.id)
            out += "<template id=\"fv-drawing-\(drawing.id)\" data-title=\"\(title)\">\(inlineSVG(drawing.svg))</template>\n"
            out += "<script type=\"application/json\" id=\"fv-scene-\(drawing.id)\">\(sceneJSON(drawing.scene))</script>\n"
        }
        out += "<script>\n\(HTMLAssets.script)</script>\n</body>\n</html>\n"
        return out
    }

    // MARK: - SVG

    /// `svg` without what must not or need not be inline: everything before the `<svg` root
    /// (XML declaration, DOCTYPE, comments), comments, the root's namespace declarations
    /// (implied in HTML), and anything after `</svg>`.
    static func inlineSVG(_ svg: String) -> String {
        guard let start = rootStart(in: svg) else { return "<p id=\"fv-nosvg\">No drawing.</p>" }
        var body = svg[start...]
        if let end = body.range(of: "</svg>", options: .backwards) { body = body[..<end.upperBound] }
        var out = ""
        var rest = body[...]
        while let open = rest.range(of: "<!--") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "-->") else { rest = ""; break }
            rest = rest[close.upperBound...]
            if out.last == "\n", rest.first == "\n" { rest = rest.dropFirst() }
        }
        out += rest
        // Namespace declarations on the root only: `xmlns="…"`, `xmlns:xlink="…"`.
        if let tagEnd = out.firstIndex(of: ">") {
            var tag = String(out[..<tagEnd])
            for name in ["xmlns:xlink", "xmlns"] {
                while let attr = tag.range(of: " \(name)=\"") ,
                      let quote = tag[attr.upperBound...].firstIndex(of: "\"") {
                    tag.removeSubrange(attr.lowerBound...quote)
                }
            }
            out = tag + out[tagEnd...]
        }
        return out
    }

    private static func rootStart(in svg: String) -> String.Index? {
        var search = svg.startIndex..<svg.endIndex
        while let found = svg.range(of: "<svg", range: search) {
            if found.upperBound == svg.endIndex { return nil }
            let next = svg[found.upperBound]
            if next == ">" || next == " " || next == "\n" || next == "\t" || next == "\r" { return found.lowerBound }
            search = found.upperBound..<svg.endIndex
        }
        return nil
    }

    // MARK: - Scene JSON

    /// The scene as JSON, safe inside a `<script>` element: `<`, `>`, `&`, U+2028 and U+2029
    /// are written as `\u` escapes. Each finding names the element it is drawn on (`element`,
    /// `null` when the picture has no place for it).
    static func sceneJSON(_ scene: FlowScene) -> String {
        func object(_ members: [(String, JSONOutput)]) -> JSONOutput {
            .orderedObject(members.map { JSONOutput.Member($0.0, $0.1) })
        }
        func mark(_ m: FlowScene.Mark, element: String?? = nil) -> JSONOutput {
            var members: [(String, JSONOutput)] = [
                ("ruleID", .string(m.ruleID)), ("severity", .string(m.severity.rawValue)),
                ("message", .string(m.message)), ("location", .optional(m.location)), ("number", .int(m.number)),
            ]
            if let element { members.append(("element", .optional(element))) }
            return object(members)
        }
        func marks(_ marks: [FlowScene.Mark]) -> JSONOutput { .array(marks.map { mark($0) }) }
        let elements = findingElements(scene)
        return object([
            ("title", .optional(scene.title)),
            ("kind", .string(scene.kind.rawValue)),
            ("clusters", .array(scene.clusters.map { c in object([
                ("id", .string(c.id)), ("coordinator", .string(c.coordinator)), ("title", .string(c.title)),
                ("kind", .string(c.kind.rawValue)), ("container", .string(c.container.rawValue)), ("marks", marks(c.marks)),
            ]) })),
            ("nodes", .array(scene.nodes.map { n in object([
                ("id", .string(n.id)), ("cluster", .optional(n.cluster)), ("kind", .string(n.kind.rawValue)),
                ("label", .string(n.label)), ("detail", .optional(n.detail)), ("marks", marks(n.marks)),
            ]) })),
            ("edges", .array(scene.edges.map { e in object([
                ("id", .string(e.id)), ("from", .string(e.from)), ("to", .string(e.to)), ("kind", .string(e.kind.rawValue)),
                ("label", .optional(e.label)), ("targetCluster", .optional(e.targetCluster)), ("marks", marks(e.marks)),
            ]) })),
            ("findings", .array(zip(scene.findings, elements).map { mark($0.0, element: .some($0.1)) })),
        ]).scriptSafeText()
    }

    /// For each finding, the id of the element that carries it: the first element (clusters,
    /// then nodes, then edges) with an equal mark not already claimed by an earlier finding.
    static func findingElements(_ scene: FlowScene) -> [String?] {
        var carriers: [(mark: FlowScene.Mark, id: String)] = []
        for c in scene.clusters { for m in c.marks { carriers.append((m, c.id)) } }
        for n in scene.nodes { for m in n.marks { carriers.append((m, n.id)) } }
        for e in scene.edges { for m in e.marks { carriers.append((m, e.id)) } }
        var used = [Bool](repeating: false, count: carriers.count)
        return scene.findings.map { finding in
            guard let i = carriers.indices.first(where: { !used[$0] && carriers[$0].mark == finding }) else { return nil }
            used[i] = true
            return carriers[i].id
        }
    }

    // MARK: - Text

    /// Scene ids are letters and digits; anything else is not embedded.
    static func isPlainID(_ id: String) -> Bool {
        !id.isEmpty && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// `text` safe in HTML text and in double- or single-quoted attributes.
    static func escapeHTML(_ text: String) -> String { XMLText.content(text) }
}
