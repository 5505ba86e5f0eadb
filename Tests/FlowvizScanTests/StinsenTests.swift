import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Stinsen's SwiftUI coordinators (Docs/SCANNING.md, "Routes"), read by the library's documented
/// names: each idiom once where it shows (or reports) something and once where it does not.
@Suite struct StinsenTests {
    /// A todo app in Stinsen's vocabulary: the list sends `todo` (push) and, when `sendsCreate`,
    /// `create` (`kind`); `create` otherwise is a dead route.
    static func todos(sendsCreate: Bool, kind: String = ".modal", extra: String = "") -> String {
        """
        import Stinsen
        import SwiftUI
        final class TodosCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\TodosCoordinator.start)
            @Root var start = makeStart
            @Route(.push) var todo = makeTodo
            @Route(\(kind)) var create = makeCreate
            @ViewBuilder func makeStart() -> some View { TodosScreen() }
            @ViewBuilder func makeTodo(id: Int) -> some View { TodoScreen(id: id) }
            @ViewBuilder func makeCreate() -> some View { CreateScreen() }
        }
        struct TodosScreen: View {
            @EnvironmentObject private var router: TodosCoordinator.Router
            var body: some View {
                Button("Open") { router.route(to: \\.todo, 1) }
                \(sendsCreate ? "Button(\"New\") { router.route(to: \\.create) }" : "")
            }
        }
        struct TodoScreen: View {
            let id: Int
            var body: some View { Text("todo") }
        }
        struct CreateScreen: View {
            @EnvironmentObject private var router: TodosCoordinator.Router
            var body: some View { Button("Done") { router.dismissCoordinator() } }
        }
        \(extra)
        """
    }

    static func scan(_ code: String) -> AppGraph { RouteTests.scan(code) }

    // MARK: - Routes sent from views

    @Test func aViewHoldingTheRouterSendsItsRoutesAsTriggers() {
        let graph = Self.scan(Self.todos(sendsCreate: true))
        let todos = graph.coordinator(named: "Todos")
        #expect(todos?.start.count == 1)
        #expect(todos?.container == .navigationStack)
        #expect(RouteTests.transitions(graph, "Todos", "Todos") == ["body push Todo", "body present Create"])
        #expect(RouteTests.findings(graph) == [])
    }

    /// `Todos.Detail(id:)`, a view nested in an extension of another, made by its qualified name:
    /// the nested view is the screen (not its parent, nor an unknown factory result).
    @Test func aViewMadeByItsQualifiedNameIsThatView() {
        let nested = """
            extension TodoScreen {
                struct Detail: View {
                    @EnvironmentObject private var router: TodosCoordinator.Router
                    var body: some View { Button("Done") { router.popLast() } }
                }
            }
            """
        let code = Self.todos(sendsCreate: true, extra: nested)
            .replacingOccurrences(of: "TodoScreen(id: id) }", with: "TodoScreen.Detail() }")
        let graph = Self.scan(code)
        #expect(graph.coordinator(named: "Todos")?.screens.map(\.name) == ["Todos", "Detail", "Create"])
        #expect(!graph.unknowns.contains { $0.reason.contains("makeTodo") })
        #expect(RouteTests.findings(graph) == [])
    }

    @Test func aRouteNothingSendsIsDeadAtItsProperty() {
        let graph = Self.scan(Self.todos(sendsCreate: false))
        #expect(graph.sourceFacts.map(\.kind) == [.unreachableRoute(routeType: "TodosCoordinator", route: "create", dispatcher: "TodosCoordinator.route(to:)")])
        #expect(graph.sourceFacts.first?.location?.line == 7)
        #expect(RouteTests.findings(graph).contains("unreachable_route 7"))
        #expect(RouteTests.findings(graph).contains { $0.hasPrefix("unreachable_screen") })
    }

    @Test func aRouteSentThroughAnotherCoordinatorsRouterIsNotThisOnes() {
        let other = """
        final class OtherCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\OtherCoordinator.start)
            @Root var start = makeStart
            @Route(.modal) var create = makeCreate
            @ViewBuilder func makeStart() -> some View { OtherScreen() }
            @ViewBuilder func makeCreate() -> some View { CreateScreen() }
        }
        struct OtherScreen: View {
            @EnvironmentObject private var router: OtherCoordinator.Router
            var body: some View { Button("New") { router.route(to: \\.create) } }
        }
        """
        let graph = Self.scan(Self.todos(sendsCreate: false, extra: other))
        #expect(graph.sourceFacts.map(\.kind) == [.unreachableRoute(routeType: "TodosCoordinator", route: "create", dispatcher: "TodosCoordinator.route(to:)")])
    }

