import FlowvizCore

/// Finds screens that no path from the root's start reaches.
public struct UnreachableScreenRule: Rule {
    public static let description = RuleDescription(
        id: "unreachable_screen",
        name: "Unreachable screen",
        summary: "A screen that no path from the root's start reaches.",
        rationale: """
            A coordinator creates and shows every screen of its flow. A screen that no start, push, \
            present, child start or handled flow event leads to is dead code, or a flow whose entry \
            was lost in a refactoring (a button whose handler was never installed).
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home"}, ↓{"name": "Orphan"}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapDetail", "action": "push", "screen": "Detail"}]}, {"name": "Detail"}]}"#),
        ],
        triggeringSwiftExamples: [swiftExample(triggering: true)],
        nonTriggeringSwiftExamples: [swiftExample(triggering: false)]
    )

    public init() {}

    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        var findings = [Finding]()
        let reach = analysis.reachability
        for id in analysis.screenOwners.indices where !reach.screens[id] {
            let owner = analysis.screenOwners[id]
            // Screens of an unreachable coordinator are covered by unreachable_coordinator.
            guard reach.coordinators[owner.coordinator] else { continue }
            let (coordinator, screen) = analysis.screen(id)
            findings.append(finding(
                "\(screen.typeName ?? screen.name) in \(coordinator.displayName) is unreachable: no start, push, present or handled event leads to it",
                at: screen.location,
                element: .screen(coordinator: coordinator.name, screen: screen.name),
                notes: [.init("\(coordinator.displayName) is declared here", at: coordinator.location)]
            ))
        }
        return findings
    }
}
