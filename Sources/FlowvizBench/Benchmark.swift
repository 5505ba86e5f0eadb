import Foundation

/// One row of the table: an operation of flowviz and its floor, the least the same work costs
/// with a standard tool, both measured in the same run on the same input.
struct Benchmark {
    /// How one side of a row is measured.
    enum Measurement {
        /// A child of this binary runs `mode` (see ``ChildModes``) once and prints the seconds
        /// the operation took inside the process: process start and untimed set-up are excluded.
        case childMode(String, arguments: [String])
        /// An external program: the wall-clock time from spawn to exit, start-up included.
        case process(path: String, arguments: [String])
    }

    /// What is measured ("load + lint").
    var name: String
    /// The input size, as printed ("100,000 screens").
    var size: String
    var operation: Measurement
    /// What the floor is ("JSONSerialization parse").
    var floorName: String
    var floor: Measurement
}

/// The medians of a row over its runs.
struct BenchmarkResult {
    var benchmark: Benchmark
    var seconds: Double
    var peakBytes: Int
    var floorSeconds: Double
    var floorPeakBytes: Int

    var ratio: Double { seconds / floorSeconds }
}

extension Benchmark.Measurement {
    /// Runs the measurement once in a child process: seconds and peak memory.
    func runOnce() throws -> (seconds: Double, peakBytes: Int) {
        switch self {
        case .childMode(let mode, let arguments):
            let child = try ChildProcess.run(ChildModes.executablePath, ["measure", mode] + arguments)
            guard child.succeeded, let line = child.output.split(separator: "\n").first, let seconds = Double(line) else {
                throw ChildProcess.Failure(description: "measure \(mode) \(arguments.joined(separator: " ")) failed (status \(child.status)): \(child.output)")
            }
            return (seconds, child.peakBytes)
        case .process(let path, let arguments):
            let child = try ChildProcess.run(path, arguments)
            guard child.succeeded else {
                throw ChildProcess.Failure(description: "\(path) \(arguments.joined(separator: " ")) failed (status \(child.status))")
            }
            return (child.wallSeconds, child.peakBytes)
        }
    }
}

extension Benchmark {
    /// Runs operation and floor alternately `runs` times; medians of time and of peak memory.
    func run(runs: Int) throws -> BenchmarkResult {
        var times = [Double](), peaks = [Int](), floorTimes = [Double](), floorPeaks = [Int]()
        for _ in 0..<runs {
            let measured = try operation.runOnce()
            times.append(measured.seconds)
            peaks.append(measured.peakBytes)
            let floorMeasured = try floor.runOnce()
            floorTimes.append(floorMeasured.seconds)
            floorPeaks.append(floorMeasured.peakBytes)
        }
        return BenchmarkResult(
            benchmark: self, seconds: median(times), peakBytes: Int(median(peaks.map(Double.init))),
            floorSeconds: median(floorTimes), floorPeakBytes: Int(median(floorPeaks.map(Double.init)))
        )
    }
}

/// The middle value (the mean of the two middle ones for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