    @Test func modalIsASwipeDismissibleSheetAndFullScreenIsNot() {
        let modal = Self.scan(Self.todos(sendsCreate: true))
        let cover = Self.scan(Self.todos(sendsCreate: true, kind: ".fullScreen"))
        let presented = { (graph: AppGraph) in
            graph.coordinator(named: "Todos")?.screen(named: "Todos")?.transitions.compactMap { transition -> String? in
                guard case .present(_, let presentation) = transition.action else { return nil }
                return "\(presentation.style) \(presentation.swipeDismissible)"
            }
        }
        #expect(presented(modal) == ["sheet true"])
        #expect(presented(cover) == ["fullScreen false"])
    }

    @Test func dismissCoordinatorFromAViewFinishes() {
        let graph = Self.scan(Self.todos(sendsCreate: true))
        #expect(RouteTests.transitions(graph, "Todos", "Create") == ["body finish"])
        let silent = Self.scan(Self.todos(sendsCreate: true).replacingOccurrences(of: "router.dismissCoordinator()", with: "print(1)"))
        #expect(RouteTests.transitions(silent, "Todos", "Create") == [])
    }

    // MARK: - Children

    /// A parent whose `detail` route makes a child coordinator, wrapped in its own stack or not.
    static func parent(_ kind: String, _ made: String) -> String {
        """
        import Stinsen
        import SwiftUI
        final class AppCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\AppCoordinator.start)
            @Root var start = makeStart
            @Route(\(kind)) var detail = makeDetail
            @ViewBuilder func makeStart() -> some View { HomeScreen() }
            func makeDetail() -> NavigationViewCoordinator<DetailCoordinator> { \(made) }
        }
        final class DetailCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\DetailCoordinator.start)
            @Root var start = makeStart
            @ViewBuilder func makeStart() -> some View { DetailScreen() }
        }
        struct HomeScreen: View {
            @EnvironmentObject private var router: AppCoordinator.Router
            var body: some View { Button("Go") { router.route(to: \\.detail) } }
        }
        struct DetailScreen: View {
            @EnvironmentObject private var router: DetailCoordinator.Router
            var body: some View { Button("Close") { router.dismissCoordinator() } }
        }
        """
    }

    @Test func aModalChildInItsOwnStackIsVerticalAndAPushedChildHorizontal() {
        let modal = Self.scan(Self.parent(".modal", "NavigationViewCoordinator(DetailCoordinator())"))
        #expect(RouteTests.transitions(modal, "App", "Home") == ["body startChild Detail"])
        #expect(modal.coordinator(named: "Detail")?.attachment == .vertical(.init(style: .sheet, swipeDismissible: true)))
        let pushed = Self.scan(Self.parent(".push", "DetailCoordinator()"))
        #expect(pushed.coordinator(named: "Detail")?.attachment == .horizontal)
        #expect(RouteTests.findings(modal) == [])
        #expect(RouteTests.findings(pushed) == [])
    }

    // MARK: - Roots and tabs

    /// Roots switched with `root(\.x)` from the coordinator's own method.
    static func roots(switchedFrom call: String) -> String {
        """
        import Stinsen
        import SwiftUI
        final class MainCoordinator: NavigationCoordinatable {
            var stack = NavigationStack(initial: \\MainCoordinator.login)
            @Root var login = makeLogin
            @Root var home = makeHome
            @ViewBuilder func makeLogin() -> some View { LoginScreen() }
            func makeHome() -> HomeCoordinator { HomeCoordinator() }
            func signedIn() { root(\\.home) }
        }
        final class HomeCoordinator: TabCoordinatable {
            var child = TabChild(startingItems: [\\HomeCoordinator.feed])
            @Route(tabItem: makeFeedTab) var feed = makeFeed
            @Route(tabItem: makeFeedTab) var archive = makeArchive
            @ViewBuilder func makeFeedTab(isActive: Bool) -> some View { Text("Feed") }
            @ViewBuilder func makeFeed() -> some View { FeedScreen() }
            @ViewBuilder func makeArchive() -> some View { ArchiveScreen() }
        }
        struct LoginScreen: View {
            @EnvironmentObject private var router: MainCoordinator.Router
            var body: some View { Button("Sign in") { \(call) } }
        }
        struct FeedScreen: View { var body: some View { Text("feed") } }
        struct ArchiveScreen: View { var body: some View { Text("archive") } }
        """
    }

