import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// One tree holding two targets (`Phone/` and `TV/`, plus `Shared/`) that each declare their own
/// copy of some types (SourceTargets.swift): each target's coordinator is read as that target's,
/// and a view declared once per target sends as the screen of that name.
@Suite struct TargetSplitTests {
    static func app(_ target: String) -> String {
        """
        import SwiftUI
        @main struct ShowsApp: App {
            var body: some Scene { WindowGroup { MainCoordinator().view() } }
        }
        struct WelcomeView: View {
            @EnvironmentObject private var router: MainCoordinator.Router
            var body: some View {
                Button("Start") { router.root(\\.library) }
                Button("Search") { router.route(to: \\.search) }
            }
        }
        struct HomeView: View {
            @EnvironmentObject private var router: LibraryCoordinator.Router
            var body: some View { Button("\(target)") { router.route(to: \\.item) } }
        }
        struct SearchView: View {
            @EnvironmentObject private var router: SearchCoordinator.Router
            var body: some View { Button("\(target)") { router.dismissCoordinator() } }
        }
        """
    }

    /// `uses` names a type only one target declares (`PhoneSettings`), which places the copy.
    static func main(uses: String) -> String {
        """
        final class MainCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\MainCoordinator.welcome)
            private let settings = \(uses)
            @Root var welcome = makeWelcome
            @Root var library = makeLibrary
            @Route(.modal) var search = makeSearch
            @ViewBuilder func makeWelcome() -> some View { WelcomeView() }
            func makeLibrary() -> NavigationViewCoordinator<LibraryCoordinator> { NavigationViewCoordinator(LibraryCoordinator()) }
            func makeSearch() -> SearchCoordinator { SearchCoordinator() }
        }
        """
    }

    static let search = """
        final class SearchCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\SearchCoordinator.start)
            @Root var start = makeStart
            @ViewBuilder func makeStart() -> some View { SearchView() }
        }
        """

    static let library = """
        final class LibraryCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\LibraryCoordinator.start)
            @Root var start = makeStart
            @Route(.push) var item = makeItem
            @ViewBuilder func makeStart() -> some View { HomeView() }
            @ViewBuilder func makeItem() -> some View { ItemView() }
        }
        struct ItemView: View { var body: some View { Text("Item") } }
        """

    static func files(mainFolder: (String, String) = ("Shared/Main/", "Shared/Main/")) -> [(String, String)] {
        [
            ("Phone/App.swift", app("Phone")), ("Phone/PhoneSettings.swift", "struct PhoneSettings {}\n"),
            ("TV/App.swift", app("TV")),
            ("\(mainFolder.0)PhoneMainCoordinator.swift", main(uses: "PhoneSettings()")),
            ("\(mainFolder.1)TVMainCoordinator.swift", main(uses: "0")),
            // Placed by their names: `Phone…` and `TV…` as the Main copies are.
            ("\(mainFolder.0)PhoneSearchCoordinator.swift", search), ("\(mainFolder.1)TVSearchCoordinator.swift", search),
            ("Shared/LibraryCoordinator.swift", library),
        ]
    }

    static func scan(_ files: [(String, String)]) -> AppGraph {
        SwiftScanner.scan(sources: files.map { ($0.0, Array($0.1.utf8)) }).graph
    }

    @Test func eachTargetsCoordinatorIsReadAsThatTargets() {
        let graph = Self.scan(Self.files())
        #expect(Linter.lint(graph).filter { $0.ruleID != "not_fully_read" }.map { "\($0.ruleID) \($0.location?.description ?? "")" } == [])
        #expect(graph.coordinators.map(\.name).sorted() == ["Library", "Main (Phone)", "Main (TV)", "Search (Phone)", "Search (TV)"])
        #expect(graph.root?.name == "Main (Phone)")
        // Each target's welcome screen roots the shared library and presents its own search.
        for target in ["Phone", "TV"] {
            let welcome = RouteTests.transitions(graph, "Main (\(target))", "Welcome")
            #expect(welcome.contains { $0.hasPrefix("Start.") || $0.contains("Library") }, "\(welcome)")
            #expect(graph.coordinator(named: "Search (\(target))")?.typeName == "SearchCoordinator (\(target))")
        }
        // The other target's root is started by its own entry: one note, on the root.
        let notes = graph.unknowns.filter { $0.aspect == .start }
        #expect(notes.map(\.child) == ["Main (TV)"])
        #expect(notes.first?.reason == "MainCoordinator (TV) belongs to another target of the scanned tree, whose own entry starts it; it is not read as part of this target's flow")
        // The shared coordinator's screen is each target's HomeView: both copies send `.item`.
        let home = graph.coordinator(named: "Library")?.screen(named: "Home")
        #expect(home?.transitions.count == 2)
        #expect(Set(home?.transitions.compactMap(\.location?.file) ?? []) == ["Phone/App.swift", "TV/App.swift"])
        // Located as written, after the qualified names earlier in the file.
        #expect(Set(home?.transitions.compactMap { $0.location.map { "\($0.line):\($0.column)" } } ?? []) == ["14:9"])
        #expect(graph.coordinator(named: "Main (TV)")?.location?.description == "Shared/Main/TVMainCoordinator.swift:1:13")
    }

    /// Copies in one folder, with no folders of targets beside them: which runs is not known, as before.
    @Test func copiesInOneFolderAreNotTargets() {
        let files = Self.files().filter { !$0.0.hasPrefix("TV/") }.map { ($0.0.replacingOccurrences(of: "Shared/Main/", with: "Phone/"), $0.1) }
        let graph = Self.scan(files)
        #expect(!graph.coordinators.contains { $0.name.contains("(") })
        #expect(graph.unknowns.contains { $0.coordinator == "Main" && $0.reason.hasPrefix("MainCoordinator is declared 2 times") })
    }
}
