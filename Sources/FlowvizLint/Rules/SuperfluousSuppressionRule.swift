import FlowvizCore

/// Finds suppressions that suppress nothing.
public struct SuperfluousSuppressionRule: Rule {
    public static let description = RuleDescription(
        id: "superfluous_suppression",
        name: "Superfluous suppression",
        summary: "A suppression that suppresses nothing, or names a rule that does not exist.",
        rationale: """
            A suppression accepts a known finding. Once the bug is fixed (or the element renamed, or \
            the rule id misspelt), the suppression silently covers nothing and would hide the next \
            real finding of that rule on the element. Remove it.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "suppress": [↓{"rule": "unreachable_screen", "reason": "legacy"}]}]}"#
            ),
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "suppress": [↓"unreachable_screens"]}]}"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home"}, {"name": "Legacy", "suppress": [{"rule": "unreachable_screen", "reason": "kept for the old deep link"}]}]}"#
            ),
        ],
        triggeringSwiftExamples: [swiftExample(triggering: true)],
        nonTriggeringSwiftExamples: [swiftExample(triggering: false)]
    )

    public init() {}

    /// Lints with every other rule and reports the suppressions none of their findings used.
    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        Linter.lint(analysis.graph).filter { $0.ruleID == Self.description.id }
    }

    /// The superfluous suppressions, given which suppressions were used and which rules ran.
    static func findings(_ index: SuppressionIndex, used: Set<Int>, ranRules: Set<String>) -> [Finding] {
        let known = RuleRegistry.all.map { $0.description.id }
        let rule = SuperfluousSuppressionRule()
        // One comment in Swift (`flowviz:disable:next`, a `disable` region) suppresses on every
        // element on its lines: it is superfluous only if none of them needed it, and is reported once.
        var usedComments = Set<String>()
        var reported = Set<String>()
        func comment(_ entry: SuppressionIndex.Entry) -> String? {
            entry.suppression.location.map { "\($0)|\(entry.suppression.ruleID)" }
        }
        for position in used { if let key = comment(index.entries[position]) { usedComments.insert(key) } }
        return index.entries.enumerated().compactMap { position, entry in
            guard !used.contains(position) else { return nil }
            if let key = comment(entry) {
                guard !usedComments.contains(key), reported.insert(key).inserted else { return nil }
            }
            let id = entry.suppression.ruleID
            let message: String
            if !known.contains(id) {
                message = "the suppression on \(entry.carrierName) names unknown rule '\(id)'\(Suggestions.hint(for: id, in: known))"
            } else if ranRules.contains(id) {
                message = "the suppression of \(id) on \(entry.carrierName) suppresses nothing: remove it"
            } else {
                return nil
            }
            return rule.finding(message, at: entry.suppression.location, element: entry.carrier)
        }
    }
}
