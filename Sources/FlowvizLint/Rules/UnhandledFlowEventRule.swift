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
        // Every send from a reachable screen, in declaration order, and who sends each event.
        var sends = [(c: Int, screen: Screen, position: Int, transition: Transition, event: String)]()
        var senders = [String: [Int]]()
        for (c, coordinator) in graph.coordinators.enumerated() {
            for (s, screen) in coordinator.screens.enumerated() {
                guard let id = analysis.screenIndex[c][screen.name], reach.screens[id], analysis.screenOwners[id].position == s else { continue }
                for (position, transition) in screen.transitions.enumerated() {
                    guard case .sendEvent(let event) = transition.action else { continue }
                    sends.append((c, screen, position, transition, event))
                    senders[event, default: []].append(c)
                }
            }
        }
        var handledAbove = [String: Set<Int>]()
        for (event, coordinators) in senders {
            handledAbove[event] = Self.coordinatorsWithAHandlerAbove(for: event, from: coordinators, analysis)
        }
        var findings = [Finding]()
        for send in sends where !handledAbove[send.event]!.contains(send.c) {
            let coordinator = graph.coordinators[send.c]
            findings.append(finding(
                "\(coordinator.displayName) sends flow event '\(send.event)' from \(send.screen.typeName ?? send.screen.name).\(send.transition.trigger), but no ancestor handles it",
                at: send.transition.location,
                element: .transition(coordinator: coordinator.name, screen: send.screen.name, trigger: send.transition.trigger, index: send.position),
                notes: reach.parents[send.c].map { .init("passed to \(graph.coordinators[$0].displayName), which does not handle it", at: graph.coordinators[$0].location) }
            ))
        }
        return findings
    }

    /// The coordinators among `senders` and above them from which `event`, sent up, meets a
    /// handler on some path.
    ///
    /// Only the senders and their ancestors matter: collects them once over the parent links,
    /// then walks down from each handler among them. Each (coordinator, event) pair is visited
    /// at most once, so over all events this is bounded by the pairs an event can travel
    /// through, like reachability's event propagation, not by events times coordinators.
    static func coordinatorsWithAHandlerAbove(for event: String, from senders: [Int], _ analysis: FlowAnalysis) -> Set<Int> {
        let parents = analysis.reachability.parents
        var above = Set(senders)
        var queue = Array(above)
        var children = [Int: [Int]]()
        while let c = queue.popLast() {
            for parent in parents[c] {
                children[parent, default: []].append(c)
                if above.insert(parent).inserted { queue.append(parent) }
            }
        }
        var marked = Set<Int>()
        var stack = [Int]()
        for c in above where analysis.graph.coordinators[c].handlers.contains(where: { $0.event == event }) {
            for child in children[c] ?? [] where marked.insert(child).inserted { stack.append(child) }
        }
        while let c = stack.popLast() {
            for child in children[c] ?? [] where marked.insert(child).inserted { stack.append(child) }
        }
        return marked
    }
}
