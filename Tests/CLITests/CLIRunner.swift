import FlowvizTestSupport
import Foundation

/// Runs the built `flowviz` executable and captures its output.
enum CLIRunner {
    /// The `flowviz` binary beside the test bundle in the build products directory.
    static let executable: URL = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("flowviz")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        fatalError("flowviz executable not found near \(Bundle.main.bundleURL.path)")
    }()

    static func run(_ arguments: String..., in directory: URL? = nil) throws -> ProcessResult {
        try run(arguments, in: directory)
    }

    /// Runs flowviz with `arguments` in `directory`; `environment` adds to (or, with a nil
    /// value, removes from) this process's environment.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:]) throws -> ProcessResult {
        try ProcessRunner.run(executable, arguments, in: directory, environment: environment)
    }
}
