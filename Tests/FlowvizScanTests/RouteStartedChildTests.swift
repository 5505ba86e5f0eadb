import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Flows built on an app's own stack wrapper and route enum (element-style): a child whose
/// `start()` is unavailable begins with the route its parent sends it; SwiftState route mappings
/// with a handler; a screen coordinator reporting through a callback; a second stack kept in a
/// property for sheets.
@Suite struct RouteStartedChildTests {
    static let prelude = """
        import SwiftUI
        final class NavigationStackCoordinator {
            private var stack: [Any] = []
            var sheet: Any?
            func setRootCoordinator(_ coordinator: Any?) { stack = [coordinator as Any] }
            func push(_ coordinator: Any) { stack.append(coordinator) }
            func setSheetCoordinator(_ coordinator: Any?) { sheet = coordinator }
        }
        final class RoomScreenCoordinator {
            var actions: AnyPublisher<Int, Never> { fatalError() }
            func toPresentable() -> AnyView { AnyView(Text("Room")) }
        }
        final class HomeScreenCoordinator {
            var actions: AnyPublisher<String, Never> { fatalError() }
            func toPresentable() -> AnyView { AnyView(Text("Home")) }
        }
        final class AppDelegate { func launch() { ChatsFlowCoordinator(stack: NavigationStackCoordinator()).start() } }

        """

    static let roomFlow = """
        enum AppRoute { case room(id: String), settings }
        final class RoomFlowCoordinator {
            private let stack: NavigationStackCoordinator
            init(stack: NavigationStackCoordinator) { self.stack = stack }
            func start() { fatalError("This flow expects a route") }
            func handleAppRoute(_ appRoute: AppRoute) {
                switch appRoute {
                case .room: stack.push(RoomScreenCoordinator())
                case .settings: break
                }
            }
        }

        """

    static func chats(_ selectRoom: String) -> AppGraph {
        FieldMisreadTests.plainScan(prelude + roomFlow + """
            final class ChatsFlowCoordinator {
                private let stack: NavigationStackCoordinator
                private var roomFlowCoordinator: RoomFlowCoordinator?
                private var cancellables = Set<AnyCancellable>()
                init(stack: NavigationStackCoordinator) { self.stack = stack }
                func start() {
                    let home = HomeScreenCoordinator()
                    home.actions.sink { [weak self] id in self?.selectRoom(id) }.store(in: &cancellables)
                    stack.setRootCoordinator(home)
                }
                private func selectRoom(_ id: String) {
                    \(selectRoom)
                }
            }
            """)
    }

    /// `let child = RoomFlow(…); child.handleAppRoute(.room(id))`: the route starts the child, from
    /// the trigger that made it; no `entry` unknown is left on it.
    @Test func aRouteSentToAChildMadeHereStartsIt() throws {
        let graph = Self.chats("""
            let coordinator = RoomFlowCoordinator(stack: stack)
                    roomFlowCoordinator = coordinator
                    coordinator.handleAppRoute(.room(id: id))
            """)
        let home = try #require(graph.coordinator(named: "ChatsFlow")?.screen(named: "Home"))
        #expect(home.transitions.map(\.action).contains { if case .startChild(let child) = $0 { child.coordinator == "RoomFlow" } else { false } })
        #expect(graph.unknowns.filter { $0.aspect == .entry }.isEmpty)
    }

    /// Near-miss: a route forwarded to a child kept in a property (made and started elsewhere, here
    /// in code the scanner does not follow) is no start of it: the entry stays unknown.
    @Test func aRouteForwardedToAStoredChildIsNoStart() throws {
        let graph = Self.chats("""
            roomFlowCoordinator?.handleAppRoute(.room(id: id))
                }
                func unfollowed() { roomFlowCoordinator = RoomFlowCoordinator(stack: stack)
            """)
        let home = try #require(graph.coordinator(named: "ChatsFlow")?.screen(named: "Home"))
        #expect(!home.transitions.map(\.action).contains { if case .startChild = $0 { true } else { false } })
        #expect(graph.unknowns.filter { $0.aspect == .entry }.map(\.child) == ["RoomFlow"])
    }

    // MARK: - SwiftState route mappings with a handler

