import FlowvizCore

/// Finds coordinators whose start shows nothing.
public struct EmptyStartRule: Rule {
    public static let description = RuleDescription(
        id: "empty_start",
        name: "Empty start",
        summary: "A coordinator whose start shows nothing.",
        rationale: """
            start() is where a coordinator shows its first screen or starts its first child. One \
            whose start shows nothing leaves the user looking at an empty navigation stack, or \
            presents an empty container.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapHelp", "action": "start", "coordinator": "Help"}]}]}"#,
                #"↓{"name": "Help", "attachment": "horizontal", "finishesOnPopBack": true, "start": [], "screens": [{"name": "Topics"}]}"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapHelp", "action": "start", "coordinator": "Help"}]}]}"#,
                #"{"name": "Help", "attachment": "horizontal", "finishesOnPopBack": true, "start": [{"screen": "Topics"}], "screens": [{"name": "Topics"}]}"#
            ),
        ],
        triggeringSwiftExamples: [swiftExample(triggering: true)],
        nonTriggeringSwiftExamples: [swiftExample(triggering: false)]
    )

    public init() {}

    /// A coordinator entry with no edge: no screen, no child, no start that could not be read.
    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        analysis.graph.coordinators.indices.filter { analysis.outgoing[$0].isEmpty }.map { c in
            let coordinator = analysis.graph.coordinators[c]
            return finding(
                "\(coordinator.displayName) shows nothing when it starts: its start has no screen and starts no child",
                at: coordinator.location, element: .coordinator(coordinator.name)
            )
        }
    }
}
