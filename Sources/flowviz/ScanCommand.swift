import ArgumentParser
import FlowvizCore
import FlowvizJSON
import FlowvizScan

struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Extract the flow graph from an app's Swift sources and write it as flowviz JSON.",
        discussion: """
            Reads every .swift file under the directory (hidden folders, .build, Pods, Carthage and \
            DerivedData excluded) with swift-syntax, on every core. Each element of the JSON carries \
            "source": the Swift file, line and column it came from, relative to the JSON file, so \
            `flowviz lint flows.json` points into the Swift code. `flowviz lint DIR` and \
            `flowviz render DIR` scan directly. Exit codes: 0 written; 1 nothing to scan, no \
            coordinators found, or the output not written; 64 usage errors.
            """
    )

    @Argument(help: "The app's source directory (or one Swift file).", completion: Completions.input)
    var directory: String

    @Option(name: [.short, .customLong("output")], help: "Write the JSON to this file (atomically) instead of stdout (`-`: stdout).", completion: Completions.file)
    var output: String?

    @Option(help: "The app's name in the JSON (default: the directory's name).")
    var app: String?

    @Flag(name: [.short, .long], help: "List the code the scanner skipped on stderr.")
    var verbose = false

    @Flag(name: [.short, .long], help: "No summary line on stderr.")
    var quiet = false

    func run() throws {
        var result: SwiftScanner.Result
        do {
            result = try Scanning.scan(directory, verbose: verbose, quiet: quiet, listsUnknowns: true)
        } catch {
            for diagnostic in error.diagnostics { Output.error(diagnostic) }
            throw ExitCode(1)
        }
        if let app { result.graph.name = app }
        let document = Output.file(output) ?? "flows.json"
        let text = CanonicalWriter.string(for: result.graph, sources: .write(document: document))
        try Output.write(Array(text.utf8), to: output)
    }
}
