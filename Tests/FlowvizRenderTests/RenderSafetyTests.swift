import FlowvizCore
import FlowvizGraphviz
import FlowvizJSON
import FlowvizLint
import FlowvizRender
import FlowvizSamples
import FlowvizSynth
import FlowvizTestSupport
import Foundation
import Testing

/// Issue 14: no render crashes on real apps' graphs. The encoding never writes the shape that
/// Graphviz 2.4x double-frees, real-app-shaped graphs render repeatedly in one process, and the
/// render fuzzer's regression inputs (Tests/Fixtures/RenderRegressions) replay here.
@Suite(.serialized) struct RenderSafetyTests {
    static let fixtures = Repository.fixtures

    /// The real-app-shaped graphs and the fuzzer's kept graphs.
    static let regressionGraphs: [String] = {
        let directory = fixtures.appendingPathComponent("RenderRegressions")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static func graph(_ name: String) throws -> AppGraph {
        try JSONGraphLoader.load(contentsOf: fixtures.appendingPathComponent("RenderRegressions/\(name)").path)
    }

    /// The DOT statements of edges that do not rank their ends and still carry a `label`: the
    /// labelled flat edges Graphviz 2.4x double-frees when the ends land on one rank.
    static func labelledUnconstrainedEdges(_ dot: String) -> [Substring] {
        dot.split(separator: "\n").filter { $0.contains("constraint=false") && $0.contains(" label=") }
    }

    @Test func regressionFixturesArePresent() {
        #expect(Self.regressionGraphs.count >= 2, "Tests/Fixtures/RenderRegressions holds \(Self.regressionGraphs)")
    }

    /// Samples, fixtures and 300 random graphs: before Graphviz 12 (and for an unknown
    /// version) no `constraint=false` edge has a `label`; from 12 on Graphviz places it.
    @Test func unconstrainedEdgesCarryNoLabelBeforeGraphviz12() throws {
        var scenes = try SampleCatalog.all.map { SceneBuilder.scene(for: try $0.graph(), findings: []) }
        scenes += try Self.regressionGraphs.map { name in
            let graph = try Self.graph(name)
            return SceneBuilder.scene(for: graph, findings: Linter.lint(graph))
        }
        scenes += (0..<300).map { seed in
            let graph = RandomFlowGraph(seed: UInt64(seed)).graph()
            return SceneBuilder.scene(for: graph, findings: Linter.lint(graph))
        }
        var xlabels = 0, labels = 0
        for scene in scenes {
            for version in [nil, GraphvizVersion(2, 43), GraphvizVersion(11, 9)] {
                let dot = DOTEncoder(graphviz: version).encode(scene)
                #expect(Self.labelledUnconstrainedEdges(dot).isEmpty, "\(scene.title ?? "?") for \(version?.description ?? "unknown")")
                xlabels += dot.split(separator: "\n").filter { $0.contains("constraint=false") && $0.contains("xlabel=") }.count
            }
            labels += Self.labelledUnconstrainedEdges(DOTEncoder(graphviz: GraphvizVersion(12)).encode(scene)).count
        }
        #expect(xlabels > 0 && labels > 0, "the graphs have no labelled unconstrained edge to check")
    }

    /// dot merges edges between one pair of nodes that lack a `label` into one chain, which
    /// aborts in its merge_chain for flat and unconstrained ones: the encoding writes at most
    /// one such drawn edge per ordered pair (Samples, fixtures, 300 random graphs, every
    /// version). An invisible anchor beside an unconstrained edge from a cluster's first node
    /// is not counted: it occurs (2 of these 300 graphs) and the render fuzzer found no abort
    /// from it (Docs/RENDERING.md).
    @Test func noTwoUnlabelledEdgesShareTheirEnds() throws {
        var scenes = try SampleCatalog.all.map { SceneBuilder.scene(for: try $0.graph(), findings: []) }
        scenes += try Self.regressionGraphs.map { SceneBuilder.scene(for: try Self.graph($0), findings: []) }
        scenes += (0..<300).map { seed in
            let graph = RandomFlowGraph(seed: UInt64(seed)).graph()
            return SceneBuilder.scene(for: graph, findings: Linter.lint(graph))
        }
        for scene in scenes {
            for version in [nil, GraphvizVersion(12)] {
                var seen = [Substring: Substring]()
                for line in DOTEncoder(graphviz: version).encode(scene).split(separator: "\n") where line.hasPrefix("  \"") && line.contains("\" -> \"") {
                    guard !line.contains(" label="), !line.contains("style=invis") else { continue }
                    let pair = line.prefix { $0 != "[" }
                    #expect(seen[pair] == nil, "\(scene.title ?? "?"): \(seen[pair] ?? "") and \(line)")
                    seen[pair] = line
                }
            }
        }
    }

    /// Two `constraint=false` edges between one pair of nodes, one each way, whose ends land on
    /// one rank in two clusters make dot loop forever (the render fuzzer's three time-outs,
    /// seeds 3046113, 3050675 and 3068225; `Tests/Fixtures/Graphviz/flat-edge-cycle-across-clusters.dot`):
    /// the encoding ranks one edge of each such pair (Samples, fixtures, those seeds and 2,000
    /// random graphs, every version).
    @Test func noTwoUnconstrainedEdgesRunBothWaysBetweenOnePair() throws {
        var scenes = try SampleCatalog.all.map { SceneBuilder.scene(for: try $0.graph(), findings: []) }
        scenes += try Self.regressionGraphs.map { SceneBuilder.scene(for: try Self.graph($0), findings: []) }
        let seeds = [3_046_113, 3_050_675, 3_068_225] + Array(0..<2_000)
        var opposite = 0
        scenes += seeds.map { seed in
            let graph = RandomFlowGraph(seed: UInt64(seed)).graph()
            return SceneBuilder.scene(for: graph, findings: Linter.lint(graph))
        }
        for scene in scenes {
            let unconstrained = Set(scene.edges.filter { [.finish, .event, .back].contains($0.kind) }.map { "\($0.from)>\($0.to)" })
            opposite += scene.edges.filter { [.finish, .event, .back].contains($0.kind) && $0.from != $0.to && unconstrained.contains("\($0.to)>\($0.from)") }.count
            for version in [nil, GraphvizVersion(12)] {
                var pairs = Set<String>()
                for line in DOTEncoder(graphviz: version).encode(scene).split(separator: "\n") where line.contains("constraint=false") {
                    let ends = line.drop { $0 == " " }.prefix { $0 != "[" }.split(separator: " -> ").map { $0.trimmingCharacters(in: .whitespaces) }
                    guard ends.count == 2, ends[0] != ends[1] else { continue }
                    pairs.insert("\(ends[0])>\(ends[1])")
                    #expect(!pairs.contains("\(ends[1])>\(ends[0])"), "\(scene.title ?? "?"): \(line)")
                }
            }
        }
        #expect(opposite > 0, "the graphs have no unconstrained edges running both ways to check")
    }

    @Test func versionsParseAndOrder() throws {
        #expect(GraphvizVersion("2.43.0") == GraphvizVersion(2, 43, 0))
        #expect(GraphvizVersion("2.43.0 (0)") == GraphvizVersion(2, 43, 0))
        #expect(GraphvizVersion("12.2.1") == GraphvizVersion(12, 2, 1))
        #expect(GraphvizVersion("13.0.0~dev.20250101") == GraphvizVersion(13, 0, 0))
        #expect(GraphvizVersion("2.42") == GraphvizVersion(2, 42, 0))
        #expect(GraphvizVersion("graphviz") == nil)
        #expect(GraphvizVersion(2, 43) < GraphvizVersion(12) && GraphvizVersion(9, 10) < GraphvizVersion(10, 0, 1))
        let linked = try #require(GraphvizRenderer.version, "the loaded Graphviz reports no version")
        #expect(linked.major >= 2)
    }

    /// Each regression graph, drawn whole, by depth, collapsed and with a focus on each of a few
    /// coordinators, renders and keeps every cluster, node and drawn edge.
    @Test(arguments: regressionGraphs)
    func regressionGraphRenders(name: String) throws {
        let graph = try Self.graph(name)
        let findings = Linter.lint(graph)
        var options = [RenderOptions(), RenderOptions(depth: 1), RenderOptions(collapse: true)]
        options += graph.coordinators.prefix(4).map { RenderOptions(focus: $0.name) }
        for option in options {
            let scene = try SceneBuilder.scene(for: graph, findings: findings, options: option)
            let svg = String(decoding: try FlowRenderer().render(scene, as: .svg), as: UTF8.self)
            // An edge within a row may be a line on its screen instead: the edges the DOT draws.
            let dot = DOTEncoder(graphviz: GraphvizRenderer.version).encode(scene)
            let edges = scene.edges.map(\.id).filter { dot.contains("id=\"\($0)\"") }
            for id in scene.clusters.map(\.id) + scene.nodes.map(\.id) + edges {
                #expect(svg.contains("id=\"\(id)\""), "\(name) \(option): \(id) is missing")
            }
        }
    }

    /// Beside each regression graph (`name.json`) lies the DOT written for Graphviz 2.43
    /// (`name.dot`): it is replayed through libgvc, and the encoder must still write it, so the
    /// encoding the render fuzzer checked does not drift unnoticed. `FLOWVIZ_RECORD_FIXTURES=1`
    /// rewrites them.
    @Test(arguments: regressionGraphs)
    func regressionDOTReplays(name: String) throws {
        let graph = try Self.graph(name)
        let dot = DOTEncoder(graphviz: GraphvizVersion(2, 43)).encode(SceneBuilder.scene(for: graph, findings: Linter.lint(graph)))
        let url = Self.fixtures.appendingPathComponent("RenderRegressions/\(name.dropLast(".json".count)).dot")
        let check = Fixture.check(dot, against: url)
        #expect(check.matches, "the encoding of \(name) changed (run the render fuzzer, then record): \(check.message)")
        let kept = try String(contentsOf: url, encoding: .utf8)
        let svg = String(decoding: try GraphvizRenderer().render(dot: kept), as: UTF8.self)
        #expect(svg.contains("class=\"cluster coordinator root"))
    }

    /// 100 renders in a row in one process (the largest real-app-shaped graph and a Sample,
    /// alternately, so the background free of one overlaps the next): all identical.
    @Test func realAppShapedGraphsRenderAHundredTimesInOneProcess() throws {
        let large = try Self.graph("larder-71.json")
        let scenes = [SceneBuilder.scene(for: large, findings: Linter.lint(large)),
                      SceneBuilder.scene(for: try SampleCatalog.all[0].graph(), findings: [])]
        let first = try scenes.map { try FlowRenderer().render($0, as: .svg) }
        for round in 0..<100 {
            let scene = round % 2
            #expect(try FlowRenderer().render(scenes[scene], as: .svg) == first[scene], "render \(round) differs")
        }
    }
}
