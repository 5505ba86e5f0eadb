import FlowvizCore
import FlowvizJSON
import FlowvizRender
import Testing

/// The drawing shows a flow's lifetime and a start that could not be read.
@Suite struct LifetimeDrawingTests {
    static let tabs = #"""
        {"version": 1, "coordinators": [
          {"name": "App", "root": true, "container": "tabBar", "start": [{"coordinator": "Feed"}, {"coordinator": "Search"}]},
          {"name": "Feed", "attachment": "horizontal", "start": [{"screen": "Posts"}], "screens": [{"name": "Posts"}]},
          {"name": "Search", "attachment": "horizontal", "lifetime": "bounded", "start": [], "screens": [{"name": "Query"}]}
        ], "unknowns": [{"aspect": "start", "coordinator": "Search", "reason": "lazy property"}]}
        """#

    @Test func theClusterTitleSaysLongLived() throws {
        let scene = SceneBuilder.scene(for: try JSONGraphLoader.load(string: Self.tabs, file: "tabs.json"))
        #expect(scene.clusters.map(\.title) == [
            "App (root; tab bar)", "Feed (horizontal; navigation stack; long-lived)", "Search (horizontal; navigation stack)",
        ])
        #expect(scene.nodes.contains { $0.cluster == "c2" && $0.label == "(start not read)" })
    }
}
