import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// What Stinsen factories make, and whether they run: each mechanism once where it reads
/// something and once on a near miss that must stay as it was.
@Suite struct StinsenFactoryTests {
    static func scan(_ code: String) -> AppGraph { RouteTests.scan(code) }

    static func entries(_ graph: AppGraph) -> [String] {
        graph.unknowns.filter { $0.aspect == .entry }.map { "\($0.coordinator) \($0.child ?? "-")" }
    }

    // MARK: - Factories nothing runs

    /// `detail`'s factory makes `DetailCoordinator`; the home screen sends it when `sends`.
    static func parent(sends: Bool, extra: String = "") -> String {
        StinsenTests.parent(".modal", "NavigationViewCoordinator(DetailCoordinator())")
            .replacingOccurrences(of: "router.route(to: \\.detail)", with: sends ? "router.route(to: \\.detail)" : "print(1)")
            .replacingOccurrences(of: "func makeStart() -> some View { HomeScreen() }", with: "func makeStart() -> some View { HomeScreen() }\n\(extra)")
    }

    /// A route nothing sends never runs its factory: what it makes is dead with it
    /// (`unreachable_route`), not made in code whose start is unread.
    @Test func aFactoryOnlyADeadRouteNamesMakesNothing() {
        let graph = Self.scan(Self.parent(sends: false))
        #expect(graph.sourceFacts.map(\.kind) == [.unreachableRoute(routeType: "AppCoordinator", route: "detail", dispatcher: "AppCoordinator.route(to:)")])
        #expect(Self.entries(graph) == [])
    }

    /// Near miss: the factory is also called by name, from code the scanner does not follow.
    @Test func aFactoryCodeCallsMayStillMakeItsChild() {
        let later = "func later() -> Any { makeDetail() }"
        let graph = Self.scan(Self.parent(sends: false, extra: later))
        #expect(Self.entries(graph) == ["App Detail"])
    }

    /// A `make…` method no route names and no code calls (a copy left over) makes nothing;
    /// called from a method nothing follows, or required by a protocol, it may.
    @Test func aMethodNothingNamesMakesNothing() {
        let spare = "func makeSpare() -> NavigationViewCoordinator<SpareCoordinator> { NavigationViewCoordinator(SpareCoordinator()) }"
        let child = """
        final class SpareCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\SpareCoordinator.start)
            @Root var start = makeStart
            @ViewBuilder func makeStart() -> some View { DetailScreen() }
        }
        """
        let unrun = Self.scan(Self.parent(sends: true, extra: spare) + child)
        #expect(Self.entries(unrun) == [])
        let called = Self.scan(Self.parent(sends: true, extra: spare + "\nfunc later() { _ = makeSpare() }") + child)
        #expect(Self.entries(called) == ["App Spare"])
        // A requirement of another protocol is called without its name.
        let required = Self.parent(sends: true, extra: spare)
            .replacingOccurrences(of: "class AppCoordinator: NavigationCoordinatable", with: "class AppCoordinator: NavigationCoordinatable, Spares")
            + child + "\nprotocol Spares { func makeSpare() -> NavigationViewCoordinator<SpareCoordinator> }"
        #expect(Self.entries(Self.scan(required)) == ["App Spare"])
    }

    // MARK: - Library views

    static func create(_ made: String) -> AppGraph {
        scan(StinsenTests.todos(sendsCreate: true).replacingOccurrences(of: "func makeCreate() -> some View { CreateScreen() }", with: "func makeCreate() -> some View { \(made) }"))
    }

    static func targetUnknowns(_ graph: AppGraph) -> Int { graph.unknowns.filter { $0.aspect == .target }.count }

    /// A view a library declares, the one view a route's factory makes, is the screen it shows.
    @Test func aLibraryViewAFactoryMakesIsItsScreen() {
        let graph = Self.create("ConsoleView()")
        #expect(RouteTests.transitions(graph, "Todos", "Todos") == ["body push Todo", "body present Console"])
        #expect(Self.targetUnknowns(graph) == 0)
        let stacked = Self.create("NavigationView { ConsoleView(store: .shared) }")
        let presentation = stacked.coordinator(named: "Todos")?.screen(named: "Todos")?.transitions.compactMap { transition -> Bool? in
            guard case .present(_, let presentation) = transition.action else { return nil }
            return presentation.inNavigationStack
        }
        #expect(presentation == [true])
    }

    /// Near misses: SwiftUI's own placeholder, two library views (which is shown is not told),
    /// a value that is no view type: what the factory makes stays unknown.
    @Test func whatNoOneLibraryViewShowsStaysUnknown() {
        #expect(Self.targetUnknowns(Self.create("EmptyView()")) == 1)
        #expect(Self.targetUnknowns(Self.create("if Bool.random() { ConsoleView() } else { LogsView() }")) == 1)
        #expect(Self.targetUnknowns(Self.create("Console.make()")) == 1)
    }
}
