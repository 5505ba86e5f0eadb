import ArgumentParser
import FlowvizJSON

struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Print a flow definition as canonical JSON (sorted keys, stable, pretty)."
    )

    @Argument(help: "The flowviz JSON file.", completion: Completions.file)
    var file: String

    @Option(name: [.short, .customLong("output")], help: "Write to this file instead of stdout (`-`: stdout).", completion: Completions.file)
    var output: String?

    func run() throws {
        let graph = try Input.load(file)
        // `source` fields (Swift locations written by `flowviz scan`) are kept, relative to the output.
        let text = CanonicalWriter.string(for: graph, sources: .write(document: Output.file(output) ?? file, source: file))
        try Output.write(Array(text.utf8), to: output)
    }
}
