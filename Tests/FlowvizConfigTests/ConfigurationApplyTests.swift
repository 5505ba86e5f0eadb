import FlowvizConfig
import FlowvizCore
import FlowvizJSON
import FlowvizLint
import FlowvizTestSupport
import Foundation
import Testing

@Suite struct ConfigurationApplyTests {
    // MARK: find

    @Test func findWalksUpToTheNearestConfiguration() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let outer = try temporary.file("repo/.flowviz.yml", contents: "")
        let inner = try temporary.file("repo/apps/shop/.flowviz.yml", contents: "")
        let deep = temporary.path + "/repo/apps/shop/Flows/Checkout"
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: temporary.path + "/repo/apps/other", withIntermediateDirectories: true)
        let input = try temporary.file("repo/apps/shop/Flows/Checkout/cart.json", contents: "{}")

        #expect(LintConfiguration.find(from: deep) == inner)
        #expect(LintConfiguration.find(from: input) == inner)
        #expect(LintConfiguration.find(from: deep + "/not-yet-written.json") == inner)
        #expect(LintConfiguration.find(from: temporary.path + "/repo/apps/other") == outer)
        #expect(LintConfiguration.find(from: temporary.path + "/repo/apps/shop") == inner)
        #expect(LintConfiguration.find(from: temporary.path + "/repo/apps/shop/../other/./") == outer)
    }

    @Test func aDirectoryNamedLikeTheFileIsNotAConfiguration() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let outer = try temporary.file("a/.flowviz.yml", contents: "")
        try FileManager.default.createDirectory(atPath: temporary.path + "/a/b/.flowviz.yml", withIntermediateDirectories: true)
        #expect(LintConfiguration.find(from: temporary.path + "/a/b") == outer)
    }

    // MARK: rules

    @Test func enabledRulesKeepRegistryOrder() {
        let all = RuleRegistry.all.map { $0.description.id }
        #expect(LintConfiguration().enabledRules().map { $0.description.id } == all)
        let disabled = LintConfiguration(disabledRules: ["dead_end_screen", "unreachable_screen"])
        #expect(disabled.enabledRules().map { $0.description.id } == all.filter { $0 != "dead_end_screen" && $0 != "unreachable_screen" })
        let only = LintConfiguration(onlyRules: ["empty_start", "unreachable_screen"])
        #expect(only.enabledRules().map { $0.description.id } == ["unreachable_screen", "empty_start"])
        #expect(LintConfiguration(onlyRules: []).enabledRules().isEmpty)
    }

    @Test func applyDropsFindingsOfRulesThatDoNotRun() {
        let findings = [
            finding("unreachable_screen", .screen(coordinator: "A", screen: "S")),
            finding("dead_end_screen", .screen(coordinator: "A", screen: "S")),
            finding("empty_start", .coordinator("B")),
        ]
        #expect(LintConfiguration(disabledRules: ["dead_end_screen"]).apply(to: findings).map(\.ruleID) == ["unreachable_screen", "empty_start"])
        #expect(LintConfiguration(onlyRules: ["empty_start"]).apply(to: findings).map(\.ruleID) == ["empty_start"])
        #expect(LintConfiguration().apply(to: findings) == findings)
    }

    @Test func applyOverridesSeverities() {
        let findings = [
            finding("unreachable_screen", .screen(coordinator: "A", screen: "S")),
            finding("unreachable_coordinator", .coordinator("B"), severity: .warning),
        ]
        let configuration = LintConfiguration(severities: ["unreachable_screen": .warning, "unreachable_coordinator": .error])
        #expect(configuration.apply(to: findings).map(\.severity) == [.warning, .error])
        #expect(configuration.apply(to: findings).map(\.element) == findings.map(\.element))
    }

    @Test(arguments: [
        ("MovieDetails.Credits", true), ("Credits", true), ("MovieDetails", true),
        ("Movie*", true), ("*.Cred?ts", true), ("C*s", true), ("*", true),
        ("credits", false), ("Credit", false), ("Movies.Credits", false), ("Details.*", false), ("?", false),
    ])
    func ignoreMatchesScreenNames(pattern: String, ignored: Bool) {
        let findings = [
            finding("unreachable_screen", .screen(coordinator: "MovieDetails", screen: "Credits")),
            finding("dead_end_screen", .screen(coordinator: "MovieDetails", screen: "Credits")),
        ]
        let result = LintConfiguration(ignore: ["unreachable_screen": [pattern]]).apply(to: findings)
        // `ignore` is per rule: the other rule's finding on the same screen stays.
        #expect(result.map(\.ruleID) == (ignored ? [] : ["unreachable_screen"]) + ["dead_end_screen"])
    }

    @Test func ignoreMatchesTriggersEventsDeepLinksAndCoordinators() {
        let configuration = LintConfiguration(ignore: [
            "unretained_child_coordinator": ["didBuy*"],
            "unhandled_flow_event": ["logOut"],
            "invalid_deep_link": ["promo-?"],
            "missing_did_finish": ["Onboarding"],
        ])
        let findings = [
            finding("unretained_child_coordinator", .transition(coordinator: "App", screen: "Photo", trigger: "didBuyPhoto", index: 3)),
            finding("unretained_child_coordinator", .transition(coordinator: "App", screen: "Photo", trigger: "didShare", index: 0)),
            finding("unhandled_flow_event", .handler(coordinator: "Settings", event: "logOut")),
            finding("invalid_deep_link", .deepLink("promo-1")),
            finding("invalid_deep_link", .deepLink("promo-12")),
            finding("missing_did_finish", .coordinator("Onboarding")),
            finding("missing_did_finish", .coordinator("OnboardingV2")),
            finding("missing_did_finish", .graph),
        ]
        #expect(configuration.apply(to: findings) == [findings[1], findings[4], findings[6], findings[7]])
    }

    @Test func ignoreMatchesTypeNamesWhenGivenTheGraph() throws {
        let graph = try JSONGraphLoader.load(contentsOf: Repository.sample("broken-unreachable-screen"))
        let findings = Linter.lint(graph).filter { $0.ruleID == "unreachable_screen" }
        #expect(findings.count == 1)
        let configuration = LintConfiguration(ignore: ["unreachable_screen": ["MovieCreditsViewController"]])
        #expect(configuration.apply(to: findings) == findings)
        #expect(configuration.apply(to: findings, in: graph).isEmpty)
        #expect(LintConfiguration(ignore: ["unreachable_screen": ["MovieDetailsCoord*"]]).apply(to: findings, in: graph).isEmpty)
    }

    // MARK: selects

    @Test(arguments: [
        ("/proj/Flows/app.json", true),
        ("/proj/Flows/a/b/app.json", true),
        ("/proj/Extra/one.json", true),
        ("/proj/Flows/Legacy/old.json", false),
        ("/proj/Flows/Legacy", false),
        ("/proj/Flows/x/new-draft.json", false),
        ("/proj/Other/app.json", false),
        ("/proj/Flows/app.yml", false),
        ("/proj/Flows/Legacy/../ok.json", true),
        ("/elsewhere/Flows/app.json", false),
    ])
    func selectsWithIncludedAndExcludedGlobs(path: String, selected: Bool) {
        let configuration = LintConfiguration(
            included: ["Flows/**/*.json", "Extra/one.json"],
            excluded: ["Flows/Legacy", "**/*-draft.json"],
            directory: "/proj"
        )
        #expect(configuration.selects(path) == selected)
    }

    @Test func starStaysWithinADirectoryAndIncludedDefaultsToEverything() {
        let configuration = LintConfiguration(included: ["Flows/*.json"], directory: "/proj")
        #expect(configuration.selects("/proj/Flows/a.json"))
        #expect(!configuration.selects("/proj/Flows/sub/a.json"))
        #expect(LintConfiguration(directory: "/proj").selects("/anywhere/at/all.json"))
        #expect(!LintConfiguration(excluded: ["/abs/Legacy"], directory: "/proj").selects("/abs/Legacy/x.json"))
    }

    @Test func relativeInputsResolveAgainstTheCurrentDirectory() {
        let here = FileManager.default.currentDirectoryPath
        let configuration = LintConfiguration(included: ["Samples/*.json"], directory: here)
        #expect(configuration.selects("Samples/a.json"))
        #expect(configuration.selects("./Samples/sub/../a.json"))
        #expect(!configuration.selects("Other/a.json"))
        // Without a directory, patterns resolve against the current directory too.
        #expect(LintConfiguration(excluded: ["Samples"]).selects("Samples/a.json") == false)
    }
}
