import FlowvizCore
import FlowvizJSON
import FlowvizLint
import FlowvizTestSupport
import Foundation
import Testing

/// Reports built from the bundled samples, and the canned outputs in `Tests/Fixtures/Reporters`.
///
/// The samples are loaded by absolute path and the repository root is the report's working
/// directory, so every path in the outputs is relative (`Samples/JSON/…`) and the fixtures hold
/// nothing of this machine. `FLOWVIZ_RECORD_FIXTURES=1` rewrites the fixtures (and fails).
enum ReporterFixtures {
    static let directory = Repository.fixtures.appendingPathComponent("Reporters")
    static let sarifSchema = Repository.schemas.appendingPathComponent("sarif-schema-2.1.0.json")

    static let brokenSamples = ["broken-unreachable-screen.json", "broken-unretained-buy.json"]
    static let cleanSamples = ["photo-store.json"]

    /// The rules the fixtures run: the two that fire on the broken samples, and a warning-level
    /// one so SARIF's `driver.rules` shows both levels. A fixed list, so adding a rule to the
    /// registry does not change the fixtures (`sarifMeetsGitHubCodeScanningRequirements` runs
    /// them all).
    static let fixtureRules: [any Rule.Type] = [
        UnreachableScreenRule.self, UnreachableCoordinatorRule.self, UnretainedChildCoordinatorRule.self,
    ]

    /// The report of linting `samples` (file names in `Samples/JSON`) with `rules`.
    static func report(_ samples: [String], rules: [any Rule.Type] = fixtureRules) throws -> LintReport {
        let paths = samples.map { Repository.sample($0) }
        var findings = [Finding]()
        for path in paths {
            findings += Linter.lint(try JSONGraphLoader.load(contentsOf: path), rules: rules)
        }
        return LintReport(
            findings: findings.sorted(by: Finding.inReportOrder),
            rules: rules.map { $0.description },
            inputs: paths,
            workingDirectory: Repository.root.path
        )
    }

    /// A definition that does not load (a trigger that is a number), beside the samples.
    static let malformedInput = Repository.fixtures.appendingPathComponent("Inputs/malformed.json").path

    /// The report of a run where `samples` load and `malformedInput` does not.
    static func partialReport(_ samples: [String] = ["broken-unretained-buy.json"]) throws -> LintReport {
        var report = try report(samples)
        var diagnostics = [Diagnostic]()
        do {
            _ = try JSONGraphLoader.load(contentsOf: malformedInput)
        } catch {
            diagnostics = error.diagnostics
        }
        report.inputs.append(malformedInput)
        report.loadFailures = [LoadFailure(input: malformedInput, diagnostics: diagnostics)]
        return report
    }

    /// The report of a Swift scan of the photo store that could not read everything: two
    /// unknown facts, one naming `Buy`, one naming `App` and its child `Buy` (so two of its three
    /// coordinators are not fully read), each reported as one note-level `not_fully_read`
    /// finding, beside a warning.
    static func reportWithNotes() throws -> LintReport {
        let path = Repository.sample("photo-store")
        var graph = try JSONGraphLoader.load(contentsOf: path)
        graph.unknowns = [
            UnknownFact(.start, coordinator: "Buy", reason: "`start()` calls a closure passed in from outside",
                        location: SourceLocation(file: path, line: 69, column: 7)),
            UnknownFact(.retention, coordinator: "App", child: "Buy", reason: "the child is stored through a subscript",
                        location: SourceLocation(file: path, line: 12, column: 9)),
        ]
        let notes = graph.unknowns.map { unknown in
            Finding(ruleID: "not_fully_read", severity: .note, message: "not fully read: \(unknown.reason)",
                    location: unknown.location, element: .coordinator(unknown.coordinator))
        }
        let warning = Finding(ruleID: "unreachable_screen", severity: .warning, message: "screen SignIn of App is never shown",
                              location: SourceLocation(file: path, line: 53, column: 11), element: .screen(coordinator: "App", screen: "SignIn"))
        return LintReport(
            findings: (notes + [warning]).sorted(by: Finding.inReportOrder),
            rules: fixtureRules.map { $0.description }, inputs: [path],
            sourceReading: SourceReading(graph), workingDirectory: Repository.root.path
        )
    }

    /// Expects `output` to equal the fixture `name` byte for byte; when recording, rewrites it.
    static func expectMatches(
        _ output: String, fixture name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let check = Fixture.check(output, against: directory.appendingPathComponent(name))
        #expect(check.matches, "\(check.message)", sourceLocation: sourceLocation)
    }

    /// Validates `document` against the SARIF schema (Draft 7); returns (exit status, output).
    static func validateSARIF(_ document: String) throws -> (status: Int32, output: String) {
        try JSONSchemaValidator.validate(document, against: sarifSchema, draft: .draft7)
    }

    /// The schema of the `json` reporter's output.
    static let reportSchema = Repository.schemas.appendingPathComponent("flowviz-report-v1.schema.json")

    /// `text` without ANSI escape sequences.
    static func strippingANSI(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
