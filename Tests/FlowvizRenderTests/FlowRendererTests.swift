import FlowvizCore
import FlowvizGraphviz
import FlowvizJSON
import FlowvizLint
import FlowvizRender
import FlowvizSamples
import FlowvizTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The drawing pipeline on the Samples: SVG structure, findings on the picture, every format,
/// DOT fixtures, and the options for large apps.
@Suite(.serialized) struct FlowRendererTests {
    static func sample(_ name: String) throws -> (graph: AppGraph, scene: FlowScene) {
        let graph = try JSONGraphLoader.load(contentsOf: Repository.sample(name))
        return (graph, SceneBuilder.scene(for: graph, findings: Linter.lint(graph)))
    }

    /// Every `<g>` element: id → (class, title).
    final class Groups: NSObject, XMLParserDelegate {
        var elements = [String: (classes: [String], title: String)]()
        private var stack = [String?]()
        private var title: String?
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if name == "g" {
                stack.append(attributes["id"])
                if let id = attributes["id"] { elements[id] = ((attributes["class"] ?? "").split(separator: " ").map(String.init), "") }
            }
            if name == "title" { title = "" }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { title?.append(string) }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "g" { _ = stack.popLast() }
            if name == "title", let text = title, let owner = stack.last ?? nil, elements[owner]?.title == "" {
                elements[owner]?.title = text
                title = nil
            }
        }
    }

    static func groups(_ svg: [UInt8]) -> Groups? {
        let parser = XMLParser(data: Data(svg))
        let groups = Groups()
        parser.delegate = groups
        return parser.parse() ? groups : nil
    }

    @Test(arguments: SampleCatalog.all.map(\.name))
    func svgHasAClusterPerCoordinatorAndClassedElementsWithTitles(name: String) throws {
        let (graph, scene) = try Self.sample(name)
        let svg = try FlowRenderer().render(scene, as: .svg)
        let groups = try #require(Self.groups(svg), "SVG is not well-formed")
        for cluster in scene.clusters {
            let element = try #require(groups.elements[cluster.id], "cluster \(cluster.id)")
            #expect(element.classes.starts(with: ["cluster", "coordinator", cluster.kind.rawValue]))
            #expect(element.title.hasPrefix(cluster.title))
        }
        #expect(scene.clusters.count == graph.coordinators.count)
        for node in scene.nodes where node.kind == .screen {
            let element = try #require(groups.elements[node.id], "node \(node.id)")
            #expect(element.classes.starts(with: ["node", "screen"]))
            #expect(element.title.hasPrefix(node.label))
        }
        let text = String(decoding: svg, as: UTF8.self)
        for edge in scene.edges {
            guard let element = groups.elements[edge.id] else {
                // A finish, event or pop within a row is written on its source screen instead.
                let trigger = edge.label?.split(separator: "\n").first.map(String.init) ?? ""
                let marker = edge.kind == .finish ? "↩ " : edge.kind == .back ? "← " : "↑ "
                #expect([.finish, .event, .back].contains(edge.kind) && text.contains(marker) && text.contains(trigger),
                        "edge \(edge.id) is neither drawn nor annotated")
                continue
            }
            #expect(element.classes.starts(with: ["edge", edge.kind.rawValue]))
        }
        // The legend sits in the graph's label, above the drawing.
        #expect(text.contains(">Legend<"))
    }

    @Test(arguments: SampleCatalog.broken.map(\.name))
    func findingsAreMarkedOnTheElementAtFaultWithTheMessageAsTooltip(name: String) throws {
        let (graph, scene) = try Self.sample(name)
        let finding = try #require(Linter.lint(graph).first)
        let groups = try #require(Self.groups(try FlowRenderer().render(scene, as: .svg)))
        let marked = groups.elements.filter { $0.value.classes.contains("finding-error") }
        #expect(!marked.isEmpty)
        #expect(marked.values.contains { $0.title.contains(finding.message) && $0.title.contains("(\(finding.ruleID))") })
        let plain = try FlowRenderer().render(SceneBuilder.scene(for: graph, findings: [], options: RenderOptions(showFindings: false)), as: .svg)
        #expect(!String(decoding: plain, as: UTF8.self).contains("finding-error"))
    }

    @Test(arguments: SampleCatalog.all.map(\.name))
    func everyFormatRenders(name: String) throws {
        let (_, scene) = try Self.sample(name)
        let renderer = FlowRenderer()
        #expect(try renderer.render(scene, as: .png).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try renderer.render(scene, as: .pdf).starts(with: Array("%PDF".utf8)))
        #expect(String(decoding: try renderer.render(scene, as: .dot), as: UTF8.self).hasPrefix("digraph flows {"))
        #expect(String(decoding: try renderer.render(scene, as: .mermaid), as: UTF8.self).hasPrefix("flowchart"))
        #expect(String(decoding: try renderer.render(scene, as: .html), as: UTF8.self).contains("<svg"))
    }

    @Test(arguments: SampleCatalog.all.map(\.name))
    func dotMatchesItsFixture(name: String) throws {
        let (_, scene) = try Self.sample(name)
        let dot = DOTEncoder().encode(scene)
        let check = Fixture.check(dot, against: Repository.fixtures.appendingPathComponent("DOT/\(name).dot"))
        #expect(check.matches, "\(check.message)")
    }

    @Test func sameSceneRendersIdenticalBytesTenTimesInOneProcess() throws {
        let (_, scene) = try Self.sample("shopping")
        let first = try FlowRenderer().render(scene, as: .svg)
        for _ in 0..<9 { #expect(try FlowRenderer().render(scene, as: .svg) == first) }
    }

    @Test func focusDepthAndCollapseSelectWhatIsDrawn() throws {
        let (graph, _) = try Self.sample("shopping")
        let focused = try SceneBuilder.scene(for: graph, findings: [], options: RenderOptions(focus: "ShoppingFlow"))
        #expect(focused.clusters.map(\.coordinator) == ["ShoppingFlow", "AuthenticationFlow"])
        let collapsed = try SceneBuilder.scene(for: graph, findings: [], options: RenderOptions(collapse: true))
        #expect(collapsed.clusters.map(\.coordinator) == ["Application"])
        // The whole hierarchy, not only the root's children: ShoppingFlow starts AuthenticationFlow.
        #expect(collapsed.nodes.filter { $0.kind == .placeholder }.map(\.label).sorted() == ["AuthenticationFlow", "OnboardingFlow", "ShoppingFlow"])
        #expect(collapsed.edges.contains { $0.kind == .startChild && $0.to.hasSuffix("collapsed") && $0.from.hasSuffix("collapsed") })
        let oneLevel = try SceneBuilder.scene(for: graph, findings: [], options: RenderOptions(depth: 1))
        #expect(oneLevel.clusters.map(\.coordinator) == ["Application", "OnboardingFlow", "ShoppingFlow"])
        #expect(oneLevel.nodes.contains { $0.kind == .placeholder && $0.label == "AuthenticationFlow" })
        do {
            _ = try SceneBuilder.scene(for: graph, findings: [], options: RenderOptions(focus: "ShopingFlow"))
            Issue.record("expected an unknown focus")
        } catch {
            #expect(error.description == "--focus: no coordinator named 'ShopingFlow' (did you mean 'ShoppingFlow'?)")
        }
        for scene in [focused, collapsed, oneLevel] {
            #expect(Self.groups(try FlowRenderer().render(scene, as: .svg)) != nil)
        }
    }

    @Test func drawingsBeyondTheLimitAreRefusedBeforeGraphviz() throws {
        let (_, scene) = try Self.sample("movies")
        #expect(throws: FlowRenderer.Failure.tooLarge(nodes: scene.nodes.count, limit: 3)) {
            _ = try FlowRenderer(maximumNodes: 3).render(scene, as: .svg)
        }
        #expect(try FlowRenderer(maximumNodes: 3).render(scene, as: .dot).count > 0)
    }
}
