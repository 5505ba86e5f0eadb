import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Field misreads about pop hooks that reach the coordinator through a screen's delegate: the
/// app's navigation controller telling the screen it popped, or `didMove(toParent: nil)` (§8).
extension FieldMisreadTests {
    static func popHookCode(hook: String) -> String {
        """
        @objc protocol PopNotifiable { func didPopViewController(animated: Bool) }
        class AppNavigationController: UINavigationController {
            override func popViewController(animated: Bool) -> UIViewController? {
                let viewController = super.popViewController(animated: animated)
                DispatchQueue.main.async { (viewController as? PopNotifiable)?.didPopViewController(animated: animated) }
                return viewController
            }
        }
        protocol CurrencyViewControllerDelegate: AnyObject {
            func didClose(in controller: CurrencyViewController)
        }
        final class CurrencyViewController: UIViewController {
            weak var delegate: CurrencyViewControllerDelegate?
        }
        \(hook)
        final class AppDelegate { func launch() { SettingsCoordinator(navigationController: AppNavigationController()).start() } }
        final class SettingsCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() {
                let home = HomeViewController()
                home.didTapBuy = { [weak self] in self?.showCurrency() }
                navigationController.setViewControllers([home], animated: false)
            }
            func showCurrency() {
                let child = CurrencyCoordinator(navigationController: navigationController)
                child.didFinish = { [weak self] finished in self?.childCoordinators.removeAll { $0 === finished } }
                childCoordinators.append(child)
                child.start()
            }
        }
        final class CurrencyCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() {
                let currency = CurrencyViewController()
                currency.delegate = self
                navigationController.pushViewController(currency, animated: true)
            }
        }
        extension CurrencyCoordinator: CurrencyViewControllerDelegate {
            func didClose(in controller: CurrencyViewController) { didFinish?(self) }
        }
        """
    }

    /// The screen's pop hook tells its delegate, whose method finishes the coordinator: it
    /// finishes on pop back, whichever hook the app uses.
    @Test(arguments: [
        "extension CurrencyViewController: PopNotifiable { func didPopViewController(animated: Bool) { delegate?.didClose(in: self) } }",
        "extension CurrencyViewController { override func didMove(toParent parent: UIViewController?) { if parent == nil { delegate?.didClose(in: self) } } }",
    ])
    func aPopHookThatTellsTheScreensDelegateFinishesOnPopBack(hook: String) throws {
        let graph = FieldIdiomTests.scan(Self.popHookCode(hook: hook))
        #expect(Self.errorLines(graph) == [], "\(Self.errorLines(graph))")
        #expect(try #require(graph.coordinator(named: "Currency")).finishesOnPopBack)
    }

    /// The same screen whose pop notification does something else: the delegate method is a
    /// button nothing on the pop presses, so a pop back leaks the child.
    @Test func aPopNotificationThatDoesNotReachTheCoordinatorLeavesTheLeak() throws {
        let graph = FieldIdiomTests.scan(Self.popHookCode(hook: """
            extension CurrencyViewController: PopNotifiable { func didPopViewController(animated: Bool) { print("popped") } }
            """))
        #expect(Self.errorLines(graph).contains { $0.hasPrefix("leaked_child_coordinator") }, "\(Self.errorLines(graph))")
        #expect(try #require(graph.coordinator(named: "Currency")).finishesOnPopBack == false)
    }
}
