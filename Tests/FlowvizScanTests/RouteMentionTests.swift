import FlowvizCore
import FlowvizLint
import FlowvizScan
import FlowvizTestSupport
import Testing

/// What counts as a send of a route (Docs/SCANNING.md, "Routes"): a case written anywhere but
/// in a pattern, a comparison, a read of the case's member, a key path, a test double, or a
/// place whose declared type is another type. Case names are read whatever their capitals.
@Suite struct RouteMentionTests {
    static func unknownSends(_ graph: AppGraph) -> [String] {
        graph.unknowns.filter { $0.reason.contains("cannot attribute") || $0.reason.contains("cannot tell which screen") }.map(\.reason)
    }

    // MARK: - UpperCamelCase cases

    /// The library app with its cases named `Shelves`, `Book`, `Settings`.
    static func upperCased(sendsSettings: Bool) -> String {
        RouteTests.plain(sendsSettings: sendsSettings)
            .replacingOccurrences(of: "case shelves", with: "case Shelves").replacingOccurrences(of: ".shelves", with: ".Shelves")
            .replacingOccurrences(of: "case book", with: "case Book").replacingOccurrences(of: ".book(", with: ".Book(")
            .replacingOccurrences(of: "case settings", with: "case Settings").replacingOccurrences(of: ".settings", with: ".Settings")
    }

    @Test func upperCamelCaseCasesSentAreNotDead() {
        let graph = RouteTests.scan(Self.upperCased(sendsSettings: true))
        #expect(RouteTests.transitions(graph, "Library", "Shelves") == ["onSelectBook push Book", "onSettings present Settings"])
        #expect(RouteTests.findings(graph) == [])
    }

    @Test func anUpperCamelCaseCaseNothingSendsIsStillDead() {
        let graph = RouteTests.scan(Self.upperCased(sendsSettings: false))
        #expect(graph.sourceFacts.map(\.kind) == [.unreachableRoute(routeType: "LibraryRoute", route: "Settings", dispatcher: "LibraryCoordinator.navigate(to:)")])
    }

    /// A SwiftUI router whose route enum builds its own views (`Page.view(nav:)`).
    static func pages(linksAbout: Bool) -> String {
        """
        import SwiftUI
        enum Page: Hashable {
            case Detail(id: Int)
            case About
            @ViewBuilder func view(nav: Navigator) -> some View {
                switch self {
                case .Detail(let id): DetailView(id: id)
                case .About: AboutView()
                }
            }
        }
        final class Navigator: ObservableObject {
            @Published var path = [Page]()
            func push(page: Page) { path.append(page) }
        }
        struct RootView: View {
            @StateObject var nav = Navigator()
            var body: some View {
                NavigationStack(path: $nav.path) {
                    Button("open") { nav.push(page: .Detail(id: 1)) }
                        .navigationDestination(for: Page.self) { page in page.view(nav: nav) }
                }
            }
        }
        struct DetailView: View { let id: Int; var body: some View { \(linksAbout ? "NavigationLink(value: Page.About) { Text(\"About\") }" : "Text(\"Detail\")") } }
        struct AboutView: View { var body: some View { Text("About") } }
        """
    }

    @Test func upperCamelCaseSwiftUIRoutesSentAreNotDead() {
        let graph = RouteTests.scan(Self.pages(linksAbout: true))
        #expect(!RouteTests.findings(graph).contains { $0.hasPrefix("unreachable_route") })
    }

    @Test func anUpperCamelCaseSwiftUIRouteNothingSendsIsStillDead() {
        let graph = RouteTests.scan(Self.pages(linksAbout: false))
        #expect(graph.sourceFacts.map(\.kind) == [.unreachableRoute(routeType: "Page", route: "About", dispatcher: "Page.view")])
    }

    // MARK: - What is no send

    /// The library app (nothing sends `settings`) with `code` added.
    static func library(adding code: String) -> String {
        RouteTests.plain(sendsSettings: false).replacingOccurrences(of: "final class SettingsViewController", with: code + "\nfinal class SettingsViewController")
    }

    static let nonSends = """
        enum BadgeStyle { case plain, settings }
        struct Prefs { var settings = 1 }
        extension LibraryRoute { var title: String { "" } }
        final class BadgeCell: UITableViewCell {
            var style: BadgeStyle = .plain
            var shown = BadgeStyle.plain
            func configure(_ route: LibraryRoute) {
                if case .settings = route { return }
                guard route != .settings, .settings == route else { return }
                if LibraryRoute.settings.title.isEmpty { return }
                selectionStyle = .settings
                contentView.accessibilityRole = flag ? .settings : .plain
                style = .settings
                let next: BadgeStyle = .settings
                shown = .settings
                apply(style: .settings)
                load(\\.settings)
            }
            func apply(style: BadgeStyle) {}
            func load(_ path: KeyPath<Prefs, Int>) {}
        }
        final class MockLibrary { weak var library: LibraryCoordinator?; func fire() { library?.navigate(to: .settings) } }
        """

    @Test func patternsComparisonsReadsOtherTypesKeyPathsAndDoublesAreNoSends() {
        let graph = RouteTests.scan(Self.library(adding: Self.nonSends))
        #expect(graph.sourceFacts.map(\.kind) == [.unreachableRoute(routeType: "LibraryRoute", route: "settings", dispatcher: "LibraryCoordinator.navigate(to:)")])
        #expect(Self.unknownSends(graph) == [])
    }

    @Test func aSendFromATestFolderIsNoSend() {
        let mock = "final class Double { weak var library: LibraryCoordinator?; func fire() { library?.navigate(to: .settings) } }"
        let graph = SwiftScanner.scan(sources: [
            ("App.swift", Array(RouteTests.plain(sendsSettings: false).utf8)), ("Library/__tests__/Double.swift", Array(mock.utf8)),
        ]).graph
        #expect(graph.sourceFacts.map(\.kind) == [.unreachableRoute(routeType: "LibraryRoute", route: "settings", dispatcher: "LibraryCoordinator.navigate(to:)")])
    }

    @Test func sendsTypedToTheRouteStillCount() {
        // Into a property of the route type, as an argument of a parameter of the route type, and
        // passed to a call the app does not declare: each is a send from code no screen owns.
        for send in [
            "final class Inbox { var pending: LibraryRoute? = nil; func got() { pending = .settings } }",
            "final class Inbox { func got(_ c: LibraryCoordinator) { c.navigate(to: .settings) } }",
            "final class Inbox { let routes = [LibraryRoute.settings] }",
            "final class Inbox { var first: LibraryRoute = .settings }",
            // A key stored, looked up later (`indexes.first { $0.value == i }?.key`) and sent.
            "final class Inbox { var indexes = [LibraryRoute: Int](); func set() { indexes[.settings] = 1 } }",
            "extension LibraryRoute { init(link: String) { self = .settings } }",
            "final class Inbox { var sink: (LibraryRoute) -> Void = { _ in }; func got() { sink(.settings) } }",
        ] {
            let graph = RouteTests.scan(Self.library(adding: send))
            #expect(graph.sourceFacts.isEmpty, "\(send)")
        }
    }
}
