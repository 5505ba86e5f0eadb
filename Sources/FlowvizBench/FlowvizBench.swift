import ArgumentParser
import Foundation

/// `flowviz-bench`: median times and peak memory of flowviz's operations against their floors.
@main
struct FlowvizBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowviz-bench",
        abstract: "Measure load + lint, render and scan against their floors (run in release: swift run -c release flowviz-bench).",
        discussion: """
            Each measurement runs in a child process of this binary, once per process: times are \
            the operation's own, taken inside the child (the `dot` floor: spawn to exit); peak \
            memory is the child's own (VmHWM; for `dot`, GNU time's %M in its first run). Prints a Markdown table of medians over --runs runs.
            """,
        subcommands: [Run.self, Measure.self],
        defaultSubcommand: Run.self
    )
}

extension FlowvizBench {
    enum SizeSet: String, ExpressibleByArgument, CaseIterable {
        case smallest, all

        /// `small` is accepted for `smallest`.
        init?(argument: String) {
            self.init(rawValue: argument == "small" ? "smallest" : argument)
        }
    }

    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Generate inputs, measure, print the table.")

        @Option(help: "Input sizes: smallest (one per suite, for CI) or all.")
        var sizes: SizeSet = .all

        @Option(help: "Runs per measurement; the table shows medians.")
        var runs = 5

        @Option(help: "Only this suite: \(benchmarkSuites.map { $0.name }.joined(separator: ", ")).")
        var only: String?

        @Option(help: "Seed of the synthetic apps.")
        var seed: UInt64 = 1

        @Option(help: "Write inputs into this folder and keep them (default: a temporary folder, removed).")
        var inputs: String?

        func validate() throws {
            if runs < 1 { throw ValidationError("--runs must be at least 1.") }
            if let only, !benchmarkSuites.contains(where: { $0.name == only }) {
                throw ValidationError("--only takes one of: \(benchmarkSuites.map { $0.name }.joined(separator: ", ")).")
            }
        }

        func run() throws {
            let directory = inputs ?? FileManager.default.temporaryDirectory.path + "/flowviz-bench-\(getpid())"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { if inputs == nil { try? FileManager.default.removeItem(atPath: directory) } }

            emit(Table.machine())
            emit("Medians of \(runs) run\(runs == 1 ? "" : "s"), seed \(seed).\n")
            emit(Table.header)
            for suite in benchmarkSuites where only == nil || suite.name == only {
                for size in sizes == .all ? suite.sizes : Array(suite.sizes.prefix(1)) {
                    for benchmark in try suite.prepare(size: size, seed: seed, in: directory) {
                        emit(Table.row(try benchmark.run(runs: runs)))
                    }
                }
            }
        }
    }

    /// Internal: one measurement in this child process; prints the operation's seconds.
    struct Measure: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Run one measurement (used by the benchmark itself).", shouldDisplay: false)

        @Argument var mode: String
        @Argument(parsing: .allUnrecognized) var arguments: [String] = []

        func run() throws {
            guard let body = ChildModes.all[mode] else {
                throw ValidationError("unknown mode \(mode); known: \(ChildModes.all.keys.sorted().joined(separator: ", "))")
            }
            let measured = try body(arguments)
            emit("\(String(format: "%.6f", measured.seconds)) \(measured.peakBytes) \(measured.peakIsBound ? "bound" : "own")")
        }
    }
}

/// Writes a line to stdout at once (no buffering), so rows appear as they are measured.
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
