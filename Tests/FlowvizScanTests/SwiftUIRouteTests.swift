import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// SwiftUI route navigation (Docs/SCANNING.md, "Routes", SwiftUI): a router owning a path bound to
/// `NavigationStack(path:)` and a route bound to `.sheet(item:)` is the app's coordinator; the
/// destinations turn what views write to it into pushes and presentations. Each idiom once with a
/// dead route (or a misreading to avoid) and once without.
@Suite struct SwiftUIRouteTests {
    /// A shop: `Shelf` pushes `item` through the router's `push(_:)`; `offers` is sent or not.
    static func shop(sendsOffers: Bool, extra: String = "") -> String {
        """
        import SwiftUI
        enum ShopRoute: Hashable { case item(String), offers }
        final class ShopRouter: ObservableObject {
            @Published var path: [ShopRoute] = []
            func push(_ route: ShopRoute) { path.append(route) }
            func back() { path.removeLast() }
        }
        @main struct ShopApp: App {
            @StateObject var router = ShopRouter()
            var body: some Scene { WindowGroup { RootView().environmentObject(router) } }
        }
        struct RootView: View {
            @EnvironmentObject var router: ShopRouter
            var body: some View {
                NavigationStack(path: $router.path) {
                    ShelfView()
                        .navigationDestination(for: ShopRoute.self) { route in
                            switch route {
                            case .item(let id): ItemView(id: id)
                            case .offers: OffersView()
                            }
                        }
                }
            }
        }
        struct ShelfView: View {
            @EnvironmentObject var router: ShopRouter
            var body: some View {
                Button("Open") { router.push(.item("a")) }
                \(sendsOffers ? "Button(\"Offers\") { router.path.append(.offers) }" : "")
            }
        }
        struct ItemView: View {
            @EnvironmentObject var router: ShopRouter
            let id: String
            var body: some View { Button("Back") { router.back() } }
        }
        struct OffersView: View { var body: some View { Text("Offers") } }
        \(extra)
        """
    }

    @Test func aStackDestinationAndARouterPushAreTheScreensTransitions() {
        let graph = RouteTests.scan(Self.shop(sendsOffers: false))
        let router = graph.coordinator(named: "ShopRouter")
        #expect(router?.isRoot == true)
        #expect(router?.start.map { "\($0.target)" } == ["screen(\"Shelf\")"])
        #expect(RouteTests.transitions(graph, "ShopRouter", "Shelf") == ["Open push Item"])
        #expect(RouteTests.transitions(graph, "ShopRouter", "Item") == ["Back pop"])
        #expect(graph.sourceFacts.map(\.kind) == [.unreachableRoute(routeType: "ShopRoute", route: "offers", dispatcher: "RootView.navigationDestination(for:)")])
        #expect(RouteTests.findings(graph) == ["unreachable_route 2", "unreachable_screen 20"])
    }

    @Test func everyRouteSentThroughThePathIsClean() {
        let graph = RouteTests.scan(Self.shop(sendsOffers: true))
        #expect(RouteTests.transitions(graph, "ShopRouter", "Shelf") == ["Open push Item", "Offers push Offers"])
        #expect(RouteTests.findings(graph) == [])
    }

    @Test func aRouteSentFromCodeNoScreenHoldsIsUnknownNotDead() {
        let service = "final class PushHandler { let router: ShopRouter; func received() { router.push(.offers) } }"
        let graph = RouteTests.scan(Self.shop(sendsOffers: false, extra: service))
        #expect(RouteTests.findings(graph) == ["not_fully_read 39"])
        #expect(graph.unknowns.map(\.aspect) == [.triggers])
        #expect(graph.coordinator(named: "ShopRouter")?.screen(named: "Offers") != nil)
    }

