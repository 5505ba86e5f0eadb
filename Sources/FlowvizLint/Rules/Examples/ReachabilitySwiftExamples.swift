/// The Swift examples of `unreachable_screen`, `superfluous_suppression` and
/// `invalid_deep_link`: what the app's flow reaches.
extension RuleExamples {
    /// An app whose home screen leads to an order and, when `helpWired`, to help. `directive`
    /// goes on the line above the help screen's creation. Help is marked `↓` when it is
    /// unreachable and no directive accepts it.
    static func helpApp(helpWired: Bool, directive: String? = nil) -> String {
        let wiresHelp = helpWired ? "\n        home.onHelp = { [weak self] in self?.showHelp() }" : ""
        let marker = !helpWired && directive == nil ? "↓" : ""
        let accepted = directive.map { "\n    \($0)" } ?? ""
        return swiftApp(root: "AppCoordinator", """
        final class AppCoordinator: Coordinator {
            let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            func start() {
                let home = HomeViewController()
                home.onSelectOrder = { [weak self] in self?.showOrder() }\(wiresHelp)
                navigation.setViewControllers([home], animated: false)
            }
            func showOrder() { navigation.pushViewController(OrderViewController(), animated: true) }\(accepted)
            func showHelp() { navigation.pushViewController(\(marker)HelpViewController(), animated: true) }
        }
        final class HomeViewController: UIViewController { var onSelectOrder: (() -> Void)?; var onHelp: (() -> Void)? }
        final class OrderViewController: UIViewController {}
        final class HelpViewController: UIViewController {}
        """)
    }
}

extension UnreachableScreenRule {
    /// With `triggering`, the home screen's help button handler is never installed.
    static func swiftExample(triggering: Bool) -> String {
        RuleExamples.helpApp(helpWired: !triggering)
    }
}

extension SuperfluousSuppressionRule {
    /// With `triggering`, the help screen is reachable again but the directive that accepted it
    /// being unreachable stayed; without, the directive accepts a screen that is unreachable.
    static func swiftExample(triggering: Bool) -> String {
        RuleExamples.helpApp(helpWired: triggering, directive: (triggering ? "↓" : "") + "// flowviz:disable:next unreachable_screen")
    }
}

extension InvalidDeepLinkRule {
    /// With `triggering`, the settings button was removed from the home screen, but the
    /// `settings` deep link still opens Settings, which the app no longer leads to.
    static func swiftExample(triggering: Bool) -> String {
        let wiresSettings = triggering ? "" : "\n        home.onSettings = { [weak self] in self?.showSettings() }"
        return RuleExamples.swiftApp(root: "AppCoordinator", """
        enum DeepLink {
            case order(id: Int)
            case settings
        }
        final class AppCoordinator: Coordinator {
            let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            func start() {
                let home = HomeViewController()
                home.onSelectOrder = { [weak self] id in self?.showOrder(id: id) }\(wiresSettings)
                navigation.setViewControllers([home], animated: false)
            }
            func start(with deepLink: DeepLink) {
                start()
                switch deepLink {
                case .order(let id): showOrder(id: id)
                case .settings: showSettings()
                }
            }
            func showOrder(id: Int) { navigation.pushViewController(OrderViewController(id: id), animated: true) }
            func showSettings() { \(triggering ? "↓" : "")navigation.pushViewController(SettingsViewController(), animated: true) }
        }
        final class HomeViewController: UIViewController { var onSelectOrder: ((Int) -> Void)?; var onSettings: (() -> Void)? }
        final class OrderViewController: UIViewController { init(id: Int) { super.init(nibName: nil, bundle: nil) } }
        final class SettingsViewController: UIViewController {}
        """)
    }
}
