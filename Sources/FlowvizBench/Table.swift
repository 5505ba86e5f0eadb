import Foundation

/// The Markdown table the benchmark prints, and the machine it ran on.
enum Table {
    static let header = """
        | benchmark | size | flowviz | floor | floor time | ratio | flowviz peak memory | floor peak memory |
        |---|---|---:|---|---:|---:|---:|---:|
        """

    static func row(_ result: BenchmarkResult) -> String {
        let b = result.benchmark
        return "| \(b.name) | \(b.size) | \(seconds(result.seconds)) | \(b.floorName) | \(seconds(result.floorSeconds)) | "
            + "\(String(format: "%.2f", result.ratio))x | \(megabytes(result.peakBytes, bound: result.peakIsBound)) | "
            + "\(megabytes(result.floorPeakBytes, bound: result.floorPeakIsBound)) |"
    }

    private static func seconds(_ value: Double) -> String {
        value < 1 ? String(format: "%.0f ms", value * 1000) : String(format: "%.2f s", value)
    }

    /// `≤ 20 MB` when the figure is only an upper bound.
    private static func megabytes(_ bytes: Int, bound: Bool) -> String {
        (bound ? "≤ " : "") + String(format: "%.0f MB", Double(bytes) / 1_000_000)
    }

    /// CPU model, cores, memory and OS, from /proc and /etc/os-release where present.
    static func machine() -> String {
        let cpu = firstValue(in: "/proc/cpuinfo", key: "model name") ?? "unknown CPU"
        let os = firstValue(in: "/etc/os-release", key: "PRETTY_NAME", separator: "=")?.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) ?? "unknown OS"
        let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
        return "Machine: \(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(String(format: "%.0f", memory)) GiB, \(os)."
    }

    private static func firstValue(in path: String, key: String, separator: Character = ":") -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: separator, maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == key {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }
}
