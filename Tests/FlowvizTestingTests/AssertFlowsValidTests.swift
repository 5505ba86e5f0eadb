import FlowvizConfig
import FlowvizCore
import FlowvizLint
import FlowvizSamples
import FlowvizTesting
import Foundation
import Testing

/// `assertFlowsValid` and `assertFinding` under Swift Testing: silent on clean samples, one
/// issue per finding on broken ones, located at the assertion's call.
@Suite struct AssertFlowsValidTests {
    struct Expectation: Sendable, CustomTestStringConvertible {
        var sample: String
        var ruleID: String
        var element: ElementReference
        var testDescription: String { sample }
        func graph() throws -> AppGraph { try #require(SampleCatalog.broken.first { $0.name == sample }).graph() }
    }

    static let expectations: [Expectation] = [
        Expectation(sample: "broken-unretained-buy", ruleID: "unretained_child_coordinator",
                    element: .transition(coordinator: "App", screen: "Photo", trigger: "didBuyPhoto", index: 0)),
        Expectation(sample: "broken-leaked-child", ruleID: "leaked_child_coordinator",
                    element: .transition(coordinator: "ShoppingFlow", screen: "Cart", trigger: "didTapPurchase", index: 0)),
        Expectation(sample: "broken-no-finish-on-back", ruleID: "leaked_child_coordinator", element: .transition(coordinator: "App", screen: "Photo", trigger: "didBuyPhoto", index: 0)),
        Expectation(sample: "broken-unreachable-screen", ruleID: "unreachable_screen",
                    element: .screen(coordinator: "MovieDetails", screen: "Credits")),
        Expectation(sample: "broken-no-finish", ruleID: "missing_did_finish", element: .coordinator("Login")),
    ]

    @Test(arguments: SampleCatalog.clean.map(\.name))
    func cleanSampleRecordsNoIssue(name: String) throws {
        assertFlowsValid(try #require(SampleCatalog.clean.first { $0.name == name }).graph())
    }

    @Test(arguments: expectations)
    func brokenSampleRecordsOneIssueAtTheCall(expected: Expectation) throws {
        let graph = try expected.graph()
        let finding = try #require(Linter.lint(graph).first)
        let recorded = Recorded()
        let ruleID = expected.ruleID
        let line = #line; withKnownIssue { assertFlowsValid(graph) } matching: { issue in
            recorded.append(issue)
            return issue.text.hasPrefix("\(ruleID): ")
                && issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
        }
        #expect(recorded.count == 1)
        // The message names the finding and where its element is declared, with the notes.
        let text = try #require(recorded.issues.first?.text)
        #expect(text.hasPrefix("\(ruleID): \(finding.message)"))
        #expect(text.contains("\n  at \(try #require(finding.location))"))
        #expect(text.contains("FlowvizSamples/"))
        #expect(text.contains("\n  note: "))
    }

    @Test(arguments: expectations)
    func ignoringTheRuleRecordsNoIssue(expected: Expectation) throws {
        assertFlowsValid(try expected.graph(), ignoring: [expected.ruleID])
    }

    @Test(arguments: expectations)
    func theTeamsConfigurationAppliesAsInLint(expected: Expectation) throws {
        let graph = try expected.graph()
        // Disabled for lint, disabled for the test; the other rules still run.
        assertFlowsValid(graph, configuration: LintConfiguration(disabledRules: [expected.ruleID]))
        withKnownIssue {
            assertFinding(graph, rule: expected.ruleID, at: expected.element, configuration: LintConfiguration(disabledRules: [expected.ruleID]))
        }
        // Lowered to a warning it still fails: every error and warning counts.
        withKnownIssue {
            assertFlowsValid(graph, configuration: LintConfiguration(severities: [expected.ruleID: .warning]))
        } matching: { $0.text.hasPrefix("\(expected.ruleID): ") }
    }

    @Test func ignoringAnotherRuleStillFails() throws {
        let graph = try BrokenUnreachableScreenSample.graph()
        withKnownIssue {
            assertFlowsValid(graph, ignoring: ["missing_did_finish", "leaked_child_coordinator"])
        } matching: { $0.text.hasPrefix("unreachable_screen: ") }
    }

    @Test func unknownRuleIDInIgnoringIsReported() throws {
        let graph = try MoviesSample.graph()
        let line = #line; withKnownIssue { assertFlowsValid(graph, ignoring: ["unreachable_screens"]) } matching: { issue in
            issue.text == "ignoring: unknown rule id 'unreachable_screens' (did you mean 'unreachable_screen'?)"
                && issue.sourceLocation?.line == line
        }
    }

    @Test(arguments: expectations)
    func assertFindingPassesOnTheBug(expected: Expectation) throws {
        assertFinding(try expected.graph(), rule: expected.ruleID, at: expected.element)
    }

    @Test func assertFindingFailsWhenTheFindingIsMissing() throws {
        let clean = try MoviesSample.graph()
        let line = #line; withKnownIssue { assertFinding(clean, rule: "unreachable_screen", at: .screen(coordinator: "MovieDetails", screen: "Credits")) } matching: { issue in
            issue.text == "expected a unreachable_screen finding at screen MovieDetails.Credits, got no findings"
                && issue.sourceLocation?.line == line
        }
        let broken = try BrokenUnreachableScreenSample.graph()
        withKnownIssue {
            assertFinding(broken, rule: "unreachable_screen", at: .screen(coordinator: "MovieDetails", screen: "Details"))
        } matching: { issue in
            issue.text.contains("got findings:\n  unreachable_screen at screen MovieDetails.Credits (FlowvizSamples/")
        }
    }

    @Test func everyBrokenSampleHasAnExpectation() {
        #expect(Self.expectations.map(\.sample) == SampleCatalog.broken.map(\.name))
    }
}

/// Issues seen by a `withKnownIssue` matcher, which runs as a `@Sendable` closure.
final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Issue] = []
    func append(_ issue: Issue) { lock.withLock { stored.append(issue) } }
    var issues: [Issue] { lock.withLock { stored } }
    var count: Int { issues.count }
}

extension Issue {
    /// The issue's comments, which carry the reported message.
    var text: String { comments.map(\.rawValue).joined(separator: "\n") }
}
