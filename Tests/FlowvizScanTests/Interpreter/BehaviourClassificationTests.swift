import FlowvizCore
import FlowvizScan
import Testing

/// A coordinator is what navigates, whatever its name (TypeIndex.navigatesByBehaviour): a class
/// holding a navigation container that makes the app's screens and shows them. A helper handed
/// what it shows is a container, not a flow.
@Suite struct BehaviourClassificationTests {
    static let app = """
        import UIKit
        import SwiftUI
        final class AppRouter {
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func showLogin() {
                let controller = UIHostingController(rootView: LoginView())
                navigationController.setViewControllers([controller], animated: false)
            }
            func showCourses() {
                navigationController.pushViewController(CoursesViewController(), animated: true)
            }
        }
        final class ModuleRouter {
            private let rootController: UINavigationController
            init(rootController: UINavigationController) { self.rootController = rootController }
            func push(_ module: UIViewController) { rootController.pushViewController(module, animated: true) }
        }
        struct LoginView: View { var body: some View { Text("Log in") } }
        final class CoursesViewController: UIViewController {}
        final class AppDelegate {
            func launch() {
                let router = AppRouter(navigationController: UINavigationController())
                router.showLogin()
            }
        }
        """

    @Test func aClassThatMakesScreensAndShowsThemIsACoordinatorWhateverItsName() {
        let graph = FieldMisreadTests.plainScan(Self.app)
        #expect(graph.coordinators.map(\.name).contains("AppRouter"))
        #expect(!graph.coordinators.map(\.name).contains("ModuleRouter"))
        let screens = graph.coordinator(named: "AppRouter")?.screens.compactMap(\.typeName) ?? []
        #expect(screens.contains("LoginView") && screens.contains("CoursesViewController"))
    }

    static func ownerDriven(_ extra: String) -> String {
        """
        import UIKit
        protocol Coordinator: AnyObject {}
        final class BrowserCoordinator: Coordinator {
            var children: [Coordinator] = []
            let navigationController = UINavigationController()
            func start() {
                let home = HomeViewController()
                home.onScan = { [weak self] in self?.showScanner() }
                navigationController.setViewControllers([home], animated: false)
            }
            func showScanner() {
                let scanner = ScannerCoordinator(navigationController: navigationController)
                children.append(scanner)
                scanner.showScanner()
            }
        }
        final class ScannerCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func showScanner() {
                let scanner = ScannerViewController()
                navigationController.pushViewController(scanner, animated: true)
            }
            \(extra)
        }
        final class HomeViewController: UIViewController { var onScan: (() -> Void)? }
        final class ScannerViewController: UIViewController {}
        final class OtherViewController: UIViewController {}
        final class AppDelegate { func launch() { BrowserCoordinator().start() } }
        """
    }

    /// A coordinator with no `start()` whose one way in (`showScanner()`, called only by its
    /// owner) navigates: that is its start, and the owner calling it starts it. With two ways in
    /// (a router called from many places) it is not read so.
    @Test func aCoordinatorDrivenByItsOwnersCallStartsThere() {
        let one = FieldMisreadTests.plainScan(Self.ownerDriven(""))
        let starts = one.coordinator(named: "Scanner")?.start.compactMap { if case .screen(let screen) = $0.target { screen } else { nil } }
        #expect(starts == ["Scanner"])
        let home = one.coordinator(named: "Browser")?.screen(named: "Home")
        #expect(home?.transitions.contains { $0.action.childStart?.coordinator == "Scanner" } == true)

        let two = FieldMisreadTests.plainScan(Self.ownerDriven("func showOther() { navigationController.pushViewController(OtherViewController(), animated: true) }"))
        #expect(two.coordinator(named: "Scanner")?.start.isEmpty == true)
        #expect(two.unknowns.contains { $0.coordinator == "Scanner" && $0.aspect == .start })
    }
}
