import ArgumentParser
import FlowvizJSON

struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Print a flow definition as canonical JSON (sorted keys, stable, pretty)."
    )

    @Argument(help: "The flowviz JSON file.")
    var file: String

    @Option(name: [.short, .customLong("output")], help: "Write to this file instead of stdout.")
    var output: String?

    func run() throws {
        let graph = try Input.load(file)
        try Output.write(Array(CanonicalWriter.string(for: graph).utf8), to: output)
    }
}
