import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// State machines driving a flow coordinator (Docs/SCANNING.md, "Routes"): SwiftState's handlers
/// are the dispatcher, `tryEvent(.e)` (or an app wrapper forwarding to it) runs the cases `.e`
/// reaches, and a start that only fires a start event resolves through them.
@Suite struct StateMachineTests {
    /// A garden app: the list fires `openPlant` (push) and, when `firesSettings`, `openSettings`
    /// (present); `handler` is the any-handler's body, `register` how it is registered.
    static func garden(firesSettings: Bool, handler: String = fullHandler, register: String = "stateMachine.addAnyHandler(.any => .any)",
                       fire: String = "stateMachine.tryEvent", extra: String = "") -> String {
        """
        import UIKit
        import SwiftState
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var garden: GardenFlowCoordinator?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let navigation = UINavigationController()
                window?.rootViewController = navigation
                let garden = GardenFlowCoordinator(navigationController: navigation)
                self.garden = garden
                garden.start()
                return true
            }
        }
        final class PlantListViewController: UIViewController {
            var onSelect: ((Int) -> Void)?
            var onSettings: (() -> Void)?
        }
        final class PlantViewController: UIViewController {
            var onClose: (() -> Void)?
        }
        final class GardenSettingsViewController: UIViewController {}
        enum GardenState: StateType { case initial, list, plant(Int), settings }
        enum GardenEvent: EventType { case start, openPlant(Int), closePlant, openSettings }
        final class GardenFlowCoordinator: Coordinator {
            private let navigationController: UINavigationController
            private let stateMachine = StateMachine<GardenState, GardenEvent>(state: .initial)
            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
                configureStateMachine()
            }
            func start() {
                \(fire)(.start)
            }
            private func configureStateMachine() {
                stateMachine.addRoutes(event: .start, transitions: [.initial => .list])
                stateMachine.addRoutes(event: .openSettings, transitions: [.list => .settings])
                stateMachine.addRouteMapping { event, fromState, _ in
                    switch (fromState, event) {
                    case (.list, .openPlant(let id)): return .plant(id)
                    case (.plant, .closePlant): return .list
                    default: return nil
                    }
                }
                \(register) { [weak self] context in
                    guard let self else { return }
                    \(handler)
                }
                stateMachine.addErrorHandler { context in
                    fatalError("Unexpected transition \\(context)")
                }
            }
            private func showList() {
                let list = PlantListViewController()
                list.onSelect = { [weak self] id in self?.\(fire)(.openPlant(id)) }
                \(firesSettings ? "list.onSettings = { [weak self] in self?.\(fire)(.openSettings) }" : "")
                navigationController.setViewControllers([list], animated: false)
            }
            private func showPlant(_ id: Int) {
                let plant = PlantViewController()
                plant.onClose = { [weak self] in self?.\(fire)(.closePlant) }
                navigationController.pushViewController(plant, animated: true)
            }
            \(extra)
        }
        """
    }

    static let fullHandler = """
        switch (context.fromState, context.event, context.toState) {
        case (.initial, .start, .list): showList()
        case (.list, .openPlant(let id), .plant): showPlant(id)
        case (.plant, .closePlant, .list): navigationController.popViewController(animated: true)
        case (.list, .openSettings, .settings): navigationController.present(GardenSettingsViewController(), animated: true)
        default: break
        }
        """

    static func scan(_ code: String) -> AppGraph { RouteTests.scan(code) }

    static func starts(_ graph: AppGraph, _ coordinator: String) -> [String] {
        (graph.coordinator(named: coordinator)?.start ?? []).map { entry in
            switch entry.target {
            case .screen(let screen): "screen \(screen)"
            case .child(let child): "child \(child.coordinator)"
            }
        }
    }

    @Test func aStartThatFiresItsStartEventShowsWhatTheHandlerShows() {
        let graph = Self.scan(Self.garden(firesSettings: true))
        #expect(Self.starts(graph, "GardenFlow") == ["screen PlantList"])
        #expect(RouteTests.transitions(graph, "GardenFlow", "PlantList") == ["onSelect push Plant", "onSettings present GardenSettings"])
        #expect(RouteTests.transitions(graph, "GardenFlow", "Plant") == ["onClose pop"])
        #expect(graph.unknowns.isEmpty)
        #expect(RouteTests.findings(graph) == [])
    }

