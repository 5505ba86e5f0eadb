import FlowvizCore
import FlowvizDSL
import FlowvizJSON
import FlowvizLint
import Testing

/// Long-lived flows (Docs/DOMAIN.md: lifetime): declared, or inferred for a tab bar's children.
@Suite struct LifetimeTests {
    /// A tab bar starting two tabs (each owning its navigation stack) that never finish and are
    /// kept forever; `feedLifetime` declares Feed's lifetime when given.
    func tabs(feedLifetime: Lifetime? = nil) throws -> AppGraph {
        try AppGraph.define {
            Coordinator("App", root: true, container: .tabBar) {
                StartsWith(child: "Feed", releasedOnFinish: false)
                StartsWith(child: "Profile", releasedOnFinish: false)
            }
            Coordinator("Feed", attachment: .vertical(.fullScreen), lifetime: feedLifetime) {
                StartsWith(screen: "Posts")
                Screen("Posts") { On("didSelect", .present("Post", style: .fullScreen)) }
                Screen("Post")
            }
            Coordinator("Profile", attachment: .vertical(.fullScreen)) { StartsWith(screen: "Me"); Screen("Me") }
        }
    }

    @Test func tabChildrenAreLongLivedUnlessDeclaredOtherwise() throws {
        let graph = try tabs()
        #expect(graph.coordinators.map(\.lifetime) == [.bounded, .longLived, .longLived])
        #expect(Linter.lint(graph).isEmpty)
        let declared = try tabs(feedLifetime: .bounded)
        #expect(declared.coordinator(named: "Feed")?.lifetime == .bounded)
        let rules = Set(Linter.lint(declared).filter { $0.element == .coordinator("Feed") || $0.element == .screen(coordinator: "Feed", screen: "Post") || $0.element == .startEntry(coordinator: "App", index: 0) }.map(\.ruleID))
        // A kept child that can never finish is one missing_did_finish, not also a leak.
        #expect(rules == ["missing_did_finish", "dead_end_screen"] as Set)
    }

    @Test func jsonInfersAndDeclaresLikeTheDSL() throws {
        let dsl = try tabs(feedLifetime: .bounded)
        let written = CanonicalWriter.string(for: dsl)
        // Only the declared lifetime that differs from the inference is written... and declared ones.
        #expect(written.components(separatedBy: "\"lifetime\"").count == 2)
        let json = try JSONGraphLoader.load(string: written, file: "tabs.json")
        #expect(json.coordinators.map(\.lifetime) == dsl.coordinators.map(\.lifetime))
        #expect(CanonicalWriter.string(for: json) == written)
        let inferred = try JSONGraphLoader.load(string: CanonicalWriter.string(for: try tabs()), file: "tabs.json")
        #expect(inferred.coordinator(named: "Feed")?.lifetime == .longLived)
    }
}
