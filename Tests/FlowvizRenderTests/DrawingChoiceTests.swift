import FlowvizCore
import FlowvizGraphviz
import FlowvizLint
import FlowvizRender
import FlowvizSamples
import FlowvizSynth
import Foundation
import Testing

/// Drawings that read at every size (issue 15 §1, §3): the coordinator map, the automatic
/// choice between it and the full drawing, the size bounds, focus and collapse, numbered
/// findings with their table, and the legend of the styles used.
@Suite(.serialized) struct DrawingChoiceTests {
    static func size(_ svg: [UInt8]) throws -> (width: Double, height: Double) {
        let head = String(decoding: svg.prefix(2048), as: UTF8.self)
        func value(_ name: String) throws -> Double {
            let match = try #require(head.firstMatch(of: try Regex("<svg width=\"([0-9.]+)pt\" height=\"([0-9.]+)pt\"")))
            return try #require(Double(String(match.output[name == "width" ? 1 : 2].substring ?? "")))
        }
        return (try value("width"), try value("height"))
    }

    static func withinBounds(_ size: (width: Double, height: Double)) -> Bool {
        size.width <= 16_000 && size.height <= 16_000 && max(size.width, size.height) / min(size.width, size.height) <= 5
    }

    @Test(arguments: [500, 2_000, 5_000])
    func aLargeAppGetsTheCoordinatorMapWithinThePageBounds(screens: Int) throws {
        let graph = SyntheticApp(seed: 1, screens: screens, bugs: Set(SyntheticBug.allCases)).graph()
        let findings = Linter.lint(graph)
        let drawn = try FlowRenderer().draw(graph, findings: findings, options: RenderOptions(), drawing: .automatic, as: .svg)
        #expect(drawn.scene.kind == .overview)
        #expect(drawn.scene.note?.contains("--focus COORDINATOR") == true && drawn.scene.note?.contains("--depth N") == true)
        let size = try Self.size(drawn.bytes)
        #expect(Self.withinBounds(size), "\(screens) screens: \(size.width) × \(size.height) pt")
        // One node per coordinator, every finding listed in the drawing.
        #expect(drawn.scene.nodes.filter { $0.kind == .coordinator }.count == graph.coordinators.count)
        let svg = String(decoding: drawn.bytes, as: UTF8.self)
        #expect(svg.contains(">Findings (\(findings.count))<"))
    }

    @Test(arguments: SampleCatalog.all.map(\.name))
    func everySampleIsDrawnInFullWithinThePageBounds(name: String) throws {
        let graph = try #require(SampleCatalog.all.first { $0.name == name }).graph()
        let drawn = try FlowRenderer().draw(graph, findings: Linter.lint(graph), options: RenderOptions(), drawing: .automatic, as: .svg)
        #expect(drawn.scene.kind == .flows)
        #expect(Self.withinBounds(try Self.size(drawn.bytes)))
        let forced = try FlowRenderer().draw(graph, findings: [], options: RenderOptions(), drawing: .overview, as: .svg)
        #expect(forced.scene.kind == .overview)
    }

    /// `flowviz render` draws from the analysis its lint run made (issue 17: render analyses
    /// once); the drawing is the one made from the graph alone, full or as a map with its pages.
    @Test(arguments: SampleCatalog.all.map(\.name))
    func drawingFromTheLintAnalysisMatchesDrawingFromTheGraph(name: String) throws {
        let graph = try #require(SampleCatalog.all.first { $0.name == name }).graph()
        let analysis = FlowAnalysis(graph)
        let findings = Linter.lint(analysis)
        #expect(findings == Linter.lint(graph))
        for (drawing, format) in [(FlowRenderer.Drawing.automatic, FlowRenderer.Format.svg), (.overview, .html)] {
            let fromAnalysis = try FlowRenderer().draw(analysis, findings: findings, options: RenderOptions(), drawing: drawing, as: format)
            let fromGraph = try FlowRenderer().draw(graph, findings: findings, options: RenderOptions(), drawing: drawing, as: format)
            #expect(fromAnalysis.bytes == fromGraph.bytes, "\(name) \(drawing) \(format)")
        }
    }

