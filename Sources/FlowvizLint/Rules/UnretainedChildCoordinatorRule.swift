import FlowvizCore

/// Finds child coordinators started without the parent keeping a reference.
public struct UnretainedChildCoordinatorRule: Rule {
    public static let description = RuleDescription(
        id: "unretained_child_coordinator",
        name: "Unretained child coordinator",
        summary: "A child coordinator started without being retained: it deallocates at once and its flow dies.",
        rationale: """
            A coordinator object lives only as long as someone holds it. A parent that creates a \
            child, calls start() and keeps no reference (no childCoordinators.append, no children \
            insert, no stored property) loses it at the end of the method: the screens it pushed stay, \
            but their handlers talk to a deallocated coordinator, so the flow never resumes (seed 004's \
            broken purchase flow).
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [↓{"on": "didTapBuy", "action": "start", "coordinator": "Buy", "retained": false}]}]}"#, #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
        ]
    )

    public init() {}

    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        analysis.childStarts.filter { $0.facts.retained == false }.map { site in
            let parent = analysis.graph.coordinators[site.parent]
            let child = analysis.graph.coordinators[site.child]
            return finding(
                "\(child.displayName) is started from \(site.origin) but never kept: it is released at once and its flow never resumes",
                at: site.location, element: site.element,
                notes: [
                    .init("\(child.displayName) is declared here", at: child.location),
                    .init("keep it in \(parent.displayName)'s child coordinators until it finishes", at: parent.location),
                ]
            )
        }
    }
}