    @Test func aRowViewAndNavigationLinkAreTheirScreensTriggers() {
        let row = [
            "ShelfRow()", "NavigationLink(\"Offers\", value: ShopRoute.offers)", "} }",
            "struct ShelfRow: View {", "@EnvironmentObject var router: ShopRouter", "var body: some View {",
            "Text(\"a\").onTapGesture { router.push(.item(\"a\")) }",
        ].joined(separator: "\n")
        let code = Self.shop(sendsOffers: false).replacingOccurrences(of: "Button(\"Open\") { router.push(.item(\"a\")) }", with: row)
        let graph = RouteTests.scan(code)
        #expect(RouteTests.transitions(graph, "ShopRouter", "Shelf") == ["Offers push Offers", "onTapGesture push Item"])
        #expect(RouteTests.findings(graph) == [])
    }

    /// A row view two screens hold sends from each of them; a view whose name ends like the row's
    /// (`BigOffersRow`, not made by either) is not mistaken for it.
    @Test func aRowViewSeveralScreensHoldIsATriggerOfEach() {
        let row = """
            struct OffersRow: View {
                @EnvironmentObject var router: ShopRouter
                var body: some View { Button("Offers") { router.path.append(.offers) } }
            }
            struct BigOffersRow: View { var body: some View { Text("big") } }

            struct PromoView: View { var body: some View { BigOffersRow() } }
            """
        let code = Self.shop(sendsOffers: false, extra: row)
            .replacingOccurrences(of: "Button(\"Open\") { router.push(.item(\"a\")) }", with: "Button(\"Open\") { router.push(.item(\"a\")) }\nOffersRow()")
            .replacingOccurrences(of: "var body: some View { Button(\"Back\") { router.back() } }", with: "var body: some View { Button(\"Back\") { router.back() }; OffersRow() }")
        let graph = RouteTests.scan(code)
        #expect(RouteTests.transitions(graph, "ShopRouter", "Shelf") == ["Open push Item", "Offers push Offers"])
        #expect(RouteTests.transitions(graph, "ShopRouter", "Item") == ["Back pop", "Offers push Offers"])
        #expect(graph.unknowns.isEmpty)
        #expect(RouteTests.findings(graph) == [])
        // A closure handed to a value (a toast's action) runs when that value chooses: unknown, not the row's screen's.
        let shareRow = """
            struct Toast { let action: Action; struct Action { let run: () -> Void; init(_ run: @escaping () -> Void) { self.run = run } } }
            struct ShareRow: View {
                @EnvironmentObject var router: ShopRouter
                var body: some View { Button("Share") { ToastCenter.shared.show(Toast(action: .init { router.path.append(.offers) })) } }
            }
            """
        let toast = RouteTests.scan(code.replacingOccurrences(of: "Button(\"Back\") { router.back() }; OffersRow()", with: "Button(\"Back\") { router.back() }; ShareRow()") + shareRow)
        #expect(RouteTests.transitions(toast, "ShopRouter", "Item") == ["Back pop"])
        #expect(toast.unknowns.map(\.aspect) == [.triggers])
    }

    /// A sheet bound to the router's route: set presents, `nil` dismisses; a full screen cover
    /// cannot be swiped away.
    static func sheets(cover: Bool, sendsHelp: Bool) -> String {
        """
        import SwiftUI
        enum Modal: Identifiable { case login, help; var id: Int { 0 } }
        @Observable final class AppRouter {
            var modal: Modal?
        }
        struct HomeView: View {
            @Environment(AppRouter.self) private var router
            var body: some View {
                Button("Log in") { router.modal = .login }
                \(sendsHelp ? "Button(\"Help\") { router.modal = .help }" : "")
                    .\(cover ? "fullScreenCover" : "sheet")(item: $router.modal) { modal in
                        switch modal {
                        case .login: LoginView()
                        case .help: HelpView()
                        }
                    }
            }
        }
        struct LoginView: View {
            @Environment(AppRouter.self) private var router
            var body: some View { Button("Cancel") { router.modal = nil } }
        }
        struct HelpView: View { var body: some View { Text("Help") } }
        """
    }

    static func presentations(_ screen: AppGraph.Screen?) -> [String] {
        (screen?.transitions ?? []).compactMap { transition in
            guard case .present(let target, let presentation) = transition.action else { return nil }
            return "\(target) \(presentation.style.rawValue) \(presentation.swipeDismissible ? "swipeable" : "fixed")"
        }
    }

