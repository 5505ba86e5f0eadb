import FlowvizCore
import FlowvizGraphviz
import FlowvizJSON
import FlowvizLint
import FlowvizRender
import FlowvizSynth
import Foundation

/// In-process rendering to SVG of a loaded definition (lint, scene, DOT, libgvc layout and
/// render, title rewriting: `flowviz render` without reading the file) against the `dot -Tsvg`
/// binary started as a process on the exact DOT the in-process render lays out.
///
/// Three rows per size: the full drawing's first render in a process (`flowviz render --full`:
/// Graphviz's plugins and fonts load inside the timing, as they do in the `dot` process), a
/// full render in a process that has rendered before (a library user, a test run: they are
/// loaded already), and the default render (`flowviz render`: the full drawing up to a
/// readable size, the coordinator map beyond it), first in its process, against `dot -Tsvg` on
/// the DOT of the drawing it chose.
enum RenderSuite: BenchmarkSuite {
    static let name = "render"
    static let sizes = [50, 500, 2_000]
    static let dotPath = "/usr/bin/dot"

    static func prepare(size: Int, seed: UInt64, in directory: String) throws -> [Benchmark] {
        guard FileManager.default.isExecutableFile(atPath: dotPath) else {
            throw ModeFailure(description: "the render floor needs the dot binary at \(dotPath) (apt-get install graphviz; Scripts/bootstrap.sh does)")
        }
        let app = SyntheticApp(seed: seed, screens: size, bugs: Set(SyntheticBug.allCases))
        let json = directory + "/render-\(size).json", dot = directory + "/render-\(size).dot"
        try Data(app.json().utf8).write(to: URL(fileURLWithPath: json))
        let scene = try scene(for: try JSONGraphLoader.load(contentsOf: json))
        try Data(DOTEncoder(graphviz: GraphvizRenderer.version).encode(scene).utf8).write(to: URL(fileURLWithPath: dot))
        let floor = Benchmark.Measurement.process(path: dotPath, arguments: ["-Tsvg", dot, "-o", directory + "/render-\(size).svg"])
        let described = "\(grouped(size)) screens (\(grouped(scene.nodes.count)) nodes, \(grouped(scene.edges.count)) edges)"
        let graph = try JSONGraphLoader.load(contentsOf: json)
        let chosen = try FlowRenderer(maximumNodes: .max).draw(graph, findings: Linter.lint(graph), options: RenderOptions(), drawing: .automatic, as: .svg).scene
        let chosenDOT = directory + "/render-default-\(size).dot"
        try Data(encode(chosen).utf8).write(to: URL(fileURLWithPath: chosenDOT))
        let chosenFloor = Benchmark.Measurement.process(path: dotPath, arguments: ["-Tsvg", chosenDOT, "-o", directory + "/render-default-\(size).svg"])
        let what = chosen.kind == .overview ? "coordinator map, \(grouped(chosen.nodes.count)) nodes" : "full drawing"
        return [
            Benchmark(name: "render to SVG, first in process", size: described, operation: .childMode("render", arguments: [json, dot]),
                      floorName: "`dot -Tsvg` process", floor: floor),
            Benchmark(name: "render to SVG, process rendered before", size: described, operation: .childMode("render-warm", arguments: [json, dot]),
                      floorName: "`dot -Tsvg` process", floor: floor),
            Benchmark(name: "default render to SVG (\(what)), first in process", size: described,
                      operation: .childMode("render-default", arguments: [json, chosenDOT]),
                      floorName: "`dot -Tsvg` process on its DOT", floor: chosenFloor),
        ]
    }

    /// What `flowviz render` draws: the graph with its findings marked.
    static func scene(for graph: AppGraph) throws -> FlowScene {
        let analysis = FlowAnalysis(graph)
        return try SceneBuilder.scene(for: analysis, findings: Linter.lint(analysis), options: RenderOptions())
    }

    static let childModes: [String: ChildMode] = [
        // Arguments: the JSON definition, and the DOT the floor lays out, checked to be the same.
        "render": { arguments in try measureRender(arguments, warm: false) },
        "render-warm": { arguments in try measureRender(arguments, warm: true) },
        // Arguments: the JSON definition, and the DOT of the drawing `flowviz render` chooses.
        "render-default": { arguments in try measureDefaultRender(arguments) },
    ]

    /// The DOT a scene is laid out from.
    private static func encode(_ scene: FlowScene) -> String {
        scene.kind == .overview ? OverviewDOTEncoder().encode(scene) : DOTEncoder().encode(scene)
    }

    /// Loads the definition (untimed), then times what `flowviz render` does after loading:
    /// lint, the choice between the full drawing and the map, and the SVG; checks the DOT of
    /// the drawing chosen is the floor's.
    private static func measureDefaultRender(_ arguments: [String]) throws -> Measured {
        guard arguments.count == 2 else { throw ModeFailure(description: "expected JSON and DOT files, got \(arguments)") }
        let graph = try JSONGraphLoader.load(contentsOf: arguments[0])
        var drawn: FlowRenderer.Drawn?
        let measured = try timed {
            drawn = try FlowRenderer().draw(graph, findings: Linter.lint(graph), options: RenderOptions(), drawing: .automatic, as: .svg)
            consume(drawn!.bytes)
        }
        guard encode(drawn!.scene) == (try String(contentsOfFile: arguments[1], encoding: .utf8)) else {
            throw ModeFailure(description: "the DOT of the chosen drawing differs from \(arguments[1])")
        }
        return measured
    }

    /// Loads the definition (untimed), optionally renders a small other app first (untimed),
    /// then times lint, scene and SVG rendering; checks the DOT laid out is the floor's.
    private static func measureRender(_ arguments: [String], warm: Bool) throws -> Measured {
        guard arguments.count == 2 else { throw ModeFailure(description: "expected JSON and DOT files, got \(arguments)") }
        let graph = try JSONGraphLoader.load(contentsOf: arguments[0])
        let renderer = FlowRenderer(maximumNodes: .max)
        if warm {
            consume(try renderer.render(try scene(for: SyntheticApp(seed: 99, screens: 20).graph()), as: .svg))
        }
        var scene: FlowScene?
        let measured = try timed {
            scene = try self.scene(for: graph)
            consume(try renderer.render(scene!, as: .svg))
        }
        let expected = try String(contentsOfFile: arguments[1], encoding: .utf8)
        guard DOTEncoder(graphviz: GraphvizRenderer.version).encode(scene!) == expected else {
            throw ModeFailure(description: "the rendered DOT differs from \(arguments[1])")
        }
        return measured
    }
}
