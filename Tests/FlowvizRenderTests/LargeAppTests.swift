import FlowvizCore
import FlowvizGraphviz
import FlowvizLint
import FlowvizRender
import Foundation
import Testing

/// A 2,000-screen app renders (dot's init_rank trap is avoided), and larger ones are refused
/// with advice instead of hanging.
@Suite(.serialized) struct LargeAppTests {
    @Test func twoThousandScreensRender() throws {
        let graph = SyntheticApp.graph(coordinators: 200, screens: 10)
        #expect(graph.coordinators.reduce(0) { $0 + $1.screens.count } == 2_000)
        let scene = SceneBuilder.scene(for: graph, findings: Linter.lint(graph))
        let svg = try FlowRenderer().render(scene, as: .svg)
        #expect(svg.count > 100_000)
        #expect(String(decoding: svg.suffix(10), as: UTF8.self).contains("</svg>"))
    }

    @Test func focusDrawsAPartOfALargeApp() throws {
        let graph = SyntheticApp.graph(coordinators: 400, screens: 10)
        let whole = SceneBuilder.scene(for: graph)
        #expect(throws: FlowRenderer.Failure.self) { _ = try FlowRenderer().render(whole, as: .svg) }
        let part = try SceneBuilder.scene(for: graph, findings: [], options: RenderOptions(focus: "C3", depth: 2))
        #expect(part.clusters.map(\.coordinator) == ["C3", "C7", "C8", "C15", "C16", "C17", "C18"])
        #expect(try FlowRenderer().render(part, as: .svg).count > 0)
    }
}
