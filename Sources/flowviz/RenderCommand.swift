import ArgumentParser
import FlowvizCore
import FlowvizGraphviz
import FlowvizRender

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the flows of a definition as SVG (laid out in-process by Graphviz) or DOT."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, png, pdf, dot
    }

    @Argument(help: "The flowviz JSON file.")
    var file: String

    @Option(name: [.short, .customLong("output")], help: "Write to this file (atomically) instead of stdout.")
    var output: String?

    @Option(help: "Output format: svg (default), png or pdf where Graphviz has the plugin, or dot.")
    var format: Format = .svg

    func run() throws {
        let graph = try Input.load(file)
        let dot = DOTEncoder().encode(graph)
        let bytes: [UInt8]
        switch format {
        case .dot:
            bytes = Array(dot.utf8)
        case .svg, .png, .pdf:
            do {
                bytes = try GraphvizRenderer().render(dot: dot, format: format.rawValue)
            } catch {
                Output.standardError("error: cannot render '\(file)': \(error.description)")
                throw ExitCode(1)
            }
        }
        try Output.write(bytes, to: output)
    }
}