    static func spaces(mapping: String) -> AppGraph {
        FieldMisreadTests.plainScan(prelude + """
            final class ChatsFlowCoordinator {
                enum State: StateType { case initial, home, room }
                enum Event: EventType { case start, selectRoom }
                private let stack: NavigationStackCoordinator
                private let stateMachine: StateMachine<State, Event>
                private var cancellables = Set<AnyCancellable>()
                init(stack: NavigationStackCoordinator) {
                    self.stack = stack
                    stateMachine = .init(state: .initial)
                    stateMachine.addRoutes(event: .start, transitions: [.initial => .home]) { [weak self] _ in self?.showHome() }
                    \(mapping)
                }
                func start() { stateMachine.tryEvent(.start) }
                private func showHome() {
                    let home = HomeScreenCoordinator()
                    home.actions.sink { [weak self] _ in self?.stateMachine.tryEvent(.selectRoom) }.store(in: &cancellables)
                    stack.setRootCoordinator(home)
                }
                private func showRoom() { stack.push(RoomScreenCoordinator()) }
            }
            """)
    }

    /// `addRouteMapping { event, from, _ in guard event == .selectRoom, case .home = from else { return nil }; return .room }
    /// handler: { … }`: the handler runs when `.selectRoom` fires, from the screen that fires it.
    @Test func aRouteMappingsHandlerRunsForTheEventsItMaps() throws {
        let graph = Self.spaces(mapping: """
            stateMachine.addRouteMapping { event, fromState, _ in
                        guard event == .selectRoom, case .home = fromState else { return nil }
                        return .room
                    } handler: { [weak self] _ in
                        self?.showRoom()
                    }
            """)
        let home = try #require(graph.coordinator(named: "ChatsFlow")?.screen(named: "Home"))
        #expect(home.transitions.map(\.action) == [.push(screen: "Room")])
        #expect(graph.unknowns.isEmpty)
    }

    /// Near-miss: a mapping that does not say its events (no guard on the event) leaves its
    /// handler to an unknown origin: Room is shown, from no screen, and noted.
    @Test func aHandlerOfAnUnreadMappingRunsFromAnUnknownOrigin() throws {
        let graph = Self.spaces(mapping: """
            stateMachine.addRouteMapping { event, fromState, _ in
                        fromState == .home ? .room : nil
                    } handler: { [weak self] _ in
                        self?.showRoom()
                    }
            """)
        let flow = try #require(graph.coordinator(named: "ChatsFlow"))
        #expect(flow.screen(named: "Home")?.transitions.isEmpty == true)
        #expect(flow.screen(named: "Room") != nil)
        #expect(graph.unknowns.map(\.aspect) == [.triggers])
    }

    // MARK: - A screen coordinator reporting through a callback

    static func picker(start: String) -> AppGraph {
        FieldMisreadTests.plainScan(prelude + """
            enum PickerAction { case cancel, picked(String) }
            final class PickerScreenCoordinator {
                private let callback: (PickerAction) -> Void
                private let stack: NavigationStackCoordinator
                init(stack: NavigationStackCoordinator, callback: @escaping (PickerAction) -> Void) { self.stack = stack; self.callback = callback }
                func start() { \(start) }
                func toPresentable() -> AnyView { AnyView(Text("Picker")) }
            }
            final class ChatsFlowCoordinator {
                private let stack: NavigationStackCoordinator
                private var cancellables = Set<AnyCancellable>()
                init(stack: NavigationStackCoordinator) { self.stack = stack }
                func start() {
                    let home = HomeScreenCoordinator()
                    home.actions.sink { [weak self] _ in self?.showPicker() }.store(in: &cancellables)
                    stack.setRootCoordinator(home)
                }
                private func showPicker() {
                    let picker = PickerScreenCoordinator(stack: stack) { [weak self] action in
                        switch action {
                        case .cancel: self?.stack.setSheetCoordinator(nil)
                        case .picked: self?.stack.push(RoomScreenCoordinator())
                        }
                    }
                    stack.setSheetCoordinator(picker)
                }
            }
            """)
    }

    /// `let callback: (Action) -> Void` handed in at creation, a `start()` that shows nothing: a
    /// screen, its callback's cases the flow's triggers.
    @Test func aScreenCoordinatorWithACallbackIsAScreen() throws {
        let graph = Self.picker(start: "UIApplication.shared.isIdleTimerDisabled = true")
        #expect(graph.coordinators.map(\.name) == ["ChatsFlow"])
        let flow = try #require(graph.coordinator(named: "ChatsFlow"))
        #expect(flow.screen(named: "Home")?.transitions.map(\.action) == [.present(screen: "Picker", presentation: ModalPresentation(style: .sheet))])
        #expect(flow.screen(named: "Picker")?.transitions.map(\.action).contains(.push(screen: "Room")) == true)
    }

