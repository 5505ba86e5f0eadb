import FlowvizCore
import FlowvizScan
import Testing

/// Values the code declares to be alerts, however they are reached (Docs/SCANNING.md, "Source-only
/// checks" and "What is shown"): a screen showing one does not navigate, and a coordinator
/// presenting one shows no screen and leaves nothing unread. An app screen reached alike is still one.
@Suite struct AlertValueTests {
    static let declarations = """
        final class ListModel { var showAlert: ((UIAlertController) -> Void)?; var showDetail: ((DetailViewController) -> Void)? }
        final class SettingsTableViewController: UITableViewController {
            func fail() { let alert = self.makeErrorAlert(message: "m"); present(alert, animated: true) }
        }
        final class BluetoothManager {
            func alertForBluetoothOff(_ done: @escaping () -> Void) -> UIAlertController? { nil }
            func detail() -> DetailViewController { DetailViewController() }
        }
        extension UIViewController {
            func makeErrorAlert(message: String) -> UIAlertController { UIAlertController(title: nil, message: message, preferredStyle: .alert) }
        }
        extension UIAlertController {
            static func errorAlert(title: String? = nil, message: String) -> UIAlertController {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                return alert
            }
        }
        extension ListViewController {
            var model: ListModel { ListModel() }
            var manager: BluetoothManager { BluetoothManager() }
            func alert(for error: Error) -> UIAlertController? { nil }
        }
        """

    @Test(arguments: [
        "model.showAlert = { alert in DispatchQueue.main.async { [weak self] in self?.present(alert, animated: true) } }",
        "model.showAlert = { (alert: UIAlertController) in self.present(alert, animated: true) }",
        "let a = self.makeErrorAlert(message: \"m\")\n        present(a, animated: true)",
        "let b = manager.alertForBluetoothOff { }\n        present(b!, animated: true)",
        "func defaultAlert(_ e: Error) -> UIAlertController { UIAlertController.errorAlert(message: \"x\") }\n        let c = self.alert(for: error) ?? defaultAlert(error)\n        present(c, animated: true)",
        "let d = UIAlertController.errorAlert(message: \"m\")\n        navigationController?.present(d, animated: true)",
    ])
    func anAlertShownByAScreenIsNoNavigation(body: String) {
        #expect(SelfNavigationTests.facts(body, Self.declarations) == [])
    }

    @Test func anAppScreenReachedAlikeIsStillNavigation() {
        let detail = SelfNavigationTests.navigates("DetailViewController")
        #expect(SelfNavigationTests.facts("model.showDetail = { detail in self.present(detail, animated: true) }", Self.declarations) == detail)
        #expect(SelfNavigationTests.facts("let d = manager.detail()\n        present(d, animated: true)", Self.declarations) == detail)
        // `??` of an alert and an app screen is not known to be an alert.
        #expect(SelfNavigationTests.facts("let c = self.alert(for: error) ?? manager.detail()\n        present(c, animated: true)", Self.declarations)
            == SelfNavigationTests.navigates(nil))
    }

    /// A coordinator presenting an alert from a method declared to return one, another object's
    /// method, a static factory or `??` of two: no unknown target.
    @Test func aCoordinatorPresentingAnAlertShowsNoScreen() {
        let members = """
            let manager = BluetoothManager()
            func alert(for error: Error) -> UIAlertController? { nil }
            func load(_ done: @escaping (Error) -> Void) {}
            """
        let graph = FieldIdiomTests.app(start: """
                navigationController.pushViewController(HomeViewController(), animated: false)
                let d = UIAlertController.errorAlert(message: "m")
                navigationController.present(d, animated: true)
                let b = manager.alertForBluetoothOff { }
                navigationController.present(b!, animated: true)
                load { [weak self] error in
                    let c = self?.alert(for: error) ?? defaultAlert(error)
                    self?.navigationController.present(c, animated: true)
                }
                func defaultAlert(_ error: Error) -> UIAlertController { UIAlertController.errorAlert(message: "x") }
            """, members: members, Self.declarations)
        #expect(graph.unknowns.isEmpty, "\(graph.unknowns.map(\.reason))")
        // The same with an unknown value is unread.
        let unread = FieldIdiomTests.app(start: """
                navigationController.pushViewController(HomeViewController(), animated: false)
                navigationController.present(makeSomething(), animated: true)
            """, members: "func makeSomething() -> UIViewController { factory.make() }")
        #expect(unread.unknowns.map(\.aspect) == [.target])
    }
}
