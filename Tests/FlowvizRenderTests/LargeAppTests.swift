import FlowvizCore
import FlowvizGraphviz
import FlowvizLint
import FlowvizRender
import FlowvizSynth
import Foundation
import Testing

/// A 2,000-screen app renders (dot's init_rank trap is avoided), and larger ones are refused
/// with advice instead of hanging.
@Suite(.serialized) struct LargeAppTests {
    @Test func twoThousandScreensRender() throws {
        let graph = SyntheticApp(seed: 1, screens: 2_000, bugs: Set(SyntheticBug.allCases)).graph()
        #expect(graph.coordinators.reduce(0) { $0 + $1.screens.count } == 2_000)
        let scene = SceneBuilder.scene(for: graph, findings: Linter.lint(graph))
        let svg = try FlowRenderer().render(scene, as: .svg)
        #expect(svg.count > 100_000)
        #expect(String(decoding: svg.suffix(10), as: UTF8.self).contains("</svg>"))
    }

    @Test func focusDrawsAPartOfALargeApp() throws {
        let graph = SyntheticApp(seed: 1, screens: 4_000).graph()
        let whole = SceneBuilder.scene(for: graph)
        #expect(throws: FlowRenderer.Failure.self) { _ = try FlowRenderer().render(whole, as: .svg) }
        // A coordinator with grandchildren: it, its children and theirs are drawn expanded.
        let children = FlowAnalysis(graph).children
        let focus = try #require(children.indices.first { c in c > 0 && children[c].contains { !children[$0].isEmpty } })
        let expanded = [focus] + children[focus] + children[focus].flatMap { children[$0] }
        let part = try SceneBuilder.scene(for: graph, findings: [], options: RenderOptions(focus: graph.coordinators[focus].name, depth: 2))
        #expect(Set(part.clusters.map(\.coordinator)) == Set(expanded.map { graph.coordinators[$0].name }))
        #expect(try FlowRenderer().render(part, as: .svg).count > 0)
    }
}
