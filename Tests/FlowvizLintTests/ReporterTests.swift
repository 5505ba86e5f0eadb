import FlowvizCore
import FlowvizJSON
import FlowvizLint
import FlowvizTestSupport
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `flowviz lint` reporters: canned outputs of real samples, SARIF against the official
/// schema, escaping of hostile text, determinism.
@Suite struct ReporterTests {
    // MARK: - Fixtures

    static let fixtureCases: [(ReporterKind, String)] = [
        (.text, "broken.text.txt"),
        (.xcode, "broken.xcode.txt"),
        (.json, "broken.json"),
        (.sarif, "broken.sarif"),
        (.githubActions, "broken.github-actions.txt"),
        (.junit, "broken.junit.xml"),
    ]

    @Test(arguments: fixtureCases.map(\.0))
    func brokenSamplesMatchTheirFixture(kind: ReporterKind) throws {
        let report = try ReporterFixtures.report(ReporterFixtures.brokenSamples)
        #expect(report.findings.count >= 2)
        let name = try #require(Self.fixtureCases.first { $0.0 == kind }?.1)
        let output = Reporters.render(report, as: kind)
        #expect(output == Reporters.render(report, as: kind), "not deterministic")
        #expect(!output.contains(Repository.root.path), "an absolute machine path leaked into \(name)")
        ReporterFixtures.expectMatches(output, fixture: name)
    }

    @Test(arguments: [(ReporterKind.text, "clean.text.txt"), (.junit, "clean.junit.xml"), (.sarif, "clean.sarif")])
    func cleanSampleMatchesItsFixture(kind: ReporterKind, name: String) throws {
        let report = try ReporterFixtures.report(ReporterFixtures.cleanSamples)
        #expect(report.findings.isEmpty)
        ReporterFixtures.expectMatches(Reporters.render(report, as: kind), fixture: name)
    }

    @Test func everyKindRendersAndCleanOutputsAreEmptyWhereDocumented() throws {
        let clean = try ReporterFixtures.report(ReporterFixtures.cleanSamples)
        #expect(Reporters.render(clean, as: .xcode) == "")
        #expect(Reporters.render(clean, as: .githubActions) == "")
        #expect(Reporters.render(clean, as: .json) == "[]\n")
        #expect(Reporters.render(clean, as: .text) == "No findings in 1 file\n")
        #expect(ReporterKind(rawValue: "github-actions") == .githubActions)
        #expect(ReporterKind.allCases.count == 6)
    }

    // MARK: - SARIF

    @Test(arguments: ["broken.sarif", "clean.sarif"])
    func sarifFixtureValidatesAgainstTheOfficialSchema(name: String) throws {
        let document = try String(contentsOf: ReporterFixtures.directory.appendingPathComponent(name), encoding: .utf8)
        let (status, output) = try ReporterFixtures.validateSARIF(document)
        #expect(status == 0, "SARIF schema validation failed (is python3 with jsonschema installed? run Scripts/bootstrap.sh):\n\(output)")
    }

