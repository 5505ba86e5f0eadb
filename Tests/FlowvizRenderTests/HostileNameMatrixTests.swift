import FlowvizCore
import FlowvizGraphviz
import FlowvizJSON
import FlowvizLint
import FlowvizRender
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Every name a definition can hold (coordinator, type, screen, trigger, event, condition, deep
/// link, app, file path) set to a hostile string, with findings that quote those names, through
/// every output: SVG, HTML, DOT, Mermaid, canonical JSON, and the six lint reporters. Each must
/// keep the text literal (or, where the format cannot hold a character, escape it visibly) and
/// stay syntactically valid: XML parses without injected elements or handlers, DOT lays out,
/// Mermaid passes ``MermaidSyntax``, JSON and SARIF parse back to the same strings, a GitHub
/// Actions finding stays one line, and terminal text carries no control character of the user's.
@Suite struct HostileNameMatrixTests {
    static let hostileNames: [String] = [
        "say \"hi\"",
        "back\\slash \\\" \\n",
        "a < b",
        "a > b",
        "fish & chips &amp; &lt;",
        "it's 'quoted'",
        "line one\nline two",
        "{braces} {{double}} ${x}",
        "</svg><script>alert(1)</script>",
        "javascript:alert(document.cookie)",
        "rtl \u{200F}mark\u{200E} and \u{202B}embedding\u{202C}",
        "emoji 🚀👩‍👩‍👧 ✓ é 中文",
        "\u{1B}[31mred\u{1B}[0m \u{1B}]0;title\u{7} \u{1B}[2J",
        "nul\u{0}byte",
        "\u{202E}evil\u{202C}.json",
        "c1 \u{9B}31m csi \u{85} nel \u{7F} del \t tab \r cr",
        String(repeating: "LongName", count: 75),
    ]

    static let indices = Array(hostileNames.indices)

    // MARK: - The graph

    /// A graph whose every name is `h` (or `h` and a suffix, where names must differ), broken on
    /// purpose: an unretained child, a leaked child, a child that never finishes, an unreachable
    /// screen and coordinator, an unhandled flow event and a deep link to nowhere. Every element
    /// is located in a file whose path holds `h` too.
    static func graph(_ h: String) -> AppGraph {
        let file = "Flows/\(h).json"
        var line = 0
        func at() -> FlowvizCore.SourceLocation {
            line += 1
            return FlowvizCore.SourceLocation(file: file, line: line, column: 3)
        }
        var graph = AppGraph(name: h)
        graph.add(Coordinator(
            name: h, typeName: h, isRoot: true, container: .navigationStack,
            start: [StartEntry(.screen(h), when: h, location: at()), StartEntry(.screen("Next"), when: "else " + h, location: at())],
            screens: [
                Screen(name: h, typeName: h, triggers: [h + " idle"], transitions: [
                    Transition(on: h, when: h, .push(screen: "Next"), location: at()),
                    Transition(on: h + " start", .startChild(ChildStart(h + " child", retained: false)), location: at()),
                    Transition(on: h + " present", .present(screen: "Next", presentation: ModalPresentation(style: .sheet)), location: at()),
                ], location: at()),
                Screen(name: "Next", typeName: h + "Controller", transitions: [
                    Transition(on: h + " leak", .startChild(ChildStart(h + " leaky", retained: true, releasedOnFinish: false)), location: at()),
                ], location: at()),
                Screen(name: h + " orphan", typeName: h, location: at()),
            ],
            handlers: [EventHandler(event: h, stopsPropagation: true, action: .push(screen: "Next"), location: at())],
            location: at()
        ))
        graph.add(Coordinator(
            name: h + " child", typeName: h + "Coordinator", attachment: .horizontal,
            start: [StartEntry(.screen(h), location: at())],
            screens: [Screen(name: h, typeName: h, transitions: [
                Transition(on: h, .sendEvent(h), location: at()),
                Transition(on: h + " lost", when: h, .sendEvent(h + " unheard"), location: at()),
            ], location: at())],
            location: at()
        ))
        graph.add(Coordinator(
            name: h + " leaky", typeName: h + "Leaky", attachment: .vertical(ModalPresentation(style: .sheet)),
            start: [StartEntry(.screen(h), location: at())],
            screens: [Screen(name: h, transitions: [Transition(on: h + " done", .finish, location: at())], location: at())],
            finishesOnSwipeDismiss: true,
            location: at()
        ))
        graph.add(Coordinator(
            name: h + " lost", typeName: h, attachment: .horizontal,
            start: [StartEntry(.screen(h), location: at())],
            screens: [Screen(name: h, location: at())],
            finishesOnPopBack: true, location: at()
        ))
        graph.add(DeepLink(name: h, path: [
            DeepLink.Step(.coordinator, h + " child", location: at()),
            DeepLink.Step(.screen, h + " nowhere", location: at()),
        ], location: at()))
        return graph
    }

    struct Case {
        var name: String
        var graph: AppGraph
        var findings: [Finding]
        var scene: FlowScene
        var report: LintReport
    }

    static func hostileCase(_ index: Int) throws -> Case {
        let h = hostileNames[index]
        let graph = graph(h)
        try #require(GraphValidator.validate(graph) == [], "the graph itself must be valid: only lint findings")
        let findings = Linter.lint(graph).sorted(by: Finding.inReportOrder)
        let scene = try SceneBuilder.scene(for: graph, findings: findings, options: RenderOptions())
        let report = LintReport(findings: findings, inputs: ["Flows/\(h).json"], workingDirectory: "/work")
        return Case(name: h, graph: graph, findings: findings, scene: scene, report: report)
    }

    /// The rules the broken graph must trigger, so reports quote names in every position.
    static let expectedRules: Set<String> = [
        "unretained_child_coordinator", "leaked_child_coordinator", "missing_did_finish", "unreachable_screen",
        "unreachable_coordinator", "unhandled_flow_event", "invalid_deep_link",
    ]

    /// `text` as an XML parser gives it back: characters XML 1.0 cannot hold are dropped.
    static func xmlVisible(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter(XMLText.isAllowed)))
    }

    @Test(arguments: indices)
    func theBrokenGraphHasFindingsThatQuoteTheNames(index: Int) throws {
        let hostile = try Self.hostileCase(index)
        let rules = Set(hostile.findings.map(\.ruleID))
        #expect(Self.expectedRules.isSubset(of: rules), "missing: \(Self.expectedRules.subtracting(rules))")
        #expect(hostile.findings.contains { $0.message.contains(hostile.name) })
        #expect(hostile.findings.allSatisfy { $0.location?.file == "Flows/\(hostile.name).json" })
    }

    // MARK: - SVG

    /// What an XML document holds: every element name, every attribute (element, name, value),
    /// the text of every `<text>` and `<title>`, and the failures' `message` attributes.
    final class ParsedXML: NSObject, XMLParserDelegate {
        var elements = [String]()
        var attributes = [(element: String, name: String, value: String)]()
        var texts = [String]()
        var failureMessages = [String]()
        private var collecting: String?

        static func parse(_ bytes: [UInt8]) -> ParsedXML? {
            let parser = XMLParser(data: Data(bytes))
            let document = ParsedXML()
            parser.delegate = document
            return parser.parse() ? document : nil
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append(name)
            for (key, value) in attributes { self.attributes.append((name, key, value)) }
            if name == "failure", let message = attributes["message"] { failureMessages.append(message) }
            if name == "text" || name == "title" { collecting = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { collecting?.append(string) }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text" || name == "title", let text = collecting {
                texts.append(text)
                collecting = nil
            }
        }
    }

    @Test(arguments: indices)
    func svgParsesWithoutInjectedElementsAndShowsTheNamesLiterally(index: Int) throws {
        let hostile = try Self.hostileCase(index)
        let svg = try FlowRenderer().render(hostile.scene, as: .svg)
        let document = try #require(ParsedXML.parse(svg), "the SVG is not well-formed XML")
        #expect(document.elements.first == "svg")
        #expect(!document.elements.contains { ["script", "foreignobject", "iframe", "object", "embed"].contains($0.lowercased()) },
                "\(Set(document.elements))")
        for attribute in document.attributes {
            #expect(!attribute.name.lowercased().hasPrefix("on"), "event handler attribute \(attribute.name) on <\(attribute.element)>")
            if attribute.name.lowercased().hasSuffix("href") {
                #expect(!attribute.value.lowercased().contains("javascript:"), "\(attribute.name)=\(attribute.value)")
            }
        }
        let visible = Self.xmlVisible(hostile.name)
        #expect(document.texts.contains { $0.contains(visible) }, "the name is not shown literally in any <text> or <title>")
        // Every finding marked on the picture is its element's tooltip.
        let scene = hostile.scene
        let marks = scene.clusters.flatMap(\.marks) + scene.nodes.flatMap(\.marks) + scene.edges.flatMap(\.marks)
        #expect(!marks.isEmpty)
        for mark in marks {
            #expect(document.texts.contains { $0.contains(Self.xmlVisible(mark.message)) }, "\(mark.ruleID)")
        }
    }

    // MARK: - HTML

    @Test(arguments: indices)
    func htmlHasOnlyItsOwnScriptsAndTheSceneJSONParsesBackLiterally(index: Int) throws {
        let hostile = try Self.hostileCase(index)
        let html = String(decoding: try FlowRenderer().render(hostile.scene, as: .html), as: UTF8.self)
        let lowered = html.lowercased()
        #expect(HTMLViewTests.occurrences(of: "<script", in: lowered) == 2, "the page's scene JSON and its script, nothing else")
        #expect(HTMLViewTests.occurrences(of: "</script", in: lowered) == 2)
        #expect(!lowered.contains("<foreignobject") && !lowered.contains("<iframe"))
        #expect(!lowered.contains(" onclick=") && !lowered.contains(" onload=") && !lowered.contains(" onerror="))

        let json = try HTMLViewTests.sceneJSON(in: html)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["title"] as? String == hostile.name)
        let clusters = try #require(object["clusters"] as? [[String: Any]])
        #expect(clusters.map { $0["coordinator"] as? String } == hostile.scene.clusters.map(\.coordinator))
        #expect(clusters.map { $0["title"] as? String } == hostile.scene.clusters.map(\.title))
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["label"] as? String } == hostile.scene.nodes.map(\.label))
        #expect(nodes.map { $0["detail"] as? String } == hostile.scene.nodes.map(\.detail))
        #expect(nodes.contains { $0["label"] as? String == hostile.name })
        let edges = try #require(object["edges"] as? [[String: Any]])
        #expect(edges.map { $0["label"] as? String } == hostile.scene.edges.map(\.label))
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["message"] as? String } == hostile.scene.findings.map(\.message))
        #expect(findings.map { $0["location"] as? String } == hostile.scene.findings.map(\.location))
    }

    // MARK: - DOT and Mermaid

    @Test(arguments: indices)
    func dotIsValidForGraphviz(index: Int) throws {
        let hostile = try Self.hostileCase(index)
        let dot = String(decoding: try FlowRenderer().render(hostile.scene, as: .dot), as: UTF8.self)
        #expect(dot.hasPrefix("digraph flows {") && dot.hasSuffix("}\n"))
        // Graphviz's parser accepts it (its non-fatal messages are not checked: they are read from
        // stderr, which the test runner writes to concurrently).
        let svg = try GraphvizRenderer().render(dot: dot)
        #expect(ParsedXML.parse(svg) != nil)
        // No control character but the line feeds between statements reaches Graphviz.
        #expect(!dot.unicodeScalars.contains { $0 != "\n" && $0.value < 0x20 })
    }

    @Test(arguments: indices)
    func mermaidStaysValidAndLiteral(index: Int) throws {
        let hostile = try Self.hostileCase(index)
        let output = String(decoding: try FlowRenderer().render(hostile.scene, as: .mermaid), as: UTF8.self)
        #expect(MermaidSyntax.problems(in: output) == [], "\(output)")
        #expect(!output.contains("<script") && !output.contains("%%"))
        // What Mermaid shows holds the name, controls shown as spaces.
        let visible = String(String.UnicodeScalarView(hostile.name.replacingOccurrences(of: "\r", with: "\n").unicodeScalars.map {
            $0 != "\n" && TerminalText.isControl($0) ? " " : $0
        }))
        let shown = MermaidSyntax.quotedTexts(in: output).map(MermaidSyntax.rendered)
        #expect(shown.contains { $0.contains(visible) }, "\(shown)")
    }

    // MARK: - JSON

    @Test(arguments: indices)
    func canonicalJSONReloadsToTheSameGraph(index: Int) throws {
        let hostile = try Self.hostileCase(index)
        let text = CanonicalWriter.string(for: hostile.graph)
        let reloaded: AppGraph
        do {
            reloaded = try JSONGraphLoader.load(string: text, file: "canonical.json")
        } catch {
            Issue.record("the canonical JSON does not load: \(error.description)")
            return
        }
        #expect(reloaded.withoutLocations() == hostile.graph.withoutLocations())
        #expect(CanonicalWriter.string(for: reloaded) == text)
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
    }

    @Test(arguments: indices)
    func jsonReporterParsesBackToTheFindings(index: Int) throws {
        let hostile = try Self.hostileCase(index)
        let output = Reporters.render(hostile.report, as: .json)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(array.map { $0["message"] as? String } == hostile.findings.map(\.message))
        #expect(array.map { $0["file"] as? String } == hostile.findings.map { $0.location.map { hostile.report.displayPath($0.file) } })
        #expect(array.map { $0["element"] as? String } == hostile.findings.map(\.element.reportIdentity))
        let notes = array.map { ($0["notes"] as? [[String: Any]] ?? []).map { $0["message"] as? String } }
        #expect(notes == hostile.findings.map { $0.notes.map(\.message) })
    }

    // MARK: - SARIF, JUnit, GitHub Actions

    @Test(arguments: indices)
    func sarifParsesBackToTheFindings(index: Int) throws {
        let hostile = try Self.hostileCase(index)
        let output = Reporters.render(hostile.report, as: .sarif)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == hostile.findings.count)
        for (result, finding) in zip(results, hostile.findings) {
            let message = (result["message"] as? [String: Any])?["text"] as? String
            #expect(message?.hasPrefix(finding.message) == true)
            let uri = (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
            let decoded = try #require(uri?.removingPercentEncoding)
            #expect(decoded == hostile.report.displayPath(finding.location!.file))
            #expect(uri?.unicodeScalars.allSatisfy { $0.isASCII && !TerminalText.isControl($0) && $0 != " " } == true, "\(uri ?? "")")
        }
    }

    @Test(arguments: indices)
    func junitParsesAsXMLWithTheMessagesLiteral(index: Int) throws {
        let hostile = try Self.hostileCase(index)
        let output = Reporters.render(hostile.report, as: .junit)
        let document = try #require(ParsedXML.parse(Array(output.utf8)), "the JUnit report is not well-formed XML")
        #expect(Set(document.elements) == ["testsuites", "testsuite", "testcase", "failure"])
        #expect(document.failureMessages == hostile.findings.map { Self.xmlVisible($0.message) })
        let names = document.attributes.filter { $0.element == "testcase" && $0.name == "name" }.map(\.value)
        #expect(names == hostile.findings.map { Self.xmlVisible("\($0.ruleID): \($0.element.reportIdentity)") })
    }

    @Test(arguments: indices)
    func githubActionsWritesOneCommandLinePerFinding(index: Int) throws {
        let hostile = try Self.hostileCase(index)
        let output = Reporters.render(hostile.report, as: .githubActions)
        #expect(output.hasSuffix("\n"))
        let lines = output.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == hostile.findings.count)
        for (line, finding) in zip(lines, hostile.findings) {
            #expect(line.hasPrefix(finding.severity == .error ? "::error " : "::warning "))
            #expect(!line.contains("\r"))
            let separator = try #require(line.dropFirst(2).range(of: "::"), "no message separator: \(line)")
            let properties = line[line.index(line.startIndex, offsetBy: 2)..<separator.lowerBound]
            let message = line[separator.upperBound...]
            #expect(Self.escapesAreValid(message, allowed: ["25", "0D", "0A"]), "\(message)")
            #expect(Self.escapesAreValid(properties, allowed: ["25", "0D", "0A", "3A", "2C"]), "\(properties)")
            let decoded = message.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
                .replacingOccurrences(of: "%25", with: "%")
            // Control characters other than line breaks are shown, never passed to the log.
            let shown = finding.message.unicodeScalars.map { scalar in
                TerminalText.isControl(scalar) && scalar != "\n" && scalar != "\r" ? TerminalText.sanitized(String(scalar)) : String(scalar)
            }.joined()
            #expect(decoded.hasPrefix(shown))
            #expect(!line.unicodeScalars.contains { TerminalText.isControl($0) })
            #expect(properties.contains("title=\(finding.ruleID)"))
        }
    }

    /// Every `%` in `text` starts one of the `allowed` escapes.
    static func escapesAreValid(_ text: Substring, allowed: Set<String>) -> Bool {
        var rest = text[...]
        while let percent = rest.firstIndex(of: "%") {
            let code = String(rest[rest.index(after: percent)...].prefix(2))
            guard allowed.contains(code) else { return false }
            rest = rest[rest.index(after: percent)...]
        }
        return true
    }

    // MARK: - Terminal text

    /// The text reporter's own SGR codes (`TextReporter.Style.Code`).
    static let ownColourCodes = #"\x{1B}\[(?:0|1|2|31|32|33|36|1;31|1;33)m"#

    static func controlCharacters(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0 != "\n" && TerminalText.isControl($0) }
    }

    @Test(arguments: indices)
    func terminalReportsCarryNoControlCharactersOfTheUser(index: Int) throws {
        let hostile = try Self.hostileCase(index)
        let plain = Reporters.render(hostile.report, as: .text, colorize: false)
        let xcode = Reporters.render(hostile.report, as: .xcode)
        #expect(Self.controlCharacters(in: plain) == [], "\(plain.debugDescription)")
        #expect(Self.controlCharacters(in: xcode) == [], "\(xcode.debugDescription)")

        // With colour, stripping the reporter's own codes gives exactly the plain report.
        let coloured = Reporters.render(hostile.report, as: .text, colorize: true)
        #expect(coloured.contains("\u{1B}[31m"))
        let stripped = coloured.replacing(try Regex(Self.ownColourCodes), with: "")
        #expect(stripped == plain)
        #expect(Self.controlCharacters(in: stripped) == [])

        // One xcode line per finding and note: a line break in a name starts no line of its own.
        let expectedLines = hostile.findings.map { 1 + $0.notes.count }.reduce(0, +)
        #expect(xcode.split(separator: "\n").count == expectedLines)
        let severities = hostile.findings.map(\.severity.rawValue)
        let findingLines = xcode.split(separator: "\n").filter { !$0.contains(": note: ") }
        #expect(findingLines.count == severities.count)

        // The names are there, visibly escaped where needed.
        let shown = TerminalText.sanitized(hostile.name)
        #expect(plain.contains(shown) && xcode.contains(shown))
        for finding in hostile.findings {
            #expect(plain.contains(TerminalText.sanitized(finding.message)))
            #expect(xcode.contains(TerminalText.sanitized(finding.message)))
        }
        #expect(plain.contains(TerminalText.sanitized("Flows/\(hostile.name).json") + "\n"))
    }

    @Test func loadErrorsQuotingHostileTextPrintAsOneCleanLineEach() throws {
        for h in Self.hostileNames {
            let key = try #require(String(data: try JSONSerialization.data(withJSONObject: [h], options: [.fragmentsAllowed]), encoding: .utf8))
            let field = String(key.dropFirst().dropLast())   // h as a JSON string literal
            let json = #"{"version": 1, "app": \#(field), \#(field): 1, "coordinators": [{"name": \#(field), "root": true, "start": [{"screen": \#(field)}], "screens": [{"name": "x", "type": 3}]}]}"#
            do {
                _ = try JSONGraphLoader.load(string: json, file: "Flows/\(h).json")
                Issue.record("loaded despite errors: \(h.debugDescription)")
            } catch {
                #expect(!error.diagnostics.isEmpty)
                for diagnostic in error.diagnostics {
                    let location = try #require(diagnostic.location)
                    #expect(location.line >= 1 && location.column >= 1)
                    let printed = TerminalText.sanitized(diagnostic.description)
                    #expect(Self.controlCharacters(in: printed) == [] && !printed.contains("\n"))
                    #expect(printed.hasPrefix(TerminalText.sanitized("Flows/\(h).json:")))
                }
            }
        }
    }

    // MARK: - The sanitiser

    @Test func terminalTextEscapesEveryControlCharacterVisibly() {
        #expect(TerminalText.sanitized("\u{1B}[31mred\u{1B}[0m") == "^[[31mred^[[0m")
        #expect(TerminalText.sanitized("nul\u{0}byte") == "nul^@byte")
        #expect(TerminalText.sanitized("a\nb\r\nc\td") == "a^Jb^M^Jc^Id")
        #expect(TerminalText.sanitizedLines("a\nb\r\nc\u{1B}d") == "a\nb^M\nc^[d")
        #expect(TerminalText.sanitized("del\u{7F} csi\u{9B} nel\u{85} c1\u{80} c1\u{9F}") == "del^? csiM-^[ nelM-^E c1M-^@ c1M-^_")
        #expect(TerminalText.sanitized("\u{1F}\u{20}\u{7E}\u{A0}") == "^_ ~\u{A0}")
        for kept in ["", "plain ASCII: \"quoted\" \\ <a> & 'x' {y} ^caret", "emoji 🚀👩‍👩‍👧 é 中文", "\u{202E}rtl\u{200F}", String(repeating: "x", count: 600)] {
            #expect(TerminalText.sanitized(kept) == kept)
            #expect(TerminalText.sanitizedLines(kept) == kept)
        }
        // Every control character, and nothing else, is escaped.
        for value in UInt32(0)...0xFF {
            let scalar = Unicode.Scalar(value)!
            let shown = TerminalText.sanitized(String(Character(scalar)))
            #expect(Self.controlCharacters(in: shown) == [] && !shown.contains("\n"))
            #expect((shown == String(Character(scalar))) == !TerminalText.isControl(scalar))
        }
    }
}