    /// Near-miss: one whose `start()` pushes is a flow of its own.
    @Test func aCallbackCoordinatorWhoseStartNavigatesStaysAFlow() {
        let graph = Self.picker(start: "stack.push(RoomScreenCoordinator())")
        #expect(graph.coordinators.map(\.name).sorted() == ["ChatsFlow", "PickerScreen"])
    }

    // MARK: - A second stack for sheets

    static func lock(_ showPin: String) -> AppGraph {
        FieldMisreadTests.plainScan(prelude + """
            final class ChatsFlowCoordinator {
                private let stack: NavigationStackCoordinator
                private let modalStack = NavigationStackCoordinator()
                private var cancellables = Set<AnyCancellable>()
                init(stack: NavigationStackCoordinator) { self.stack = stack }
                func start() {
                    let home = HomeScreenCoordinator()
                    home.actions.sink { [weak self] _ in self?.showRoom() }.store(in: &cancellables)
                    stack.setRootCoordinator(home)
                }
                private func showRoom() {
                    \(showPin)
                    stack.setSheetCoordinator(modalStack)
                }
            }
            """)
    }

    /// `let modalStack = NavigationStackCoordinator()` given a root and presented: the root is
    /// presented, in a stack.
    @Test func aStackPropertyPresentedShowsItsRoot() throws {
        let graph = Self.lock("modalStack.setRootCoordinator(RoomScreenCoordinator())")
        let home = try #require(graph.coordinator(named: "ChatsFlow")?.screen(named: "Home"))
        #expect(home.transitions.map(\.action) == [.present(screen: "Room", presentation: ModalPresentation(style: .sheet, inNavigationStack: true))])
        #expect(graph.unknowns.isEmpty)
    }

    /// Near-miss: presented with nothing put in it, what it shows is still not known.
    @Test func anEmptyStackPropertyPresentedIsAnUnknownTarget() {
        let graph = Self.lock("")
        #expect(graph.unknowns.map(\.aspect) == [.target])
    }
}

/// Flows that start each other: each keeps the other type in a property, as its own child.
@Suite struct MutuallyStartedFlowTests {
    static func app(parentProperty: String) -> AppGraph {
        RouteTests.scan(UnfollowedStartTests.prelude + """
            final class AppDelegate { var c: RoomCoordinator?; func launch() { c = RoomCoordinator(nav: UINavigationController()); c?.start() } }
            final class RoomCoordinator: Coordinator {
                let nav: UINavigationController
                private var members: MembersCoordinator?
                init(nav: UINavigationController) { self.nav = nav }
                func start() {
                    let home = HomeViewController()
                    home.onMembers = { [weak self] in self?.showMembers() }
                    nav.pushViewController(home, animated: true)
                }
                private func showMembers() {
                    let coordinator = MembersCoordinator(nav: nav)
                    members = coordinator
                    coordinator.start()
                }
            }
            final class MembersCoordinator: Coordinator {
                let nav: UINavigationController
                private var \(parentProperty): RoomCoordinator?
                init(nav: UINavigationController) { self.nav = nav }
                func start() {
                    let list = SettingsViewController()
                    list.onRoom = { [weak self] in self?.showRoom() }
                    nav.pushViewController(list, animated: true)
                }
                private func showRoom() {
                    let coordinator = RoomCoordinator(nav: nav)
                    coordinator.start()
                }
            }
            extension HomeViewController { var onMembers: (() -> Void)? { get { nil } set {} } }
            extension SettingsViewController { var onRoom: (() -> Void)? { get { nil } set {} } }
            """)
    }

    /// Each starts the other: neither property is known to be a back reference.
    @Test func aTypeBothStartedByAndStartingIsNoParentReference() {
        let findings = RouteTests.findings(Self.app(parentProperty: "room"))
        #expect(!findings.contains { $0.hasPrefix("child_references_parent") })
    }

    /// Near-miss: a property named for the parent still is one.
    @Test func aPropertyNamedParentStillIs() {
        let findings = RouteTests.findings(Self.app(parentProperty: "parentCoordinator"))
        #expect(findings.contains { $0.hasPrefix("child_references_parent") })
    }
}
