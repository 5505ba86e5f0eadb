import FlowvizCore

/// Finds view controllers that push or present another screen themselves (source only).
public struct ViewControllerNavigatesRule: Rule {
    public static let description = RuleDescription(
        id: "view_controller_navigates",
        name: "View controller navigates",
        summary: "A view controller pushes or presents another screen itself instead of telling its coordinator.",
        rationale: """
            The coordinator decides what comes next; a view controller only reports what the user \
            did ("children should not tell their parents what to do"). A view controller that pushes \
            or presents a screen itself hides a transition from the coordinator, from flowviz's graph \
            and from every check on it. Found by `flowviz scan` in Swift sources.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "List"}], "screens": [{"name": "List", "type": "ListViewController"}]}"#,
                sourceFacts: #"[↓{"kind": "viewControllerNavigates", "viewController": "ListViewController", "call": "pushViewController", "target": "DetailViewController"}]"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "List"}], "screens": [{"name": "List", "type": "ListViewController", "transitions": [{"on": "didSelectItem", "action": "push", "screen": "Detail"}]}, {"name": "Detail", "type": "DetailViewController", "transitions": [{"on": "didTapBack", "action": "pop"}]}]}"#
            ),
        ],
        triggeringSwiftExamples: [swiftExample(triggering: true)],
        nonTriggeringSwiftExamples: [swiftExample(triggering: false)]
    )

    public init() {}

    /// The Swift example: with `triggering`, the app whose list screen pushes the detail itself.
    static func swiftExample(triggering: Bool) -> String {
        // Triggering: the list pushes the detail itself. Not: it tells the coordinator, which pushes.
        let start = triggering ? "navigation.setViewControllers([ListViewController()], animated: false)" : """
            let list = ListViewController()
                    list.onSelectItem = { [weak self] in self?.navigation.pushViewController(DetailViewController(), animated: true) }
                    navigation.setViewControllers([list], animated: false)
            """
        let select = triggering ? "↓navigationController?.pushViewController(DetailViewController(), animated: true)" : "onSelectItem?()"
        return RuleExamples.swiftApp(root: "AppCoordinator", """
        final class AppCoordinator: Coordinator {
            let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            func start() {
                \(start)
            }
        }
        final class ListViewController: UIViewController {
            var onSelectItem: (() -> Void)?
            func didSelectItem() {
                \(select)
            }
        }
        final class DetailViewController: UIViewController {}
        """)
    }

    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        analysis.graph.sourceFacts.enumerated().compactMap { index, fact in
            guard case .viewControllerNavigates(let viewController, let call, let target) = fact.kind else { return nil }
            let shown = target.map { " \($0)" } ?? " another screen"
            return finding(
                "\(viewController) shows\(shown) itself through '\(call)': let its coordinator decide what comes next",
                at: fact.location, element: fact.element(index: index)
            )
        }
    }
}
