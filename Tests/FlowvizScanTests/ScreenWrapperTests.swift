import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Screen-wrapper coordinators (issue 13 §3): small `…ScreenCoordinator` types that hand out one
/// screen and publish its `actions`, shown by the app's own stack wrapper (`push(x)`,
/// `setRootCoordinator(x)`, `setSheetCoordinator(x)`), are screens of the flow that shows them.
@Suite struct ScreenWrapperTests {
    static func app(wrapperActions: Bool) -> AppGraph {
        let actions = wrapperActions ? "var actions: AnyPublisher<HomeScreenAction, Never> { subject.eraseToAnyPublisher() }" : "func start() {}"
        return FieldMisreadTests.plainScan("""
            final class NavigationStackCoordinator {
                private var stack: [Any] = []
                var sheet: Any?
                func setRootCoordinator(_ coordinator: Any?) { stack = [coordinator as Any] }
                func push(_ coordinator: Any) { stack.append(coordinator) }
                func setSheetCoordinator(_ coordinator: Any?) { sheet = coordinator }
            }
            enum HomeScreenAction { case showSettings, showRoom }
            final class HomeScreenCoordinator {
                private let subject = PassthroughSubject<HomeScreenAction, Never>()
                \(actions)
                func toPresentable() -> AnyView { AnyView(Text("Home")) }
            }
            enum SettingsScreenAction { case close }
            final class SettingsScreenCoordinator {
                var actions: AnyPublisher<SettingsScreenAction, Never> { fatalError() }
                func toPresentable() -> AnyView { AnyView(Text("Settings")) }
            }
            final class RoomScreenCoordinator {
                var actions: AnyPublisher<Int, Never> { fatalError() }
                func toPresentable() -> AnyView { AnyView(Text("Room")) }
            }
            final class AppDelegate { func launch() { AppFlowCoordinator(stack: NavigationStackCoordinator()).start() } }
            final class AppFlowCoordinator {
                private let stack: NavigationStackCoordinator
                private var cancellables = Set<AnyCancellable>()
                init(stack: NavigationStackCoordinator) { self.stack = stack }
                func start() {
                    let home = HomeScreenCoordinator()
                    home.actions.sink { [weak self] action in
                        switch action {
                        case .showSettings: self?.showSettings()
                        case .showRoom: self?.stack.push(RoomScreenCoordinator())
                        }
                    }.store(in: &cancellables)
                    stack.setRootCoordinator(home)
                }
                private func showSettings() {
                    let settings = SettingsScreenCoordinator()
                    settings.actions.sink { [weak self] action in
                        switch action {
                        case .close: self?.stack.setSheetCoordinator(nil)
                        }
                    }.store(in: &cancellables)
                    stack.setSheetCoordinator(settings)
                }
            }
            """)
    }

    /// The wrappers are the flow's screens, their action cases its triggers; the stack wrapper
    /// is a container, not a coordinator.
    @Test func wrappersAreScreensAndTheirActionsTriggers() throws {
        let graph = Self.app(wrapperActions: true)
        #expect(graph.coordinators.map(\.name) == ["AppFlow"])
        let flow = try #require(graph.coordinator(named: "AppFlow"))
        #expect(flow.screens.map(\.name).sorted() == ["Home", "Room", "Settings"])
        let home = try #require(flow.screen(named: "Home"))
        #expect(home.transitions.map(\.trigger) == ["showSettings", "showRoom"])
        #expect(home.transitions.map(\.action) == [.present(screen: "Settings", presentation: ModalPresentation(style: .sheet)), .push(screen: "Room")])
        #expect(flow.screen(named: "Settings")?.transitions.map(\.action) == [.dismiss])
        #expect(Linter.lint(graph).filter { $0.severity != .note }.isEmpty)
    }

    /// A `…Coordinator` that publishes no actions and has more than `toPresentable()` (a `start()`)
    /// is not taken for a screen wrapper.
    @Test func aTypeWithoutActionsIsNoWrapper() {
        let graph = Self.app(wrapperActions: false)
        #expect(graph.coordinator(named: "AppFlow")?.screen(named: "Home") == nil)
    }
}
