/// A group of benchmark rows over one operation at several input sizes.
///
/// To add one (the scanner's, for instance): a type conforming to this protocol, listed in
/// ``benchmarkSuites``; its child modes time the operation and its in-process floor.
protocol BenchmarkSuite: Sendable {
    /// The name `--only` takes.
    static var name: String { get }
    /// Input sizes, smallest first (`--sizes smallest` runs only the first).
    static var sizes: [Int] { get }
    /// Writes the input of `size` into `directory` and describes its rows.
    static func prepare(size: Int, seed: UInt64, in directory: String) throws -> [Benchmark]
    /// The modes a child process runs for this suite's measurements.
    static var childModes: [String: ChildMode] { get }
}

/// Every suite, in the order the table lists them.
let benchmarkSuites: [any BenchmarkSuite.Type] = [LintSuite.self, RenderSuite.self, ScanSuite.self]

/// `1,000` for 1000.
func grouped(_ number: Int) -> String {
    let digits = String(number)
    var out = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
        out.append(digit)
    }
    return out
}
