import FlowvizCore
import FlowvizDSL
import FlowvizJSON
import FlowvizLint
import Testing

@Suite struct SuppressionTests {
    /// The photo store where Buy is kept but never released, with `suppress` spliced in.
    func leakyStore(coordinatorSuppress: String = "", screenSuppress: String = "", transitionSuppress: String = "") throws(GraphLoadError) -> AppGraph {
        try JSONGraphLoader.load(string: """
            {"version": 1, "coordinators": [
              {"name": "App", "root": true \(coordinatorSuppress), "start": [{"screen": "Photo"}], "screens": [
                {"name": "Photo" \(screenSuppress), "transitions": [
                  {"on": "didBuyPhoto", "action": "start", "coordinator": "Buy", "releasedOnFinish": false \(transitionSuppress)}]}]},
              {"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}],
               "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}
            ]}
            """, file: "store.json")
    }

    @Test func unsuppressedLeakIsReported() throws {
        #expect(Linter.lint(try leakyStore()).map(\.ruleID) == ["leaked_child_coordinator"])
    }

    @Test(arguments: [
        (#", "suppress": ["leaked_child_coordinator"]"#, "", ""),
        ("", #", "suppress": [{"rule": "leaked_child_coordinator", "reason": "released by the legacy router"}]"#, ""),
        ("", "", #", "suppress": ["leaked_child_coordinator"]"#),
    ])
    func suppressionOnTheElementOrAContainerSilencesTheFinding(coordinator: String, screen: String, transition: String) throws {
        let graph = try leakyStore(coordinatorSuppress: coordinator, screenSuppress: screen, transitionSuppress: transition)
        #expect(Linter.lint(graph).isEmpty)
    }

    @Test func suppressionOfAnotherRuleDoesNotSilenceAndIsSuperfluous() throws {
        let graph = try leakyStore(transitionSuppress: #", "suppress": ["unretained_child_coordinator"]"#)
        let findings = Linter.lint(graph)
        #expect(findings.map(\.ruleID) == ["leaked_child_coordinator", "superfluous_suppression"])
        let superfluous = try #require(findings.last)
        #expect(superfluous.severity == .warning)
        #expect(superfluous.message == "the suppression of unretained_child_coordinator on transition Photo.didBuyPhoto of App suppresses nothing: remove it")
        #expect(superfluous.location?.line == 4)
    }

    @Test func unknownRuleIDInASuppressionIsReportedWithASuggestion() throws {
        let graph = try leakyStore(screenSuppress: #", "suppress": ["leaked_child"]"#)
        let superfluous = Linter.lint(graph).filter { $0.ruleID == "superfluous_suppression" }
        #expect(superfluous.map(\.message) == ["the suppression on screen Photo of App names unknown rule 'leaked_child' (did you mean 'leaked_child_coordinator'?)"])
    }

    @Test func suppressionOfARuleThatDidNotRunIsNotSuperfluous() throws {
        let graph = try leakyStore(transitionSuppress: #", "suppress": ["unretained_child_coordinator"]"#)
        let findings = Linter.lint(graph, rules: [LeakedChildCoordinatorRule.self, SuperfluousSuppressionRule.self])
        #expect(findings.map(\.ruleID) == ["leaked_child_coordinator"])
    }

    @Test func dslModifierMatchesJSON() throws {
        let dsl = try AppGraph.define {
            Coordinator("App", root: true) {
                StartsWith(screen: "Photo")
                Screen("Photo") {
                    On("didBuyPhoto", .start("Buy", releasedOnFinish: false))
                        .suppressing("leaked_child_coordinator", reason: "released by the legacy router")
                }
            }
            Coordinator("Buy", attachment: .vertical(.fullScreen)) {
                StartsWith(screen: "Pay")
                Screen("Pay") { On("didPay", .finish) }
            }
        }
        #expect(Linter.lint(dsl).isEmpty)
        let json = try leakyStore(transitionSuppress: #", "suppress": [{"rule": "leaked_child_coordinator", "reason": "released by the legacy router"}]"#)
        #expect(dsl.withoutLocations() == json.withoutLocations())
        let location = try #require(dsl.root?.screens.first?.transitions.first?.suppressions.first?.location)
        #expect(location.file == "FlowvizLintTests/SuppressionTests.swift")
    }

    @Test func suppressionsRoundTripThroughTheCanonicalForm() throws {
        let graph = try leakyStore(coordinatorSuppress: #", "suppress": ["empty_start", {"rule": "dead_end_screen", "reason": "r"}]"#)
        let text = CanonicalWriter.string(for: graph)
        #expect(text.contains(#""suppress": ["#))
        let reloaded = try JSONGraphLoader.load(string: text)
        #expect(reloaded.withoutLocations() == graph.withoutLocations())
        #expect(CanonicalWriter.string(for: reloaded) == text)
    }

    @Test func malformedSuppressionIsALocatedLoadError() {
        #expect(throws: GraphLoadError.self) { try leakyStore(screenSuppress: #", "suppress": [{"reason": "no rule"}]"#) }
        do {
            _ = try leakyStore(screenSuppress: #", "suppress": [{"rul": "x"}]"#)
            Issue.record("expected a load error")
        } catch {
            #expect(error.diagnostics.map(\.message).contains { $0.contains("unknown field 'rul'") && $0.contains("did you mean 'rule'?") })
            #expect(error.diagnostics.allSatisfy { $0.location?.line == 3 })
        }
    }
}
