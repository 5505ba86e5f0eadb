// FlowvizTesting: assertions for a team's own test target.
//
// Nothing here links XCTest or Swift Testing: failures go through IssueReporting's
// `reportIssue`, which records them in whichever framework runs the current test. On Linux the
// test target must also link `IssueReportingTestSupport` (see the README).
import FlowvizConfig
import FlowvizCore
import FlowvizLint
import IssueReporting

/// Fails the current test once per finding (message `rule_id: message` plus its location), at the caller's file/line/column.
///
/// The findings are those `flowviz lint` reports, through the same pipeline: pass the app's
/// `configuration` (e.g. `LintConfiguration.load(path:)` of its `.flowviz.yml`) so disabled
/// rules, `ignore` and severities apply as they do in CI. Every error and warning counts; notes
/// (what a scan could not read) never fail. `ruleIDs` lists rules whose findings are accepted;
/// an id that names no rule is itself reported, so a typo cannot silently accept nothing.
public func assertFlowsValid(
    _ graph: AppGraph,
    ignoring ruleIDs: [String] = [],
    configuration: LintConfiguration = LintConfiguration(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let known = RuleRegistry.all.map { $0.description.id }
    for id in ruleIDs where !known.contains(id) {
        reportIssue(
            "ignoring: unknown rule id '\(id)'\(Suggestions.hint(for: id, in: known))",
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }
    let findings = LintPipeline(configuration: configuration).run(graph: graph).findings
    for finding in findings where finding.severity != .note && !ruleIDs.contains(finding.ruleID) {
        reportIssue(FlowvizIssue.message(for: finding), fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Fails unless linting `graph` reports a finding of rule `ruleID` about `element`.
///
/// For pinning a known bug in a test (or a rule's own tests); other findings are not failures.
/// `element` names its coordinator by its name (`Checkout`) or its type (`CheckoutCoordinator`);
/// a name that matches no coordinator fails with the nearest suggested.
/// The findings are the lint pipeline's under `configuration`, as for ``assertFlowsValid(_:ignoring:configuration:fileID:filePath:line:column:)``.
public func assertFinding(
    _ graph: AppGraph, rule ruleID: String, at element: ElementReference,
    configuration: LintConfiguration = LintConfiguration(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let written = element.coordinatorName, graph.coordinator(userNamed: written) == nil {
        reportIssue(
            "no coordinator named '\(written)'\(Suggestions.hint(for: written, in: graph.coordinatorUserNames))",
            fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
    }
    let element = element.named(in: graph)
    let findings = LintPipeline(configuration: configuration).run(graph: graph).findings
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

extension ElementReference {
    /// The coordinator the reference is about, as written.
    var coordinatorName: String? {
        switch self {
        case .coordinator(let c), .screen(let c, _), .transition(let c, _, _, _), .startEntry(let c, _), .handler(let c, _): c
        case .graph, .deepLink, .sourceFact: nil
        }
    }

    /// This reference with its coordinator named as `graph` names it (a type name written for it
    /// becomes its name: ``AppGraph/coordinator(userNamed:)``).
    func named(in graph: AppGraph) -> ElementReference {
        func name(_ written: String) -> String { graph.coordinator(userNamed: written)?.name ?? written }
        return switch self {
        case .coordinator(let c): .coordinator(name(c))
        case .screen(let c, let s): .screen(coordinator: name(c), screen: s)
        case .transition(let c, let s, let trigger, let index): .transition(coordinator: name(c), screen: s, trigger: trigger, index: index)
        case .startEntry(let c, let index): .startEntry(coordinator: name(c), index: index)
        case .handler(let c, let event): .handler(coordinator: name(c), event: event)
        case .graph, .deepLink, .sourceFact: self
        }
    }
}
