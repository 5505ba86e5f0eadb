import FlowvizCore
import FlowvizJSON
import FlowvizLint
import FlowvizTestSupport
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A file that fails to load never looks like a clean report, and note-level findings (what a
/// scan could not read) are shown at their level by every reporter.
@Suite struct LoadFailureAndNoteTests {
    static let extensions: [(ReporterKind, String)] = [
        (.text, "text.txt"), (.xcode, "xcode.txt"), (.json, "json"), (.sarif, "sarif"),
        (.githubActions, "github-actions.txt"), (.junit, "junit.xml"),
    ]

    // MARK: - Load failures

    @Test(arguments: extensions.map(\.0))
    func aRunWhereOneInputFailsMatchesItsFixture(kind: ReporterKind) throws {
        let report = try ReporterFixtures.partialReport()
        let name = "partial." + (try #require(Self.extensions.first { $0.0 == kind }?.1))
        ReporterFixtures.expectMatches(Reporters.render(report, as: kind), fixture: name)
    }

    @Test func everyReporterShowsTheLoadFailureAtItsLocationBesideTheFindings() throws {
        let report = try ReporterFixtures.partialReport()
        let failure = try #require(report.loadFailures.first?.diagnostics.first?.location)
        #expect(failure.line > 1 && failure.column > 1)
        let place = "Tests/Fixtures/Inputs/malformed.json"
        let finding = "unretained_child_coordinator"

        let text = Reporters.render(report, as: .text)
        #expect(text.contains("\(place)\n  \(failure.line):\(failure.column)  error"))
        #expect(text.hasSuffix("; 1 file failed to load\n"))
        #expect(text.contains(finding))

        let xcode = Reporters.render(report, as: .xcode)
        #expect(xcode.contains("\(place):\(failure.line):\(failure.column): error: "))
        #expect(xcode.contains(finding))

        let github = Reporters.render(report, as: .githubActions)
        #expect(github.contains("::error file=\(place),line=\(failure.line),col=\(failure.column),title=flowviz%3A cannot load::"))
        #expect(github.contains("title=\(finding)"))

        let junit = try XMLDocument(xmlString: Reporters.render(report, as: .junit))
        let errors = try junit.nodes(forXPath: "//testcase/error")
        #expect(errors.count == 1)
        #expect((errors.first as? XMLElement)?.attribute(forName: "type")?.stringValue == "load_error")
        #expect(try junit.nodes(forXPath: "//testcase/failure").count >= 1)
        #expect((try junit.nodes(forXPath: "/testsuites/@errors").first)?.stringValue == "1")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(Reporters.render(report, as: .json).utf8)) as? [[String: Any]])
        let loadError = try #require(json.first { $0["kind"] as? String == "load_error" })
        #expect(loadError["file"] as? String == place)
        #expect(loadError["line"] as? Int == failure.line)
        #expect(loadError["ruleId"] is NSNull)
        #expect(json.contains { $0["ruleId"] as? String == finding })

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(Reporters.render(report, as: .sarif).utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == report.loadFailures[0].diagnostics.count)
        #expect(notifications.first?["level"] as? String == "error")
        #expect((run["results"] as? [Any])?.isEmpty == false)
    }

    @Test func aCleanRunIsASuccessfulInvocation() throws {
        let clean = try ReporterFixtures.report(ReporterFixtures.cleanSamples)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(Reporters.render(clean, as: .sarif).utf8)) as? [String: Any])
        let invocation = try #require(((sarif["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        #expect(invocation["toolExecutionNotifications"] == nil)
    }

    @Test func aRunWhereEveryInputFailsSaysSo() throws {
        var report = try ReporterFixtures.partialReport([])
        report.inputs = [ReporterFixtures.malformedInput]
        #expect(Reporters.render(report, as: .text).hasSuffix("\n1 file failed to load\n"))
        #expect(!Reporters.render(report, as: .junit).contains("name=\"flowviz lint\""), "no passing case for a failed input")
    }

    @Test(arguments: ["partial.sarif", "notes.sarif"])
    func sarifWithFailuresAndNotesValidatesAgainstTheOfficialSchema(name: String) throws {
        let document = try String(contentsOf: ReporterFixtures.directory.appendingPathComponent(name), encoding: .utf8)
        let (status, output) = try ReporterFixtures.validateSARIF(document)
        #expect(status == 0, "SARIF schema validation failed:\n\(output)")
    }

    @Test(arguments: ["partial.json", "notes.json", "broken.json"])
    func jsonReportValidatesAgainstItsSchema(name: String) throws {
        let document = try String(contentsOf: ReporterFixtures.directory.appendingPathComponent(name), encoding: .utf8)
        let (status, output) = try JSONSchemaValidator.validate(document, against: ReporterFixtures.reportSchema, draft: .draft7)
        #expect(status == 0, "report schema validation failed (python3 with jsonschema: Scripts/bootstrap.sh):\n\(output)")
    }

    @Test func theReportSchemaRejectsAnEntryItDoesNotDescribe() throws {
        let bad = #"[{"kind": "finding", "ruleId": null, "severity": "fatal"}]"#
        let (status, output) = try JSONSchemaValidator.validate(bad, against: ReporterFixtures.reportSchema, draft: .draft7)
        #expect(status == 1, "\(output)")
    }

    // MARK: - Notes

    @Test(arguments: extensions.map(\.0))
    func notesMatchTheirFixture(kind: ReporterKind) throws {
        let name = "notes." + (try #require(Self.extensions.first { $0.0 == kind }?.1))
        ReporterFixtures.expectMatches(Reporters.render(try ReporterFixtures.reportWithNotes(), as: kind), fixture: name)
    }

    @Test func everyReporterShowsNotesAtTheirLevel() throws {
        let report = try ReporterFixtures.reportWithNotes()
        #expect(report.sourceReading == SourceReading(coordinators: 3, notFullyRead: 2, screens: 7))

        let text = Reporters.render(report, as: .text)
        #expect(!text.contains("not_fully_read"), "notes are counted, listed only with --verbose")
        // 1 of 3 coordinators read in full: the report says first that it covers only that.
        #expect(text.hasPrefix("Only 1 of 3 coordinators were read in full: the findings below cover only that part"))
        #expect(text.hasSuffix("1 finding (0 errors, 1 warning) in 1 file; 2 notes (--verbose lists them)\nSwift sources: 3 coordinators (2 not fully read), 7 screens: 80 % read (--verbose lists why)\n"))
        let verbose = Reporters.render(report, as: .text, verbose: true)
        #expect(verbose.contains("  note     not fully read: `start()` calls a closure passed in from outside (not_fully_read)"))
        #expect(verbose.hasSuffix("; 2 notes\nSwift sources: 3 coordinators (2 not fully read), 7 screens: 80 % read\n"))

        #expect(Reporters.render(report, as: .xcode).contains("photo-store.json:69:7: note: not fully read: `start()` calls a closure passed in from outside (not_fully_read)\n"))
        let github = Reporters.render(report, as: .githubActions)
        #expect(github.components(separatedBy: "::notice ").count == 3)
        #expect(github.contains("::warning "))

        let junit = try XMLDocument(xmlString: Reporters.render(report, as: .junit))
        #expect(try junit.nodes(forXPath: "//testcase/failure").count == 1, "a note is never a failure")
        #expect(try junit.nodes(forXPath: "//testcase/system-out").count == 2)
        #expect((try junit.nodes(forXPath: "/testsuites/@failures").first)?.stringValue == "1")

        let sarif = Reporters.render(report, as: .sarif)
        #expect(sarif.components(separatedBy: #""level": "note""#).count == 3)

        let json = try #require(try JSONSerialization.jsonObject(with: Data(Reporters.render(report, as: .json).utf8)) as? [[String: Any]])
        #expect(json.filter { $0["severity"] as? String == "note" }.count == 2)
    }

    @Test func aCoordinatorIsNotFullyReadWhenAnUnknownNamesIt() {
        let graph = AppGraph(
            coordinators: ["App", "Buy", "Help"].map { Coordinator(name: $0) },
            unknowns: [
                UnknownFact(.retention, coordinator: "App", child: "Buy", reason: "r"),
                UnknownFact(.finish, coordinator: "Buy", reason: "f"),
            ]
        )
        #expect(SourceReading(graph) == SourceReading(coordinators: 3, notFullyRead: 2))
    }

    /// The reading counts what the notes are about: a screen a note names, the coordinator a
    /// note is on (not the child it names), and no coordinator the read flow already starts
    /// whose other maker is code the scan does not follow (no note is given for it).
    @Test func theReadingCountsWhatTheNotesAreAbout() throws {
        var graph = try JSONGraphLoader.load(string: """
            {"version": 1, "coordinators": [
              {"name": "App", "root": true, "start": [{"screen": "Home"}],
               "screens": [{"name": "Home", "transitions": [{"on": "buy", "action": "start", "coordinator": "Buy"}]}]},
              {"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}],
               "screens": [{"name": "Pay", "transitions": [{"on": "paid", "action": "finish"}]}, {"name": "Done"}]},
              {"name": "Help", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Topics"}], "screens": [{"name": "Topics"}]}]}
            """)
        graph.unknowns = [
            UnknownFact(.entry, coordinator: "Buy", reason: "BuyCoordinator is made by a preview, which the scanner does not follow"),
            UnknownFact(.entry, coordinator: "Help", reason: "HelpCoordinator is made by a view model, which the scanner does not follow"),
            UnknownFact(.retention, coordinator: "App", child: "Buy", reason: "the child is stored through a subscript"),
            UnknownFact(.triggers, coordinator: "Buy", screen: "Done", reason: "a closure from outside"),
        ]
        let analysis = FlowAnalysis(graph)
        let notes = NotFullyReadRule().check(analysis)
        #expect(notes.count == 3)
        #expect(!notes.contains { $0.message.contains("preview") }, "Buy is started by App: its other maker is no gap")
        #expect(notes.contains { $0.message.contains("view model") }, "nothing read starts Help: where it starts is unknown")
        let reading = SourceReading(analysis)
        #expect(reading == SourceReading(coordinators: 3, notFullyRead: 3, screens: 4, screensNotFullyRead: 1))
        #expect(reading.summary == "3 coordinators (3 not fully read), 4 screens (1 not fully read): 42 % read")
        graph.unknowns.removeAll { $0.coordinator != "App" }
        #expect(SourceReading(graph).summary == "3 coordinators (1 not fully read), 4 screens: 85 % read")
        graph.unknowns = []
        #expect(SourceReading(graph).summary == "3 coordinators, 4 screens: all read")
        #expect(SourceReading(coordinators: 0, notFullyRead: 0).summary == "no coordinator navigation found")
        #expect(!SourceReading(coordinators: 4, notFullyRead: 2).readsLittle, "half read is not little")
        #expect(SourceReading(coordinators: 5, notFullyRead: 3).readsLittle)
        #expect(!SourceReading(coordinators: 0, notFullyRead: 0).readsLittle, "nothing found is said otherwise")
    }

    // MARK: - Fingerprints

    @Test func sarifFingerprintsAreTheBaselineIdentityAndIgnorePositions() throws {
        let graph = try JSONGraphLoader.load(string: """
            {"version": 1, "coordinators": [{"name": "App", "root": true, "start": [{"screen": "A"}],
              "screens": [{"name": "A", "transitions": [{"on": "x", "action": "push", "screen": "B"}, {"on": "y", "action": "push", "screen": "B"}]}, {"name": "B"}]}]}
            """)
        let first = Finding(ruleID: "r", severity: .error, message: "m", location: nil,
                            element: .transition(coordinator: "App", screen: "A", trigger: "y", index: 1))
        #expect(first.fingerprint(in: graph) == "r:transition:App/A/y")
        let report = LintReport(findings: [first], fingerprints: [first: first.fingerprint(in: graph)])
        #expect(Reporters.render(report, as: .sarif).contains(#""flowvizElement/v2": "r:transition:App/A/y""#))
    }
}
