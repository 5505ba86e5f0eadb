import FlowvizCore
import FlowvizScan
import Testing

/// `super.m()` runs the superclass's `m` (Swift/MemberLookup.swift), with the coordinator as `self`:
/// what the base class's method shows and installs is the coordinator's.
@Suite struct SuperCallTests {
    static let app = """
        import UIKit

        protocol Coordinator: AnyObject {
            func start()
        }

        class BaseFlow: Coordinator {
            let navigationController: UINavigationController
            var children: [Coordinator] = []
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let intro = IntroViewController()
                intro.onNext = { [weak self] in self?.next() }
                navigationController.setViewControllers([intro], animated: false)
            }
            func next() {}
        }

        final class OnboardingFlow: BaseFlow {
            override func start() {
                super.start()
                navigationController.navigationBar.isHidden = true
            }
            override func next() {
                navigationController.pushViewController(TermsViewController(), animated: true)
            }
        }

        final class IntroViewController: UIViewController { var onNext: (() -> Void)? }
        final class TermsViewController: UIViewController {}

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var flow: OnboardingFlow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let nav = UINavigationController()
                window = UIWindow()
                window?.rootViewController = nav
                flow = OnboardingFlow(navigationController: nav)
                flow?.start()
                return true
            }
        }
        """

    @Test func aStartThatCallsSuperShowsWhatTheBaseClassShows() {
        let shape = GraphShape.of(RouteTests.scan(Self.app))
        #expect(shape.contains("start OnboardingFlow screen IntroViewController"))
        // The closure the base class installs runs the subclass's override of `next()`.
        #expect(shape.contains("transition OnboardingFlow IntroViewController.onNext push TermsViewController"))
    }

    @Test func withoutSuperTheBaseClassesStartDoesNotRun() {
        let graph = RouteTests.scan(Self.app.replacingOccurrences(of: "super.start()", with: "prepare()"))
        #expect(!GraphShape.of(graph).contains("start OnboardingFlow screen IntroViewController"))
    }
}
