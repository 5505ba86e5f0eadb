import FlowvizRender

/// Draws a flow scene in any output format: the pipeline behind `flowviz render`.
public struct FlowRenderer: Sendable {
    /// The output formats of `flowviz render --format`.
    public enum Format: String, CaseIterable, Sendable {
        case svg, png, pdf, dot, mermaid, html

        /// The file name extensions of each format, the usual one first (lowercase, no dot).
        public var fileExtensions: [String] {
            switch self {
            case .dot: ["dot", "gv"]
            case .mermaid: ["mmd", "mermaid"]
            case .html: ["html", "htm"]
            default: [rawValue]
            }
        }

        /// The format a file name's extension names (case-insensitively), if any.
        public init?(fileExtension: String) {
            guard let format = Self.allCases.first(where: { $0.fileExtensions.contains(fileExtension.lowercased()) }) else { return nil }
            self = format
        }
    }

    /// Scenes with more nodes than this are refused: dot's layout cannot be interrupted and
    /// grows superlinearly (see the README's Performance section).
    public static let defaultMaximumNodes = 2_500

    public var maximumNodes: Int

    public init(maximumNodes: Int = FlowRenderer.defaultMaximumNodes) {
        self.maximumNodes = maximumNodes
    }

    /// Errors of the pipeline: a drawing too large to lay out, or Graphviz's own.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case tooLarge(nodes: Int, limit: Int)
        case graphviz(GraphvizError)

        public var description: String {
            switch self {
            case .tooLarge(let nodes, let limit):
                "the drawing has \(nodes) nodes, more than dot lays out in reasonable time (\(limit)); draw part of it with --focus COORDINATOR, --depth N or --collapse"
            case .graphviz(let error): error.description
            }
        }
    }

    /// The bytes of `scene` in `format`.
    public func render(_ scene: FlowScene, as format: Format) throws(Failure) -> [UInt8] {
        // The DOT is written for the Graphviz installed: workarounds only where it needs them.
        let dot = scene.kind == .overview ? OverviewDOTEncoder().encode(scene) : DOTEncoder(graphviz: GraphvizRenderer.version).encode(scene)
        switch format {
        case .dot: return Array(dot.utf8)
        case .mermaid: return Array(MermaidEncoder().encode(scene).utf8)
        case .svg: return Array(try svg(scene, dot: dot).utf8)
        case .html: return Array(HTMLView.render(scene: scene, svg: try svg(scene, dot: dot)).utf8)
        case .png, .pdf: return try layout(scene, dot: dot, format: format.rawValue)
        }
    }

    private func svg(_ scene: FlowScene, dot: String) throws(Failure) -> String {
        let bytes = try layout(scene, dot: dot, format: "svg")
        return SVGTitles.apply(to: String(decoding: bytes, as: UTF8.self), scene: scene)
    }

    private func layout(_ scene: FlowScene, dot: String, format: String) throws(Failure) -> [UInt8] {
        guard scene.nodes.count <= maximumNodes else { throw .tooLarge(nodes: scene.nodes.count, limit: maximumNodes) }
        do {
            return try GraphvizRenderer().render(dot: dot, format: format)
        } catch {
            throw .graphviz(error)
        }
    }
}
