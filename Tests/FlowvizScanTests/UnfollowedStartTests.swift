import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// A coordinator made in code the scanner does not follow (an entry method not named `start`, a
/// state subscription in `init`, a view controller, a closure kept as data) is not known to be
/// never started: its entry is an unknown, one note, not `unreachable_coordinator`. One nothing
/// makes is still never started.
@Suite struct UnfollowedStartTests {
    static let prelude = """
        import UIKit
        protocol Coordinator: AnyObject { func start() }
        final class HomeViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class SettingsCoordinator: Coordinator {
            let nav: UINavigationController
            init(nav: UINavigationController) { self.nav = nav }
            func start() { nav.pushViewController(SettingsViewController(), animated: true) }
        }

        """

    @Test func aChildMadeInASubscriptionIsAnUnknownEntry() {
        let graph = RouteTests.scan(Self.prelude + """
            final class AppDelegate { var c: AppCoordinator?; func launch() { c = AppCoordinator(nav: UINavigationController()); c?.start() } }
            final class AppCoordinator: Coordinator {
                let nav: UINavigationController
                var children = [Coordinator]()
                let state = PublishSubject<Int>()
                init(nav: UINavigationController) {
                    self.nav = nav
                    state.subscribe(onNext: { [weak self] s in self?.showSettings() })
                }
                func start() {
                    nav.setViewControllers([HomeViewController()], animated: false)
                    state.onNext(1)
                }
                private func showSettings() {
                    let settings = SettingsCoordinator(nav: nav)
                    children.append(settings)
                    settings.start()
                }
            }
            """)
        let findings = RouteTests.findings(graph)
        #expect(!findings.contains { $0.hasPrefix("unreachable_coordinator") })
        #expect(graph.unknowns.filter { $0.aspect == .entry }.map(\.child) == ["Settings"])
    }

    /// Started in a delegate method no screen is tied to (a launch-state manager calling back):
    /// when it runs is unknown, so the child is not known to be never started.
    @Test func aChildStartedInAnUntiedDelegateMethodIsAnUnknownEntry() {
        let graph = RouteTests.scan(Self.prelude + """
            final class AppDelegate { var c: AppCoordinator?; func launch() { c = AppCoordinator(nav: UINavigationController()); c?.start() } }
            protocol LaunchStateDelegate: AnyObject { func launchFinished() }
            final class LaunchStateManager { weak var delegate: LaunchStateDelegate? }
            final class AppCoordinator: Coordinator, LaunchStateDelegate {
                let nav: UINavigationController
                var children = [Coordinator]()
                let launch = LaunchStateManager()
                init(nav: UINavigationController) { self.nav = nav }
                func start() {
                    launch.delegate = self
                    nav.setViewControllers([HomeViewController()], animated: false)
                }
                func launchFinished() {
                    let settings = SettingsCoordinator(nav: nav)
                    children.append(settings)
                    settings.start()
                }
            }
            """)
        #expect(!RouteTests.findings(graph).contains { $0.hasPrefix("unreachable_coordinator") })
        #expect(graph.unknowns.filter { $0.aspect == .entry }.map(\.child) == ["Settings"])
    }

    /// Started when another child reports something, where that child is never started the
    /// graph can see: the graph has no start edge, so the entry is unknown, not "nothing starts it".
    @Test func aChildStartedFromAnUnstartedSiblingsOutputIsAnUnknownEntry() {
        let graph = RouteTests.scan(Self.prelude + """
            final class AppDelegate { var c: AppCoordinator?; func launch() { c = AppCoordinator(nav: UINavigationController()); c?.start() } }
            final class AccountsCoordinator: Coordinator {
                var onSelect: (() -> Void)?
                let nav: UINavigationController
                init(nav: UINavigationController) { self.nav = nav }
                func start() { nav.pushViewController(HomeViewController(), animated: true) }
            }
            final class AppCoordinator: Coordinator {
                let nav: UINavigationController
                var children = [Coordinator]()
                lazy var accounts = AccountsCoordinator(nav: nav)
                init(nav: UINavigationController) { self.nav = nav }
                func start() {
                    accounts.onSelect = { [weak self] in self?.showSettings() }
                    nav.setViewControllers([HomeViewController()], animated: false)
                }
                private func showSettings() {
                    let settings = SettingsCoordinator(nav: nav)
                    children.append(settings)
                    settings.start()
                }
            }
            """)
        #expect(!RouteTests.findings(graph).contains { $0 == "unreachable_coordinator 6" })
        #expect(graph.unknowns.filter { $0.aspect == .entry }.compactMap(\.child).contains("Settings"))
    }

    /// A `parentCoordinator` a protocol requires: on the root, which nothing parents, it refers to
    /// no parent; on a child that the root starts and hands itself to, it does.
    @Test func theRootsParentPropertyIsNoParentReference() {
        let graph = RouteTests.scan(Self.prelude + """
            protocol Parented: Coordinator { var parentCoordinator: Coordinator? { get set } }
            final class AppDelegate { var c: AppCoordinator?; func launch() { c = AppCoordinator(nav: UINavigationController()); c?.start() } }
            final class AppCoordinator: Parented {
                var parentCoordinator: Coordinator?
                let nav: UINavigationController
                var children = [Coordinator]()
                init(nav: UINavigationController) { self.nav = nav }
                func start() {
                    let home = HomeViewController()
                    nav.setViewControllers([home], animated: false)
                    let help = HelpCoordinator(nav: nav)
                    help.parentCoordinator = self
                    children.append(help)
                    help.start()
                }
            }
            final class HelpCoordinator: Parented {
                var parentCoordinator: Coordinator?
                let nav: UINavigationController
                init(nav: UINavigationController) { self.nav = nav }
                func start() { nav.pushViewController(SettingsViewController(), animated: true) }
            }
            """)
        let references = RouteTests.findings(graph).filter { $0.hasPrefix("child_references_parent") }
        #expect(references == ["child_references_parent 27"])
    }

    @Test func aFlowAViewControllerMakesIsAnUnknownEntry() {
        let graph = RouteTests.scan(Self.prelude + """
            final class AppDelegate { var c: AppCoordinator?; func launch() { c = AppCoordinator(nav: UINavigationController()); c?.start() } }
            final class AppCoordinator: Coordinator {
                let nav: UINavigationController
                init(nav: UINavigationController) { self.nav = nav }
                func start() { nav.setViewControllers([HomeViewController()], animated: false) }
            }
            final class ShareViewController: UIViewController {
                private lazy var flow = SettingsCoordinator(nav: UINavigationController())
                override func viewDidLoad() { super.viewDidLoad(); flow.start() }
            }
            """)
        #expect(!RouteTests.findings(graph).contains { $0.hasPrefix("unreachable_coordinator") })
        #expect(graph.unknowns.filter { $0.aspect == .entry }.map(\.coordinator) == ["Settings"])
    }

    @Test func aCoordinatorNothingMakesIsStillNeverStarted() {
        let graph = RouteTests.scan(Self.prelude + """
            final class AppDelegate { var c: AppCoordinator?; func launch() { c = AppCoordinator(nav: UINavigationController()); c?.start() } }
            final class AppCoordinator: Coordinator {
                let nav: UINavigationController
                init(nav: UINavigationController) { self.nav = nav }
                func start() { nav.setViewControllers([HomeViewController()], animated: false) }
            }
            """)
        #expect(RouteTests.findings(graph).contains("unreachable_coordinator 5"))
        #expect(!graph.unknowns.contains { $0.aspect == .entry })
    }
}
