import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// A view controller made around others (`TopBottomContainerViewController(topController:
/// bottomController:)`, `ContainerViewController(rootViewController:)`) shows its content: the
/// first one handed in is the screen, the others and the frame are parts of it.
@Suite struct EmbeddedScreenTests {
    static func app(content: String, showConsent: String) -> String {
        """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var coordinator: AppCoordinator?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                coordinator = AppCoordinator(navigationController: UINavigationController())
                coordinator?.start()
                return true
            }
        }
        class TopBottomContainerViewController<TopViewController: UIViewController, BottomViewController: UIViewController>: UIViewController {
            init(topController: TopViewController, bottomController: BottomViewController, onDismiss: (() -> Void)? = nil) { super.init(nibName: nil, bundle: nil) }
        }
        final class FooterViewController: UIViewController { init(_ title: String) { super.init(nibName: nil, bundle: nil) } }
        final class InfoViewController: UIViewController { var onNext: (() -> Void)? }
        final class ConsentViewController: UIViewController { var onDone: (() -> Void)? }
        final class ReviewViewController: UIViewController { init(previous: UIViewController) { super.init(nibName: nil, bundle: nil) } }
        final class TagsViewController: UIViewController {}
        final class FilterViewController: UIViewController {
            var onNext: (() -> Void)?
            init(enabled: Bool, tagsController: TagsViewController) { super.init(nibName: nil, bundle: nil) }
        }
        final class AppCoordinator {
            let navigationController: UINavigationController
            let info = InfoViewController()
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                \(content)
            }
            func showConsent() {
                \(showConsent)
            }
        }
        """
    }

    static let embeddingStart = """
        let info = InfoViewController()
                info.onNext = { [weak self] in self?.showConsent() }
                let container = TopBottomContainerViewController(topController: info, bottomController: FooterViewController("Next"))
                navigationController.setViewControllers([container], animated: false)
        """

    @Test func theContentIsTheScreenAndItsFrameAndFooterAreParts() {
        let graph = FieldMisreadTests.plainScan(Self.app(content: Self.embeddingStart, showConsent: """
            let consent = ConsentViewController()
                    consent.onDone = { [weak self] in self?.navigationController.popToRootViewController(animated: true) }
                    navigationController.pushViewController(TopBottomContainerViewController(topController: consent, bottomController: FooterViewController("Done"), onDismiss: { [weak self] in self?.navigationController.popViewController(animated: true) }), animated: true)
            """))
        let app = graph.coordinator(named: "App")
        #expect(app?.start.first?.target == .screen("Info"))
        #expect(app?.screens.map(\.name) == ["Info", "Consent"])
        #expect(RouteTests.transitions(graph, "App", "Info") == ["onNext push Consent"])
        // The container's own closure is the content's trigger.
        #expect(RouteTests.transitions(graph, "App", "Consent") == ["onDone popToRoot", "onDismiss pop"])
        #expect(FieldMisreadTests.errorLines(graph) == [])
    }

    @Test func aScreenHandedAnotherOneItAlreadyShowsEmbedsNothing() {
        // `ReviewViewController(previous: info)` takes a screen the coordinator keeps in a
        // property: a dependency, not content. Review is its own screen, pushed.
        let graph = FieldMisreadTests.plainScan(Self.app(
            content: "info.onNext = { [weak self] in self?.showConsent() }\n        navigationController.setViewControllers([info], animated: false)",
            showConsent: "navigationController.pushViewController(ReviewViewController(previous: info), animated: true)"
        ))
        #expect(graph.coordinator(named: "App")?.screens.map(\.name) == ["Info", "Review"])
        #expect(RouteTests.transitions(graph, "App", "Info") == ["onNext push Review"])
    }

    @Test func aScreenHandedAViewControllerAfterItsOwnArgumentsIsTheScreenWithAPart() {
        let graph = FieldMisreadTests.plainScan(Self.app(content: """
            let filter = FilterViewController(enabled: true, tagsController: TagsViewController())
                    filter.onNext = { [weak self] in self?.showConsent() }
                    navigationController.setViewControllers([filter], animated: false)
            """, showConsent: "navigationController.pushViewController(ConsentViewController(), animated: true)"))
        // (Info, made in a property, is no part of this flow's start.)
        #expect(graph.coordinator(named: "App")?.screens.map(\.name) == ["Info", "Filter", "Consent"])
        #expect(graph.coordinator(named: "App")?.start.first?.target == .screen("Filter"))
        #expect(RouteTests.transitions(graph, "App", "Filter") == ["onNext push Consent"])
    }
}
