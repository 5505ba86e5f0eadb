import FlowvizCore
import FlowvizScan
import Testing

/// Values carry their types (Interpreter+TypedCalls.swift): a call on an object of an app type
/// (a module, a factory) runs the method Swift dispatches to on that type, not any method of the
/// same name.
@Suite struct TypedCallTests {
    static let app = """
        import UIKit

        protocol Coordinator: AnyObject { func start() }

        final class AccountModule {
            func make(navigationController: UINavigationController) -> AccountCoordinator { AccountCoordinator(navigationController: navigationController) }
        }
        final class SettingsModule {
            func make(navigationController: UINavigationController) -> SettingsCoordinator { SettingsCoordinator(navigationController: navigationController) }
        }

        final class AppCoordinator: Coordinator {
            let navigationController = UINavigationController()
            let settingsModule = SettingsModule()
            var children: [Coordinator] = []
            func start() {
                let home = HomeViewController()
                home.onAccount = { [weak self] in self?.showAccount() }
                home.onSettings = { [weak self] in self?.showSettings() }
                navigationController.setViewControllers([home], animated: false)
            }
            func showAccount() {
                let module = AccountModule()
                let account = module.make(navigationController: navigationController)
                children.append(account)
                account.start()
            }
            func showSettings() {
                let settings = settingsModule.make(navigationController: navigationController)
                children.append(settings)
                settings.start()
            }
        }
        final class AccountCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.pushViewController(AccountViewController(), animated: true) }
        }
        final class SettingsCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.pushViewController(SettingsViewController(), animated: true) }
        }
        final class HomeViewController: UIViewController {
            var onAccount: (() -> Void)?
            var onSettings: (() -> Void)?
        }
        final class AccountViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class AppDelegate { func launch() { AppCoordinator().start() } }
        """

    @Test func aFactoryMethodRunsOnTheTypeOfItsReceiver() {
        let shape = GraphShape.of(RouteTests.scan(Self.app))
        // A local made by a construction, and a stored property made by its initial value.
        #expect(shape.contains { $0.hasPrefix("transition AppCoordinator HomeViewController.onAccount start AccountCoordinator ") })
        #expect(shape.contains { $0.hasPrefix("transition AppCoordinator HomeViewController.onSettings start SettingsCoordinator ") })
        #expect(!shape.contains { $0.hasPrefix("transition AppCoordinator HomeViewController.onSettings start AccountCoordinator ") })
    }
}
