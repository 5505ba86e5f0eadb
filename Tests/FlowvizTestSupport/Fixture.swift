import Foundation

/// Outputs compared byte for byte with files kept in the repository (mostly `Tests/Fixtures`).
///
/// With `FLOWVIZ_RECORD_FIXTURES=1` in the environment, ``check(_:against:recording:)`` writes
/// the output to the fixture instead, and still fails, so that a recording run never passes.
public enum Fixture {
    /// The environment variable that turns comparing into recording.
    public static let recordVariable = "FLOWVIZ_RECORD_FIXTURES"

    /// True when `FLOWVIZ_RECORD_FIXTURES=1`.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment[recordVariable] == "1"
    }

    /// The outcome of one check: `matches`, or a readable `message` saying why not.
    public struct Check: Sendable, Equatable {
        /// True only when the fixture exists and equals the output byte for byte.
        public let matches: Bool
        /// Empty when `matches`; otherwise the first differing line, a missing fixture, or a
        /// recording.
        public let message: String
    }

    /// Compares `actual` with the fixture at `url`, byte for byte; when `recording`, writes
    /// `actual` there atomically (creating its directory) and reports that it did. A missing
    /// fixture fails.
    public static func check(_ actual: Data, against url: URL, recording: Bool = isRecording) -> Check {
        let name = Repository.displayPath(url)
        if recording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, options: .atomic)
                return Check(matches: false, message: "recorded \(name), re-run without \(recordVariable)")
            } catch {
                return Check(matches: false, message: "cannot record \(name): \(error.localizedDescription)")
            }
        }
        guard let expected = try? Data(contentsOf: url) else {
            return Check(matches: false, message: "missing fixture \(name): run with \(recordVariable)=1 to record it")
        }
        if actual == expected { return Check(matches: true, message: "") }
        let difference = firstDifference(String(decoding: actual, as: UTF8.self), String(decoding: expected, as: UTF8.self))
        return Check(matches: false, message: "\(name) differs at \(difference)")
    }

    /// ``check(_:against:recording:)`` for text, as UTF-8.
    public static func check(_ actual: String, against url: URL, recording: Bool = isRecording) -> Check {
        check(Data(actual.utf8), against: url, recording: recording)
    }

    /// The first line where two texts differ, both versions shown.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, e.count) {
            let lhs = index < a.count ? String(a[index]) : "<end>"
            let rhs = index < e.count ? String(e[index]) : "<end>"
            if lhs != rhs { return "line \(index + 1):\n  got      \(lhs)\n  expected \(rhs)" }
        }
        return "no line: same lines, different bytes"
    }
}
