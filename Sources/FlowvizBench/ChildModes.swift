import Foundation

/// What `flowviz-bench measure MODE ARGS...` runs: untimed set-up, then the timed operation.
/// Each suite contributes its modes (the operation and, where the floor runs in-process too,
/// the floor); ``ChildModes/spawn`` runs external programs.
typealias ChildMode = @Sendable (_ arguments: [String]) throws -> Measured

/// One measurement: seconds, and peak memory in bytes.
struct Measured {
    var seconds: Double
    var peakBytes: Int
    /// Whether `peakBytes` is only an upper bound (see ``ChildModes/spawn``).
    var peakIsBound = false
}

enum ChildModes {
    /// Every mode of every suite, by name.
    static var all: [String: ChildMode] {
        var modes: [String: ChildMode] = ["spawn": spawn]
        for suite in benchmarkSuites {
            modes.merge(suite.childModes) { first, _ in first }
        }
        return modes
    }

    /// This binary, which the parent starts again for each measurement.
    static var executablePath: String {
        Bundle.main.executablePath ?? CommandLine.arguments[0]
    }
}

extension ChildModes {
    /// Runs an external program with stderr discarded (arguments: `peak` or `time`, its path,
    /// then its arguments): wall-clock seconds from spawn to exit. With `peak`, its peak memory
    /// too, from a second run under GNU time (`/usr/bin/time -f %M`), which starts it from a
    /// process of about 2 MB: Linux starts a child's `ru_maxrss` at its parent's peak, and this
    /// process alone is about 20 MB. Without GNU time the figure is this run's `ru_maxrss`, an
    /// upper bound. With `time`, the peak is reported as 0 (not measured).
    static let spawn: ChildMode = { arguments in
        guard arguments.count >= 2, ["peak", "time"].contains(arguments[0]) else {
            throw ModeFailure(description: "spawn: expected peak|time, a program and its arguments")
        }
        let path = arguments[1], programArguments = Array(arguments.dropFirst(2))
        let child = try ChildProcess.run(path, programArguments, discardStandardError: true)
        guard child.succeeded else { throw ModeFailure(description: "\(path) failed (status \(child.status))") }
        guard arguments[0] == "peak" else { return Measured(seconds: child.wallSeconds, peakBytes: 0) }
        let gnuTime = "/usr/bin/time", report = FileManager.default.temporaryDirectory.path + "/flowviz-bench-peak-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: report) }
        if FileManager.default.isExecutableFile(atPath: gnuTime),
           try ChildProcess.run(gnuTime, ["-f", "%M", "-o", report, path] + programArguments, discardStandardError: true).succeeded,
           let text = try? String(contentsOfFile: report, encoding: .utf8),
           let kilobytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
            return Measured(seconds: child.wallSeconds, peakBytes: kilobytes * 1024)
        }
        return Measured(seconds: child.wallSeconds, peakBytes: child.peakBytes, peakIsBound: true)
    }
}

/// Times `body` on the monotonic clock; the peak memory is this process's own.
func timed(_ body: () throws -> Void) rethrows -> Measured {
    let start = monotonicSeconds()
    try body()
    let seconds = monotonicSeconds() - start
    return Measured(seconds: seconds, peakBytes: ownPeakBytes())
}

/// Keeps a result alive so the optimiser cannot drop the work that made it.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// A failure in a child mode, printed by the child and reported by the parent.
struct ModeFailure: Error, CustomStringConvertible {
    var description: String
}
