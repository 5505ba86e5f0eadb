import ArgumentParser
import FlowvizCore
import FlowvizLint

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check flow definitions and print findings as path:line:col: severity: message (rule_id).",
        discussion: "Exits 0 when there are no error-level findings, 2 when there are, 1 when an input cannot be loaded."
    )

    @Argument(help: "flowviz JSON files to check.")
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("Give at least one file to lint.") }
    }

    func run() throws {
        var loadFailed = false
        var errorCount = 0
        for file in files {
            let graph: AppGraph
            do { graph = try Input.load(file) } catch { loadFailed = true; continue }
            for finding in Linter.lint(graph) {
                print(finding.description)
                for note in finding.notes {
                    print((note.location.map { "\($0): " } ?? "") + "note: \(note.message)")
                }
                if finding.severity == .error { errorCount += 1 }
            }
        }
        if loadFailed { throw ExitCode(1) }
        if errorCount > 0 { throw ExitCode(2) }
    }
}
