import FlowvizCore
import FlowvizLint
import FlowvizScan
import FlowvizTestSupport
import Foundation
import Testing

/// Whatever the sources, a scan ends with a graph (possibly empty) and never crashes or hangs:
/// mutated sample apps (lines dropped, duplicated, cut short), deep nesting, self-recursion.
@Suite struct RobustnessTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
        }
    }

    static func sources(_ app: String) throws -> [(path: String, bytes: [UInt8])] {
        let directory = Repository.url("Samples/\(app)/Sources").path
        let files = FileManager.default.enumerator(atPath: directory)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        return try files.map { ($0, Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + $0)))) }
    }

    @Test(arguments: ["PhotoStore", "Shopping", "Movies", "RootLogin"])
    func mutatedAppsScanWithoutCrashing(_ app: String) throws {
        let original = try Self.sources(app)
        var random = Random(state: UInt64(app.utf8.count))
        for _ in 0..<25 {
            var mutated = original
            let file = random.next(mutated.count)
            var lines = String(decoding: mutated[file].bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            switch random.next(4) {
            case 0: if !lines.isEmpty { lines.remove(at: random.next(lines.count)) }
            case 1: if !lines.isEmpty { let line = random.next(lines.count); lines.insert(lines[line], at: line) }
            case 2: lines = Array(lines.prefix(random.next(lines.count + 1)))
            default: if !lines.isEmpty { let line = random.next(lines.count); lines[line] = String(lines[line].prefix(random.next(lines[line].count + 1))) }
            }
            mutated[file].bytes = Array(lines.joined(separator: "\n").utf8)
            let result = SwiftScanner.scan(sources: mutated)
            _ = Linter.lint(result.graph)
        }
    }

    @Test func deepNestingAndRecursionEnd() {
        let nested = String(repeating: "vc.didTap = { [weak self] in\n", count: 300) + String(repeating: "}\n", count: 300)
        let code = """
            final class AViewController: UIViewController { var didTap: (() -> Void)? }
            final class AppCoordinator: Coordinator {
                let navigationController = UINavigationController()
                override func start() { show() }
                func show() {
                    let vc = AViewController()
            \(nested)
                    navigationController.pushViewController(vc, animated: true)
                    show()
                }
                func again() { again() }
            }
            """
        let result = SwiftScanner.scan(sources: [("Deep.swift", Array(code.utf8))])
        #expect(result.graph.coordinator(named: "App")?.start.count == 1)
    }
}
