// The render fuzzer: random app graphs (FlowvizSynth.RandomFlowGraph) rendered in-process through
// libgvc, built with AddressSanitizer. Run by `Scripts/fuzz.sh render N`; see Docs/FUZZING.md.
//
// Usage: FuzzRender FIRST_SEED COUNT [OUT_DIR]
// Renders the graphs of seeds FIRST_SEED ..< FIRST_SEED + COUNT. For each it checks that the scene
// gives every cluster a node, that rendering succeeds (or refuses a drawing over the node limit),
// and that every cluster and node of the scene, and every edge the DOT draws, is in the SVG. A broken check, a Graphviz
// error or a hang writes the graph (flowviz JSON) and the DOT to OUT_DIR and exits 1; a memory
// error is AddressSanitizer's report and exit.
import Dispatch
import FlowvizCore
import FlowvizGraphviz
import FlowvizJSON
import FlowvizLint
import FlowvizRender
import FlowvizSynth
import Foundation

let arguments = CommandLine.arguments
/// FUZZ_RENDER_AS_GRAPHVIZ=12: encode as for that Graphviz version instead of the one linked
/// (on 2.4x, `12` shows what the workarounds prevent). The render then skips `FlowRenderer`'s
/// own encoding and lays this DOT out directly.
let pretend = ProcessInfo.processInfo.environment["FUZZ_RENDER_AS_GRAPHVIZ"].flatMap(GraphvizVersion.init)

if arguments.count >= 2, arguments[1].hasSuffix(".json") { renderFiles(arguments.dropFirst()) }
// FuzzRender dump SEED DIR: writes the graph of SEED (JSON) and its DOT without rendering.
if arguments.count == 4, arguments[1] == "dump", let seed = UInt64(arguments[2]) {
    let graph = RandomFlowGraph(seed: seed).graph()
    let options = options(seed: seed, graph: graph)
    let scene = try SceneBuilder.scene(for: graph, findings: options.showFindings ? Linter.lint(graph) : [], options: options)
    let base = "\(arguments[3])/render-seed-\(seed)"
    try CanonicalWriter.string(for: graph).write(toFile: base + ".json", atomically: true, encoding: .utf8)
    try DOTEncoder(graphviz: pretend ?? GraphvizRenderer.version).encode(scene).write(toFile: base + ".dot", atomically: true, encoding: .utf8)
    print("\(base).json, \(base).dot (\(options))")
    exit(0)
}
guard arguments.count >= 3, let first = UInt64(arguments[1]), let count = UInt64(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: FuzzRender FIRST_SEED COUNT [OUT_DIR]\n".utf8))
    exit(2)
}
let outDirectory = arguments.count > 3 ? arguments[3] : "."
let hangSeconds = Double(ProcessInfo.processInfo.environment["FUZZ_RENDER_TIMEOUT"] ?? "") ?? 120
/// What a render of one seed draws: the options come from the seed too.
func options(seed: UInt64, graph: AppGraph) -> RenderOptions {
    var rng = SplitMix64(seed: seed ^ 0x0971_0175)
    var options = RenderOptions(showFindings: !rng.chance(10))
    switch rng.below(100) {
    case 0..<12: options.focus = rng.pick(graph.coordinators).name
    case 12..<20: options.depth = rng.below(3)
    case 20..<24: options.collapse = true
    default: break
    }
    return options
}

func save(_ seed: UInt64, _ graph: AppGraph, _ options: RenderOptions, dot: String, why: String) -> Never {
    let base = "\(outDirectory)/render-seed-\(seed)"
    try? CanonicalWriter.string(for: graph).write(toFile: base + ".json", atomically: true, encoding: .utf8)
    try? dot.write(toFile: base + ".dot", atomically: true, encoding: .utf8)
    print("FAILED seed \(seed) (\(options)): \(why)\nkept: \(base).json, \(base).dot")
    exit(1)
}