    @Test func anEventNothingFiresIsAnUnknownOriginNotAFinding() {
        let graph = Self.scan(Self.garden(firesSettings: false))
        #expect(RouteTests.transitions(graph, "GardenFlow", "PlantList") == ["onSelect push Plant"])
        #expect(graph.unknowns.map(\.aspect) == [.triggers])
        #expect(graph.unknowns.first?.reason.contains("cases .openSettings navigate") == true)
        #expect(graph.unknowns.first?.location?.line == 45)  // the handler's registration
        // GardenSettings is shown from an unknown origin: not dead, only noted.
        #expect(RouteTests.findings(graph) == ["not_fully_read 45"])
    }

    @Test func aHandlerOverStatesOnlyRunsTheCasesTheRoutesLeadTo() {
        // `switch (from, to)`: `.start` goes `.initial => .list` (addRoutes), `.openPlant` `.list => .plant` (the mapping).
        let handler = """
            switch (context.fromState, context.toState) {
            case (.initial, .list): showList()
            case (.list, .plant(let id)): showPlant(id)
            case (.plant, .list): navigationController.popViewController(animated: true)
            case (.list, .settings): navigationController.present(GardenSettingsViewController(), animated: true)
            default: break
            }
            """
        let graph = Self.scan(Self.garden(firesSettings: true, handler: handler))
        #expect(Self.starts(graph, "GardenFlow") == ["screen PlantList"])
        #expect(RouteTests.transitions(graph, "GardenFlow", "PlantList") == ["onSelect push Plant", "onSettings present GardenSettings"])
        #expect(RouteTests.transitions(graph, "GardenFlow", "Plant") == ["onClose pop"])
        #expect(RouteTests.findings(graph) == [])
    }

    @Test func anAppWrapperIsFoundByWhatItForwards() {
        // `GardenMachine` wraps the machine: `submit(_:)` forwards to `tryEvent`, `onTransition` to `addAnyHandler`.
        let wrapper = """
            final class GardenMachine {
                private let machine = StateMachine<GardenState, GardenEvent>(state: .initial)
                init() { machine.addRoutes(event: .start, transitions: [.initial => .list]) }
                func submit(_ event: GardenEvent) { machine.tryEvent(event) }
                func onTransition(_ handler: @escaping StateMachine<GardenState, GardenEvent>.Handler) { machine.addAnyHandler(.any => .any, handler: handler) }
            }
            """
        let code = Self.garden(firesSettings: true, register: "stateMachine.onTransition", fire: "stateMachine.submit")
            .replacingOccurrences(of: "private let stateMachine = StateMachine<GardenState, GardenEvent>(state: .initial)", with: "private let stateMachine = GardenMachine()")
            .replacingOccurrences(of: "stateMachine.addRoutes(", with: "// ").replacingOccurrences(of: "stateMachine.addRouteMapping", with: "_ = { (f: (GardenEvent, GardenState, Any?) -> GardenState?) in }")
            + wrapper
        let graph = Self.scan(code)
        #expect(Self.starts(graph, "GardenFlow") == ["screen PlantList"])
        #expect(RouteTests.transitions(graph, "GardenFlow", "PlantList") == ["onSelect push Plant", "onSettings present GardenSettings"])
        #expect(RouteTests.findings(graph) == [])
    }

    @Test func aStartFiringAnEventNoHandlerReadsIsNotRouteDriven() {
        // No handler the scanner reads: `tryEvent` means nothing, the start shows nothing it can follow.
        let code = Self.garden(firesSettings: true, register: "stateMachine.addAnyHandlerLater")
        let graph = Self.scan(code)
        #expect(Self.starts(graph, "GardenFlow") == [])
        #expect(!graph.unknowns.contains { $0.reason.contains("route dispatcher") })
    }
}
