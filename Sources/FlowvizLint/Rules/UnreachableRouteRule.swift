import FlowvizCore

/// Finds route cases that a dispatcher handles but no code sends, and cases sent that no
/// dispatcher handles (source only: route-driven navigation, Docs/SCANNING.md "Routes").
public struct UnreachableRouteRule: Rule {
    public static let description = RuleDescription(
        id: "unreachable_route",
        name: "Unreachable route",
        summary: "A route case that a dispatcher handles but nothing sends, or that is sent but handled by no dispatcher.",
        rationale: """
            In route-driven navigation (XCoordinator's `prepareTransition(for:)`, RxFlow's \
            `navigate(to:)`, an app's own `navigate(to:)` switching over a route enum) a screen is \
            reached only through the case that shows it. A case nothing sends is a dead route: what \
            it shows can never appear through it. A case sent that no dispatcher handles does \
            nothing. Found by `flowviz scan` in Swift sources, at the case's declaration.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExamples.app(
                #"{"name": "Pantry", "root": true, "start": [{"screen": "Shelf"}], "screens": [{"name": "Shelf", "type": "ShelfViewController"}]}"#,
                sourceFacts: #"[↓{"kind": "unreachableRoute", "routeType": "PantryRoute", "route": "offers", "dispatcher": "PantryCoordinator.prepareTransition(for:)"}]"#
            ),
            RuleExamples.app(
                #"{"name": "Pantry", "root": true, "start": [{"screen": "Shelf"}], "screens": [{"name": "Shelf", "type": "ShelfViewController"}]}"#,
                sourceFacts: #"[↓{"kind": "unhandledRoute", "routeType": "PantryRoute", "route": "settings"}]"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(
                #"{"name": "Pantry", "root": true, "start": [{"screen": "Shelf"}], "screens": [{"name": "Shelf", "type": "ShelfViewController", "transitions": [{"on": "item", "action": "push", "screen": "Item"}]}, {"name": "Item", "type": "ItemViewController", "transitions": [{"on": "close", "action": "pop"}]}]}"#
            ),
        ],
        triggeringSwiftExamples: [swiftExample(triggering: true)],
        nonTriggeringSwiftExamples: [swiftExample(triggering: false)]
    )

    public init() {}

    /// The Swift example: with `triggering`, the app in which no screen sends the `settings` route.
    static func swiftExample(triggering: Bool) -> String {
        let sendsSettings = triggering ? "" : "\n            shelves.onSettings = { [weak self] in self?.navigate(to: .settings) }"
        return RuleExamples.swiftApp(root: "LibraryCoordinator", """
        enum LibraryRoute {
            case shelves
            case book(id: Int)
            case \(triggering ? "↓" : "")settings
        }
        final class LibraryCoordinator: Coordinator {
            private let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            func start() { navigate(to: .shelves) }
            func navigate(to route: LibraryRoute) {
                switch route {
                case .shelves:
                    let shelves = ShelvesViewController()
                    shelves.onSelectBook = { [weak self] id in self?.navigate(to: .book(id: id)) }\(sendsSettings)
                    navigation.setViewControllers([shelves], animated: false)
                case .book(let id):
                    navigation.pushViewController(BookViewController(id: id), animated: true)
                case .settings:
                    navigation.present(SettingsViewController(), animated: true)
                }
            }
        }
        final class ShelvesViewController: UIViewController { var onSelectBook: ((Int) -> Void)?; var onSettings: (() -> Void)? }
        final class BookViewController: UIViewController { init(id: Int) { super.init(nibName: nil, bundle: nil) } }
        final class SettingsViewController: UIViewController {}
        """)
    }

    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        analysis.graph.sourceFacts.enumerated().compactMap { index, fact in
            switch fact.kind {
            case .unreachableRoute(let routeType, let route, let dispatcher):
                return finding(
                    "\(routeType).\(route) is handled by \(dispatcher) but nothing sends it: what it shows is unreachable through it",
                    at: fact.location, element: fact.element(index: index)
                )
            case .unhandledRoute(let routeType, let route):
                return finding(
                    "\(routeType).\(route) is sent but no dispatcher handles it: sending it does nothing",
                    at: fact.location, element: fact.element(index: index)
                )
            default:
                return nil
            }
        }
    }
}
