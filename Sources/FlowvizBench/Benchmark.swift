import Foundation

/// One row of the table: an operation of flowviz and its floor, the least the same work costs
/// with a standard tool, both measured in the same run on the same input.
struct Benchmark {
    /// How one side of a row is measured.
    enum Measurement {
        /// A child of this binary runs `mode` (see ``ChildModes``) once and reports the seconds
        /// the operation took inside the process (process start and untimed set-up excluded)
        /// and the process's own peak memory.
        case childMode(String, arguments: [String])
        /// An external program, started by a child of this binary: the wall-clock time from
        /// spawn to exit, start-up included, and its peak memory.
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
    /// Whether a peak is only an upper bound (see ``ChildModes/spawn``).
    var peakIsBound: Bool
    var floorPeakIsBound: Bool

    var ratio: Double { seconds / floorSeconds }
}

extension Benchmark.Measurement {
    /// Runs the measurement once in a child process; an external program's peak memory is
    /// measured only when `peak` is set (it takes a second run of the program).
    func runOnce(peak: Bool) throws -> Measured {
        let (mode, arguments) = switch self {
        case .childMode(let mode, let arguments): (mode, arguments)
        case .process(let path, let arguments): ("spawn", [peak ? "peak" : "time", path] + arguments)
        }
        let child = try ChildProcess.run(ChildModes.executablePath, ["measure", mode] + arguments)
        let fields = child.output.split(whereSeparator: \.isWhitespace)
        guard child.succeeded, fields.count == 3, let seconds = Double(fields[0]), let peak = Int(fields[1]) else {
            throw ChildProcess.Failure(description: "measure \(mode) \(arguments.joined(separator: " ")) failed (status \(child.status)): \(child.output)")
        }
        return Measured(seconds: seconds, peakBytes: peak, peakIsBound: fields[2] == "bound")
    }
}

extension Benchmark {
    /// Runs operation and floor alternately `runs` times; medians of time and of peak memory.
    func run(runs: Int) throws -> BenchmarkResult {
        var measured = [Measured](), floorMeasured = [Measured]()
        for run in 0..<runs {
            measured.append(try operation.runOnce(peak: run == 0))
            floorMeasured.append(try floor.runOnce(peak: run == 0))
        }
        /// Peaks are measured in every run of this binary's own modes, in the first of a program's.
        func peak(_ results: [Measured]) -> Int { Int(median(results.filter { $0.peakBytes > 0 }.map { Double($0.peakBytes) })) }
        return BenchmarkResult(
            benchmark: self,
            seconds: median(measured.map(\.seconds)), peakBytes: peak(measured),
            floorSeconds: median(floorMeasured.map(\.seconds)), floorPeakBytes: peak(floorMeasured),
            peakIsBound: measured.contains(where: \.peakIsBound), floorPeakIsBound: floorMeasured.contains(where: \.peakIsBound)
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
