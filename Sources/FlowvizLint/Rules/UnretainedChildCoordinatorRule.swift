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
            broken purchase flow). A child with nothing to come back to is not reported: once started, \
            none of its screens does anything through it (no transition, no handler, no finish), so \
            nothing needs it alive (a child that only pushes a detail screen, fire and forget).
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [↓{"on": "didTapBuy", "action": "start", "coordinator": "Buy", "retained": false}]}]}"#, #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
        ],
        nonTriggeringExamples: [
            // Fire and forget: the child pushes a screen that never calls back.
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didSelectItem", "action": "start", "coordinator": "Detail", "retained": false}]}]}"#, #"{"name": "Detail", "attachment": "horizontal", "start": [{"screen": "Item"}], "screens": [{"name": "Item"}]}"#),
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
        ],
        triggeringSwiftExamples: [swiftExample(triggering: true)],
        nonTriggeringSwiftExamples: [swiftExample(triggering: false)]
    )

    public init() {}

    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        analysis.childStarts.filter { $0.facts.retained == false && !Self.hasNothingToComeBackTo($0.child, in: analysis) }.map { site in
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

    /// Whether, once started, nothing of the child acts through it: none of its screens has a
    /// transition, it handles no event, it finishes on no implicit exit, and nothing about its
    /// triggers or its finish is unknown.
    static func hasNothingToComeBackTo(_ c: Int, in analysis: FlowAnalysis) -> Bool {
        let child = analysis.graph.coordinators[c]
        guard child.handlers.isEmpty, !child.finishesOnPopBack, !child.finishesOnSwipeDismiss,
              child.screens.allSatisfy({ $0.transitions.isEmpty }) else { return false }
        return !analysis.graph.unknowns.contains { $0.coordinator == child.name && ($0.aspect == .triggers || $0.aspect == .finish) }
    }
}