    @Test func theMapShowsAttachmentsLifetimesScreensAndTheUnstartedGroup() throws {
        var graph = AppGraph(name: "Map")
        graph.add(Coordinator(name: "App", isRoot: true, container: .window, start: [StartEntry(.child(ChildStart("Main")))]))
        graph.add(Coordinator(name: "Main", attachment: .horizontal, start: [StartEntry(.screen("Home"))], screens: [
            Screen(name: "Home", transitions: [
                Transition(on: "didTapBuy", .startChild(ChildStart("Buy"))),
                Transition(on: "didTapHelp", .startChild(ChildStart("Help"))),
            ]),
        ], lifetime: .longLived))
        graph.add(Coordinator(name: "Buy", attachment: .vertical(ModalPresentation(style: .sheet)), start: [StartEntry(.screen("Cart"))],
                              screens: [Screen(name: "Cart", transitions: [Transition(on: "didFail", .sendEvent("failed"))]), Screen(name: "Pay")]))
        graph.add(Coordinator(name: "Help", attachment: .vertical(ModalPresentation(style: .fullScreen)), start: [StartEntry(.screen("Faq"))], screens: [Screen(name: "Faq")]))
        graph.add(Coordinator(name: "Orphan", attachment: .horizontal, start: [StartEntry(.screen("Lost"))], screens: [Screen(name: "Lost")]))
        graph.coordinators[0].handlers = [EventHandler(event: "failed", stopsPropagation: true)]
        graph.deepLinks = [DeepLink(name: "cart", path: [.init(.coordinator, "Main"), .init(.coordinator, "Buy")])]
        let scene = OverviewBuilder.scene(for: graph, findings: Linter.lint(graph))
        let node = { (name: String) in scene.nodes.first { $0.kind == .coordinator && $0.label == name } }
        #expect(node("Main")?.detail == "horizontal · navigation stack · long-lived\n1 screen")
        #expect(node("Buy")?.detail == "sheet · navigation stack · bounded\n2 screens")
        #expect(node("Orphan")?.cluster == OverviewBuilder.unstartedID)
        #expect(scene.clusters.map(\.title) == ["Nothing starts this coordinator"])
        let kinds = Dictionary(scene.edges.map { ("\($0.from)>\($0.to)", $0) }, uniquingKeysWith: { a, _ in a })
        #expect(kinds["c1>c2"]?.kind == .present && kinds["c1>c2"]?.fullScreen == false)
        #expect(kinds["c1>c3"]?.kind == .present && kinds["c1>c3"]?.fullScreen == true)
        #expect(kinds["c0>c1"]?.kind == .push)
        #expect(kinds["c2>c0"]?.kind == .event && kinds["c2>c0"]?.label == "failed")
        #expect(kinds["\(OverviewBuilder.deepLinkID(2))>c2"]?.kind == .entry)
        // The orphan's finding is numbered on its node and in the table.
        let orphanMarks = try #require(node("Orphan")).marks
        #expect(!orphanMarks.isEmpty && orphanMarks.allSatisfy { $0.number > 0 })
        let dot = OverviewDOTEncoder().encode(scene)
        #expect(dot.contains("#\(orphanMarks[0].number)"))
        #expect(dot.contains("starts a vertical child full screen") && dot.contains("deep link, to the coordinator it opens"))
        let svg = try FlowRenderer().render(scene, as: .svg)
        #expect(String(decoding: svg, as: UTF8.self).contains("Nothing starts this coordinator"))
        // Made where the scan reads no start of it: not known to be unstarted, and the caption says so.
        graph.unknowns = [UnknownFact(.entry, coordinator: "Main", child: "Orphan", reason: "Main makes Orphan in code where the scanner reads no start of it")]
        let unread = OverviewBuilder.scene(for: graph, findings: Linter.lint(graph))
        #expect(unread.clusters.map(\.title) == ["No start read for this coordinator"])
    }

