import FlowvizCore

/// Finds screens in child flows from which the user can neither finish nor go back.
public struct DeadEndScreenRule: Rule {
    public static let description = RuleDescription(
        id: "dead_end_screen",
        name: "Dead-end screen",
        summary: "A screen inside a non-root coordinator from which no finish and no way back is reachable: the user is trapped.",
        rationale: """
            Inside a child flow every screen needs a way out: a transition that finishes the flow, \
            pops or dismisses, or an exit the user always has (the back button of a pushed screen, \
            popping back past a horizontal child's first screen, swiping a sheet away). A full-screen \
            modal or the first screen of a vertical flow with none of these traps the user.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#,
                #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "present", "screen": "Receipt", "style": "fullScreen"}, {"on": "didCancel", "action": "finish"}]}, ↓{"name": "Receipt"}]}"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#,
                #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "push", "screen": "Receipt"}, {"on": "didCancel", "action": "finish"}]}, {"name": "Receipt"}]}"#
            ),
        ],
        triggeringSwiftExamples: [swiftExample(triggering: true)],
        nonTriggeringSwiftExamples: [swiftExample(triggering: false)]
    )

    public init() {}

    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        var findings = [Finding]()
        for (c, coordinator) in analysis.graph.coordinators.enumerated() where !coordinator.isRoot && coordinator.lifetime == .bounded {
            for id in Self.trappedScreens(in: c, analysis) where analysis.reachability.screens[id] {
                let screen = analysis.screen(id).screen
                findings.append(finding(
                    "\(screen.typeName ?? screen.name) in \(coordinator.displayName) is a dead end: no finish, dismiss, pop or back navigation is reachable from it, so the user is trapped",
                    at: screen.location, element: .screen(coordinator: coordinator.name, screen: screen.name),
                    notes: [.init("\(coordinator.displayName) is declared here", at: coordinator.location)]
                ))
            }
        }
        return findings
    }

    /// Screens of coordinator `c` from which no screen with a way out is reachable.
    ///
    /// A screen has a way out when an edge leaves it (finish, pop, dismiss, or an unknown that
    /// may), when it was pushed (the back button) or may have been (an unknown leads to it) or
    /// presented as a swipeable sheet, or when it is a start screen of a horizontal child or of a
    /// swipeable sheet. Walks the coordinator's
    /// edges between its screens backwards from those: linear in its screens and edges.
    static func trappedScreens(in c: Int, _ analysis: FlowAnalysis) -> [Int] {
        let coordinator = analysis.graph.coordinators[c]
        let implicitExitAtStart: Bool
        switch coordinator.attachment {
        case .horizontal?: implicitExitAtStart = true
        case .vertical(let presentation)?: implicitExitAtStart = presentation.swipeDismissible
        case nil: implicitExitAtStart = false
        }
        var free = Set<Int>()
        var stack = [Int]()
        func markFree(_ node: Int) { if free.insert(node).inserted { stack.append(node) } }
        for id in analysis.screensOf[c] {
            let node = analysis.node(screen: id)
            if analysis.outgoing[node].contains(where: { analysis.edges[$0].leavesScreen }) { markFree(node) }
            for index in analysis.incoming[node] {
                switch analysis.edges[index].kind {
                case .entry where implicitExitAtStart: markFree(node)
                // The back button; a screen an unknown may lead to may have been pushed too.
                case .push, .unknown: markFree(node)
                case .present(let presentation) where presentation.swipeDismissible: markFree(node)
                default: break
                }
            }
        }
        while let node = stack.popLast() {
            for index in analysis.incoming[node] {
                let edge = analysis.edges[index]
                guard analysis.screenID(ofNode: edge.from) != nil, edge.coordinator == c else { continue }
                switch edge.kind {
                case .push, .present, .unknown: markFree(edge.from)
                default: break
                }
            }
        }
        return analysis.screensOf[c].filter { !free.contains(analysis.node(screen: $0)) }
    }
}
