import FlowvizCore
import FlowvizScan
import Testing

/// Screens on a base class the scan does not read (a form library's `FormViewController`), known
/// by use: an RxFlow flow shows one it makes (LibraryBaseScreens.swift). Each with the variant
/// that must not read more.
@Suite struct LibraryBaseScreenTests {
    static let scan = RouteTests.scan
    static let transitions = RouteTests.transitions
    static let findings = RouteTests.findings

    /// A flow presenting a form screen it hands its stepper; `show` is how it shows the form.
    static func formFlow(show: String = "navigation.present(UINavigationController(rootViewController: form), animated: true)") -> String {
        """
        import Eureka
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func launch() { let flow = AppFlow(); coordinator.coordinate(flow: flow, with: flow.stepper) }
        }
        enum AppStep: Step { case home, settings, settingsDone }
        final class AppStepper: Stepper {
            var steps = PublishRelay<Step>()
            var initialStep: Step { AppStep.home }
        }
        final class AppFlow: Flow {
            var root: Presentable { navigation }
            let navigation = UINavigationController()
            let stepper = AppStepper()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .home:
                    navigation.pushViewController(HomeViewController(stepper), animated: false)
                    return .none
                case .settings:
                    let form = SettingsForm(stepper: stepper)
                    \(show)
                    return .none
                case .settingsDone:
                    navigation.dismiss(animated: true)
                    return .none
                }
            }
        }
        final class HomeViewController: UIViewController {
            let stepper: Stepper
            init(_ stepper: Stepper) { self.stepper = stepper; super.init(nibName: nil, bundle: nil) }
            @objc func settingsTapped() { stepper.steps.accept(AppStep.settings) }
        }
        final class SettingsForm: FormViewController {
            let stepper: Stepper
            init(stepper: Stepper) { self.stepper = stepper; super.init(nibName: nil, bundle: nil) }
            @objc func doneTapped() { stepper.steps.accept(AppStep.settingsDone) }
        }
        """
    }

    @Test func aFormAFlowPresentsIsAScreenWhoseSendsAreItsTriggers() {
        let graph = Self.scan(Self.formFlow())
        #expect(graph.coordinator(named: "AppFlow")?.screens.compactMap(\.typeName).sorted() == ["HomeViewController", "SettingsForm"])
        let form = graph.coordinator(named: "AppFlow")?.screens.first { $0.typeName == "SettingsForm" }?.name ?? "-"
        #expect(Self.transitions(graph, "AppFlow", form) == ["doneTapped dismiss"])
        #expect(graph.unknowns.isEmpty)
        #expect(Self.findings(graph) == [])
    }

    /// Made but never shown (kept for later): no use says it is a screen; its send stays unattributed.
    @Test func aFormTheFlowMakesButDoesNotShowStaysUnknown() {
        let graph = Self.scan(Self.formFlow(show: "pending = form"))
        #expect(graph.coordinator(named: "AppFlow")?.screens.compactMap(\.typeName) == ["HomeViewController"])
        #expect(graph.unknowns.contains { $0.aspect == .triggers && $0.reason.contains(".settingsDone") })
    }

    /// The same form shown by a delegate-driven coordinator: the delegate calls may come from the
    /// unread base (an app's Objective-C controller), so it is not taken as a screen.
    @Test func aFormAPlainCoordinatorPushesIsNoScreen() {
        let code = """
        final class SettingsCoordinator: Coordinator {
            let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            func start() {
                let form = SettingsForm()
                form.delegate = self
                navigation.pushViewController(form, animated: true)
            }
        }
        extension SettingsCoordinator: SettingsFormDelegate {
            func settingsFormDidFinish() { navigation.popViewController(animated: true) }
        }
        protocol SettingsFormDelegate: AnyObject { func settingsFormDidFinish() }
        final class SettingsForm: FormViewController {
            weak var delegate: SettingsFormDelegate?
            override func viewDidDisappear(_ animated: Bool) { delegate?.settingsFormDidFinish() }
        }
        """
        let graph = Self.scan(code)
        #expect(graph.coordinator(named: "Settings")?.screens.isEmpty == true)
        #expect(graph.unknowns.contains { $0.coordinator == "Settings" && $0.aspect == .start })
    }
}
