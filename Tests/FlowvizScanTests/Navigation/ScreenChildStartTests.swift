import FlowvizCore
import FlowvizScan
import Testing

/// A view controller that makes one of the app's coordinators and starts it itself starts that
/// child, on a trigger named after its method, in each coordinator that shows the screen; who
/// keeps the child is the screen's own code, said as unknown (Navigation/ScreenChildStarts.swift).
@Suite struct ScreenChildStartTests {
    static func app(_ settingsBody: String) -> String {
        """
        import UIKit
        class Flow {
            var navigationController: UINavigationController!
            func start() {}
            func modal(from presenter: UIViewController) { navigationController = UINavigationController(); start() }
        }
        final class ExportViewController: UIViewController {}
        final class ExportFlow: Flow {
            override func start() { navigationController.pushViewController(ExportViewController(), animated: true) }
        }
        extension UIViewController {
            func present(flow: Flow) { flow.modal(from: self) }
        }
        final class SettingsViewController: UIViewController {
            private var exportFlow: ExportFlow!
            func didTapExport() {
                \(settingsBody)
            }
        }
        final class AppCoordinator {
            let navigationController = UINavigationController()
            func start() { navigationController.setViewControllers([SettingsViewController()], animated: false) }
        }
        """
    }

    func starts(_ graph: AppGraph) -> [String] {
        graph.coordinator(named: "App")?.screens.first { $0.name == "Settings" }?.transitions.compactMap { transition in
            transition.action.childStart.map { "\(transition.trigger) \($0.coordinator)" }
        } ?? []
    }

    @Test(arguments: [
        "let flow = ExportFlow(); flow.start()",
        "exportFlow = ExportFlow(); exportFlow.start()",
        "self.exportFlow = ExportFlow(); self.present(flow: self.exportFlow)",
        "ExportFlow().start()",
    ])
    func aScreenThatMakesAndStartsACoordinatorStartsIt(body: String) {
        let graph = FieldMisreadTests.plainScan(Self.app(body))
        #expect(starts(graph) == ["didTapExport ExportFlow"])
        #expect(graph.unknowns.contains { $0.coordinator == "App" && $0.child == "ExportFlow" && $0.aspect == .retention })
        #expect(!graph.unknowns.contains { $0.coordinator == "ExportFlow" && $0.aspect == .entry })
    }

    @Test func aScreenThatOnlyMakesOneStartsNothing() {
        let graph = FieldMisreadTests.plainScan(Self.app("exportFlow = ExportFlow()"))
        #expect(starts(graph).isEmpty)
    }
}
