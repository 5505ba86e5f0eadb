import FlowvizJSON
import FlowvizLint
import FlowvizSynth
import Foundation

/// Load + lint of a JSON definition, as `flowviz lint FILE` does in-process, against
/// Foundation's `JSONSerialization` parsing the same file. Both read the file inside the timing.
enum LintSuite: BenchmarkSuite {
    static let name = "lint"
    static let sizes = [1_000, 10_000, 100_000]

    static func prepare(size: Int, seed: UInt64, in directory: String) throws -> [Benchmark] {
        let app = SyntheticApp(seed: seed, screens: size, bugs: Set(SyntheticBug.allCases))
        let path = directory + "/lint-\(size).json"
        let json = Array(app.json().utf8)
        try Data(json).write(to: URL(fileURLWithPath: path))
        let megabytes = String(format: "%.1f", Double(json.count) / 1_048_576)
        return [Benchmark(
            name: "load + lint",
            size: "\(grouped(size)) screens, \(grouped(app.coordinatorSizes.count)) coordinators (\(megabytes) MiB)",
            operation: .childMode("lint", arguments: [path]),
            floorName: "`JSONSerialization` parse",
            floor: .childMode("parse-json", arguments: [path])
        )]
    }

    static let childModes: [String: ChildMode] = [
        "lint": { arguments in
            let path = try onlyArgument(arguments)
            return try timed {
                let graph = try JSONGraphLoader.load(contentsOf: path)
                consume(Linter.lint(graph))
            }
        },
        "parse-json": { arguments in
            let path = try onlyArgument(arguments)
            return try timed {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                consume(try JSONSerialization.jsonObject(with: data))
            }
        },
    ]

    private static func onlyArgument(_ arguments: [String]) throws -> String {
        guard arguments.count == 1 else { throw ModeFailure(description: "expected one file, got \(arguments)") }
        return arguments[0]
    }
}
