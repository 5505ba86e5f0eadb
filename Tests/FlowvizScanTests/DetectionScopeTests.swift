import FlowvizCore
import FlowvizScan
import FlowvizTestSupport
import Foundation
import Testing

/// What makes a type a coordinator and a folder test code (Docs/SCANNING.md, "Coordinators" and
/// "Files"): names alone decide neither.
@Suite struct DetectionScopeTests {
    /// An app whose delegate makes `AppCoordinator` and `made`, beside `declarations`.
    static func coordinators(making made: String, _ declarations: String) -> [String] {
        let code = """
            protocol Coordinator: AnyObject { func start() }
            final class AppDelegate { var kept: [AnyObject] = []; func launch() { let app = AppCoordinator(); app.start(); kept = [app, \(made)()] } }
            final class AppCoordinator: Coordinator {
                let navigation = UINavigationController()
                func start() { navigation.setViewControllers([HomeViewController()], animated: false) }
            }
            final class HomeViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}
            \(declarations)
            """
        return SwiftScanner.scan(sources: [("App.swift", Array(code.utf8))]).graph.coordinators.map(\.name).sorted()
    }

    /// A `…Coordinating` protocol names a role a service may play: made by the app delegate but
    /// showing nothing, its conformer is no flow; one that shows a screen is.
    @Test func aCoordinatingConformanceAloneMakesNoCoordinator() {
        let service = "protocol CameraCoordinating: AnyObject { func startCapture() }\nfinal class CameraManager: CameraCoordinating { func startCapture() {} }"
        #expect(Self.coordinators(making: "CameraManager", service) == ["App"])
        let flow = """
            protocol SettingsCoordinating: AnyObject { func start() }
            final class SettingsManager: SettingsCoordinating {
                let navigation = UINavigationController()
                func start() { navigation.setViewControllers([SettingsViewController()], animated: false) }
            }
            """
        #expect(Self.coordinators(making: "SettingsManager", flow).count == 2)
    }

    /// An actor runs off the main actor, where UIKit navigation cannot: no coordinator, whatever its name.
    @Test func anActorIsNoCoordinator() {
        #expect(Self.coordinators(making: "LoginMethodFlow", "actor LoginMethodFlow { var manual = false }") == ["App"])
        #expect(Self.coordinators(making: "LoginMethodFlow", "final class LoginMethodFlow { var manual = false }") == ["App", "LoginMethodFlow"])
    }

    /// A folder named `…Tests` is test code when its Swift files import a test framework (a file
    /// importing one is read for nothing); a feature folder named after lab tests is the app's.
    @Test func onlyTestCodeIsSkippedAsTests() throws {
        let files = [
            "App/Root.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class AppDelegate { var app: AppCoordinator?; func launch() { app = AppCoordinator(); app?.start() } }
                final class AppCoordinator: Coordinator {
                    let navigation = UINavigationController()
                    var children: [Coordinator] = []
                    func start() {
                        let lab = LabTestsCoordinator(navigation: navigation)
                        children.append(lab)
                        lab.start()
                    }
                }
                """,
            "App/Scenes/LabTests/LabTestsCoordinator.swift": """
                final class LabTestsCoordinator: Coordinator {
                    let navigation: UINavigationController
                    init(navigation: UINavigationController) { self.navigation = navigation }
                    func start() { navigation.setViewControllers([LabTestsViewController()], animated: false) }
                }
                final class LabTestsViewController: UIViewController {}
                """,
            "App/Scenes/LabTests/__tests__/LabTestsCoordinatorTests.swift": "import XCTest\nfinal class LabTestsCoordinatorTests: XCTestCase {}",
            "AppTests/Flows/SpyCoordinatorTests.swift": "import XCTest\n@testable import App\nfinal class SpyCoordinatorTests: XCTestCase {}",
            "AppTests/Flows/MockCoordinator.swift": """
                final class MockCoordinator: Coordinator {
                    let navigation = UINavigationController()
                    func start() { navigation.setViewControllers([LabTestsViewController()], animated: false) }
                }
                final class Harness { func run() { MockCoordinator().start() } }
                """,
            "App/Support/PreviewFlowTests.swift": "import Testing\nfinal class PreviewCoordinator: Coordinator { func start() {} }\nfunc make() { PreviewCoordinator().start() }",
        ]
        let root = try ScratchDirectory.holding(files, prefix: "flowviz-tests")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try SwiftScanner.scan(directory: root.path)
        #expect(result.files.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
            == ["LabTestsCoordinator.swift", "PreviewFlowTests.swift", "Root.swift"])
        #expect(result.graph.coordinators.map(\.name).sorted() == ["App", "LabTests"])
    }

    /// A folder named after a kind of test (`UITests`, `UnitTests`) in the app's own sources holds
    /// the stand-in app the app runs under a test launch: test code though nothing in it imports a
    /// test framework. A folder named after something else tested (`TunnelTests`) stays the app's.
    @Test func aTestHarnessFolderIsTestCode() throws {
        let app = { (name: String) in """
            final class \(name)AppCoordinator: Coordinator {
                let window = UIWindow()
                func start() { window.rootViewController = \(name)ViewController() }
            }
            final class \(name)ViewController: UIViewController {}
            """ }
        let files = [
            "App/Sources/Application.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class Application {
                    var app: Coordinator?
                    func launch(_ arguments: [String]) {
                        if arguments.contains("ui") { app = UITestsAppCoordinator() }
                        else if arguments.contains("unit") { app = UnitTestsAppCoordinator() }
                        else if arguments.contains("tunnel") { app = TunnelAppCoordinator() }
                        else { app = MainAppCoordinator() }
                        app?.start()
                    }
                }
                """ + app("Main"),
            "App/Sources/UITests/UITestsAppCoordinator.swift": app("UITests"),
            "App/Sources/UnitTests/UnitTestsAppCoordinator.swift": app("UnitTests"),
            "App/Sources/TunnelTests/TunnelAppCoordinator.swift": app("Tunnel"),
        ]
        let root = try ScratchDirectory.holding(files, prefix: "flowviz-harness")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try SwiftScanner.scan(directory: root.path)
        #expect(result.files.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
            == ["Application.swift", "TunnelAppCoordinator.swift"])
        #expect(result.graph.coordinators.map(\.name).sorted() == ["MainApp", "TunnelApp"])
    }
}
