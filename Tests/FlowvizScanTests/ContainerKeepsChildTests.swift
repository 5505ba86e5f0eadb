import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// A child that hands itself to the container it presents (stored in a non-weak property) may be
/// kept by it: its retention is unknown, not "never kept". One that hands itself to nothing is still unretained.
@Suite struct ContainerKeepsChildTests {
    static func app(stored: String) -> String {
        """
        import UIKit
        protocol Coordinator: AnyObject { func start() }
        final class AppDelegate { var c: AppCoordinator?; func launch() { c = AppCoordinator(nav: UINavigationController()); c?.start() } }
        final class HomeViewController: UIViewController { var onSubmit: (() -> Void)? }
        final class FormViewController: UIViewController {}
        final class AppCoordinator: Coordinator {
            let nav: UINavigationController
            init(nav: UINavigationController) { self.nav = nav }
            func start() {
                let home = HomeViewController()
                home.onSubmit = { [weak self] in self?.showSubmission() }
                nav.setViewControllers([home], animated: false)
            }
            private func showSubmission() {
                let flow = SubmissionCoordinator(parent: nav)
                flow.start()
            }
        }
        final class SubmissionNavigationController: UINavigationController {
            \(stored) var coordinator: SubmissionCoordinator?
            init(coordinator: SubmissionCoordinator?, root: UIViewController) { self.coordinator = coordinator; super.init(rootViewController: root) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class SubmissionCoordinator: Coordinator {
            weak var parent: UIViewController?
            init(parent: UIViewController) { self.parent = parent }
            func start() {
                let container = SubmissionNavigationController(coordinator: self, root: FormViewController())
                parent?.present(container, animated: true)
            }
        }
        """
    }

    @Test func aContainerStoringTheChildMayKeepIt() {
        let kept = RouteTests.scan(Self.app(stored: "private"))
        #expect(!RouteTests.findings(kept).contains { $0.hasPrefix("unretained_child_coordinator") })
        #expect(kept.unknowns.contains { $0.aspect == .retention && $0.child == "Submission" })
        let weak = RouteTests.scan(Self.app(stored: "private weak"))
        #expect(RouteTests.findings(weak).contains { $0.hasPrefix("unretained_child_coordinator") })
    }
}
