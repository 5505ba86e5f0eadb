import FlowvizCore
import FlowvizLint
import FlowvizRender

extension FlowRenderer {
    /// Which drawing `flowviz render` makes.
    public enum Drawing: String, CaseIterable, Sendable {
        /// The full drawing when it stays within ``FlowRenderer/readableBounds``, the
        /// coordinator map beyond (and always the full drawing with a focus, depth or collapse).
        case automatic
        /// Every screen of every drawn coordinator (`--full`).
        case full
        /// The coordinator map (`--overview`).
        case overview
    }

    /// The largest drawing drawn in full by default: no side longer than 16,000 pt, no more
    /// than 5:1 from square, and at most 300 nodes (beyond that, the map is drawn without
    /// laying out the full drawing first). An app of one coordinator is drawn in full up to
    /// 300 nodes, whatever its shape: its map would be one box.
    public static let readableBounds = (side: 16_000.0, ratio: 5.0, nodes: 300)

    /// A drawing made for a graph: its bytes and the scene drawn.
    public struct Drawn: Sendable {
        public var bytes: [UInt8]
        public var scene: FlowScene
    }

    /// Draws `graph` with its `findings` in `format`, choosing between the full drawing and the
    /// coordinator map as `drawing` says.
    ///
    /// - Throws: ``SceneError`` for a focus that names nothing, ``Failure`` for a drawing too
    ///   large or Graphviz's errors.
    public func draw(
        _ graph: AppGraph, findings: [Finding], options: RenderOptions, drawing: Drawing, as format: Format
    ) throws -> Drawn {
        try draw(FlowAnalysis(graph), findings: findings, options: options, drawing: drawing, as: format)
    }

    /// ``draw(_:findings:options:drawing:as:)-(AppGraph,_,_,_,_)`` for a graph already analysed
    /// (by the lint run whose `findings` are drawn): every scene drawn shares the one analysis.
    public func draw(
        _ analysis: FlowAnalysis, findings: [Finding], options: RenderOptions, drawing: Drawing, as format: Format
    ) throws -> Drawn {
        let selects = options.focus != nil || options.depth != nil || options.collapse
        if drawing == .overview {
            return try drawOverview(analysis, findings: findings, options: options, format: format, note: Self.overviewNote(forced: true))
        }
        let scene = try SceneBuilder.scene(for: analysis, findings: findings, options: options)
        // A map of one coordinator is one box: an app drawn as one flow (an app without
        // coordinators, drawn from its entry) is drawn in full, however wide.
        let oneFlow = analysis.graph.coordinators.count == 1 && scene.nodes.count <= Self.readableBounds.nodes
        if drawing == .full || selects || oneFlow {
            return Drawn(bytes: try render(scene, as: format), scene: scene)
        }
        let screens = scene.nodes.filter { $0.kind == .screen }.count
        if scene.nodes.count <= Self.readableBounds.nodes {
            let dot = DOTEncoder(graphviz: GraphvizRenderer.version).encode(scene)
            let svg: [UInt8]
            do { svg = try GraphvizRenderer().render(dot: dot, format: "svg") } catch { throw Failure.graphviz(error) }
            if let size = Self.size(ofSVG: svg), Self.isReadable(width: size.width, height: size.height) {
                // The SVG laid out to measure is the drawing itself: no second layout.
                let bytes = format == .svg
                    ? Array(SVGTitles.apply(to: String(decoding: svg, as: UTF8.self), scene: scene).utf8)
                    : try render(scene, as: format)
                return Drawn(bytes: bytes, scene: scene)
            }
        }
        return try drawOverview(analysis, findings: findings, options: options, format: format,
                                note: Self.overviewNote(forced: false, screens: screens))
    }

    private func drawOverview(
        _ analysis: FlowAnalysis, findings: [Finding], options: RenderOptions, format: Format, note: String
    ) throws -> Drawn {
        let graph = analysis.graph
        var scene = OverviewBuilder.scene(for: analysis, findings: findings, options: options)
        scene.note = note
        guard format == .html else { return Drawn(bytes: try render(scene, as: format), scene: scene) }
        // The page opens each coordinator's own drawing: it, its children collapsed, its
        // ancestors as a path from the root.
        var drawings = [HTMLView.Drawing]()
        for (c, coordinator) in graph.coordinators.enumerated() {
            var single = options
            (single.focus, single.depth, single.collapse) = (coordinator.name, 0, false)
            let drawing = try SceneBuilder.scene(for: analysis, findings: findings, options: single)
            drawings.append(HTMLView.Drawing(id: "c\(c)", scene: drawing, svg: String(decoding: try render(drawing, as: .svg), as: UTF8.self)))
        }
        let svg = String(decoding: try render(scene, as: .svg), as: UTF8.self)
        return Drawn(bytes: Array(HTMLView.render(scene: scene, svg: svg, drawings: drawings).utf8), scene: scene)
    }

    /// Whether a drawing of this size (in points) stays within ``readableBounds``.
    public static func isReadable(width: Double, height: Double) -> Bool {
        guard width > 0, height > 0 else { return true }
        return width <= readableBounds.side && height <= readableBounds.side
            && max(width, height) / min(width, height) <= readableBounds.ratio
    }

    /// The line under the map's title: what it is, and what the other drawings show.
    static func overviewNote(forced: Bool, screens: Int = 0) -> String {
        let why = forced ? "Coordinator map." : "Coordinator map: the \(screens) screens do not fit one readable drawing."
        return why + " --focus COORDINATOR draws one coordinator and its descendants in full;"
            + " --depth N draws N levels of child coordinators; --full draws every screen."
    }

    /// The `width` and `height` (in pt) of the root `<svg>` element Graphviz writes.
    static func size(ofSVG bytes: [UInt8]) -> (width: Double, height: Double)? {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let svg = head.range(of: "<svg") else { return nil }
        func value(_ name: String) -> Double? {
            guard let start = head.range(of: " \(name)=\"", range: svg.upperBound..<head.endIndex) else { return nil }
            let digits = head[start.upperBound...].prefix { $0.isNumber || $0 == "." }
            return Double(digits)
        }
        guard let width = value("width"), let height = value("height") else { return nil }
        return (width, height)
    }
}
