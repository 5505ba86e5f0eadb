import FlowvizCore

/// Finds flow events that no ancestor handles.
public struct UnhandledFlowEventRule: Rule {
    public static let description = RuleDescription(
        id: "unhandled_flow_event",
        name: "Unhandled flow event",
        summary: "A flow event sent that no ancestor on any path handles.",
        rationale: """
            send(flowEvent:) hands an event to the parent coordinator, which handles it or passes \
            it on up (seed 003). An event that no ancestor handles reaches the root and vanishes: \
            the list is never refreshed, the created item never shown.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "List"}], "screens": [{"name": "List", "transitions": [{"on": "didTapAdd", "action": "start", "coordinator": "Editor"}]}]}"#,
                #"{"name": "Editor", "attachment": "horizontal", "finishesOnPopBack": true, "start": [{"screen": "Form"}], "screens": [{"name": "Form", "transitions": [↓{"on": "didSave", "action": "send", "event": "itemCreated"}]}]}"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "List"}], "screens": [{"name": "List", "transitions": [{"on": "didTapAdd", "action": "start", "coordinator": "Editor"}]}], "handles": [{"event": "itemCreated", "stopsPropagation": true}]}"#,
                #"{"name": "Editor", "attachment": "horizontal", "finishesOnPopBack": true, "start": [{"screen": "Form"}], "screens": [{"name": "Form", "transitions": [{"on": "didSave", "action": "send", "event": "itemCreated"}]}]}"#
            ),
        ],
        triggeringSwiftExamples: [swiftExample(triggering: true)],
        nonTriggeringSwiftExamples: [swiftExample(triggering: false)]
    )

    public init() {}

    /// Every send from a reachable screen that has no event route: no handler up any path.
    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        let graph = analysis.graph
        let reach = analysis.reachability
        var findings = [Finding]()
        for (index, edge) in analysis.edges.enumerated() {
            guard case .send(let event) = edge.kind, let id = analysis.screenID(ofNode: edge.from), reach.screens[id],
                  analysis.routes(of: index).isEmpty else { continue }
            let coordinator = graph.coordinators[edge.coordinator]
            let screen = analysis.screen(id).screen
            findings.append(finding(
                "\(coordinator.displayName) sends flow event '\(event)' from \(screen.typeName ?? screen.name).\(edge.trigger ?? ""), but no ancestor handles it",
                at: edge.location, element: edge.element,
                notes: reach.parents[edge.coordinator].map { .init("passed to \(graph.coordinators[$0].displayName), which does not handle it", at: graph.coordinators[$0].location) }
            ))
        }
        return findings
    }
}
