import ArgumentParser
import FlowvizConfig
import FlowvizCore
import FlowvizGraphviz
import FlowvizLint
import FlowvizRender
import Foundation

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

    @Argument(help: "The flowviz JSON file, or the app's Swift source directory or file (default: as for lint, the configuration's `included` entries, else the current directory; they must come to one input).", completion: Completions.input)
    var input: String?

    @Option(name: [.short, .customLong("output")], help: "Write to this file (atomically) instead of stdout (`-`: stdout).", completion: Completions.file)
    var output: String?

    @Option(help: "Output format: \(FlowRenderer.Format.allCases.map(\.rawValue).joined(separator: ", ")) (default: the one -o's extension names, else svg).")
    var format: FlowRenderer.Format?

    @Option(name: .customLong("input-kind"), help: "Read a directory as `json` (the flowviz definition in it) or `swift` (its Swift sources, scanned), as lint does; needed when it holds both.")
    var inputKind: LintInputs.Kind?

    @Flag(name: .customLong("no-findings"), help: "Do not mark lint findings on the picture.")
    var noFindings = false

    @Option(help: "The configuration file, as for lint (default: .flowviz.yml found by walking up from the input).", completion: Completions.file)
    var config: String?

    @Option(help: "Do not mark findings recorded in this baseline, as lint does not report them (default: the configuration's `baseline`).", completion: Completions.file)
    var baseline: String?

    @Option(help: "Draw only this coordinator and its descendants.", completion: Completions.coordinator)
    var focus: String?

    @Option(help: "Expand at most N levels of child coordinators; the next level is drawn collapsed.")
    var depth: Int?

    @Flag(name: [.short, .long], help: "When scanning Swift sources, list the code the scanner skipped on stderr.")
    var verbose = false

    @Flag(name: [.short, .long], help: "No progress, summary or note lines on stderr (errors and warnings still).")
    var quiet = false

    @Flag(help: "Draw the root's flows and every other coordinator of the hierarchy as a single node.")
    var collapse = false

    @Flag(help: "Draw the coordinator map (one node per coordinator), whatever the app's size.")
    var overview = false

    @Flag(help: "Draw every screen, however large the drawing gets.")
    var full = false

    @Flag(name: .customLong("no-legend"), help: "Do not draw the legend.")
    var noLegend = false

    @Option(name: .customLong("max-nodes"), help: "Refuse drawings with more nodes than this (default \(FlowRenderer.defaultMaximumNodes)).")
    var maximumNodes: Int = FlowRenderer.defaultMaximumNodes

    func validate() throws {
        if let depth, depth < 0 { throw ValidationError("--depth must be 0 or more.") }
        if maximumNodes < 1 { throw ValidationError("--max-nodes must be at least 1.") }
        if overview && full { throw ValidationError("--overview and --full exclude each other.") }
        if overview && (focus != nil || depth != nil || collapse) {
            throw ValidationError("--overview draws every coordinator; it takes no --focus, --depth or --collapse.")
        }
        _ = try outputFormat()
    }

    /// `--format`, else the format `-o`'s extension names, else SVG. An extension naming another
    /// format, or none flowviz writes, is a usage error: a `.png` never receives SVG.
    func outputFormat() throws -> FlowRenderer.Format {
        let file = Output.file(output) ?? ""
        let fileExtension = (file as NSString).pathExtension
        guard !fileExtension.isEmpty else { return format ?? .svg }
        let named = FlowRenderer.Format(fileExtension: fileExtension)
        switch (format, named) {
        case (nil, let named?):
            return named
        case (let format?, let named?) where format != named:
            throw ValidationError("-o \(file) names a \(named.rawValue) file, but --format is \(format.rawValue): drop --format, or name the file .\(format.fileExtensions[0]).")
        case (nil, nil):
            let known = FlowRenderer.Format.allCases.map { ".\($0.fileExtensions[0])" }.joined(separator: ", ")
            throw ValidationError("-o \(file): flowviz does not write .\(fileExtension) files; name the file \(known), or pass --format.")
        case (let format?, _):
            return format
        }
    }

    func run() throws {
        // What is drawn is what `flowviz lint` reads and reports: the same selection of inputs,
        // configuration, suppressions and baseline.
        let selection = try Input.select(
            input.map { [$0] } ?? [], kind: inputKind, config: config, baseline: baseline,
            verbose: verbose, quiet: quiet, command: Self.self
        )
        guard selection.inputs.count == 1, let file = selection.inputs.first else {
            let listed = selection.inputs.prefix(3).joined(separator: ", ") + (selection.inputs.count > 3 ? ", …" : "")
            let given = input ?? "the configuration's `included`"
            throw Usage.failure("render draws one app, and \(given) selects \(selection.inputs.count) inputs (\(listed)): name one", in: Self.self)
        }
        let run = selection.run()
        guard let analysis = run.graphs.first?.analysis else {
            for failure in run.loadFailures {
                for diagnostic in failure.diagnostics { Output.error(diagnostic) }
            }
            throw ExitCode(1)
        }
        let options = RenderOptions(showFindings: !noFindings, focus: focus, depth: depth, collapse: collapse, legend: !noLegend)
        let drawing: FlowRenderer.Drawing = overview ? .overview : full ? .full : .automatic
        let drawn: FlowRenderer.Drawn
        do {
            drawn = try FlowRenderer(maximumNodes: maximumNodes).draw(
                analysis, findings: noFindings ? [] : run.findings, options: options, drawing: drawing, as: try outputFormat()
            )
        } catch let error as SceneError {
            Output.standardError("error: \(error.description)")
            throw ExitCode(64)
        } catch let error as FlowRenderer.Failure {
            Output.standardError("error: cannot render '\(file)': \(error.description)")
            throw ExitCode(1)
        }
        if !quiet, drawing == .automatic, drawn.scene.kind == .overview, let note = drawn.scene.note {
            Output.standardError("note: \(note)")
        }
        try Output.write(drawn.bytes, to: output)
    }
}
