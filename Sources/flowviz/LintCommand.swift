import ArgumentParser
import FlowvizConfig
import FlowvizCore
import FlowvizLint
import Foundation

extension ReporterKind: ExpressibleByArgument {}
extension LintInputs.Kind: ExpressibleByArgument {}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check flow definitions and report findings in a format people or CI systems read.",
        discussion: """
            Exit codes: 0 no error-level findings; 2 error-level findings (with --strict, warnings \
            count too; notes never); 1 an input, the configuration or the baseline could not be \
            loaded (a failed input is in the report too), or the output not written; 64 usage errors.
            """
    )

    @Argument(help: "flowviz JSON files, directories of them, or Swift source directories or files to check (default: the configuration's `included` entries, else the current directory).", completion: Completions.input)
    var files: [String] = []

    @Option(help: "Report format: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var reporter: ReporterKind = .text

    @Option(name: [.short, .customLong("output")], help: "Write the report to this file (atomically) instead of stdout (`-`: stdout).", completion: Completions.file)
    var output: String?

    @Option(help: "The configuration file (default: .flowviz.yml found by walking up from the first input).", completion: Completions.file)
    var config: String?

    @Option(help: "Report only findings not recorded in this baseline (default: the configuration's `baseline`).", completion: Completions.file)
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record today's findings in this baseline file, then exit 0.", completion: Completions.file)
    var writeBaseline: String?

    @Option(name: .customLong("input-kind"), help: "Read directories as `json` (the flowviz definitions in them) or `swift` (their Swift sources, scanned); needed when a directory holds both.")
    var inputKind: LintInputs.Kind?

    @Flag(help: "Warnings count as failures for the exit code (notes never do).")
    var strict = false

    @Flag(name: .customLong("absolute-paths"), help: "Show absolute paths (the xcode reporter does so by itself in an Xcode build phase).")
    var absolutePaths = false

    @Option(help: "Colour the text report: always, never or auto (on a terminal, unless NO_COLOR is set).")
    var color: ColorChoice = .auto

    @Flag(name: [.short, .long], help: "No progress or log lines on stderr.")
    var quiet = false

    @Flag(name: [.short, .long], help: "List note-level findings (what a scan could not read), and the code the scanner skipped on stderr.")
    var verbose = false

    func run() throws {
        let selection = try Input.select(
            files, kind: inputKind, config: config, baseline: baseline, usesBaseline: writeBaseline == nil,
            verbose: verbose, quiet: quiet, command: Self.self
        )
        let pipeline = selection.pipeline
        let run = selection.run { log("Linting \($0)") }

        if let writeBaseline {
            do {
                try Baseline(entries: run.baselineEntries).write(to: writeBaseline)
            } catch {
                Output.standardError("error: \(error.description)")
                throw ExitCode(1)
            }
            log("Wrote \(run.baselineEntries.count) finding(s) to baseline \(writeBaseline)")
        }

        // Load failures are in the report; stderr repeats them unless the report is on the terminal already.
        if Output.file(output) != nil || ![.text, .xcode].contains(reporter) {
            for failure in run.loadFailures {
                for diagnostic in failure.diagnostics { Output.error(diagnostic) }
            }
        }
        let report = run.report(
            rules: pipeline.rules.map { $0.description },
            workingDirectory: FileManager.default.currentDirectoryPath,
            absolutePaths: absolutePaths || (reporter == .xcode && XcodeEnvironment.isBuildPhase)
        )
        let colorize = reporter == .text && color.enabled(forTerminal: Output.file(output) == nil && isatty(STDOUT_FILENO) == 1)
        let text = Reporters.render(report, as: reporter, colorize: colorize, toolVersion: Flowviz.version, verbose: verbose)
        try Output.write(Array(text.utf8), to: output)

        let status = run.exitStatus(strict: strict, recordingBaseline: writeBaseline != nil)
        if status != 0 { throw ExitCode(status) }
    }

    private func log(_ message: String) {
        if !quiet { Output.standardError(message) }
    }
}
