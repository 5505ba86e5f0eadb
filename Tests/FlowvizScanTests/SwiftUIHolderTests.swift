import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Which screens a SwiftUI router's component views send from (issue 13 §1): components held
/// through toolbar contents, through the app's view modifiers (`extension View { func … }`), and
/// the code a stack's host places on its stack's first screen (`.toolbar { toolbarItems }`).
@Suite struct SwiftUIHolderTests {
    static func feed(modifierLabel: String = "nav") -> String {
        """
        import SwiftUI
        enum Page: Hashable { case detail, compose, about, share }
        @Observable final class Nav { var path: [Page] = [] }
        struct HomeTab: View {
            @State private var nav = Nav()
            var body: some View {
                NavigationStack(path: $nav.path) {
                    FeedView()
                        .navigationDestination(for: Page.self) { page in
                            switch page {
                            case .detail: DetailView()
                            case .compose: ComposeView()
                            case .about: AboutView()
                            case .share: ShareView()
                            }
                        }
                        .toolbar { toolbarItems }
                }
                .onAppear { nav.path.append(.about) }
                .environment(nav)
            }
            private var toolbarItems: some ToolbarContent {
                ToolbarItem { aboutButton }
            }
            private var aboutButton: some View { Button("About") { nav.path.append(.about) } }
        }
        struct FeedView: View {
            @Environment(Nav.self) private var nav
            var body: some View {
                Button("Open") { nav.path.append(.detail) }
                    .composeButton(\(modifierLabel): nav)
                    .withAboutSheet(shown: .constant(false))
            }
        }
        struct DetailView: View { var body: some View { Text("").toolbar { DetailToolbar() } } }
        struct DetailToolbar: ToolbarContent {
            var body: some ToolbarContent { ToolbarItem { Menu("More") { ShareMenuItems() } } }
        }
        struct ShareMenuItems: View {
            @Environment(Nav.self) private var nav
            var body: some View { Button("Share") { nav.path.append(.share) } }
        }
        extension View {
            func composeButton(nav: Nav) -> some View { modifier(ComposeModifier()) }
            func composeButton(hidden: Bool) -> some View { self }
            func withAboutSheet(shown: Binding<Bool>) -> some View { sheet(isPresented: shown) { AboutPanel() } }
        }
        struct ComposeModifier: ViewModifier {
            @Environment(Nav.self) private var nav
            func body(content: Content) -> some View { content.overlay { Button("Compose") { nav.path.append(.compose) } } }
        }
        struct ComposeView: View { var body: some View { Text("") } }
        struct AboutView: View { var body: some View { Text("").composeButton(hidden: true) } }
        struct ShareView: View { var body: some View { Text("") } }
        struct AboutPanel: View {
            @Environment(Nav.self) private var nav
            var body: some View { Button("Share") { nav.path.append(.share) } }
        }
        """
    }

    @Test func componentsSendFromTheScreensHoldingThemThroughToolbarsModifiersAndTheStacksHost() {
        let graph = RouteTests.scan(Self.feed())
        #expect(graph.coordinator(named: "Nav")?.start.map { "\($0.target)" } == ["screen(\"Feed\")"])
        // `.toolbar { toolbarItems }` on the stack's content sits on Feed; `.composeButton(nav:)` holds the modifier.
        #expect(RouteTests.transitions(graph, "Nav", "Feed") == ["About push About", "Open push Detail", "Compose push Compose"])
        // The menu items sit in Detail's toolbar content.
        #expect(RouteTests.transitions(graph, "Nav", "Detail") == ["Share push Share"])
        // `composeButton(hidden:)` makes no modifier: About gains nothing.
        #expect(RouteTests.transitions(graph, "Nav", "About") == [])
        // The stack's own `.onAppear` sits on no screen the scanner can tell, nor does the panel a
        // modifier presents (shown, not held, by the screen calling `.withAboutSheet`): a note each.
        #expect(graph.unknowns.map(\.reason) == [
            "HomeTab sends routes to Nav (`nav.path.append(.about)`), and the scanner cannot tie HomeTab to one of its screens",
            "AboutPanel sends routes to Nav (`nav.path.append(.share)`), and the scanner cannot tie AboutPanel to one of its screens",
        ])
    }

    /// A modifier method that the screen calls with another first label (`composeButton(hidden:)`) is not the one making it.
    @Test func aModifierCalledWithAnotherLabelHoldsNothing() {
        let graph = RouteTests.scan(Self.feed(modifierLabel: "hidden"))
        #expect(RouteTests.transitions(graph, "Nav", "Feed") == ["About push About", "Open push Detail"])
        #expect(graph.unknowns.map(\.reason).contains {
            $0.hasPrefix("ComposeModifier sends routes to Nav") && $0.hasSuffix("cannot tie ComposeModifier to one of its screens")
        })
    }
}
