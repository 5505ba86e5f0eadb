import FlowvizCore

/// Finds pushes where the current context has no navigation stack.
public struct PushWithoutNavigationStackRule: Rule {
    public static let description = RuleDescription(
        id: "push_without_navigation_stack",
        name: "Push without navigation stack",
        summary: "A push where the current context has no navigation stack.",
        rationale: """
            pushViewController needs a UINavigationController. A screen presented modally on its \
            own, the root of a window or tab bar, or a vertical child that owns a single screen has \
            none: the push silently does nothing (navigationController is nil) and the flow stops.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapLogin", "action": "start", "coordinator": "Login"}]}]}"#,
                #"{"name": "Login", "container": "singleScreen", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Form"}], "screens": [{"name": "Form", "transitions": [{"on": "didTapHelp", "action": "push", "screen": "Help"}, {"on": "didLogIn", "action": "finish"}]}, {"name": "Help"}]}"#
            ),
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapInfo", "action": "present", "screen": "Info"}]}, {"name": "Info", "transitions": [{"on": "didTapMore", "action": "push", "screen": "More"}]}, {"name": "More"}]}"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapLogin", "action": "start", "coordinator": "Login"}]}]}"#,
                #"{"name": "Login", "container": "navigationStack", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Form"}], "screens": [{"name": "Form", "transitions": [{"on": "didTapHelp", "action": "push", "screen": "Help"}, {"on": "didLogIn", "action": "finish"}]}, {"name": "Help"}]}"#
            ),
        ]
    )

    public init() {}

    /// Walks the reachable states (screen, shown with or without a navigation stack) once each.
    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        let graph = analysis.graph
        guard let root = graph.coordinators.firstIndex(where: \.isRoot) else { return [] }
        enum State: Hashable { case coordinator(Int, bare: Bool), screen(Int, bare: Bool) }
        var seen = Set<State>()
        var work: [(State, origin: FlowAnalysis.ChildStartSite?)] = [(.coordinator(root, bare: true), nil)]
        var findings = [Finding]()
        var reported = Set<ElementReference>()

        func report(_ message: String, _ location: SourceLocation?, _ element: ElementReference) {
            guard reported.insert(element).inserted else { return }
            findings.append(finding(message, at: location, element: element))
        }

        while let (state, origin) = work.popLast() {
            guard seen.insert(state).inserted else { continue }
            switch state {
            case .coordinator(let c, let parentBare):
                let coordinator = graph.coordinators[c]
                let bare: Bool
                if coordinator.attachment == .horizontal {
                    bare = parentBare
                    if parentBare, let origin {
                        report("\(coordinator.displayName) is a horizontal child started from \(origin.origin), where there is no navigation stack to push onto",
                               origin.location, origin.element)
                    }
                } else {
                    bare = coordinator.container != .navigationStack
                }
                for (position, entry) in coordinator.start.enumerated() {
                    switch entry.target {
                    case .screen(let name):
                        if let id = analysis.screenIndex[c][name] { work.append((.screen(id, bare: bare && coordinator.attachment == .horizontal ? false : bare), nil)) }
                    case .child(let start):
                        if let child = analysis.coordinatorIndex[start.coordinator] {
                            let site = analysis.startSites(of: child).first { $0.parent == c && $0.element == .startEntry(coordinator: coordinator.name, index: position) }
                            work.append((.coordinator(child, bare: bare), site))
                        }
                    }
                }
            case .screen(let id, let bare):
                let (c, _) = analysis.screenOwners[id]
                let coordinator = graph.coordinators[c]
                let screen = analysis.screen(id).screen
                for (position, transition) in screen.transitions.enumerated() {
                    let element = ElementReference.transition(coordinator: coordinator.name, screen: screen.name, trigger: transition.trigger, index: position)
                    switch transition.action {
                    case .push(let target):
                        if bare {
                            report("\(screen.typeName ?? screen.name) in \(coordinator.displayName) pushes \(target) on '\(transition.trigger)', but it is not on a navigation stack: the push does nothing",
                                   transition.location, element)
                        }
                        if let next = analysis.screenIndex[c][target] { work.append((.screen(next, bare: false), nil)) }
                    case .present(let target, _):
                        if let next = analysis.screenIndex[c][target] { work.append((.screen(next, bare: true), nil)) }
                    case .startChild(let start):
                        if let child = analysis.coordinatorIndex[start.coordinator] {
                            let site = analysis.startSites(of: child).first { $0.element == element }
                            work.append((.coordinator(child, bare: bare), site))
                        }
                    default:
                        break
                    }
                }
            }
        }
        return findings
    }
}
