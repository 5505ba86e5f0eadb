import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// SwiftUI route factories (issue 13 §2): a route type whose static members each build their view
/// (`static var summit: Trail { Trail(id:) { SummitView() } }`, a `style:` for sheets), shown by
/// `navigationDestination(for: Trail.self) { $0.view }` and by a sheet whose item holds the route;
/// views send through a property wrapper (`@Guide var guide`) whose `route(to:)` passes the route
/// on to the router (`guide?.go(trail)`), whose own code chooses by style under `#if`.
@Suite struct SwiftUIRouteFactoryTests {
    static func trails(sendsLodge: Bool) -> String {
        """
        import SwiftUI
        struct Trail: Identifiable, Hashable {
            enum Style: Hashable { case push, sheet, cover }
            let id: String
            let style: Style
            private let content: AnyView
            init(id: String, style: Style = .push, @ViewBuilder content: () -> some View) {
                self.id = id
                self.style = style
                self.content = AnyView(content())
            }
            var view: some View { content }
            static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
        extension Trail {
            static var summit: Trail { Trail(id: "summit") { SummitView() } }
            static func ridge(name: String) -> Trail { Trail(id: "ridge") { RidgeView(name: name) } }
            #if os(iOS)
            static var permits: Trail { Trail(id: "permits", style: .sheet) { PermitsView() } }
            #endif
            static var lodge: Trail { Trail(id: "lodge") { LodgeView() } }
        }
        final class TrailGuide: ObservableObject {
            struct Shown: Identifiable { let trail: Trail; var id: String { trail.id } }
            @Published var path: [Trail] = []
            @Published var sheet: Shown?
            func go(_ trail: Trail) {
                #if os(tvOS)
                sheet = .init(trail: trail)
                #else
                switch trail.style {
                case .push: path.append(trail)
                case .sheet, .cover: sheet = .init(trail: trail)
                }
                #endif
            }
        }
        extension TrailGuide {
            struct Handle {
                let guide: TrailGuide?
                func route(to trail: Trail) { guide?.go(trail) }
            }
        }
        @propertyWrapper struct Guide: DynamicProperty {
            @Environment(\\.guide) private var handle
            var wrappedValue: TrailGuide.Handle { handle }
        }
        extension EnvironmentValues { @Entry var guide: TrailGuide.Handle = .init(guide: nil) }
        struct GuideStack: View {
            @StateObject private var guide = TrailGuide()
            private let content: AnyView
            init(@ViewBuilder content: () -> some View) { self.content = AnyView(content()) }
            var body: some View {
                NavigationStack(path: $guide.path) {
                    content.navigationDestination(for: Trail.self) { $0.view }
                }
                .environment(\\.guide, .init(guide: guide))
                .sheet(item: $guide.sheet) { guide.sheet = nil } content: { shown in shown.trail.view }
            }
        }
        @main struct HikeApp: App { var body: some Scene { WindowGroup { GuideStack { BaseCampView() } } } }
        struct BaseCampView: View {
            @Guide private var guide
            var body: some View {
                Button("Summit") { guide.route(to: .summit) }
                Button("Permits") { guide.route(to: .permits) }
                \(sendsLodge ? "Button(\"Lodge\") { guide.route(to: .lodge) }" : "")
            }
        }
        struct SummitView: View {
            @Guide private var guide
            var body: some View { Button("Ridge") { guide.route(to: .ridge(name: "north")) } }
        }
        struct RidgeView: View { let name: String; var body: some View { Text(name) } }
        struct PermitsView: View { var body: some View { Text("") } }
        struct LodgeView: View { var body: some View { Text("") } }
        """
    }

    @Test func factoriesAreScreensAndSendsThroughAWrapperAreTheirTriggers() {
        let graph = RouteTests.scan(Self.trails(sendsLodge: true))
        #expect(graph.coordinators.map(\.name) == ["TrailGuide"])
        #expect(graph.coordinator(named: "TrailGuide")?.start.map { "\($0.target)" } == ["screen(\"BaseCamp\")"])
        // `.permits` is a sheet factory (declared under `#if os(iOS)`): presented, never pushed.
        #expect(RouteTests.transitions(graph, "TrailGuide", "BaseCamp") == ["Summit push Summit", "Permits present Permits", "Lodge push Lodge"])
        #expect(RouteTests.transitions(graph, "TrailGuide", "Summit") == ["Ridge push Ridge"])
        #expect(RouteTests.findings(graph) == [])
    }

    /// A factory whose view a wrapper is handed (`Turnstile { GateView() }`) shows that view; of
    /// overloads (`camp(site:)` calling `camp(permit:)`), the one building the view is read. A view
    /// made with a closure that is no content of its (`Banner(title:) { … }`), or that puts its content
    /// on a stack of its own (`StackSheet { HutView() }`), is the screen itself.
    @Test func wrappersAndOverloadedFactoriesShowTheViewTheyBuild() {
        let extra = """
            extension Trail {
                static var gate: Trail { Trail(id: "gate") { Turnstile { GateView() } } }
                static var banner: Trail { Trail(id: "banner") { Banner(title: "b") { LodgeView() } } }
                static var hut: Trail { Trail(id: "hut", style: .sheet) { StackSheet { HutView() } } }
                static func camp(site: String) -> Trail { let permit = Permit(site: site); return camp(permit: permit) }
                static func camp(permit: Permit) -> Trail { Trail(id: "camp") { CampView(permit: permit) } }
            }
            struct Permit { let site: String }
            struct Turnstile<Content: View>: View {
                private let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { content }
            }
            struct Banner<Footer: View>: View {
                let title: String
                let footer: () -> Footer
                var body: some View { Text(title); footer() }
            }
            struct StackSheet<Content: View>: View {
                var content: () -> Content
                var body: some View { NavigationStack { content() } }
            }
            struct HutView: View { var body: some View { Text("") } }
            struct GateView: View { var body: some View { Text("") } }
            struct CampView: View { let permit: Permit; var body: some View { Text("") } }
            struct RangerView: View {
                @Guide private var guide
                var body: some View {
                    Button("Gate") { guide.route(to: .gate) }
                    Button("Banner") { guide.route(to: .banner) }
                    Button("Camp") { guide.route(to: .camp(site: "x")) }
                    Button("Hut") { guide.route(to: .hut) }
                }
            }
            """
        let code = Self.trails(sendsLodge: true).replacingOccurrences(of: "Button(\"Ridge\") { guide.route(to: .ridge(name: \"north\")) }", with: "Button(\"Ridge\") { guide.route(to: .ridge(name: \"north\")) }; RangerView()")
        let graph = RouteTests.scan(code + extra)
        #expect(RouteTests.transitions(graph, "TrailGuide", "Summit") == [
            "Ridge push Ridge", "Gate push Gate", "Banner push Banner", "Camp push Camp", "Hut present StackSheet",
        ])
    }

    @Test func aFactoryNothingSendsIsADeadRoute() {
        let graph = RouteTests.scan(Self.trails(sendsLodge: false))
        #expect(graph.sourceFacts.map(\.kind) == [
            .unreachableRoute(routeType: "Trail", route: "lodge", dispatcher: "GuideStack.navigationDestination(for:)"),
        ])
        #expect(RouteTests.findings(graph) == ["unreachable_route 22", "unreachable_screen 22"])
    }
}
