import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// A loop over a list the scanner knows runs its body once for each element, bound to the
/// loop's name (`for child in [a, b]`, `[a, b].forEach { $0.start() }`); and a child that gives
/// its own container a tab bar item is a tab, kept for good by the parent that starts it.
@Suite struct LoopTests {
    static func tabs(loop: String, tabItem: Bool = false) -> String {
        """
        import UIKit
        protocol Coordinator: AnyObject { func start() }
        final class AViewController: UIViewController {}
        final class BViewController: UIViewController {}
        final class ACoordinator: Coordinator {
            let navigationController = UINavigationController()
            init() { \(tabItem ? "navigationController.tabBarItem = UITabBarItem()" : "") }
            func start() { navigationController.setViewControllers([AViewController()], animated: false) }
        }
        final class BCoordinator: Coordinator {
            let navigationController = UINavigationController()
            init() { \(tabItem ? "self.navigationController.tabBarItem = UITabBarItem()" : "") }
            func start() { navigationController.setViewControllers([BViewController()], animated: false) }
        }
        final class HomeViewController: UIViewController { var onOpenTabs: (() -> Void)? }
        final class AppCoordinator: Coordinator {
            var children: [Coordinator] = []
            let navigationController = UINavigationController()
            func start() {
                let home = HomeViewController()
                home.onOpenTabs = { [weak self] in self?.openTabs() }
                navigationController.setViewControllers([home], animated: false)
            }
            func openTabs() {
                let tabs = TabsCoordinator()
                children.append(tabs)
                tabs.start()
            }
        }
        final class TabsCoordinator: Coordinator {
            var children: [Coordinator] = []
            func start() {
                let a = ACoordinator()
                let b = BCoordinator()
                \(loop)
            }
        }
        """
    }

    func started(_ graph: AppGraph, by parent: String) -> [String] {
        graph.coordinator(named: parent)?.start.compactMap { if case .child(let child) = $0.target { child.coordinator } else { nil } } ?? []
    }

    @Test(arguments: [
        "[a, b].forEach { children.append($0); $0.start() }",
        "for child in [a, b] as [Coordinator] { children.append(child); child.start() }",
        "let all: [Coordinator] = [a, b]\n        for child in all { children.append(child); child.start() }",
    ])
    func aLoopOverAKnownListStartsEachChild(loop: String) {
        let graph = FieldMisreadTests.plainScan(Self.tabs(loop: loop))
        #expect(started(graph, by: "Tabs") == ["A", "B"])
    }

    @Test func aLoopOverAnUnknownListStartsNothingKnown() {
        let graph = FieldMisreadTests.plainScan(Self.tabs(loop: "for child in children { child.start() }"))
        #expect(started(graph, by: "Tabs").isEmpty)
    }

    /// Kept, never finishing: a tab (its own tab bar item) is long-lived, not a missing finish;
    /// the same children without tab bar items are flows that can never end.
    @Test(arguments: [true, false])
    func aChildThatMakesItselfATabIsLongLived(tabItem: Bool) {
        let graph = FieldMisreadTests.plainScan(Self.tabs(loop: "[a, b].forEach { children.append($0); $0.start() }", tabItem: tabItem))
        #expect(graph.coordinator(named: "A")?.lifetime == (tabItem ? .longLived : .bounded))
        let missing = Linter.lint(graph).filter { $0.ruleID == "missing_did_finish" }
        #expect(missing.isEmpty == tabItem)
    }
}
