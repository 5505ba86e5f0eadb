import Dispatch
import FlowvizScan
import FlowvizSynth
import Foundation
import SwiftParser
import SwiftSyntax

/// Scanning a directory of Swift sources, as `flowviz scan DIR` does in-process, against
/// swift-syntax parsing the same files on all cores and doing nothing else. Both read the
/// files inside the timing.
enum ScanSuite: BenchmarkSuite {
    static let name = "scan"
    static let sizes = [200, 2_000]

    static func prepare(size: Int, seed: UInt64, in directory: String) throws -> [Benchmark] {
        let app = SyntheticApp(seed: seed, swiftFiles: size, bugs: Set(SyntheticBug.allCases))
        let folder = directory + "/scan-\(size)"
        let files = app.swiftSources()
        try SyntheticApp.write(files, to: folder)
        let bytes = files.reduce(0) { $0 + $1.text.utf8.count }
        let megabytes = String(format: "%.1f", Double(bytes) / 1_048_576)
        return [Benchmark(
            name: "scan",
            size: "\(grouped(files.count)) Swift files (\(megabytes) MiB)",
            operation: .childMode("scan", arguments: [folder]),
            floorName: "swift-syntax parse only, all cores",
            floor: .childMode("parse-swift", arguments: [folder])
        )]
    }

    static let childModes: [String: ChildMode] = [
        "scan": { arguments in
            let folder = try onlyArgument(arguments)
            return try timed {
                let result = try SwiftScanner.scan(directory: folder)
                consume(result.graph.coordinators.count)
            }
        },
        "parse-swift": { arguments in
            let folder = try onlyArgument(arguments)
            return try timed {
                let paths = try SwiftScanner.sourceFiles(under: folder)
                let count = UnsafeCounter()
                DispatchQueue.concurrentPerform(iterations: paths.count) { position in
                    guard let data = FileManager.default.contents(atPath: paths[position]) else { return }
                    let tree = Array(data).withUnsafeBufferPointer { Parser.parse(source: $0) }
                    count.add(tree.statements.count)
                }
                consume(count.value)
            }
        },
    ]

    private static func onlyArgument(_ arguments: [String]) throws -> String {
        guard arguments.count == 1 else { throw ModeFailure(description: "expected one folder, got \(arguments)") }
        return arguments[0]
    }
}

/// A counter concurrent workers add to, so the parse floor's work cannot be optimised away.
private final class UnsafeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0
    func add(_ amount: Int) { lock.lock(); total += amount; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return total }
}
