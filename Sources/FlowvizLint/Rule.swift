import FlowvizCore

/// What a rule is: its id (the contract users put in configs), name, summary and default severity.
public struct RuleDescription: Hashable, Sendable {
    public var id: String
    public var name: String
    public var summary: String
    /// Why the rule matters in the coordinator pattern.
    public var rationale: String
    public var defaultSeverity: Severity
    /// Flow definitions (JSON, format version 1) on which the rule reports at least one finding;
    /// a `↓` marks where each finding lands (right before the element's JSON object), as in
    /// SwiftLint's examples. Remove the markers to load one.
    public var triggeringExamples: [String]
    /// Flow definitions on which the rule reports nothing.
    public var nonTriggeringExamples: [String]
    /// One-file Swift apps on which `flowviz scan` finds what the rule reports, with a `↓` right
    /// before where each finding lands (every rule has them; RuleSwiftExampleTests runs them).
    public var triggeringSwiftExamples: [String]
    /// The same apps written so that the rule reports nothing.
    public var nonTriggeringSwiftExamples: [String]

    public init(
        id: String, name: String, summary: String, rationale: String, defaultSeverity: Severity,
        triggeringExamples: [String], nonTriggeringExamples: [String],
        triggeringSwiftExamples: [String] = [], nonTriggeringSwiftExamples: [String] = []
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringSwiftExamples = triggeringSwiftExamples
        self.nonTriggeringSwiftExamples = nonTriggeringSwiftExamples
    }
}

/// A check over an app graph. One type per rule, each in its own file.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// The findings for `analysis.graph`, with the rule's default severity.
    func check(_ analysis: FlowAnalysis) -> [Finding]
}

extension Rule {
    /// A finding of this rule at its default severity.
    func finding(
        _ message: String, at location: SourceLocation?, element: ElementReference, notes: [Diagnostic.Note] = [],
        severity: Severity? = nil
    ) -> Finding {
        Finding(
            ruleID: Self.description.id, severity: severity ?? Self.description.defaultSeverity, message: message,
            location: location, element: element, notes: notes
        )
    }
}

/// Every rule flowviz knows, in a stable order.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        UnreachableScreenRule.self,
        UnreachableCoordinatorRule.self,
        MissingDidFinishRule.self,
        DeadEndScreenRule.self,
        LeakedChildCoordinatorRule.self,
        UnretainedChildCoordinatorRule.self,
        UnhandledFlowEventRule.self,
        PushWithoutNavigationStackRule.self,
        InvalidDeepLinkRule.self,
        EmptyStartRule.self,
        ViewControllerNavigatesRule.self,
        ChildReferencesParentRule.self,
        UnreachableRouteRule.self,
        SuperfluousSuppressionRule.self,
        NotFullyReadRule.self,
    ]

    /// The rule with this id.
    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}

/// Runs rules over a graph.
public enum Linter {
    /// The findings of `rules` (all by default) that no suppression in the graph covers, plus,
    /// when `superfluous_suppression` is among `rules`, the suppressions that covered nothing.
    /// Sorted by file, line, column and rule id.
    public static func lint(_ graph: AppGraph, rules: [any Rule.Type] = RuleRegistry.all) -> [Finding] {
        lint(FlowAnalysis(graph), rules: rules)
    }

    /// The findings of `rules` over an analysed graph (see ``lint(_:rules:)-(AppGraph,_)``); a
    /// caller that also draws or searches paths shares the one analysis.
    public static func lint(_ analysis: FlowAnalysis, rules: [any Rule.Type] = RuleRegistry.all) -> [Finding] {
        let graph = analysis.graph
        let superfluousID = SuperfluousSuppressionRule.description.id
        let checks = rules.filter { $0.description.id != superfluousID }
        let index = SuppressionIndex(graph)
        var used = Set<Int>()
        var findings = checks.flatMap { $0.init().check(analysis) }.filter { finding in
            let covering = index.suppressing(finding.ruleID, on: finding.element)
            used.formUnion(covering)
            return covering.isEmpty
        }
        if rules.contains(where: { $0.description.id == superfluousID }) {
            findings += SuperfluousSuppressionRule.findings(index, used: used, ranRules: Set(checks.map { $0.description.id }))
        }
        return findings.sorted(by: Finding.inReportOrder)
    }
}
