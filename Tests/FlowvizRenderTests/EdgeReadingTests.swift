import FlowvizCore
import FlowvizGraphviz
import FlowvizLint
import FlowvizRender
import FlowvizSamples
import FlowvizSynth
import Foundation
import Testing

/// Issue 15 §2: each transition is one line with one arrowhead, and its label is attached to that
/// line, so two transitions never read as one. Checked on the laid-out drawings of every Sample,
/// the render regressions and random graphs, not on the DOT alone.
@Suite(.serialized) struct EdgeReadingTests {
    /// The scenes checked: every Sample with its findings, the regression graphs, 40 random graphs.
    static func scenes() throws -> [(name: String, scene: FlowScene)] {
        var scenes = try SampleCatalog.all.map { sample in
            let graph = try sample.graph()
            return (sample.name, SceneBuilder.scene(for: graph, findings: Linter.lint(graph)))
        }
        scenes += try RenderSafetyTests.regressionGraphs.map { name in
            let graph = try RenderSafetyTests.graph(name)
            return (name, SceneBuilder.scene(for: graph, findings: Linter.lint(graph)))
        }
        scenes += (0..<40).map { seed in
            let graph = RandomFlowGraph(seed: UInt64(1_000 + seed)).graph()
            return ("random \(1_000 + seed)", SceneBuilder.scene(for: graph, findings: Linter.lint(graph)))
        }
        return scenes
    }

    /// dot draws an edge between adjacent nodes of two clusters twice (two lines, two
    /// arrowheads) when its tail has another flat edge in its cluster: PhotoStore's horizontal
    /// purchase flow was drawn so. Every edge of every drawing has one line.
    @Test func everyEdgeIsOneLineWithAtMostOneArrowhead() throws {
        var edges = 0
        for (name, scene) in try Self.scenes() {
            let svg = String(decoding: try FlowRenderer().render(scene, as: .svg), as: UTF8.self)
            for group in svg.components(separatedBy: "<g id=\"").dropFirst() where group.contains("class=\"edge") {
                let body = group.components(separatedBy: "</g>")[0]
                let id = String(body.prefix { $0 != "\"" })
                let paths = body.components(separatedBy: "<path").count - 1
                let heads = body.components(separatedBy: "<polygon").count - 1
                #expect(paths == 1 && heads <= 1, "\(name): edge \(id) is drawn as \(paths) lines with \(heads) arrowheads")
                edges += 1
            }
        }
        #expect(edges > 500, "only \(edges) edges drawn")
    }

    /// A label standing in a row stands between its own two ends with nothing between (no
    /// other screen or label), and a label off the row (an arch) stands above both its ends.
    /// Returns the labels standing in rows and the complaints.
    static func labelPlacement(_ name: String, _ scene: FlowScene) throws -> (inRow: Int, arches: Int, complaints: [String]) {
        let dot = DOTEncoder(graphviz: GraphvizRenderer.version).encode(scene)
        let layout = try Self.positions(GraphvizRenderer().render(dot: dot, format: "plain"))
        var inRow = 0, arches = 0, complaints = [String]()
        for (label, ends) in Self.labelNodes(dot).sorted(by: { $0.key < $1.key }) {
            guard let at = layout[label], let a = layout[ends.0], let b = layout[ends.1] else {
                complaints.append("\(name): \(label) or its ends are not laid out")
                continue
            }
            guard abs(at.y - a.y) < 0.01, abs(at.y - b.y) < 0.01 else {
                arches += 1
                if at.y <= max(a.y, b.y) { complaints.append("\(name): \(label) is neither in its row nor above it") }
                continue
            }
            inRow += 1
            let (low, high) = (min(a.x, b.x), max(a.x, b.x))
            let between = layout.filter { ![label, ends.0, ends.1].contains($0.key) && abs($0.value.y - at.y) < 0.01 && low < $0.value.x && $0.value.x < high }
            if !(low < at.x && at.x < high) { complaints.append("\(name): \(label) is not between its ends") }
            else if !between.isEmpty { complaints.append("\(name): \(between.keys.sorted()) stand between \(label) and its ends") }
        }
        return (inRow, arches, complaints)
    }

    /// On every Sample each label sits on its own line: in its row between its two ends, or
    /// atop its arch.
    @Test func everySampleLabelSitsOnItsOwnLine() throws {
        var inRow = 0, arches = 0
        for sample in SampleCatalog.all {
            let graph = try sample.graph()
            let placement = try Self.labelPlacement(sample.name, SceneBuilder.scene(for: graph, findings: Linter.lint(graph)))
            #expect(placement.complaints.isEmpty, "\(placement.complaints)")
            inRow += placement.inRow
            arches += placement.arches
        }
        #expect(inRow > 20 && arches > 5, "\(inRow) labels in rows, \(arches) arches")
    }