    @Test func collapseDrawsTheWholeHierarchyAsSingleNodes() throws {
        let graph = SyntheticApp(seed: 3, screens: 120).graph()
        let analysis = FlowAnalysis(graph)
        let root = try #require(graph.coordinators.firstIndex { $0.isRoot })
        var below = Set<Int>(), queue = analysis.children[root]
        while let c = queue.popLast() { if below.insert(c).inserted { queue += analysis.children[c] } }
        below.remove(root)
        #expect(below.count > analysis.children[root].count, "the app has grandchildren")
        let scene = try SceneBuilder.scene(for: graph, findings: [], options: RenderOptions(collapse: true))
        let collapsed = Set(scene.nodes.filter { $0.kind == .placeholder && $0.id.hasSuffix("collapsed") }.map(\.id))
        #expect(collapsed == Set(below.map { "c\($0)collapsed" }))
        #expect(scene.clusters.map(\.id) == ["c\(root)"])
        // Each collapsed coordinator is started from its parent's node or screen.
        for id in collapsed { #expect(scene.edges.contains { $0.to == id && $0.kind == .startChild }, "\(id) is not started") }
        #expect(try FlowRenderer().render(scene, as: .svg).count > 0)
    }

    @Test func focusDrawsTheAncestorsAsAPathFromTheRoot() throws {
        let graph = SyntheticApp(seed: 3, screens: 120).graph()
        let analysis = FlowAnalysis(graph)
        let children = analysis.children
        let root = try #require(graph.coordinators.firstIndex { $0.isRoot })
        let middle = try #require(children[root].first { !children[$0].isEmpty })
        let focus = children[middle][0]
        let scene = try SceneBuilder.scene(for: graph, findings: [], options: RenderOptions(focus: graph.coordinators[focus].name))
        #expect(scene.clusters.first?.id == "c\(focus)")
        #expect(scene.edges.contains { $0.from == "entry" && $0.to == "c\(root)collapsed" })
        #expect(scene.edges.contains { $0.from == "c\(root)collapsed" && $0.to == "c\(middle)collapsed" && $0.kind == .startChild })
        #expect(scene.edges.contains { $0.from == "c\(middle)collapsed" && $0.targetCluster == "c\(focus)" })
        #expect(try FlowRenderer().render(scene, as: .svg).count > 0)
    }

    @Test func findingsAreNumberedOnThePictureAndListedInTheDrawing() throws {
        for sample in SampleCatalog.all where sample.name.hasPrefix("broken-") {
            let graph = try sample.graph()
            let findings = Linter.lint(graph)
            let scene = try SceneBuilder.scene(for: graph, findings: findings, options: RenderOptions())
            #expect(scene.findings.map(\.number) == Array(1...findings.count))
            let svg = String(decoding: try FlowRenderer().render(scene, as: .svg), as: UTF8.self)
            let pdf = try FlowRenderer().render(scene, as: .pdf)
            #expect(pdf.starts(with: Array("%PDF".utf8)))
            #expect(svg.contains(">Findings (\(findings.count))<"), "\(sample.name)")
            for mark in scene.findings {
                // On the element (its label's last line) and in the table (`#n · rule · message`).
                let shown = try Regex("[> ;]#\(mark.number)[ <\u{A0}\n]")
                #expect(svg.matches(of: shown).count >= 2, "\(sample.name): no visible #\(mark.number) on the element")
                #expect(svg.contains(">#\(mark.number)\u{A0}<"), "\(sample.name): #\(mark.number) not in the table")
                #expect(svg.contains("·\u{A0}\(mark.ruleID)\u{A0}<"), "\(sample.name): \(mark.ruleID) not in the table")
            }
            // Every marked element shows its number in its own label.
            let marked = scene.nodes.filter { !$0.marks.isEmpty }
            for node in marked { #expect(DOTEncoder().encode(scene).contains("#\(node.marks[0].number)\"")) }
        }
    }

    /// The findings table is an HTML-like label: empty and hostile text must stay literal and
    /// never break Graphviz's label syntax.
    @Test(arguments: ["", " ", "<B>x</B> & \"q\" 'a' ]]> \u{1}", "</TD></TR></TABLE>>];"])
    func hostileTextInTheFindingsTableStaysLiteral(text: String) throws {
        let mark = FlowScene.Mark(ruleID: text, severity: .error, message: text, location: nil, number: 1)
        for kind in [FlowScene.Kind.flows, .overview] {
            var scene = FlowScene(
                title: text, clusters: [],
                nodes: [.init(id: "c0", cluster: nil, kind: kind == .flows ? .screen : .coordinator, label: text, marks: [mark])],
                edges: [], findings: [mark]
            )
            scene.kind = kind
            scene.note = kind == .overview ? text : nil
            let svg = String(decoding: try FlowRenderer().render(scene, as: .svg), as: UTF8.self)
            #expect(svg.contains(">Findings (1)<"))
            if text.contains("<B>") { #expect(svg.contains("&lt;B&gt;x&lt;/B&gt;")) }
        }
    }

    /// The table lists what the picture marks; findings with no place in it are counted.
    @Test func findingsWithoutAPlaceInThePictureAreCounted() throws {
        let drawn = FlowScene.Mark(ruleID: "unreachable_screen", severity: .error, message: "drawn", location: nil, number: 1)
        let elsewhere = FlowScene.Mark(ruleID: "view_controller_navigates", severity: .warning, message: "about the source", location: nil, number: 2)
        let scene = FlowScene(
            title: "T", clusters: [], nodes: [.init(id: "c0s0", cluster: nil, kind: .screen, label: "A", marks: [drawn])],
            edges: [], findings: [drawn, elsewhere]
        )
        let dot = DOTEncoder().encode(scene)
        #expect(dot.contains("Findings (2)") && dot.contains("unreachable_screen") && !dot.contains("about the source"))
        #expect(dot.contains("1 more finding about what this drawing does not show: flowviz lint lists it"))
        #expect(try FlowRenderer().render(scene, as: .svg).count > 0)
    }

    @Test func theLegendListsOnlyTheStylesUsedAndCanBeTurnedOff() throws {
        let graph = try #require(SampleCatalog.all.first { $0.name == "root-login" }).graph()
        let scene = try SceneBuilder.scene(for: graph, findings: Linter.lint(graph), options: RenderOptions())
        let dot = DOTEncoder().encode(scene)
        #expect(dot.contains("Legend"))
        #expect(!dot.contains("error finding") && !dot.contains("warning finding"), "root-login has no findings")
        for kind in FlowScene.EdgeKind.allCases where kind != .entry {
            let used = scene.edges.contains { $0.kind == kind }
            if !used { #expect(!dot.contains(">\(Self.legendText(kind))<"), "\(kind) is not drawn") }
        }
        let without = try SceneBuilder.scene(for: graph, findings: [], options: RenderOptions(legend: false))
        #expect(!DOTEncoder().encode(without).contains("Legend"))
    }

    static func legendText(_ kind: FlowScene.EdgeKind) -> String {
        switch kind {
        case .entry: "app entry"
        case .push: "push (horizontal flow)"
        case .present: "present as a sheet (vertical flow)"
        case .startChild: "start child coordinator"
        case .finish: "didFinish, back to the parent"
        case .back: "pop or dismiss, back inside the flow"
        case .event: "flow event, to its handler"
        }
    }

    @Test func onePaletteServesEveryFormat() throws {
        let graph = try #require(SampleCatalog.all.first { $0.name == "broken-no-finish-on-back" }).graph()
        let scene = try SceneBuilder.scene(for: graph, findings: Linter.lint(graph), options: RenderOptions())
        let html = String(decoding: try FlowRenderer().render(scene, as: .html), as: UTF8.self)
        let mermaid = MermaidEncoder().encode(scene), dot = DOTEncoder().encode(scene)
        for old in ["#ef6c00", "#d08c00", "#a86a00"] {
            #expect(!html.contains(old) && !mermaid.contains(old) && !dot.contains(old))
        }
        #expect(html.contains(Palette.warning) && html.contains(Palette.error))
        #expect(dot.contains(Palette.color(.present)) && mermaid.contains(Palette.color(.present)))
    }
}