    @Test func aRootSwitchedFromUnattributableCodeIsUnknownNeverUnreachable() {
        let graph = Self.scan(Self.roots(switchedFrom: "router.coordinator.signedIn()"))
        #expect(graph.coordinator(named: "Home")?.container == .tabBar)
        #expect(graph.unknowns.contains { $0.coordinator == "Main" && $0.aspect == .triggers && $0.child == "Home" })
        let findings = RouteTests.findings(graph)
        #expect(!findings.contains { $0.hasPrefix("unreachable_coordinator") })
        // A tab neither starting nor sent is dead.
        #expect(graph.sourceFacts.map(\.kind) == [.unreachableRoute(routeType: "HomeCoordinator", route: "archive", dispatcher: "HomeCoordinator.route(to:)")])
    }

    @Test func aRootSwitchedFromAViewIsItsTrigger() {
        let graph = Self.scan(Self.roots(switchedFrom: "router.root(\\.home)"))
        #expect(RouteTests.transitions(graph, "Main", "Login") == ["body startChild Home"])
        #expect(!graph.unknowns.contains { $0.coordinator == "Main" && $0.aspect == .triggers })
        #expect(graph.coordinator(named: "Home")?.start.count == 1)
    }

    @Test func aCoordinatorAScreenShowsInPlaceIsItsChildAsLongAsTheScreen() {
        let panel = """
        final class PanelCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\PanelCoordinator.start)
            @Root var start = makeStart
            @ViewBuilder func makeStart() -> some View { PanelScreen() }
        }
        struct PanelScreen: View { var body: some View { Text("panel") } }
        @main struct TodoApp: App { var body: some Scene { WindowGroup { TodosCoordinator().view() } } }
        """
        let shown = Self.scan(Self.todos(sendsCreate: true, extra: panel).replacingOccurrences(
            of: "var body: some View { Text(\"todo\") }", with: "var body: some View { NavigationViewCoordinator(PanelCoordinator()).view() }"
        ))
        #expect(RouteTests.transitions(shown, "Todos", "Todo") == ["body startChild Panel"])
        // PanelCoordinator() is also made where no start of it is read (inside the wrapper), but
        // the read flow starts it: no note, nothing unknown about whether it runs.
        #expect(shown.unknowns.contains { $0.aspect == .entry && $0.coordinator == "Panel" })
        #expect(RouteTests.findings(shown) == [])
        let unused = Self.scan(Self.todos(sendsCreate: true, extra: panel))
        #expect(RouteTests.findings(unused).contains { $0.hasPrefix("unreachable_coordinator") })
    }

    // MARK: - What cannot be read

    @Test func aCoordinatorWhoseFirstRouteIsNotReadableIsListedNotDropped() {
        let code = """
        import Stinsen
        import SwiftUI
        final class RootCoordinator: NavigationCoordinatable {
            var stack: NavigationStack<RootCoordinator>
            @Root var a = makeA
            @Root var b = makeB
            init(first: Bool) { stack = NavigationStack(initial: Self.pick(first)) }
            @ViewBuilder func makeA() -> some View { AScreen() }
            @ViewBuilder func makeB() -> some View { BScreen() }
        }
        struct AScreen: View { var body: some View { Text("a") } }
        struct BScreen: View { var body: some View { Text("b") } }
        """
        let graph = Self.scan(code)
        #expect(graph.coordinator(named: "Root") != nil)
        #expect(graph.unknowns.contains { $0.coordinator == "Root" && $0.aspect == .start })
        #expect(graph.sourceFacts.isEmpty)
        let readable = Self.scan(code.replacingOccurrences(of: "Self.pick(first)", with: "\\RootCoordinator.a"))
        #expect(!readable.unknowns.contains { $0.coordinator == "Root" && $0.aspect == .start })
        #expect(readable.sourceFacts.map(\.kind) == [.unreachableRoute(routeType: "RootCoordinator", route: "b", dispatcher: "RootCoordinator.route(to:)")])
    }

    @Test func aRouteDeclaredInEachIfBranchShowsWhatEachDeclares() {
        let code = Self.todos(sendsCreate: true)
            .replacingOccurrences(of: "@Route(.push) var todo = makeTodo", with: "#if os(iOS)\n@Route(.push) var todo = makeTodo\n#else\n@Route(.modal) var todo = makeTodo\n#endif")
        let graph = Self.scan(code)
        #expect(RouteTests.transitions(graph, "Todos", "Todos") == ["body push Todo", "body present Todo", "body present Create"])
    }
}
