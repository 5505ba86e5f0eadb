import FlowvizCore

/// Finds child coordinators from whose start no finish is reachable.
public struct MissingDidFinishRule: Rule {
    public static let description = RuleDescription(
        id: "missing_did_finish",
        name: "Missing didFinish",
        summary: "A non-root coordinator from whose start no finish is reachable.",
        rationale: """
            A child coordinator tells its parent it is done by reporting didFinish, so the parent can \
            dismiss it and release it. A child with no reachable finish (no finish action on any of its \
            screens, and no declared finish on pop back or swipe dismiss) can never end: the user is \
            stuck in it, or the parent keeps it forever. A child the user leaves by popping back or \
            swiping its sheet away, in which nothing ever finishes, is reported where its parent keeps \
            it, as leaked_child_coordinator.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"↓{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didTapTerms", "action": "push", "screen": "Terms"}]}, {"name": "Terms"}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"{"name": "Buy", "attachment": "horizontal", "finishesOnPopBack": true, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay"}]}"#),
        ],
        triggeringSwiftExamples: [swiftExample(triggering: true)],
        nonTriggeringSwiftExamples: [swiftExample(triggering: false)]
    )

    public init() {}

    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        analysis.graph.coordinators.enumerated().compactMap { index, coordinator in
            // Nothing reaches it: unreachable_coordinator says so, and how it would be shown is not known.
            guard !coordinator.isRoot, coordinator.lifetime == .bounded, analysis.reachability.coordinators[index],
                  !Self.canFinish(index, in: analysis) else { return nil }
            // Left the implicit way, kept by a parent, nothing in it ever finishing: the parent's
            // keep is the bug, leaked_child_coordinator's one finding, at the line that keeps it.
            if Self.leftWithoutFinishing(index, in: analysis), analysis.childStarts.contains(where: { site in
                guard site.child == index, site.facts.retained == true else { return false }
                // (One a bounded parent starts from its start is freed with it: no leak to report.)
                let parent = analysis.graph.coordinators[site.parent]
                if case .startEntry = site.element, !parent.isRoot, parent.lifetime == .bounded { return false }
                return true
            }) {
                return nil
            }
            let notes = analysis.startSites(of: index).map {
                Diagnostic.Note("started from \($0.origin)", at: $0.location)
            }
            return finding(
                "\(coordinator.displayName) never reports didFinish: no screen reachable from its start finishes\(Self.missingExit(coordinator))",
                at: coordinator.location, element: .coordinator(coordinator.name), notes: notes
            )
        }
    }

    /// What the coordinator could declare to finish through the user's implicit exit.
    private static func missingExit(_ coordinator: Coordinator) -> String {
        switch coordinator.attachment {
        case .horizontal?: ", and it does not finish when the user pops back past its first screen"
        case .vertical(let presentation)? where presentation.swipeDismissible: ", and it does not finish when its sheet is swiped away"
        default: ", so the user can never leave it"
        }
    }

    /// Whether nothing in the coordinator ever finishes: no finish action on any of its screens or
    /// handlers, no declared finish on pop back or swipe dismiss, and no unknown edge that may
    /// finish. (A child with a finish it cannot reach has a finish channel its code never fires.)
    static func neverFinishes(_ c: Int, in analysis: FlowAnalysis) -> Bool {
        let coordinator = analysis.graph.coordinators[c]
        if coordinator.finishesOnPopBack || coordinator.finishesOnSwipeDismiss { return false }
        let nodes = [c] + analysis.screensOf[c].map(analysis.node(screen:)) + analysis.handlersOf[c]
        return !nodes.contains { node in analysis.outgoing[node].contains { analysis.edges[$0].mayFinish } }
    }

    /// A child the user leaves the implicit way (popping back past a horizontal child, swiping a
    /// sheet away) while nothing in it ever finishes: the user is not stuck, but a parent that
    /// keeps it can never remove it (leaked_child_coordinator reports that instead).
    static func leftWithoutFinishing(_ c: Int, in analysis: FlowAnalysis) -> Bool {
        let coordinator = analysis.graph.coordinators[c]
        switch coordinator.attachment {
        case .horizontal?: break
        case .vertical(let presentation)? where presentation.swipeDismissible: break
        default: return false
        }
        return neverFinishes(c, in: analysis)
    }

    /// Whether a finish is reachable from the coordinator's entry inside its own flow (over the
    /// edges that stay in it), from one of its handlers that an event reaches, or through an
    /// implicit exit it declares it finishes on. Unknown edges that may finish count.
    /// Linear: each of the coordinator's screens is visited once.
    static func canFinish(_ c: Int, in analysis: FlowAnalysis) -> Bool {
        let coordinator = analysis.graph.coordinators[c]
        switch coordinator.attachment {
        case .horizontal? where coordinator.finishesOnPopBack: return true
        case .vertical(let presentation)? where presentation.swipeDismissible && coordinator.finishesOnSwipeDismiss: return true
        default: break
        }
        let receivedHandlers = analysis.handlersOf[c].filter { analysis.reachability.nodes[$0] }
        var visited = Set<Int>()
        var stack = [c] + receivedHandlers
        while let node = stack.popLast() {
            guard visited.insert(node).inserted else { continue }
            for index in analysis.outgoing[node] {
                let edge = analysis.edges[index]
                if edge.mayFinish { return true }
                if let to = edge.to, analysis.screenID(ofNode: to) != nil, analysis.coordinator(ofNode: to) == c { stack.append(to) }
            }
        }
        return false
    }
}
