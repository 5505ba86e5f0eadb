import FlowvizCore
import FlowvizLint
import FlowvizScan
import FlowvizSynth
import Testing

/// The benchmark's generated Swift apps (seed 000/004 style, written from a known graph):
/// scanning them finds the graph they were written from.
@Suite struct SyntheticSourceTests {
    static func scan(_ app: SyntheticApp) -> AppGraph {
        SwiftScanner.scan(sources: app.swiftSources().map { ($0.path, Array($0.text.utf8)) }).graph
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func scanningACleanGeneratedAppFindsItsCoordinatorsAndScreensAndNoBug(seed: UInt64) throws {
        let app = SyntheticApp(seed: seed, swiftFiles: 90)
        let written = app.graph()
        let scanned = Self.scan(app)
        #expect(Set(scanned.coordinators.compactMap(\.typeName)) == Set(written.coordinators.compactMap(\.typeName)))
        #expect(scanned.coordinators.reduce(0) { $0 + $1.screens.count } == written.coordinators.reduce(0) { $0 + $1.screens.count })
        #expect(Linter.lint(scanned).map(\.description) == [])
    }

    @Test func scanningAGeneratedAppWithBugsFindsTheSameRulesAsItsJSON() throws {
        let app = SyntheticApp(seed: 7, swiftFiles: 200, bugs: Set(SyntheticBug.allCases))
        let fromJSON = Set(Linter.lint(app.graph()).map(\.ruleID))
        // Notes say what the scan could not read; they are no findings to compare.
        let fromSources = Set(Linter.lint(Self.scan(app)).filter { $0.severity != .note }.map(\.ruleID))
        #expect(fromSources.isSubset(of: fromJSON), "\(fromSources.subtracting(fromJSON))")
        #expect(fromSources.contains("leaked_child_coordinator") && fromSources.contains("unretained_child_coordinator"))
    }
}
