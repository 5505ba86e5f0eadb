import ArgumentParser
import FlowvizCore
import FlowvizGraphviz
import FlowvizLint
import FlowvizRender

extension FlowRenderer.Format: ExpressibleByArgument {}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the flows of a definition, with its findings marked on the picture.",
        discussion: """
            Formats: svg (default, laid out in-process by Graphviz), png and pdf (where Graphviz has \
            the plugin), dot (the exact DOT that is laid out), mermaid (a flowchart GitHub renders in \
            Markdown), html (one self-contained page: pan, zoom, search, click to highlight paths, \
            findings beside the picture).
            """
    )

    @Argument(help: "The flowviz JSON file, or the app's Swift source directory.", completion: Completions.input)
    var file: String

    @Option(name: [.short, .customLong("output")], help: "Write to this file (atomically) instead of stdout.", completion: Completions.file)
    var output: String?

    @Option(help: "Output format: \(FlowRenderer.Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: FlowRenderer.Format = .svg

    @Flag(name: .customLong("no-findings"), help: "Do not mark lint findings on the picture.")
    var noFindings = false

    @Option(help: "Draw only this coordinator and its descendants.", completion: Completions.coordinator)
    var focus: String?

    @Option(help: "Expand at most N levels of child coordinators; the next level is drawn collapsed.")
    var depth: Int?

    @Flag(name: [.short, .long], help: "When scanning Swift sources, list the code the scanner skipped on stderr.")
    var verbose = false

    @Flag(help: "Draw child coordinators as single nodes.")
    var collapse = false

    @Option(name: .customLong("max-nodes"), help: "Refuse drawings with more nodes than this (default \(FlowRenderer.defaultMaximumNodes)).")
    var maximumNodes: Int = FlowRenderer.defaultMaximumNodes

    func validate() throws {
        if let depth, depth < 0 { throw ValidationError("--depth must be 0 or more.") }
        if maximumNodes < 1 { throw ValidationError("--max-nodes must be at least 1.") }
    }

    func run() throws {
        let graph = try Input.load(file, verbose: verbose)
        let options = RenderOptions(showFindings: !noFindings, focus: focus, depth: depth, collapse: collapse)
        let scene: FlowScene
        do {
            scene = try SceneBuilder.scene(for: graph, findings: noFindings ? [] : Linter.lint(graph), options: options)
        } catch {
            Output.standardError("error: \(error.description)")
            throw ExitCode(64)
        }
        let bytes: [UInt8]
        do {
            bytes = try FlowRenderer(maximumNodes: maximumNodes).render(scene, as: format)
        } catch {
            Output.standardError("error: cannot render '\(file)': \(error.description)")
            throw ExitCode(1)
        }
        try Output.write(bytes, to: output)
    }
}
