import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// A router's `present(_:animated:completion:)` that keeps the completion and runs it from its
/// `presentationControllerDidDismiss`: the closure runs when the sheet is swiped away.
@Suite struct DismissalCompletionTests {
    static let router = """
            import UIKit
            protocol Router { func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)?) }
            final class DefaultRouter: NSObject, Router, UIAdaptivePresentationControllerDelegate {
                let navigationController: UINavigationController
                var completions = [UIViewController: () -> Void]()
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func present(_ viewController: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
                    if let completion = completion { completions[viewController] = completion }
                    viewController.presentationController?.delegate = self
                    navigationController.present(viewController, animated: animated)
                }
                private func runCompletion(for controller: UIViewController) {
                    guard let completion = completions[controller] else { return }
                    completion()
                    completions.removeValue(forKey: controller)
                }
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                    runCompletion(for: presentationController.presentedViewController)
                }
            }
            final class ScanViewController: UIViewController {}
            final class HomeViewController: UIViewController { init(onScan: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) } }
            protocol ParentCoordinatorDelegate: AnyObject { func didFinish(from child: ScanCoordinator) }
            final class ScanCoordinator {
                private weak var parentCoordinator: ParentCoordinatorDelegate?
                let router: Router
                init(parent: ParentCoordinatorDelegate?, router: Router) { self.parentCoordinator = parent; self.router = router }
                func start() {
                    router.present(UINavigationController(rootViewController: ScanViewController()), animated: true) { [weak self] in
                        guard let self = self else { return }
                        self.finish()
                    }
                }
                private func finish() { parentCoordinator?.didFinish(from: self) }
            }
            final class AppCoordinator: ParentCoordinatorDelegate {
                let router: Router
                var children = [ScanCoordinator]()
                init(router: Router) { self.router = router }
                let nav = UINavigationController()
                func start() { nav.setViewControllers([HomeViewController(onScan: { [weak self] in self?.showScan() })], animated: false) }
                func showScan() {
                    let scan = ScanCoordinator(parent: self, router: router)
                    children.append(scan)
                    scan.start()
                }
                func didFinish(from child: ScanCoordinator) { children.removeAll { $0 === child } }
            }
            final class AppDelegate { var app: AppCoordinator?; func launch() { app = AppCoordinator(router: DefaultRouter(navigationController: UINavigationController())); app?.start() } }
            """

    @Test func aCompletionTheRouterRunsOnDismissalRunsWhenTheSheetIsSwipedAway() {
        let graph = RouteTests.scan(Self.router)
        #expect(graph.coordinator(named: "Scan")?.finishesOnSwipeDismiss == true)
        #expect(!graph.unknowns.contains { $0.coordinator == "Scan" })
        #expect(RouteTests.findings(graph).isEmpty)
    }

    @Test func aCompletionOfUIKitsPresentRunsOnceShown() {
        let graph = RouteTests.scan(Self.router.replacingOccurrences(
            of: "router.present(UINavigationController(rootViewController: ScanViewController()), animated: true) {",
            with: "nav.present(UINavigationController(rootViewController: ScanViewController()), animated: true) {"
        ).replacingOccurrences(of: "    let router: Router\n    init(parent:", with: "    let router: Router\n    let nav = UINavigationController()\n    init(parent:"))
        #expect(graph.coordinator(named: "Scan")?.finishesOnSwipeDismiss == false)
    }
}
