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
/// Two rows per size: the first render of a process (`flowviz render`: Graphviz's plugins and
/// fonts load inside the timing, as they do in the `dot` process), and a render in a process
/// that has rendered before (a library user, a test run: they are loaded already).
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
        return [
            Benchmark(name: "render to SVG, first in process", size: described, operation: .childMode("render", arguments: [json, dot]),
                      floorName: "`dot -Tsvg` process", floor: floor),
            Benchmark(name: "render to SVG, process rendered before", size: described, operation: .childMode("render-warm", arguments: [json, dot]),
                      floorName: "`dot -Tsvg` process", floor: floor),
        ]
    }

    /// What `flowviz render` draws: the graph with its findings marked.
    static func scene(for graph: AppGraph) throws -> FlowScene {
        try SceneBuilder.scene(for: graph, findings: Linter.lint(graph), options: RenderOptions())
    }

    static let childModes: [String: ChildMode] = [
        // Arguments: the JSON definition, and the DOT the floor lays out, checked to be the same.
        "render": { arguments in try measureRender(arguments, warm: false) },
        "render-warm": { arguments in try measureRender(arguments, warm: true) },
    ]

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
