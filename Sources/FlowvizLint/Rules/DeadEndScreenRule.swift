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
                #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "present", "screen": "Receipt", "style": "fullScreen"}, {"on": "didCancel", "action": "finish"}]}, {"name": "Receipt"}]}"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#,
                #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "push", "screen": "Receipt"}, {"on": "didCancel", "action": "finish"}]}, {"name": "Receipt"}]}"#
            ),
        ]
    )

    public init() {}

    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        var findings = [Finding]()
        for (c, coordinator) in analysis.graph.coordinators.enumerated() where !coordinator.isRoot {
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
    /// Marks the screens that have a way out, then walks the coordinator's push and present
    /// edges backwards from them: linear in the coordinator's screens and transitions.
    static func trappedScreens(in c: Int, _ analysis: FlowAnalysis) -> [Int] {
        let coordinator = analysis.graph.coordinators[c]
        let ids = analysis.screenIndex[c]
        var hasWayOut = Set<Int>()
        var predecessors = [Int: [Int]]()
        for entry in coordinator.start {
            guard case .screen(let name) = entry.target, let id = ids[name] else { continue }
            switch coordinator.attachment {
            case .horizontal?: hasWayOut.insert(id)
            case .vertical(let presentation)? where presentation.swipeDismissible: hasWayOut.insert(id)
            default: break
            }
        }
        for screen in coordinator.screens {
            guard let id = ids[screen.name] else { continue }
            for transition in screen.transitions {
                switch transition.action {
                case .finish, .pop, .popToRoot, .dismiss:
                    hasWayOut.insert(id)
                case .push(let target):
                    guard let next = ids[target] else { continue }
                    hasWayOut.insert(next) // the back button
                    predecessors[next, default: []].append(id)
                case .present(let target, let presentation):
                    guard let next = ids[target] else { continue }
                    if presentation.swipeDismissible { hasWayOut.insert(next) }
                    predecessors[next, default: []].append(id)
                default:
                    break
                }
            }
        }
        var free = hasWayOut
        var stack = Array(hasWayOut)
        while let id = stack.popLast() {
            for previous in predecessors[id] ?? [] where free.insert(previous).inserted {
                stack.append(previous)
            }
        }
        return coordinator.screens.compactMap { ids[$0.name] }.filter { !free.contains($0) }
    }
}
