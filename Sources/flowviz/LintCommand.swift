import ArgumentParser
import FlowvizConfig
import FlowvizCore
import FlowvizLint
import Foundation

extension ReporterKind: ExpressibleByArgument {}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check flow definitions and report findings in a format people or CI systems read.",
        discussion: """
            Exit codes: 0 no error-level findings; 2 error-level findings (with --strict, warnings \
            count too); 1 an input, the configuration or the baseline could not be loaded, or the \
            output not written; 64 usage errors.
            """
    )

    @Argument(help: "flowviz JSON files or Swift source directories to check (default: the configuration's `included` inputs).")
    var files: [String] = []

    @Option(help: "Report format: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var reporter: ReporterKind = .text

    @Option(name: [.short, .customLong("output")], help: "Write the report to this file (atomically) instead of stdout.")
    var output: String?

    @Option(help: "The configuration file (default: .flowviz.yml found by walking up from the first input).")
    var config: String?

    @Option(help: "Report only findings not recorded in this baseline (default: the configuration's `baseline`).")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record today's findings in this baseline file, then exit 0.")
    var writeBaseline: String?

    @Flag(help: "Warnings count as failures for the exit code.")
    var strict = false

    @Flag(name: [.short, .long], help: "No progress or log lines on stderr.")
    var quiet = false

    @Flag(name: [.short, .long], help: "When scanning Swift sources, list the code the scanner skipped on stderr.")
    var verbose = false

    func run() throws {
        let configuration = try loadConfiguration()
        let inputs = try LintInputs.resolve(files, configuration: configuration)
        let rules = configuration.enabledRules()
        var matcher = try loadBaseline(configuration)?.matcher()

        var loadFailed = false
        var reported = [Finding]()
        var baselineEntries = [Baseline.Entry]()
        for file in inputs {
            log("Linting \(file)")
            let graph: AppGraph
            do { graph = try Input.load(file, verbose: verbose, quiet: quiet, selecting: LintInputs.selector(configuration)) } catch { loadFailed = true; continue }
            let findings = configuration.apply(to: Linter.lint(graph, rules: rules), in: graph)
            baselineEntries += Baseline.entries(for: findings, in: graph)
            if matcher != nil {
                reported += matcher!.filter(findings, in: graph).new
            } else {
                reported += findings
            }
        }

        if let writeBaseline {
            do {
                try Baseline(entries: baselineEntries).write(to: writeBaseline)
            } catch {
                Output.standardError("error: \(error.description)")
                throw ExitCode(1)
            }
            log("Wrote \(baselineEntries.count) finding(s) to baseline \(writeBaseline)")
        }

        let report = LintReport(
            findings: reported.sorted(by: Finding.inReportOrder),
            rules: rules.map { $0.description },
            inputs: inputs,
            workingDirectory: FileManager.default.currentDirectoryPath
        )
        let colorize = reporter == .text && output == nil && isatty(STDOUT_FILENO) == 1
            && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        let text = Reporters.render(report, as: reporter, colorize: colorize, toolVersion: Flowviz.version)
        try Output.write(Array(text.utf8), to: output)

        if loadFailed { throw ExitCode(1) }
        if writeBaseline != nil { return }
        let failing = report.findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        if failing { throw ExitCode(2) }
    }

    private func log(_ message: String) {
        if !quiet { Output.standardError(message) }
    }

    private func loadConfiguration() throws -> LintConfiguration {
        let path = config ?? LintConfiguration.find(from: files.first ?? FileManager.default.currentDirectoryPath)
        guard let path else { return LintConfiguration() }
        do {
            let configuration = try LintConfiguration.load(path: path)
            log("Using configuration \(path)")
            return configuration
        } catch {
            for diagnostic in error.diagnostics { Output.error(diagnostic) }
            throw ExitCode(1)
        }
    }

    private func loadBaseline(_ configuration: LintConfiguration) throws -> Baseline? {
        guard writeBaseline == nil, let path = baseline ?? configuration.baselinePath else { return nil }
        do {
            return try Baseline.load(path: path)
        } catch {
            for diagnostic in error.diagnostics { Output.error(diagnostic) }
            throw ExitCode(1)
        }
    }
}