// A hang: dot's layout cannot be interrupted, so a watchdog reports the seed and ends the process.
nonisolated(unsafe) var current: (seed: UInt64, started: DispatchTime) = (first, .now())
let watchdogLock = NSLock()
Thread.detachNewThread {
    while true {
        Thread.sleep(forTimeInterval: 1)
        watchdogLock.lock()
        let (seed, started) = current
        watchdogLock.unlock()
        if Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9 > hangSeconds {
            print("FAILED seed \(seed): no result after \(Int(hangSeconds)) s (hang)")
            exit(1)
        }
    }
}

func render(_ scene: FlowScene, dot: String) throws(FlowRenderer.Failure) -> [UInt8] {
    guard pretend != nil else { return try FlowRenderer().render(scene, as: .svg) }
    guard scene.nodes.count <= FlowRenderer.defaultMaximumNodes else {
        throw .tooLarge(nodes: scene.nodes.count, limit: FlowRenderer.defaultMaximumNodes)
    }
    do { return try GraphvizRenderer().render(dot: dot) } catch { throw .graphviz(error) }
}

// FuzzRender FILE.json...: renders flow definitions instead (all findings, default options), e.g. a
// kept failure or a regression fixture.
func renderFiles(_ files: ArraySlice<String>) -> Never {
    for file in files {
        do {
            let graph = try JSONGraphLoader.load(contentsOf: file)
            let scene = SceneBuilder.scene(for: graph, findings: Linter.lint(graph))
            _ = try render(scene, dot: DOTEncoder(graphviz: pretend ?? GraphvizRenderer.version).encode(scene))
            print("\(file): rendered")
        } catch {
            print("\(file): \(error)")
            exit(1)
        }
    }
    exit(0)
}
// The seed being rendered, for the script to name when AddressSanitizer ends the process.
let progress = FileHandle(forWritingAtPath: {
    let path = "\(outDirectory)/render-current.\(getpid())"
    FileManager.default.createFile(atPath: path, contents: nil)
    return path
}())
var rendered = 0, refused = 0, nodes = 0, unrouted = 0
let start = Date()
for seed in first..<(first + count) {
    watchdogLock.lock(); current = (seed, .now()); watchdogLock.unlock()
    progress?.truncateFile(atOffset: 0)
    progress?.write(Data("\(seed)\n".utf8))
    let graph = RandomFlowGraph(seed: seed).graph()
    let options = options(seed: seed, graph: graph)
    let findings = options.showFindings ? Linter.lint(graph) : []
    guard let scene = try? SceneBuilder.scene(for: graph, findings: findings, options: options) else { continue }
    let dot = DOTEncoder(graphviz: pretend ?? GraphvizRenderer.version).encode(scene)
    let clustered = Set(scene.nodes.compactMap(\.cluster))
    if let empty = scene.clusters.first(where: { !clustered.contains($0.id) }) {
        save(seed, graph, options, dot: dot, why: "cluster \(empty.id) (\(empty.coordinator)) holds no node: Graphviz would drop it")
    }
    do {
        let svg = String(decoding: try render(scene, dot: dot), as: UTF8.self)
        let ids = scene.clusters.map(\.id) + scene.nodes.map(\.id)
        if let missing = ids.first(where: { !svg.contains("id=\"\($0)\"") }) {
            save(seed, graph, options, dot: dot, why: "\(missing) is not in the SVG")
        }
        // Edges within a row may be drawn as a line on their screen instead: only those in the
        // DOT count. One dot's spline router gave up on is missing (a warning, counted).
        if scene.edges.contains(where: { dot.contains("id=\"\($0.id)\"") && !svg.contains("id=\"\($0.id)\"") }) { unrouted += 1 }
        rendered += 1
        nodes += scene.nodes.count
    } catch .tooLarge {
        refused += 1
    } catch {
        save(seed, graph, options, dot: dot, why: error.description)
    }
}
// The last graph is freed off the render path: one more render waits for that free, so the
// last seed's free is checked too.
_ = try? GraphvizRenderer().render(dot: "digraph {}")
try? progress?.close()
try? FileManager.default.removeItem(atPath: "\(outDirectory)/render-current.\(getpid())")
print(String(format: "rendered %d graphs (%d nodes), refused %d over the node limit, %d with an edge dot could not route, seeds %llu..<%llu, %.1f s",
             rendered, nodes, refused, unrouted, first, first + count, Date().timeIntervalSince(start)))
