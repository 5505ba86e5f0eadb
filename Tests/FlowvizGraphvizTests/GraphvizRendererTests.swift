import Foundation
import Testing
@testable import FlowvizGraphviz

@Suite struct GraphvizRendererTests {
    let renderer = GraphvizRenderer()

    @Test func svgIsWellFormedAndContainsLabels() throws {
        let svg = try renderer.render(dot: #"digraph { a [label="Start & go"]; b [label="<done>"]; a -> b }"#)
        #expect(isWellFormedXML(svg))
        let text = svgString(svg)
        #expect(text.contains("<svg"))
        #expect(text.contains("Start &amp; go"))
        #expect(text.contains("&lt;done&gt;"))
    }

    @Test func clusteredGraphRendersIdenticallyTenTimes() throws {
        let outputs = try (0..<10).map { _ in try renderer.render(dot: clusteredDOT) }
        #expect(Set(outputs).count == 1)
        let svg = svgString(outputs[0])
        #expect(isWellFormedXML(outputs[0]))
        for label in ["Home", "Settings", "Onboarding", "Profile", "followers", "avatar"] {
            #expect(svg.contains(">\(label)</text>"))
        }
    }

    @Test func anonymousGraphTitleIsStable() throws {
        let first = try renderer.render(dot: "digraph { subgraph { x } a -> b }")
        let second = try renderer.render(dot: "digraph { subgraph { x } a -> b }")
        #expect(first == second)
        #expect(svgString(first).contains("<title>%3</title>"))
    }

    @Test func invalidDOTCarriesGraphvizMessage() {
        #expect(throws: GraphvizError.invalidDOT(message: "syntax error in line 1 near '}'")) {
            try renderer.render(dot: "digraph { a -> }")
        }
        // Line numbers restart for every input.
        #expect(throws: GraphvizError.invalidDOT(message: "syntax error in line 2 near '}'")) {
            try renderer.render(dot: "digraph {\n a -> }")
        }
    }

    @Test func longTokenInErrorMessage() {
        // cgraph < 2.44 mis-formats messages over 1 KiB unless its buffer was grown first.
        let long = String(repeating: "x", count: 5000)
        do {
            _ = try renderer.render(dot: "digraph { a [ b \(long) ] }")
            Issue.record("expected an error")
        } catch {
            guard case .invalidDOT(let message) = error else { Issue.record("unexpected \(error)"); return }
            #expect(message.hasPrefix("syntax error in line 1 near 'xxxx"))
            #expect(message.count <= 1001)
        }
    }

    @Test func invalidDOTDoesNotPoisonLaterRenders() throws {
        for bad in ["digraph { a -> }", "digraph { a [label=\"open", "digraph { a [label=<<b>x", "digraph { /* never closed"] {
            #expect(throws: GraphvizError.self) { try renderer.render(dot: bad) }
            let svg = svgString(try renderer.render(dot: "digraph { ok1 -> ok2 }"))
            #expect(svg.contains(">ok1</text>") && svg.contains(">ok2</text>"))
        }
    }

    @Test func rejectsZeroOrSeveralGraphs() throws {
        #expect(throws: GraphvizError.noGraph) { try renderer.render(dot: "") }
        #expect(throws: GraphvizError.noGraph) { try renderer.render(dot: "  /* nothing */ \n") }
        #expect(throws: GraphvizError.multipleGraphs(count: 2)) {
            try renderer.render(dot: "digraph A { a } digraph B { b }")
        }
        #expect(throws: GraphvizError.multipleGraphs(count: 3)) {
            try renderer.render(dot: "digraph A { a }\ngraph B { b }\ndigraph C { c }")
        }
        // Nothing of B stays in cgraph's lexer.
        let svg = svgString(try renderer.render(dot: "digraph C { c }"))
        #expect(svg.contains(">c</text>") && !svg.contains(">b</text>"))
    }

    @Test func unknownFormatIsAClearError() throws {
        do {
            _ = try renderer.render(dot: "digraph { a }", format: "nope")
            Issue.record("expected an error")
        } catch {
            guard case .unknownFormat(let format, let available) = error else {
                Issue.record("unexpected \(error)"); return
            }
            #expect(format == "nope")
            #expect(available.contains("svg"))
            #expect(error.description.contains("\"nope\""))
            #expect(error.description.contains("no installed Graphviz plugin renders it"))
        }
        #expect(throws: GraphvizError.unknownFormat(format: "", available: [])) {
            try renderer.render(dot: "digraph { a }", format: "")
        }
        // Interactive devices would open a window: refused.
        #expect(throws: GraphvizError.self) { try renderer.render(dot: "digraph { a }", format: "x11") }
        // format:renderer syntax works; an unknown renderer is an unknown format.
        #expect(svgString(try renderer.render(dot: "digraph { a }", format: "svg:cairo")).contains("<svg"))
        #expect(throws: GraphvizError.self) { try renderer.render(dot: "digraph { a }", format: "svg:nope") }
    }

    @Test func pngAndPdfWhereAvailable() throws {
        let png = try renderer.render(dot: clusteredDOT, format: "png")
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let pdf = try renderer.render(dot: clusteredDOT, format: "pdf")
        #expect(pdf.starts(with: Array("%PDF".utf8)))
    }

    @Test func brokenHTMLLabelIsAWarningNotAFailure() throws {
        let output = try renderer.renderWithWarnings(dot: "digraph { a [label=<<b>bold</i>>] }")
        #expect(isWellFormedXML(output.bytes))
        #expect(output.warnings.contains { $0.contains("mismatched tag") && $0.contains("in label of node a") })
        // Only Graphviz's own lines count: the test runner may print progress on fd 2 meanwhile.
        let clean = try renderer.renderWithWarnings(dot: "digraph { a -> b }").warnings
        #expect(!clean.contains { $0.hasPrefix("Warning") || $0.hasPrefix("Error") || $0.contains("in label of") })
    }

    /// fd 2 is process-wide and the test runner reports progress there from other threads,
    /// so rather than expecting an empty capture, the inputs make Graphviz's messages quote
    /// a marker, and the check looks for it and for Graphviz's `Error: ` / `Warning: ` lines.
    @Test func stderrStaysSilent() throws {
        let marker = "zq8stderrmarker"
        func graphvizOutput(_ captured: String) -> [Substring] {
            captured.split(separator: "\n").filter {
                $0.contains(marker) || $0.hasPrefix("Error: ") || $0.hasPrefix("Warning: ")
            }
        }
        let inputs: [(dot: String, format: String)] = [
            ("digraph { a [ b \(marker) ] }", "svg"),                  // syntax error near the marker
            ("digraph { a -> }", "svg"),
            ("digraph { a [label=<<b>\(marker)</i>>] }", "svg"),       // broken HTML label
            ("digraph { a [label=<<b>\(marker)</i>>] }", "png"),
            ("digraph { \(marker) }", "nope"),
            ("digraph { \(marker) }", "svg:nope"),
            ("digraph { a } digraph { \(marker) -> }", "svg"),
        ]
        for input in inputs {
            let (_, captured) = capturingStderr { try? renderer.render(dot: input.dot, format: input.format) }
            #expect(graphvizOutput(captured).isEmpty, "\(input)")
        }
    }

    @Test func concurrentRendersAreIdenticalAndCorrect() async throws {
        let expected = try renderer.render(dot: clusteredDOT)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for i in 0..<8 {
                group.addTask {
                    // Interleave other graphs to exercise the lock with mixed work.
                    _ = try? GraphvizRenderer().render(dot: "digraph { n\(i) -> m\(i) }")
                    return try GraphvizRenderer().render(dot: clusteredDOT)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func errorDescriptionsAreUserFacing() {
        #expect(GraphvizError.missingLayoutPlugin(message: "x").description.contains("dot -c"))
        #expect(GraphvizError.missingLayoutPlugin(message: "x").description.contains("libgvc6"))
        #expect(GraphvizError.invalidDOT(message: "syntax error").description.contains("syntax error"))
        #expect(GraphvizError.multipleGraphs(count: 2).description.contains("2 graphs"))
    }
}
