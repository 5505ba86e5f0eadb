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
        final class FormViewController: UIViewController { var onCancel: (() -> Void)? }
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
                // Something to come back to: the form's cancel runs through the coordinator.
                let form = FormViewController()
                form.onCancel = { [weak self] in self?.parent?.dismiss(animated: true) }
                let container = SubmissionNavigationController(coordinator: self, root: form)
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

    /// Issue 36 §1, fire and forget: a child kept by nothing whose screen never calls back
    /// through it is not unretained; the same child whose screen calls back is.
    @Test func aChildWithNothingToComeBackToIsNotUnretained() {
        let calling = Self.app(stored: "private weak")
        let silent = calling.replacingOccurrences(of: "form.onCancel = { [weak self] in self?.parent?.dismiss(animated: true) }", with: "")
        #expect(silent != calling)
        #expect(!RouteTests.findings(RouteTests.scan(silent)).contains { $0.hasPrefix("unretained_child_coordinator") })
        #expect(RouteTests.findings(RouteTests.scan(calling)).contains { $0.hasPrefix("unretained_child_coordinator") })
    }
}
