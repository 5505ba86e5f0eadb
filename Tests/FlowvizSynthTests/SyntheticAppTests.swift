import FlowvizCore
import FlowvizJSON
import FlowvizLint
import FlowvizSynth
import Testing

@Suite struct SyntheticAppTests {
    @Test func sameSeedGivesTheSameBytesAndAnotherSeedOthers() {
        let bugs = Set(SyntheticBug.allCases)
        let first = SyntheticApp(seed: 7, screens: 300, bugs: bugs).json()
        #expect(SyntheticApp(seed: 7, screens: 300, bugs: bugs).json() == first)
        #expect(SyntheticApp(seed: 8, screens: 300, bugs: bugs).json() != first)
    }

    @Test(arguments: [1, 9, 10, 11, 1_234])
    func hasExactlyTheRequestedScreens(screens: Int) throws {
        let app = SyntheticApp(seed: 3, screens: screens)
        let graph = try JSONGraphLoader.load(string: app.json())
        #expect(graph.coordinators.flatMap(\.screens).count == screens)
        #expect(graph.coordinators.count == (screens + 9) / 10)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func cleanAppsLoadAndLintClean(seed: UInt64) throws {
        let graph = try JSONGraphLoader.load(string: SyntheticApp(seed: seed, screens: 2_000).json())
        let findings = Linter.lint(graph)
        #expect(findings.isEmpty, "\(findings.prefix(5).map { "\($0.ruleID): \($0.message)" })")
    }

    @Test func appsAreNestedAndUseEveryKindOfStep() throws {
        let graph = SyntheticApp(seed: 5, screens: 2_000).graph()
        let actions = graph.coordinators.flatMap(\.screens).flatMap(\.transitions).map(\.action.keyword)
        for keyword in ["push", "present", "start", "finish", "pop", "dismiss", "send"] {
            #expect(actions.contains(keyword), "no \(keyword)")
        }
        let attachments = graph.coordinators.compactMap(\.attachment)
        #expect(attachments.contains(.horizontal) && attachments.contains { $0.presentation != nil })
        #expect(graph.coordinators.contains { $0.start.count > 1 })
        #expect(graph.coordinators.contains { $0.handlers.contains { $0.action != nil } })
        #expect(!graph.deepLinks.isEmpty)
        #expect(graph.deepLinks.map(\.path.count).max()! >= 4, "the deepest link shows the nesting")
    }

    @Test(arguments: SyntheticBug.allCases)
    func eachBugIsFoundByItsRule(bug: SyntheticBug) throws {
        let app = SyntheticApp(seed: 11, screens: 500, bugs: [bug])
        let findings = Linter.lint(try JSONGraphLoader.load(string: app.json()))
        #expect(findings.contains { $0.ruleID == bug.ruleID }, "\(findings.map(\.ruleID))")
    }

    @Test func allBugsTogetherAreEachFound() throws {
        let app = SyntheticApp(seed: 12, screens: 10_000, bugs: Set(SyntheticBug.allCases))
        let rules = Set(Linter.lint(try JSONGraphLoader.load(string: app.json())).map(\.ruleID))
        #expect(rules.isSuperset(of: SyntheticBug.allCases.map(\.ruleID)))
    }

    @Test func splitMixIsStable() {
        var rng = SplitMix64(seed: 0)
        // The reference sequence of SplitMix64 from seed 0.
        #expect([rng.next(), rng.next(), rng.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }
}
