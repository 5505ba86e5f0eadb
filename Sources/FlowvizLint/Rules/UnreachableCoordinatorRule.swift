import FlowvizCore

/// Finds coordinators that no reachable path starts.
public struct UnreachableCoordinatorRule: Rule {
    public static let description = RuleDescription(
        id: "unreachable_coordinator",
        name: "Unreachable coordinator",
        summary: "A coordinator that no reachable path starts.",
        rationale: """
            A child coordinator only runs when a reachable parent starts it. One that nothing \
            starts is a whole flow the user can never see: a forgotten feature or a lost entry point.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home"}]}"#, #"↓{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
        ],
        triggeringSwiftExamples: [swiftExample(triggering: true)],
        nonTriggeringSwiftExamples: [swiftExample(triggering: false)]
    )

    public init() {}

    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        analysis.graph.coordinators.enumerated().compactMap { index, coordinator in
            guard !coordinator.isRoot, !analysis.mayBeReached[index] else { return nil }
            let sites = analysis.startSites(of: index)
            // Made in code not read by a coordinator that is itself unreachable (an unknown entry).
            let makers = analysis.entryEdges.filter { $0.to == index }
            let notes = sites.map { Diagnostic.Note("started from \($0.origin), which is itself unreachable", at: $0.location) }
                + makers.map { Diagnostic.Note("made by \(analysis.graph.coordinators[$0.coordinator].displayName), which is itself unreachable", at: $0.location) }
            let why = !makers.isEmpty ? "only unreachable code makes it" : sites.isEmpty ? "nothing starts it" : "only unreachable screens start it"
            return finding(
                "\(coordinator.displayName) is never started: \(why)",
                at: coordinator.location, element: .coordinator(coordinator.name), notes: notes
            )
        }
    }
}