    /// dot treats the left-to-right order of a row's edges as a preference, not a rule: on dense
    /// random graphs it sometimes flips a pair, or leaves an unrelated screen of the same rank
    /// between them (Docs/RENDERING.md). The encoding keeps that rare: the encoding before arches
    /// left 64 % of row labels misplaced on these graphs; this one must stay under a third.
    @Test func mostLabelsOfDenseGraphsSitOnTheirOwnLines() throws {
        var inRow = 0, complaints = [String]()
        for (name, scene) in try Self.scenes() {
            let placement = try Self.labelPlacement(name, scene)
            inRow += placement.inRow
            complaints += placement.complaints
        }
        #expect(inRow > 200, "\(complaints.count) of \(inRow) misplaced")
        #expect(complaints.count * 3 < inRow, "\(complaints.count) of \(inRow) row labels misplaced: \(complaints.prefix(5))")
        #expect(!complaints.contains { $0.contains("not laid out") || $0.contains("neither") }, "\(complaints.filter { $0.contains("not laid out") || $0.contains("neither") })")
    }

    @Test func photoStoreShortcutIsAnArchAndItsRowReadsInOrder() throws {
        let sample = try #require(SampleCatalog.all.first { $0.name == "photo-store" })
        let dot = DOTEncoder(graphviz: nil).encode(SceneBuilder.scene(for: try sample.graph(), findings: []))
        let labels = Self.labelNodes(dot)
        // BuyCoordinator's start: signed out → SignIn → BuyPhoto runs along the row; the signed-in
        // shortcut from the start's dot to BuyPhoto arches over it.
        let archLines = dot.split(separator: "\n").filter { $0.contains("\"e6-label\" -> ") }
        #expect(archLines.count == 2, "the shortcut is not an arch: \(archLines)")
        #expect(labels["e6-label"].map { [$0.0, $0.1].sorted() } == ["c1s1", "c1start"])
        let rows = dot.split(separator: "\n").filter { $0.contains("rank=same") }
        #expect(!rows.contains { $0.contains("\"e6-label\"") }, "an arch's label is not in the row")
        #expect(rows.contains { $0.contains("\"e7-label\"") && $0.contains("\"e8-label\"") }, "the straight labels are in the row")
    }

    @Test func horizontalChildStartedFromSeveralPlacesSaysWhyItHasItsOwnRow() throws {
        let sample = try #require(SampleCatalog.all.first { $0.name == "movies" })
        let scene = SceneBuilder.scene(for: try sample.graph(), findings: [])
        let cluster = try #require(scene.clusters.first { $0.title.hasPrefix("MovieCreateOrUpdateCoordinator") })
        #expect(cluster.title.hasSuffix("a row of its own: started from 2 places"), "\(cluster.title)")
        for other in scene.clusters where other.id != cluster.id {
            #expect(!other.title.contains("a row of its own"), "\(other.title)")
        }
    }

    /// Real apps' conditions run to hundreds of characters; drawn on one line they made a
    /// coordinator of 14 screens 9,400 pt wide. Texts wrap at spaces, about 48 characters a line.
    @Test func longTextsWrap() throws {
        let condition = "Current.featureFlagManager.isPortalEnabled(), not eventMode == .vaccination || eventMode == .vaccinationAndPositiveTest"
        var graph = AppGraph(name: "Long")
        graph.add(Coordinator(
            name: "App", isRoot: true, container: .navigationStack, start: [StartEntry(.screen("List"))],
            screens: [
                Screen(name: "List", transitions: [Transition(on: "userWishesToContactTheHelpDesk", when: condition, .push("Help"))]),
                Screen(name: "Help"),
            ]
        ))
        let dot = DOTEncoder(graphviz: nil).encode(SceneBuilder.scene(for: graph, findings: []))
        let label = try #require(dot.split(separator: "\n").first { $0.contains("-label\" [") && $0.contains("userWishes") })
        let text = try #require(label.components(separatedBy: "label=\"").last?.components(separatedBy: "\", fontsize").first)
        let lines = text.components(separatedBy: "\\n")
        #expect(lines.count >= 3, "\(lines)")
        #expect(lines.allSatisfy { $0.count <= 50 }, "\(lines)")
        #expect(lines.joined(separator: " ").split(separator: " ").joined(separator: " ") == "userWishesToContactTheHelpDesk [\(condition)]")
    }

    /// Each label node of the DOT with the two nodes its lines join (`from`, `to`).
    static func labelNodes(_ dot: String) -> [String: (String, String)] {
        var ends = [String: [String]]()
        for line in dot.split(separator: "\n") where line.contains(" -> ") && line.contains("-label\"") {
            let names = line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            guard names.count >= 2 else { continue }
            let (tail, head) = (names[0], names[1])
            if tail.hasSuffix("-label") { ends[tail, default: []].append(head) }
            if head.hasSuffix("-label") { ends[head, default: []].append(tail) }
        }
        return ends.compactMapValues { $0.count == 2 ? ($0[0], $0[1]) : nil }
    }

    /// Node centres from Graphviz's `plain` output (y grows upwards).
    static func positions(_ plain: [UInt8]) throws -> [String: (x: Double, y: Double)] {
        var result = [String: (x: Double, y: Double)]()
        for line in String(decoding: plain, as: UTF8.self).split(separator: "\n") where line.hasPrefix("node ") {
            let fields = line.split(separator: " ")
            // A name Graphviz also holds as an HTML-like string comes out as `<name>`.
            let name = fields[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"<>"))
            result[name] = (Double(fields[2]) ?? .nan, Double(fields[3]) ?? .nan)
        }
        return result
    }
}
