/// The Swift examples of `push_without_navigation_stack` and `unhandled_flow_event`: where a
/// screen's navigation goes.
extension PushWithoutNavigationStackRule {
    /// With `triggering`, the info screen is presented on its own and pushes from there; without,
    /// it is presented in a navigation controller of its own, which it pushes onto.
    static func swiftExample(triggering: Bool) -> String {
        let present = triggering ? """
            info.↓onMore = { [weak info] in info?.navigationController?.pushViewController(MoreViewController(), animated: true) }
                    navigation.present(info, animated: true)
            """ : """
            let stack = UINavigationController(rootViewController: info)
                    info.onMore = { [weak stack] in stack?.pushViewController(MoreViewController(), animated: true) }
                    navigation.present(stack, animated: true)
            """
        return RuleExamples.swiftApp(root: "AppCoordinator", """
        final class AppCoordinator: Coordinator {
            let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            func start() {
                let home = HomeViewController()
                home.onInfo = { [weak self] in self?.showInfo() }
                navigation.setViewControllers([home], animated: false)
            }
            func showInfo() {
                let info = InfoViewController()
                \(present)
            }
        }
        final class HomeViewController: UIViewController { var onInfo: (() -> Void)? }
        final class InfoViewController: UIViewController { var onMore: (() -> Void)? }
        final class MoreViewController: UIViewController {}
        """)
    }
}

extension UnhandledFlowEventRule {
    /// With `triggering`, the editor sends `ItemCreatedFlowEvent` and the list coordinator, its
    /// parent, does not handle it (NavigationFlowCoordinator's flow events).
    static func swiftExample(triggering: Bool) -> String {
        let handler = triggering ? "" : """

                override func handle(flowEvent: FlowEvent) -> Bool {
                    guard flowEvent is ItemCreatedFlowEvent else { return false }
                    popToNavigationRoot()
                    return true
                }
            """
        return """
        import UIKit
        import NavigationFlowCoordinator

        struct ItemCreatedFlowEvent: FlowEvent {}
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var coordinator: ListCoordinator?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                coordinator = ListCoordinator()
                coordinator?.start()
                return true
            }
        }
        final class ListCoordinator: NavigationFlowCoordinator {
            override func createMainViewController() -> UIViewController? {
                let list = ListViewController()
                list.onAdd = { [weak self] in self?.start(childCoordinator: EditorCoordinator()) }
                return list
            }\(handler)
        }
        final class EditorCoordinator: NavigationFlowCoordinator {
            override func createMainViewController() -> UIViewController? {
                let form = FormViewController()
                form.\(triggering ? "↓" : "")onSave = { [weak self] in self?.send(flowEvent: ItemCreatedFlowEvent()) }
                return form
            }
        }
        final class ListViewController: UIViewController { var onAdd: (() -> Void)? }
        final class FormViewController: UIViewController { var onSave: (() -> Void)? }
        """
    }
}
