import FlowvizCore
import FlowvizJSON
import FlowvizLint
import Testing

/// Runs every rule's declared examples (linting with all rules, as users do): a new rule is
/// tested by declaring them.
@Suite struct RuleExampleTests {
    static let ruleIDs = RuleRegistry.all.map { $0.description.id }

    @Test(arguments: ruleIDs)
    func triggeringExamplesTrigger(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(id: ruleID))
        #expect(!rule.description.triggeringExamples.isEmpty, "\(ruleID) declares no triggering example")
        for (index, example) in rule.description.triggeringExamples.enumerated() {
            let graph = try JSONGraphLoader.load(string: example, file: "\(ruleID)-triggering-\(index + 1).json")
            let findings = Linter.lint(graph).filter { $0.ruleID == ruleID }
            #expect(!findings.isEmpty, "triggering example \(index + 1) of \(ruleID) found nothing")
            for finding in findings {
                #expect(finding.ruleID == ruleID)
                #expect(finding.severity == rule.description.defaultSeverity)
                #expect(finding.location != nil, "\(finding)")
            }
        }
    }

    @Test(arguments: ruleIDs)
    func nonTriggeringExamplesDoNot(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(id: ruleID))
        #expect(!rule.description.nonTriggeringExamples.isEmpty, "\(ruleID) declares no non-triggering example")
        for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
            let graph = try JSONGraphLoader.load(string: example, file: "\(ruleID)-non-triggering-\(index + 1).json")
            #expect(Linter.lint(graph).filter { $0.ruleID == ruleID }.map(\.description) == [], "non-triggering example \(index + 1) of \(ruleID)")
        }
    }

    @Test func everyRuleOfTheDomainIsRegistered() {
        #expect(Set(Self.ruleIDs) == [
            "unreachable_screen", "unreachable_coordinator", "missing_did_finish", "dead_end_screen",
            "leaked_child_coordinator", "unretained_child_coordinator", "unhandled_flow_event",
            "view_controller_navigates", "child_references_parent",
            "push_without_navigation_stack", "invalid_deep_link", "empty_start", "superfluous_suppression",
            "unreachable_route",
        ])
        for rule in RuleRegistry.all {
            #expect(!rule.description.rationale.isEmpty && !rule.description.summary.isEmpty && !rule.description.name.isEmpty)
        }
    }
}
