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
                #"{"name": "Editor", "attachment": "horizontal", "finishesOnPopBack": true, "start": [{"screen": "Form"}], "screens": [{"name": "Form", "transitions": [{"on": "didSave", "action": "send", "event": "itemCreated"}]}]}"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "List"}], "screens": [{"name": "List", "transitions": [{"on": "didTapAdd", "action": "start", "coordinator": "Editor"}]}], "handles": [{"event": "itemCreated", "stopsPropagation": true}]}"#,
                #"{"name": "Editor", "attachment": "horizontal", "finishesOnPopBack": true, "start": [{"screen": "Form"}], "screens": [{"name": "Form", "transitions": [{"on": "didSave", "action": "send", "event": "itemCreated"}]}]}"#
            ),
        ]
    )

    public init() {}

    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        let graph = analysis.graph
        let reach = analysis.reachability
        var findings = [Finding]()
        var handledAbove = [String: [Bool]]()
        for (c, coordinator) in graph.coordinators.enumerated() {
            for (s, screen) in coordinator.screens.enumerated() {
                guard let id = analysis.screenIndex[c][screen.name], reach.screens[id], analysis.screenOwners[id].position == s else { continue }
                for (position, transition) in screen.transitions.enumerated() {
                    guard case .sendEvent(let event) = transition.action else { continue }
                    if handledAbove[event] == nil { handledAbove[event] = Self.coordinatorsWithAHandlerAbove(for: event, analysis) }
                    guard !handledAbove[event]![c] else { continue }
                    findings.append(finding(
                        "\(coordinator.displayName) sends flow event '\(event)' from \(screen.typeName ?? screen.name).\(transition.trigger), but no ancestor handles it",
                        at: transition.location,
                        element: .transition(coordinator: coordinator.name, screen: screen.name, trigger: transition.trigger, index: position),
                        notes: reach.parents[c].map { .init("passed to \(graph.coordinators[$0].displayName), which does not handle it", at: graph.coordinators[$0].location) }
                    ))
                }
            }
        }
        return findings
    }

    /// For each coordinator, whether an event it sends up meets a handler on some path.
    ///
    /// Walks down from each coordinator that handles `event` to its children, their children
    /// and so on: one pass over the parent links per distinct event.
    static func coordinatorsWithAHandlerAbove(for event: String, _ analysis: FlowAnalysis) -> [Bool] {
        let graph = analysis.graph
        let parents = analysis.reachability.parents
        var children = [[Int]](repeating: [], count: graph.coordinators.count)
        for (child, list) in parents.enumerated() { for parent in list { children[parent].append(child) } }
        var marked = [Bool](repeating: false, count: graph.coordinators.count)
        var stack = [Int]()
        for (c, coordinator) in graph.coordinators.enumerated() where coordinator.handlers.contains(where: { $0.event == event }) {
            for child in children[c] where !marked[child] { marked[child] = true; stack.append(child) }
        }
        while let c = stack.popLast() {
            for child in children[c] where !marked[child] { marked[child] = true; stack.append(child) }
        }
        return marked
    }
}
