import ArgumentParser
import FlowvizConfig

struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Work with baselines written by `flowviz lint --write-baseline`.",
        subcommands: [Compare.self]
    )

    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show what was fixed (in OLD only) and what is new (in NEW only).",
            discussion: "Exit codes: 0 nothing new; 1 NEW has entries OLD does not, or a baseline could not be read."
        )

        @Argument(help: "The older baseline.", completion: Completions.file) var old: String
        @Argument(help: "The newer baseline.", completion: Completions.file) var new: String

        func run() throws {
            let (fixed, added) = Baseline.compare(old: try load(old), new: try load(new))
            print("Fixed (\(fixed.count)):")
            for entry in fixed { print("  \(entry.ruleID) \(entry.element)") }
            print("New (\(added.count)):")
            for entry in added { print("  \(entry.ruleID) \(entry.element)") }
            if !added.isEmpty { throw ExitCode(1) }
        }

        private func load(_ path: String) throws -> Baseline {
            do {
                return try Baseline.load(path: path)
            } catch {
                for diagnostic in error.diagnostics { Output.error(diagnostic) }
                throw ExitCode(1)
            }
        }
    }
}
