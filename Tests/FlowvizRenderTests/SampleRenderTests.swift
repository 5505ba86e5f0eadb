import FlowvizCore
import FlowvizGraphviz
import FlowvizJSON
import FlowvizRender
import FlowvizSamples
import FlowvizTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Every Sample renders in-process to well-formed SVG that shows every screen.
@Suite(.serialized) struct SampleRenderTests {
    /// Collects the text of every `<text>` element.
    final class TextCollector: NSObject, XMLParserDelegate {
        var texts = [String]()
        var clusterTitles = 0
        private var current: String?
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if name == "text" { current = "" }
            if name == "g", attributes["class"]?.hasPrefix("cluster ") == true { clusterTitles += 1 }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { current?.append(string) }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text", let text = current { texts.append(text); current = nil }
        }
    }

    @Test(arguments: SampleCatalog.all.map(\.name))
    func sampleRendersToSVGWithEveryScreen(name: String) throws {
        let graph = try JSONGraphLoader.load(contentsOf: Repository.sample(name))
        let svg = try GraphvizRenderer().render(dot: DOTEncoder().encode(graph))
        let parser = XMLParser(data: Data(svg))
        let collector = TextCollector()
        parser.delegate = collector
        #expect(parser.parse(), "SVG is not well-formed XML: \(String(describing: parser.parserError))")
        #expect(collector.clusterTitles == graph.coordinators.count, "one cluster per coordinator")
        for coordinator in graph.coordinators {
            #expect(collector.texts.contains { $0.hasPrefix(coordinator.displayName + " (") }, "missing cluster title for \(coordinator.name)")
            for screen in coordinator.screens {
                #expect(collector.texts.contains(screen.name), "missing screen \(screen.name)")
            }
        }
    }

    @Test func dotEncodingIsDeterministic() throws {
        for sample in SampleCatalog.all {
            let graph = try sample.graph()
            #expect(DOTEncoder().encode(graph) == DOTEncoder().encode(try sample.graph()))
        }
    }

    @Test func renderingTheSameSampleRepeatedlyGivesIdenticalBytes() throws {
        let graph = try JSONGraphLoader.load(contentsOf: Repository.sample("photo-store"))
        let dot = DOTEncoder().encode(graph)
        let first = try GraphvizRenderer().render(dot: dot)
        for _ in 0..<9 {
            #expect(try GraphvizRenderer().render(dot: dot) == first)
        }
    }

    @Test func hostileNamesStayLiteralInTheSVG() throws {
        let hostile = "</text><script>alert(1)</script> & \"q\" \\N"
        var graph = AppGraph(name: hostile)
        graph.add(Coordinator(name: hostile, isRoot: true, start: [StartEntry(.screen(hostile))], screens: [
            Screen(name: hostile, transitions: [Transition(on: hostile, .push(screen: hostile))]),
        ]))
        let svg = try GraphvizRenderer().render(dot: DOTEncoder().encode(graph))
        let parser = XMLParser(data: Data(svg))
        let collector = TextCollector()
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.texts.contains(hostile))
        #expect(!String(decoding: svg, as: UTF8.self).contains("<script>"))
    }
}
