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
enum RenderSuite: BenchmarkSuite {
    static let name = "render"
    static let sizes = [50, 500, 2_000]
    static let dotPath = "/usr/bin/dot"

    static func prepare(size: Int, seed: UInt64, in directory: String) throws -> Benchmark {
        let app = SyntheticApp(seed: seed, screens: size, bugs: Set(SyntheticBug.allCases))
        let json = directory + "/render-\(size).json", dot = directory + "/render-\(size).dot"
        try Data(app.json().utf8).write(to: URL(fileURLWithPath: json))
        let scene = try scene(for: try JSONGraphLoader.load(contentsOf: json))
        try Data(DOTEncoder().encode(scene).utf8).write(to: URL(fileURLWithPath: dot))
        return Benchmark(
            name: "render to SVG",
            size: "\(grouped(size)) screens (\(grouped(scene.nodes.count)) nodes, \(grouped(scene.edges.count)) edges)",
            operation: .childMode("render", arguments: [json, dot]),
            floorName: "`dot -Tsvg` process",
            floor: .process(path: dotPath, arguments: ["-Tsvg", dot, "-o", directory + "/render-\(size).svg"])
        )
    }

    /// What `flowviz render` draws: the graph with its findings marked.
    static func scene(for graph: AppGraph) throws -> FlowScene {
        try SceneBuilder.scene(for: graph, findings: Linter.lint(graph), options: RenderOptions())
    }

    static let childModes: [String: ChildMode] = [
        // Arguments: the JSON definition, and the DOT the floor lays out, checked to be the same.
        "render": { arguments in
            guard arguments.count == 2 else { throw ModeFailure(description: "expected JSON and DOT files, got \(arguments)") }
            let graph = try JSONGraphLoader.load(contentsOf: arguments[0])
            var scene: FlowScene?
            let measured = try timed {
                scene = try RenderSuite.scene(for: graph)
                consume(try FlowRenderer(maximumNodes: .max).render(scene!, as: .svg))
            }
            let expected = try String(contentsOfFile: arguments[1], encoding: .utf8)
            guard DOTEncoder().encode(scene!) == expected else {
                throw ModeFailure(description: "the rendered DOT differs from \(arguments[1])")
            }
            return measured
        },
    ]
}
