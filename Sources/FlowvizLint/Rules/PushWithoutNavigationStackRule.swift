import FlowvizCore

/// Finds pushes where the current context has no navigation stack.
public struct PushWithoutNavigationStackRule: Rule {
    public static let description = RuleDescription(
        id: "push_without_navigation_stack",
        name: "Push without navigation stack",
        summary: "A push where the current context has no navigation stack.",
        rationale: """
            pushViewController needs a UINavigationController. A screen presented modally on its \
            own, the root of a window, or a vertical child that owns a single screen has none: the \
            push silently does nothing (navigationController is nil) and the flow stops. A tab bar's \
            tabs are usually navigation controllers of their own, so a push from a tab is not judged.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapLogin", "action": "start", "coordinator": "Login"}]}]}"#,
                #"{"name": "Login", "container": "singleScreen", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Form"}], "screens": [{"name": "Form", "transitions": [↓{"on": "didTapHelp", "action": "push", "screen": "Help"}, {"on": "didLogIn", "action": "finish"}]}, {"name": "Help"}]}"#
            ),
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapInfo", "action": "present", "screen": "Info"}]}, {"name": "Info", "transitions": [↓{"on": "didTapMore", "action": "push", "screen": "More"}]}, {"name": "More"}]}"#
            ),
        ],
        nonTriggeringExamples: [
            // A tab is usually a navigation controller of its own.
            RuleExamples.app(
                #"{"name": "Tabs", "root": true, "container": "tabBar", "start": [{"screen": "Feed"}], "screens": [{"name": "Feed", "transitions": [{"on": "didSelectPost", "action": "push", "screen": "Post"}]}, {"name": "Post"}]}"#
            ),
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapLogin", "action": "start", "coordinator": "Login"}]}]}"#,
                #"{"name": "Login", "container": "navigationStack", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Form"}], "screens": [{"name": "Form", "transitions": [{"on": "didTapHelp", "action": "push", "screen": "Help"}, {"on": "didLogIn", "action": "finish"}]}, {"name": "Help"}]}"#
            ),
        ],
        triggeringSwiftExamples: [swiftExample(triggering: true)],
        nonTriggeringSwiftExamples: [swiftExample(triggering: false)]
    )

    public init() {}

    /// Whether a navigation stack is there to push onto, where the user is.
    enum Stack: Hashable { case present, absent, unknown }

    /// Walks the reachable states (a node, with or without a navigation stack) once each over
    /// the navigation graph's edges, event routes included: a handler acts where its coordinator
    /// is shown.
    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        let graph = analysis.graph
        guard let root = graph.coordinators.firstIndex(where: \.isRoot) else { return [] }
        struct State: Hashable { var node: Int; var stack: Stack }
        var seen = Set<State>()
        var work: [(State, via: Int?)] = [(State(node: root, stack: .absent), nil)]
        /// The stacks each coordinator is shown with, and the handlers events have reached.
        var shownWith = [Int: Set<Stack>]()
        var receivedHandlers = [Int: Set<Int>]()
        var findings = [Finding]()
        var reported = Set<ElementReference>()

        func report(_ message: String, _ edge: NavigationEdge) {
            guard reported.insert(edge.element).inserted else { return }
            findings.append(finding(message, at: edge.location, element: edge.element))
        }

        while let (state, via) = work.popLast() {
            guard seen.insert(state).inserted else { continue }
            var stack = state.stack
            if case .coordinator(let c) = analysis.node(state.node) {
                let coordinator = graph.coordinators[c]
                if analysis.attachmentUnknown[c] {
                    stack = .unknown
                } else if coordinator.attachment == .horizontal {
                    if state.stack == .absent, let via {
                        let edge = analysis.edges[via]
                        report("\(coordinator.displayName) is a horizontal child started from \(analysis.startSites(of: c).first { $0.edge == via }?.origin ?? coordinator.displayName), where there is no navigation stack to push onto", edge)
                    }
                } else {
                    // A tab is usually a navigation controller of its own: not known to have none.
                    stack = switch coordinator.container {
                    case .navigationStack: .present
                    case .tabBar: .unknown
                    case .window, .singleScreen: .absent
                    }
                }
                if shownWith[c, default: []].insert(stack).inserted {
                    for handler in receivedHandlers[c] ?? [] { work.append((State(node: handler, stack: stack), nil)) }
                }
            }
            for index in analysis.outgoing[state.node] {
                let edge = analysis.edges[index]
                switch edge.kind {
                case .entry:
                    // The start screen of a horizontal child sits on the parent's stack, which it extends.
                    let horizontal = graph.coordinators[edge.coordinator].attachment == .horizontal && !analysis.attachmentUnknown[edge.coordinator]
                    work.append((State(node: edge.to!, stack: horizontal && stack == .absent ? .present : stack), nil))
                case .push:
                    if stack == .absent, case .screen(let id) = analysis.node(state.node) {
                        let screen = analysis.screen(id).screen
                        report("\(screen.typeName ?? screen.name) in \(graph.coordinators[edge.coordinator].displayName) pushes \(analysis.screen(analysis.screenID(ofNode: edge.to!)!).screen.name) on '\(edge.trigger ?? "")', but it is not on a navigation stack: the push does nothing", edge)
                    } else if stack == .absent {
                        let handler = analysis.handler(node: state.node)
                        let coordinator = graph.coordinators[edge.coordinator]
                        report("\(coordinator.displayName) pushes \(analysis.screen(analysis.screenID(ofNode: edge.to!)!).screen.name) when it handles '\(handler.event)', but it is not shown on a navigation stack: the push does nothing", edge)
                    }
                    work.append((State(node: edge.to!, stack: stack == .unknown ? .unknown : .present), nil))
                case .present(let presentation):
                    // A screen presented inside a stack of its own can push onto that stack.
                    let presented: Stack = presentation.inNavigationStack ? .present : .absent
                    work.append((State(node: edge.to!, stack: stack == .unknown ? .unknown : presented), nil))
                case .start:
                    work.append((State(node: edge.to!, stack: stack), index))
                case .unknown:
                    if let to = edge.to { work.append((State(node: to, stack: .unknown), index)) }
                case .send:
                    for route in analysis.routes(of: index) {
                        let handler = analysis.edges[route].to!
                        let owner = analysis.coordinator(ofNode: handler)
                        guard receivedHandlers[owner, default: []].insert(handler).inserted else { continue }
                        for shown in shownWith[owner] ?? [] { work.append((State(node: handler, stack: shown), nil)) }
                    }
                case .finish, .pop, .popToRoot, .dismiss, .eventRoute, .deepLinkStep:
                    break
                }
            }
        }
        return findings
    }
}
