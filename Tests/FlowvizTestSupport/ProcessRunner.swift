import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How a finished process ended and what it wrote.
public struct ProcessResult: Sendable {
    /// The exit status (or, if a signal ended it, the signal's number).
    public var status: Int32
    public var standardOutput: Data
    public var standardError: Data

    /// Standard output as UTF-8 text.
    public var stdout: String { String(decoding: standardOutput, as: UTF8.self) }
    /// Standard error as UTF-8 text.
    public var stderr: String { String(decoding: standardError, as: UTF8.self) }
}

/// Runs a program to its end and captures its output.
public enum ProcessRunner {
    /// Thrown when a run outlasts its time limit; the process is ended (SIGTERM, then SIGKILL) first.
    public struct TimedOut: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `executable` with `arguments`, feeding it `stdin` (nothing when nil), in `directory`
    /// (this process's when nil). `environment` adds to, or with a nil value removes from, this
    /// process's environment. With a `timeout` in seconds, a longer run throws ``TimedOut``.
    ///
    /// Output goes to temporary files, not pipes, so a large output cannot block the child and a
    /// helper process the child leaves behind cannot keep the run from ending.
    public static func run(
        _ executable: URL, _ arguments: [String], stdin: Data? = nil, in directory: URL? = nil,
        environment: [String: String?] = [:], timeout: TimeInterval? = nil
    ) throws -> ProcessResult {
        let files = FileManager.default
        let scratch = files.temporaryDirectory.appendingPathComponent("flowviz-process-\(UUID().uuidString)")
        try files.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? files.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("stdin")
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        try (stdin ?? Data()).write(to: inURL)
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let input = try FileHandle(forReadingFrom: inURL)
        let output = try FileHandle(forWritingTo: outURL), error = try FileHandle(forWritingTo: errURL)
        defer { try? input.close(); try? output.close(); try? error.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (key, value) in environment { merged[key] = value }
            process.environment = merged
        }
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        if let timeout {
            if ended.wait(timeout: .now() + timeout) == .timedOut {
                // SIGTERM, then SIGKILL: a child may inherit SIGTERM ignored from the test runner.
                process.terminate()
                if ended.wait(timeout: .now() + 2) == .timedOut {
                    kill(process.processIdentifier, SIGKILL)
                    // Foundation sees the end only once the child's own children are gone too:
                    // wait a little for that, but do not hang on them.
                    _ = ended.wait(timeout: .now() + 5)
                }
                throw TimedOut(description: "\(executable.lastPathComponent) did not finish in \(timeout) s")
            }
        } else {
            ended.wait()
        }
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus,
            standardOutput: try Data(contentsOf: outURL),
            standardError: try Data(contentsOf: errURL)
        )
    }
}
