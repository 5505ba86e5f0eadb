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
}
