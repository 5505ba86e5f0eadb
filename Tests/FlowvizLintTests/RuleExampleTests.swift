import FlowvizCore
import FlowvizJSON
import FlowvizLint
import FlowvizTestSupport
import Testing

/// Runs every rule's declared examples (linting with all rules, as users do): a new rule is
/// tested by declaring them.
@Suite struct RuleExampleTests {
    static let ruleIDs = RuleRegistry.all.map { $0.description.id }

    /// Each triggering example finds exactly where its `↓` markers are, and a suppression of the
    /// rule on each element found silences it (and is not itself superfluous).
    @Test(arguments: ruleIDs)
    func triggeringExamplesTrigger(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(id: ruleID))
        #expect(!rule.description.triggeringExamples.isEmpty, "\(ruleID) declares no triggering example")
        for (index, example) in rule.description.triggeringExamples.enumerated() {
            let file = "\(ruleID)-triggering-\(index + 1).json"
            let (text, markers) = ExampleMarkers.strip(example)
            let graph = try JSONGraphLoader.load(string: text, file: file)
            let findings = Linter.lint(graph).filter { $0.ruleID == ruleID }
            #expect(!findings.isEmpty, "triggering example \(index + 1) of \(ruleID) found nothing")
            for finding in findings {
                #expect(finding.ruleID == ruleID)
                // A rule may say a bounded case more softly (a warning), never more severely.
                #expect(finding.severity == rule.description.defaultSeverity || finding.severity == .warning)
                #expect(finding.location != nil, "\(finding)")
            }
            let found = findings.compactMap { $0.location.map { ExampleMarkers.Position(line: $0.line, column: $0.column) } }
            #expect(Set(found) == Set(markers), "triggering example \(index + 1) of \(ruleID): findings at \(found.sorted()), markers at \(markers.sorted())")

            guard ruleID != SuperfluousSuppressionRule.description.id else { continue }
            var suppressed = graph
            for element in Set(findings.map(\.element)) {
                suppressed = RuleExampleMarkers.suppressing(ruleID, on: element, in: suppressed)
            }
            let after = Linter.lint(suppressed)
            #expect(after.filter { $0.ruleID == ruleID || $0.ruleID == SuperfluousSuppressionRule.description.id }.map(\.description) == [],
                    "suppressing \(ruleID) on its elements in triggering example \(index + 1)")
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
            "push_without_navigation_stack", "invalid_deep_link", "empty_start", "superfluous_suppression", "not_fully_read",
            "unreachable_route",
        ])
        for rule in RuleRegistry.all {
            #expect(!rule.description.rationale.isEmpty && !rule.description.summary.isEmpty && !rule.description.name.isEmpty)
        }
    }
}
