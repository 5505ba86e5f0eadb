import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// One scanned tree holding several targets or apps (Docs/SCANNING.md, "Known and unknown"):
/// a type declared in two targets, a second app entry, a screen wrapped in a stack of its own.
/// Each once where it would mislead and once where it reads as before.
@Suite struct MultiTargetTests {
    static func scan(_ files: [(String, String)]) -> AppGraph {
        SwiftScanner.scan(sources: files.map { ($0.0, Array($0.1.utf8)) }).graph
    }

    /// Findings other than the notes on what was not read.
    static func findings(_ graph: AppGraph) -> [String] {
        RouteTests.findings(graph).filter { !$0.hasPrefix("not_fully_read") }
    }

    static let app = """
        import Stinsen
        import SwiftUI
        @main struct ShowsApp: App {
            var body: some Scene { WindowGroup { MainCoordinator().view() } }
        }
        final class MainCoordinator: TabCoordinatable {
            var child = TabChild(startingItems: [\\MainCoordinator.guide])
            @Route(tabItem: makeGuideTab) var guide = makeGuide
            func makeGuide() -> GuideCoordinator { GuideCoordinator() }
            @ViewBuilder func makeGuideTab(isActive: Bool) -> some View { Text("Guide") }
        }
        struct GuideView: View {
            @EnvironmentObject private var router: GuideCoordinator.Router
            var body: some View { Button("Channels") { router.route(to: \\.channels) } }
        }
        struct ChannelsView: View {
            var body: some View { Text("Channels") }
        }
        """

    static let phone = """
        final class GuideCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\GuideCoordinator.start)
            @Root var start = makeStart
            @Route(.push) var channels = makeChannels
            @ViewBuilder func makeStart() -> some View { GuideView() }
            @ViewBuilder func makeChannels() -> some View { ChannelsView() }
        }
        """

    /// The TV target's coordinator of the same name: tabs, each a player flow around a view.
    static let tv = """
        final class GuideCoordinator: TabCoordinatable {
            var child = TabChild(startingItems: [\\GuideCoordinator.guide, \\GuideCoordinator.channels])
            @Route(tabItem: makeGuideTab) var guide = makeGuide
            @Route(tabItem: makeChannelsTab) var channels = makeChannels
            func makeGuide() -> PlayerCoordinator { PlayerCoordinator { GuideView() } }
            func makeChannels() -> PlayerCoordinator { PlayerCoordinator { ChannelsView() } }
            @ViewBuilder func makeGuideTab(isActive: Bool) -> some View { Text("Guide") }
            @ViewBuilder func makeChannelsTab(isActive: Bool) -> some View { Text("Channels") }
        }
        final class PlayerCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\PlayerCoordinator.start)
            @Root var start = makeStart
            let content: () -> AnyView
            init<V: View>(@ViewBuilder content: @escaping () -> V) { self.content = { AnyView(content()) } }
            @ViewBuilder func makeStart() -> some View { content() }
        }
        """