    @Test func sarifMeetsGitHubCodeScanningRequirements() throws {
        let report = try ReporterFixtures.report(ReporterFixtures.brokenSamples, rules: RuleRegistry.all)
        let sarif = Reporters.render(report, as: .sarif)
        let (status, output) = try ReporterFixtures.validateSARIF(sarif)
        #expect(status == 0, "\(output)")
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "flowviz")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.all.map { $0.description.id })
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["help"] as? [String: Any])?["text"] is String)
            #expect(["error", "warning", "note"].contains((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String))
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == report.findings.count)
        for (result, finding) in zip(results, report.findings) {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == finding.ruleID)
            #expect((result["locations"] as? [Any])?.count == 1, "GitHub rejects results without a location")
        }
        var uris = [String]()
        var positions = [Int]()
        Self.walk(log) { key, value in
            if key == "uri", let uri = value as? String { uris.append(uri) }
            if key == "startLine" || key == "startColumn", let number = value as? Int { positions.append(number) }
        }
        #expect(!uris.isEmpty)
        #expect(uris.allSatisfy { !$0.hasPrefix("/") && $0.hasPrefix("Samples/JSON/") }, "\(uris)")
        #expect(!positions.isEmpty && positions.allSatisfy { $0 >= 1 })
    }

    @Test func sarifAnchorsAFindingWithoutLocationAndOmitsUnknownRegions() throws {
        let findings = [
            Finding(ruleID: "empty_start", severity: .warning, message: "no location", location: nil, element: .graph,
                    notes: [.init("unlocated note", at: nil)]),
            Finding(ruleID: "custom_rule", severity: .error, message: "line unknown",
                    location: SourceLocation(file: "/repo/Flows/a b.json", line: 0, column: 0), element: .coordinator("App")),
        ]
        let report = LintReport(findings: findings, inputs: ["/repo/Flows/app.json"], workingDirectory: "/repo/")
        let log = try #require(JSONSerialization.jsonObject(with: Data(SARIFReporter.render(report).utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let first = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((first["artifactLocation"] as? [String: Any])?["uri"] as? String == "Flows/app.json")
        #expect((first["region"] as? [String: Any])?["startLine"] as? Int == 1)
        #expect((results[0]["message"] as? [String: Any])?["text"] as? String == "no location\nnote: unlocated note")
        let second = try #require((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((second["artifactLocation"] as? [String: Any])?["uri"] as? String == "Flows/a%20b.json")
        #expect(second["region"] == nil)
        #expect(results[1]["ruleIndex"] == nil, "a rule that is not in driver.rules has no index")
        let (status, output) = try ReporterFixtures.validateSARIF(SARIFReporter.render(report))
        #expect(status == 0, "\(output)")
    }

    // MARK: - Escaping

    @Test func githubActionsEscapesMessagesAndProperties() {
        let hostile = "100% done\r\nnext: a,b"
        #expect(GitHubActionsReporter.escapeData(hostile) == "100%25 done%0D%0Anext: a,b")
        #expect(GitHubActionsReporter.escapeProperty(hostile) == "100%25 done%0D%0Anext%3A a%2Cb")

        let finding = Finding(
            ruleID: "unhandled_flow_event", severity: .warning, message: hostile,
            location: SourceLocation(file: "/repo/Flows/a,b:c.json", line: 3, column: 7), element: .graph,
            notes: [.init("declared here", at: SourceLocation(file: "/repo/Flows/a,b:c.json", line: 1, column: 1))]
        )
        let output = GitHubActionsReporter.render(LintReport(findings: [finding], workingDirectory: "/repo"))
        #expect(output == "::warning file=Flows/a%2Cb%3Ac.json,line=3,col=7,title=unhandled_flow_event::100%25 done%0D%0Anext: a,b%0Anote: Flows/a,b:c.json:1:1: declared here\n")
        #expect(output.filter { $0 == "\n" }.count == 1, "one command per finding")
    }

    @Test func junitIsWellFormedWithHostileNames() throws {
        let hostile = "<script>&\"'"
        let finding = Finding(
            ruleID: "rule<&>", severity: .error, message: "\(hostile)\u{1}\u{FFFE} line\nbreak",
            location: SourceLocation(file: "Flows/\(hostile).json", line: 2, column: 3),
            element: .screen(coordinator: hostile, screen: "]]>"),
            notes: [.init("note \(hostile)", at: nil)]
        )
        let xml = JUnitReporter.render(LintReport(findings: [finding], inputs: ["Flows/\(hostile).json"]))
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))\n\(xml)")
        #expect(collector.elements == ["testsuites", "testsuite", "testcase", "failure"])
        let testcase = try #require(collector.attributes["testcase"])
        #expect(testcase["classname"] == "Flows/\(hostile).json")
        #expect(testcase["name"] == "rule<&>: screen \(hostile)/]]>")
        let failure = try #require(collector.attributes["failure"])
        #expect(failure["type"] == "error")
        #expect(failure["message"] == "\(hostile) line\nbreak", "illegal characters dropped, line break kept")
        #expect(collector.text.contains("note: note \(hostile)"))
        #expect(collector.attributes["testsuite"]?["failures"] == "1")
    }

    @Test func junitWithoutFindingsHasOnePassingCasePerInput() throws {
        let xml = JUnitReporter.render(LintReport(findings: [], inputs: ["/repo/a.json", "/repo/b.json"], workingDirectory: "/repo"))
        #expect(xml.contains(#"<testcase classname="a.json" name="flowviz lint" time="0"/>"#))
        #expect(xml.contains(#"<testcase classname="b.json" name="flowviz lint" time="0"/>"#))
        #expect(xml.contains(#"tests="2" failures="0""#))
    }

    // MARK: - JSON

    @Test func jsonIsStableWithSortedKeys() throws {
        let report = try ReporterFixtures.report(ReporterFixtures.brokenSamples)
        let output = JSONReporter.render(report)
        #expect(output == JSONReporter.render(report))
        let objects = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(objects.count == report.findings.count)
        for object in objects {
            #expect(Set(object.keys) == ["column", "element", "file", "kind", "line", "message", "notes", "ruleId", "severity"])
            for note in object["notes"] as? [[String: Any]] ?? [] {
                #expect(Set(note.keys) == ["column", "file", "line", "message"])
            }
        }
        #expect(objects.first?["element"] as? String == report.findings.first?.element.reportIdentity)
        // Keys appear sorted in every object of the text: a stack of the keys seen per open object.
        var open = [[String]]()
        for line in output.split(separator: "\n").map({ $0.drop { $0 == " " } }) {
            if line.hasPrefix("\""), let end = line.range(of: "\": ") {
                open[open.count - 1].append(String(line[line.index(after: line.startIndex)..<end.lowerBound]))
            }
            if line.hasSuffix("{") { open.append([]) }
            if line == "}" || line == "}," {
                let keys = open.removeLast()
                #expect(keys == keys.sorted(), "\(keys)")
            }
        }
        #expect(open.isEmpty)
    }

    @Test func jsonOfAFindingWithoutLocationHasNulls() throws {
        let finding = Finding(ruleID: "r", severity: .warning, message: "tab\there \"q\" \u{1}", location: nil, element: .deepLink("cart"))
        let output = JSONReporter.render(LintReport(findings: [finding]))
        #expect(output.contains(#""file": null"#))
        #expect(output.contains(#""message": "tab\there \"q\" \u0001""#))
        #expect(output.contains(#""element": "deeplink cart""#))
        #expect(output.contains(#""notes": []"#))
    }

    // MARK: - Text and Xcode

    @Test func textColoursOnlyWhenAsked() throws {
        let warning = Finding(ruleID: "dead_end_screen", severity: .warning, message: "stuck",
                              location: SourceLocation(file: "/repo/z.json", line: 9, column: 1), element: .screen(coordinator: "A", screen: "S"))
        var report = try ReporterFixtures.report(ReporterFixtures.brokenSamples)
        report.findings.append(warning)
        let plain = Reporters.render(report, as: .text)
        let coloured = Reporters.render(report, as: .text, colorize: true)
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[31merror\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[33mwarning\u{1B}[0m"))
        #expect(ReporterFixtures.strippingANSI(coloured) == plain)
        #expect(plain.hasSuffix("3 findings (2 errors, 1 warning) in 3 files\n"), "the files the findings are in")
        #expect(plain.contains("/repo/z.json\n  9:1  warning  stuck (dead_end_screen)\n"), "outside the working directory: as given")
        // Colour never reaches the other formats.
        for kind in ReporterKind.allCases where kind != .text {
            #expect(Reporters.render(report, as: kind, colorize: true) == Reporters.render(report, as: kind))
        }
    }

    /// One Swift folder read, findings in two of its files: "in 2 files" (issue 36 §3); notes
    /// do not count, and a clean run names the inputs read.
    @Test func theSummaryCountsTheFilesWithFindingsNotTheInputs() {
        func at(_ file: String, _ severity: Severity) -> Finding {
            Finding(ruleID: "r", severity: severity, message: "m", location: SourceLocation(file: file, line: 1, column: 1), element: .graph)
        }
        var report = LintReport(findings: [at("App/A.swift", .error), at("App/B.swift", .warning), at("App/B.swift", .warning), at("App/C.swift", .note)])
        report.inputs = ["App"]
        #expect(Reporters.render(report, as: .text).contains("\n3 findings (1 error, 2 warnings) in 2 files; 1 note"))
        report.findings = []
        #expect(Reporters.render(report, as: .text).hasSuffix("No findings in 1 file\n"))
    }

    @Test func xcodeMatchesFindingDescriptionsWhenPathsAreKeptAsGiven() throws {
        var report = try ReporterFixtures.report(ReporterFixtures.brokenSamples)
        report.workingDirectory = nil
        let lines = XcodeReporter.render(report).split(separator: "\n").map(String.init)
        #expect(lines.filter { !$0.contains(": note: ") } == report.findings.map(\.description))
        let unlocated = Finding(ruleID: "r", severity: .error, message: "m", location: nil, element: .graph, notes: [.init("n", at: nil)])
        #expect(XcodeReporter.render(LintReport(findings: [unlocated])) == "error: m (r)\nnote: n\n")
    }

    @Test func pathsAreMadeRelativeLexically() {
        let report = LintReport(findings: [], workingDirectory: "/work/main/")
        #expect(report.displayPath("/work/main/./Samples//JSON/x.json") == "Samples/JSON/x.json")
        #expect(report.displayPath("/work/main/Tests/../Samples/x.json") == "Samples/x.json")
        #expect(report.displayPath("/work/mainline/x.json") == "/work/mainline/x.json")
        #expect(report.displayPath("./Samples/x.json") == "Samples/x.json")
        #expect(report.displayPath("AppTests/Flows.swift") == "AppTests/Flows.swift")
        #expect(LintReport(findings: []).displayPath("/abs/x.json") == "/abs/x.json")
    }

    // MARK: - Helpers

    /// Calls `visit` with every key and value of nested dictionaries and arrays.
    static func walk(_ value: Any, _ visit: (String, Any) -> Void) {
        if let dictionary = value as? [String: Any] {
            for (key, child) in dictionary {
                visit(key, child)
                walk(child, visit)
            }
        } else if let array = value as? [Any] {
            for child in array { walk(child, visit) }
        }
    }
}

/// Records the elements, attributes and text an `XMLParser` reports.
final class XMLCollector: NSObject, XMLParserDelegate, @unchecked Sendable {
    var elements = [String]()
    var attributes = [String: [String: String]]()
    var text = ""

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(elementName)
        attributes[elementName] = attributeDict
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }
}
