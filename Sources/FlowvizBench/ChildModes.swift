import Foundation

/// What `flowviz-bench measure MODE ARGS...` runs: untimed set-up, then the timed operation,
/// returning its seconds. Each suite contributes its modes (the operation and, where the floor
/// runs in-process too, the floor).
typealias ChildMode = @Sendable (_ arguments: [String]) throws -> Double

enum ChildModes {
    /// Every mode of every suite, by name.
    static var all: [String: ChildMode] {
        var modes = [String: ChildMode]()
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

/// The seconds `body` takes on the monotonic clock.
func timed(_ body: () throws -> Void) rethrows -> Double {
    let start = monotonicSeconds()
    try body()
    return monotonicSeconds() - start
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
