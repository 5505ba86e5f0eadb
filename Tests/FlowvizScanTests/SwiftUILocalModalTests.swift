import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Modals a SwiftUI router's screens present from their own state (Docs/SCANNING.md, "Routes",
/// SwiftUI): presentations of the router from that screen, triggered where the state is set.
@Suite struct SwiftUILocalModalTests {
    /// A router with a stack and a route sheet; `Home` also presents from its own state. `extra`
    /// goes into Home's body, `types` after it.
    static func app(_ extra: String = "", types: String = "") -> String {
        """
        import SwiftUI
        enum Route: Hashable { case item }
        enum Modal: Identifiable { case about; var id: Int { 0 } }
        struct Photo: Identifiable { let id: Int }
        final class Router: ObservableObject {
            @Published var path: [Route] = []
            @Published var sheet: Modal?
        }
        @main struct TheApp: App {
            @StateObject var router = Router()
            var body: some Scene { WindowGroup { RootView().environmentObject(router) } }
        }
        struct RootView: View {
            @EnvironmentObject var router: Router
            var body: some View {
                NavigationStack(path: $router.path) {
                    HomeView().navigationDestination(for: Route.self) { route in
                        switch route { case .item: ItemView() }
                    }
                }
                .sheet(item: $router.sheet) { modal in
                    switch modal { case .about: AboutView() }
                }
            }
        }
        struct HomeView: View {
            @EnvironmentObject var router: Router
            @State private var showingSettings = false
            @State private var selected: Photo?
            @State private var showingCamera = false
            var body: some View {
                Button("Open") { router.path.append(.item) }
                Button("About") { router.sheet = .about }
                Button("Settings") { showingSettings = true }
                Button("Photo") { selected = Photo(id: 1) }
                Button("Camera") { showingCamera.toggle() }
                \(extra)
                    .sheet(isPresented: $showingSettings) { NavigationStack { SettingsView() } }
                    .sheet(item: $selected) { photo in PhotoView(photo: photo).interactiveDismissDisabled() }
                    .fullScreenCover(isPresented: $showingCamera) { CameraView() }
            }
        }
        struct ItemView: View { var body: some View { Text("") } }
        struct AboutView: View { var body: some View { Text("") } }
        struct SettingsView: View {
            @Environment(\\.dismiss) var dismiss
            @EnvironmentObject var router: Router
            var body: some View { Button("Done") { dismiss() }; Button("More") { router.path.append(.item) } }
        }
        struct PhotoView: View {
            @EnvironmentObject var router: Router
            let photo: Photo
            var body: some View { Button("Item") { router.path.append(.item) } }
        }
        struct CameraView: View { var body: some View { Text("") } }
        \(types)
        """
    }

    static func presentations(_ graph: AppGraph, _ screen: String) -> [String] {
        (graph.coordinator(named: "Router")?.screen(named: screen)?.transitions ?? []).compactMap { transition in
            guard case .present(let target, let presentation) = transition.action else { return nil }
            let swipe = presentation.swipeDismissible ? "swipeable" : "fixed"
            return "\(transition.trigger) \(target) \(presentation.style.rawValue) \(swipe)\(presentation.inNavigationStack ? " stack" : "")"
        }
    }

    @Test func aScreenPresentingFromItsOwnStateIsAPresentationOfTheRouter() {
        let graph = RouteTests.scan(Self.app())
        #expect(Self.presentations(graph, "Home") == [
            "About About sheet swipeable", "Settings Settings sheet swipeable stack", "Photo Photo sheet fixed", "Camera Camera fullScreen fixed",
        ])
        // The presented screens are the router's: a dismissal, a push onto the stack it is wrapped in.
        #expect(RouteTests.transitions(graph, "Router", "Settings") == ["Done dismiss", "More push Item"])
        // A screen presented with no stack of its own writes the router's stack under it: not its push, noted.
        #expect(RouteTests.transitions(graph, "Router", "Photo") == [])
        #expect(graph.unknowns.map(\.aspect) == [.triggers])
        #expect(!RouteTests.findings(graph).contains { $0.hasPrefix("push_without_navigation_stack") })
    }

    @Test func aSwitchOverALocalItemPresentsEachCaseFromItsWrite() {
        let sheets = """
            Button("Share") { active = .share }
            Text("").onAppear { active = pending }
                .sheet(item: $active) { sheet in
                    switch sheet {
                    case .share: ItemView()
                    case .help: AboutView()
                    }
                }
            """
        let code = Self.app(sheets, types: "enum Sheet: Identifiable { case share, help; var id: Int { 0 } }")
            .replacingOccurrences(of: "@State private var showingCamera = false", with: "@State private var showingCamera = false\n@State var active: Sheet?\nvar pending: Sheet?")
        let graph = RouteTests.scan(code)
        let home = Self.presentations(graph, "Home")
        #expect(home.contains("Share Item sheet swipeable"))
        // `active = pending` cannot be told: the case nothing readable sets is presented by the modifier.
        #expect(home.contains("sheet About sheet swipeable"))
        #expect(!home.contains("onAppear Item sheet swipeable"))
    }

    @Test func aRouterBoundSheetIsStillReadOnce() {
        let graph = RouteTests.scan(Self.app())
        #expect(Self.presentations(graph, "Home").filter { $0.contains("About") }.count == 1)
    }

    @Test func aViewNoScreenHoldsIsNotedNotAttributed() {
        let orphan = """
            struct OrphanView: View {
                @State var show = false
                var body: some View { Button("Go") { show = true }.sheet(isPresented: $show) { CameraView() } }
            }
            """
        let graph = RouteTests.scan(Self.app(types: orphan))
        #expect(Self.presentations(graph, "Orphan").isEmpty)
        #expect(graph.unknowns.contains { $0.aspect == .triggers && $0.reason.contains("OrphanView presents a view") })
    }

    @Test func contentThatMakesNoAppViewIsOneNotePerScreen() {
        let share = """
            .sheet(isPresented: $showingCamera) { ShareSheet(items: []) }
            .sheet(isPresented: $showingSettings) { Text("x") }
            """
        let representable = "struct ShareSheet: UIViewControllerRepresentable { let items: [Any] }"
        let graph = RouteTests.scan(Self.app(share, types: representable))
        #expect(graph.unknowns.filter { $0.aspect == .target }.count == 1)
    }

    /// A component several screens hold, presenting content that makes no app view: a fact per
    /// screen for the analysis, one note.
    @Test func aComponentsUnfollowableSheetIsOneNoteForAllItsScreens() {
        let menu = """
            struct AccountsMenu: View {
                @State var open = false
                var body: some View { Button("Accounts") { open = true }.sheet(isPresented: $open) { List { Text("a") } } }
            }
            """
        let source = Self.app("AccountsMenu()", types: menu).replacingOccurrences(
            of: #"struct ItemView: View { var body: some View { Text("") } }"#,
            with: "struct ItemView: View { var body: some View { AccountsMenu() } }"
        )
        let graph = RouteTests.scan(source)
        let facts = graph.unknowns.filter { $0.aspect == .target && $0.reason.contains("AccountsMenu presents content") }
        #expect(Set(facts.compactMap(\.screen)) == ["Home", "Item"])
        #expect(Linter.lint(graph).filter { $0.message.contains("AccountsMenu") }.count == 1)
    }
}