    @Test func aSheetRoutePresentsAndNilDismisses() {
        let graph = RouteTests.scan(Self.sheets(cover: false, sendsHelp: true))
        let home = graph.coordinator(named: "AppRouter")?.screen(named: "Home")
        #expect(Self.presentations(home) == ["Login sheet swipeable", "Help sheet swipeable"])
        #expect(RouteTests.transitions(graph, "AppRouter", "Login") == ["Cancel dismiss"])
        #expect(graph.sourceFacts.isEmpty)
    }

    @Test func aFullScreenCoverIsNotSwipeDismissibleAndItsDeadRouteIsReported() {
        let graph = RouteTests.scan(Self.sheets(cover: true, sendsHelp: false))
        let home = graph.coordinator(named: "AppRouter")?.screen(named: "Home")
        #expect(Self.presentations(home) == ["Login fullScreen fixed"])
        #expect(graph.sourceFacts.map(\.kind) == [.unreachableRoute(routeType: "Modal", route: "help", dispatcher: "HomeView.fullScreenCover(item:)")])
    }

    /// A route registry: each case builds its view (`var view: some View { switch self … }`).
    static func registry(sendsSettings: Bool) -> String {
        """
        import SwiftUI
        enum Page: Hashable {
            case profile, settings
            @ViewBuilder var view: some View {
                switch self {
                case .profile: ProfileView()
                case .settings: SettingsView()
                }
            }
        }
        final class Navigator: ObservableObject {
            @Published var stack = NavigationPath()
            func show(_ page: Page) { stack.append(page) }
        }
        struct MainView: View {
            @StateObject var navigator = Navigator()
            var body: some View {
                NavigationStack(path: $navigator.stack) {
                    HomeView(navigator: navigator).navigationDestination(for: Page.self) { $0.view }
                }
            }
        }
        struct HomeView: View {
            let navigator: Navigator
            var body: some View {
                Button("Me") { navigator.show(.profile) }
                \(sendsSettings ? "Button(\"Settings\") { navigator.show(.settings) }" : "")
            }
        }
        struct ProfileView: View { var body: some View { Text("") } }
        struct SettingsView: View { var body: some View { Text("") } }
        """
    }

    @Test func aRegistryDestinationBuildsEachCasesView() {
        let graph = RouteTests.scan(Self.registry(sendsSettings: false))
        #expect(RouteTests.transitions(graph, "Navigator", "Home") == ["Me push Profile"])
        #expect(graph.sourceFacts.map(\.kind) == [.unreachableRoute(routeType: "Page", route: "settings", dispatcher: "Page.view")])
        #expect(RouteTests.findings(graph).contains("unreachable_screen 7"))
    }

    @Test func aRegistryWithEveryPageShownIsClean() {
        let graph = RouteTests.scan(Self.registry(sendsSettings: true))
        #expect(RouteTests.transitions(graph, "Navigator", "Home") == ["Me push Profile", "Settings push Settings"])
        #expect(RouteTests.findings(graph) == [])
    }

    /// An `ObservableObject` holding a selected item for `.sheet(item:)` is state, not a router:
    /// the sheet's content builds one view from the item, with no route to switch over.
    @Test func aStateHolderWithASheetItemIsNoCoordinator() {
        let graph = RouteTests.scan("""
            import SwiftUI
            struct Photo: Identifiable { let id: Int }
            final class GalleryModel: ObservableObject {
                @Published var selected: Photo?
                func pick(_ photo: Photo) { selected = photo }
            }
            struct GalleryView: View {
                @StateObject var model = GalleryModel()
                var body: some View {
                    Text("").sheet(item: $model.selected) { photo in PhotoView(photo: photo) }
                }
            }
            struct PhotoView: View { let photo: Photo; var body: some View { Text("") } }
            """)
        #expect(graph.coordinators.isEmpty)
        #expect(graph.sourceFacts.isEmpty)
    }
}
