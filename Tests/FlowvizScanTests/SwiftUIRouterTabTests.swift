import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// A SwiftUI router reached through the app's own view modifiers and tab wrappers (issue 13 §2):
/// `func withShelfDestinations() -> some View { navigationDestination(for:) { … } }`, a sheet bound
/// through a modifier's parameter (`.withShelfSheets(item: $router.sheet)`), and several tabs each
/// holding its own instance of the router (`ShelfTab { BooksView() }`): one coordinator per router
/// type, whose start is every tab's first screen.
@Suite struct SwiftUIRouterTabTests {
    static func shelf(sendsArchive: Bool, settingsHasStack: Bool = true) -> String {
        """
        import SwiftUI
        enum ShelfDest: Hashable { case book(id: Int), author, archive }
        enum ShelfSheet: Identifiable { case settings, compose; var id: Int { 0 } }
        @Observable final class ShelfRouter {
            var path: [ShelfDest] = []
            var sheet: ShelfSheet?
            func navigate(to destination: ShelfDest) { path.append(destination) }
        }
        extension View {
            func withShelfDestinations() -> some View {
                navigationDestination(for: ShelfDest.self) { destination in
                    switch destination {
                    case .book(let id): BookView(id: id)
                    case .author: AuthorView()
                    case .archive: ArchiveView()
                    }
                }
            }
            func withShelfSheets(item: Binding<ShelfSheet?>, router: ShelfRouter) -> some View {
                sheet(item: item) { sheet in
                    Group {
                        switch sheet {
                        case .settings: Shelves.SettingsView()
                        case .compose: ComposeView()
                        }
                    }
                    .environment(router)
                }
            }
        }
        struct ShelfTab<Content: View>: View {
            @State private var router = ShelfRouter()
            var content: () -> Content
            var body: some View {
                NavigationStack(path: $router.path) {
                    content()
                        .withShelfDestinations()
                        .withShelfSheets(item: $router.sheet, router: router)
                }
                .environment(router)
            }
        }
        struct LibraryTab: View {
            @State private var router = ShelfRouter()
            var body: some View {
                NavigationStack(path: $router.path) {
                    Form { Button("Archive") { \(sendsArchive ? "router.navigate(to: .archive)" : "") } }
                        .withShelfDestinations()
                }
                .environment(router)
            }
        }
        @main struct ShelfApp: App {
            var body: some Scene {
                WindowGroup {
                    TabView {
                        ShelfTab { BooksView() }
                        ShelfTab { AuthorView() }
                        LibraryTab()
                    }
                }
            }
        }
        struct BooksView: View {
            @Environment(ShelfRouter.self) private var router
            var body: some View {
                Button("Open") { router.navigate(to: .book(id: 1)) }
                Button("Settings") { router.sheet = .settings }
            }
        }
        struct BookView: View {
            @Environment(ShelfRouter.self) private var router
            let id: Int
            var body: some View { Button("Write") { router.sheet = .compose } }
        }
        struct AuthorView: View { var body: some View { Text("") } }
        struct ArchiveView: View { var body: some View { Text("") } }
        enum Shelves {
            struct SettingsView: View {
                \(settingsHasStack ? "@State private var router = ShelfRouter()" : "@Environment(ShelfRouter.self) private var router")
                var body: some View {
                    \(settingsHasStack ? "NavigationStack(path: $router.path) {" : "VStack {")
                        Form { Button("Author") { router.navigate(to: .author) } }.withShelfDestinations()
                    }
                }
            }
        }
        struct ComposeView: View { var body: some View { Text("") } }
        """
    }

    @Test func tabsModifiersAndASheetBoundThroughAParameterAreRead() {
        let graph = RouteTests.scan(Self.shelf(sendsArchive: true))
        #expect(graph.coordinators.map(\.name) == ["ShelfRouter"])
        let router = graph.coordinator(named: "ShelfRouter")
        // Each tab's first screen: what the wrapper's makers pass, and a host whose content is its own.
        #expect(router?.start.map { "\($0.target)" } == [
            "screen(\"LibraryTab\")", "screen(\"Settings\")", "screen(\"Books\")", "screen(\"Author\")",
        ])
        #expect(RouteTests.transitions(graph, "ShelfRouter", "Books") == ["Open push Book", "Settings present Settings"])
        #expect(RouteTests.transitions(graph, "ShelfRouter", "Book") == ["Write present Compose"])
        #expect(RouteTests.transitions(graph, "ShelfRouter", "LibraryTab") == ["Archive push Archive"])
        // A presented screen with a stack of its own is presented on it, and pushes onto it.
        #expect(RouteTests.transitions(graph, "ShelfRouter", "Settings") == ["Author push Author"])
        let settings = graph.coordinator(named: "ShelfRouter")?.screens.flatMap(\.transitions).compactMap { transition -> ModalPresentation? in
            if case .present("Settings", let presentation) = transition.action { presentation } else { nil }
        }
        #expect(settings?.map(\.inNavigationStack) == [true])
        #expect(graph.unknowns.isEmpty)
        #expect(RouteTests.findings(graph) == [])
    }

    @Test func aPresentedScreenWithoutAStackOfItsOwnPushesUnderTheSheet() {
        let graph = RouteTests.scan(Self.shelf(sendsArchive: true, settingsHasStack: false))
        #expect(graph.unknowns.isEmpty)
        #expect(RouteTests.findings(graph) == ["push_without_navigation_stack 83"])
    }

    @Test func aDeadRouteOfAModifierDestinationIsReported() {
        let graph = RouteTests.scan(Self.shelf(sendsArchive: false))
        #expect(graph.sourceFacts.map(\.kind) == [
            .unreachableRoute(routeType: "ShelfDest", route: "archive", dispatcher: "View.navigationDestination(for:)"),
        ])
        #expect(RouteTests.findings(graph).filter { !$0.hasPrefix("not_fully_read") } == ["unreachable_route 2", "unreachable_screen 15"])
    }
}