    /// Merged, the phone's push would sit in the TV's tabs: "not on a navigation stack". Each
    /// folder is a target (SourceTargets.swift): each target's Guide is read on its own, and the
    /// shared code's `GuideCoordinator` is either, through an unknown start.
    @Test func aCoordinatorDeclaredInTwoTargetsIsReadPerTargetAndMixesNothing() {
        let graph = Self.scan([("Shared/App.swift", Self.app), ("Phone/Guide.swift", Self.phone), ("TV/Guide.swift", Self.tv)])
        #expect(Self.findings(graph) == [])
        #expect(graph.coordinators.map(\.name).sorted() == ["Guide", "Guide (Phone)", "Guide (TV)", "Main", "Player"])
        let guide = graph.unknowns.filter { $0.coordinator == "Guide" }
        #expect(guide.map(\.aspect) == [.start, .presentation, .start, .presentation, .start, .presentation])
        #expect(Set(guide.map(\.reason)) == ["GuideCoordinator is declared once in each of the targets Phone, TV, and code they share names it: in each target it is that target's own; which one runs and how it is shown are not known"])
        #expect(guide.compactMap(\.child) == ["Guide (Phone)", "Guide (Phone)", "Guide (TV)", "Guide (TV)"])
        // One misread, one note: the graph keeps a fact per aspect and target, the rule says it once.
        let notes = Linter.lint(graph).filter { $0.ruleID == "not_fully_read" }.map(\.message)
        #expect(notes.filter { $0.hasPrefix("GuideCoordinator is not fully read") } == [
            "GuideCoordinator is not fully read: what its start shows could not be followed: \(guide[0].reason)",
        ])
        // Shared GuideView's router is, in the phone target, the phone's Guide: its push is on that stack.
        #expect(RouteTests.transitions(graph, "Guide (Phone)", "Guide") == ["body push Channels"])
    }

    /// Declared once (the other file only extends it): read as before, and its push is on its stack.
    @Test func aTypeDeclaredOnceAndExtendedIsReadWhole() {
        let extended = Self.phone.replacingOccurrences(of: "@Route(.push) var channels = makeChannels\n", with: "")
            .replacingOccurrences(of: "    @ViewBuilder func makeChannels() -> some View { ChannelsView() }\n", with: "")
        let graph = Self.scan([
            ("Shared/App.swift", Self.app), ("Phone/Guide.swift", extended.replacingOccurrences(of: "@Root var start = makeStart", with: "@Root var start = makeStart\n    @Route(.push) var channels = makeChannels")),
            ("Phone/Guide+Channels.swift", "extension GuideCoordinator {\n    @ViewBuilder func makeChannels() -> some View { ChannelsView() }\n}\n"),
        ])
        #expect(Self.findings(graph) == [])
        #expect(graph.unknowns.filter { $0.coordinator == "Guide" }.isEmpty)
        #expect(RouteTests.transitions(graph, "Guide", "Guide") == ["body push Channels"])
    }

    /// The second app's root: started by its own entry, never "never started"; the flow it roots
    /// after sign-in lives as long as that app.
    static let secondApp = """
        @main struct SignInApp: App {
            var body: some Scene { WindowGroup { SignInCoordinator().view() } }
        }
        """
    static let signIn = """
        final class SignInCoordinator: NavigationCoordinatable {
            var stack = NavigationStack(initial: \\SignInCoordinator.start)
            @Root var start = makeStart
            @Root var signedIn = makeSignedIn
            @ViewBuilder func makeStart() -> some View { SignInView() }
            func makeSignedIn() -> SessionCoordinator { SessionCoordinator() }
            func didSignIn() { root(\\.signedIn) }
        }
        final class SessionCoordinator: NavigationCoordinatable {
            var stack = NavigationStack(initial: \\SessionCoordinator.start)
            @Root var start = makeStart
            @ViewBuilder func makeStart() -> some View { SessionView() }
        }
        struct SignInView: View { var body: some View { Text("Sign in") } }
        struct SessionView: View { var body: some View { Text("Session") } }
        """

    @Test func aSecondAppEntrysRootIsStartedByThatEntry() {
        let graph = Self.scan([("A/App.swift", Self.app), ("A/Guide.swift", Self.phone), ("B/App.swift", Self.secondApp), ("B/SignIn.swift", Self.signIn)])
        #expect(Self.findings(graph) == [])
        let note = graph.unknowns.first { $0.child == "SignIn" }
        #expect(note?.coordinator == "Main")
        #expect(note?.location?.file == "B/App.swift")
    }

    /// A nested type of the same name (a representable's `Coordinator` declared in an extension)
    /// is another parent's: the app's `Coordinator` protocol stays what it is.
    @Test func aNestedTypeOfTheSameNameIsNoSecondDeclaration() {
        let app = """
            protocol Coordinator: AnyObject { func start() }
            final class AppCoordinator: Coordinator {
                let navigation = UINavigationController()
                func start() { navigation.setViewControllers([HomeViewController()], animated: false) }
            }
            final class HomeViewController: UIViewController {}
            struct MapView: UIViewRepresentable {}
            extension MapView { final class Coordinator: NSObject {} }
            """
        let graph = Self.scan([("App.swift", app)])
        #expect(graph.coordinators.map(\.name) == ["App"])
        #expect(graph.unknowns.isEmpty)
        #expect(RouteTests.findings(graph) == [])
    }

    @Test func aRootNoEntryMakesIsStillNeverStarted() {
        let graph = Self.scan([("A/App.swift", Self.app), ("A/Guide.swift", Self.phone), ("B/SignIn.swift", Self.signIn)])
        #expect(Self.findings(graph).contains("unreachable_coordinator 1"))
        #expect(graph.unknowns.allSatisfy { $0.child != "SignIn" })
    }

    // MARK: - A presented screen in a stack of its own

    static func todos(ownStack: Bool) -> String {
        let create = ownStack ? "NavigationView { CreateScreen() }" : "CreateScreen()"
        return StinsenTests.todos(sendsCreate: true).replacingOccurrences(of: "{ CreateScreen() }", with: "{ \(create) }")
            .replacingOccurrences(of: "var body: some View { Button(\"Done\") { router.dismissCoordinator() } }", with: """
                var body: some View {
                        Button("Done") { router.dismissCoordinator() }
                        Button("Tags") { router.route(to: \\.todo, 2) }
                    }
                """)
    }

    @Test func aScreenPresentedBareThatPushesHasNoStack() {
        let graph = RouteTests.scan(Self.todos(ownStack: false))
        #expect(Self.findings(graph) == ["push_without_navigation_stack 25"])
    }

    @Test func aScreenPresentedInItsOwnNavigationViewIsNoFinding() {
        let graph = RouteTests.scan(Self.todos(ownStack: true))
        #expect(Self.findings(graph) == [])
        // Presented as the first screen of a stack of its own: what it pushes goes onto that stack.
        #expect(graph.unknowns.isEmpty)
        let presents = graph.coordinators.flatMap(\.screens).flatMap(\.transitions).compactMap { transition -> ModalPresentation? in
            if case .present("Create", let presentation) = transition.action { presentation } else { nil }
        }
        #expect(!presents.isEmpty && presents.allSatisfy(\.inNavigationStack))
    }
}
