// FlowvizTesting: assertions for a team's own test target.
//
// Nothing here links XCTest or Swift Testing: failures go through IssueReporting's
// `reportIssue`, which records them in whichever framework runs the current test. On Linux the
// test target must also link `IssueReportingTestSupport` (see the README).
import FlowvizCore
import FlowvizLint
import IssueReporting

/// Fails the current test once per finding (message `rule_id: message` plus its location), at the caller's file/line/column.
///
/// Every finding counts, warnings included; notes (a part of the flow not fully read) do not.
/// `ruleIDs` lists rules whose findings are accepted;
/// an id that names no rule is itself reported, so a typo cannot silently accept nothing.
public func assertFlowsValid(
    _ graph: AppGraph,
    ignoring ruleIDs: [String] = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let known = RuleRegistry.all.map { $0.description.id }
    for id in ruleIDs where !known.contains(id) {
        reportIssue(
            "ignoring: unknown rule id '\(id)'\(Suggestions.hint(for: id, in: known))",
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }
    for finding in Linter.lint(graph) where !ruleIDs.contains(finding.ruleID) && finding.severity != .note {
        reportIssue(FlowvizIssue.message(for: finding), fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Fails unless linting `graph` reports a finding of rule `ruleID` about `element`.
///
/// For pinning a known bug in a test (or a rule's own tests); other findings are not failures.
public func assertFinding(
    _ graph: AppGraph, rule ruleID: String, at element: ElementReference,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let findings = Linter.lint(graph)
    guard !findings.contains(where: { $0.ruleID == ruleID && $0.element == element }) else { return }
    let found = findings.isEmpty ? "no findings" : "findings:\n" + findings.map { "  " + FlowvizIssue.summary(of: $0) }.joined(separator: "\n")
    reportIssue(
        "expected a \(ruleID) finding at \(FlowvizIssue.describe(element)), got \(found)",
        fileID: fileID, filePath: filePath, line: line, column: column
    )
}

/// How FlowvizTesting words its failures.
enum FlowvizIssue {
    /// `rule_id: message`, then the element's location and the finding's notes, one per line.
    static func message(for finding: Finding) -> String {
        var lines = ["\(finding.ruleID): \(finding.message)"]
        lines.append("  at \(finding.location.map(String.init(describing:)) ?? FlowvizIssue.describe(finding.element))")
        for note in finding.notes {
            lines.append("  note: \(note.message)" + (note.location.map { " (\($0))" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }

    /// `rule_id at element (file:line:col)`.
    static func summary(of finding: Finding) -> String {
        "\(finding.ruleID) at \(describe(finding.element))" + (finding.location.map { " (\($0))" } ?? "")
    }

    /// An element in the names a developer uses: `Coordinator.Screen`, `Coordinator.Screen.trigger`.
    static func describe(_ element: ElementReference) -> String {
        switch element {
        case .graph: "the graph"
        case .coordinator(let name): "coordinator \(name)"
        case .screen(let coordinator, let screen): "screen \(coordinator).\(screen)"
        case .transition(let coordinator, let screen, let trigger, let index): "transition \(coordinator).\(screen).\(trigger) #\(index)"
        case .startEntry(let coordinator, let index): "start entry #\(index) of \(coordinator)"
        case .handler(let coordinator, let event): "handler of '\(event)' in \(coordinator)"
        case .deepLink(let name): "deep link '\(name)'"
        case .sourceFact(_, let kind, let subject, let detail): "\(kind) in \(subject) (\(detail))"
        }
    }
}
