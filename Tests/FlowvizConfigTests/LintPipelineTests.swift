import FlowvizConfig
import FlowvizCore
import FlowvizJSON
import FlowvizLint
import FlowvizTestSupport
import Foundation
import Testing

/// The one lint pipeline: load, validate, lint, suppress, configure, baseline, order, exit status.
@Suite struct LintPipelineTests {
    @Test func aFailedInputIsRecordedBesideTheFindingsOfThoseThatLoaded() {
        let inputs = [Repository.sample("broken-no-finish"), "/nonexistent/flows.json", Repository.sample("movies")]
        let run = LintPipeline().run(inputs)
        #expect(run.graphs.map(\.input) == [inputs[0], inputs[2]])
        #expect(run.loadFailures.map(\.input) == ["/nonexistent/flows.json"])
        #expect(run.loadFailures.first?.diagnostics.first?.message == "cannot read '/nonexistent/flows.json': No such file or directory")
        #expect(run.findings.map(\.ruleID) == ["missing_did_finish"])
        #expect(run.exitStatus(strict: false) == 1, "a failed load fails the run whatever the findings")
        #expect(run.exitStatus(strict: false, recordingBaseline: true) == 1)
        let report = run.report(rules: [])
        #expect(report.loadFailures == run.loadFailures)
        #expect(report.inputs == inputs)
    }

    @Test func configurationDisablesIgnoresAndOverridesSeverityBeforeTheBaseline() throws {
        let path = Repository.sample("broken-no-finish")
        #expect(LintPipeline().run([path]).exitStatus(strict: false) == 2)
        let disabled = LintPipeline(configuration: LintConfiguration(disabledRules: ["missing_did_finish"])).run([path])
        #expect(disabled.findings.isEmpty)
        #expect(disabled.exitStatus(strict: true) == 0)
        let lowered = LintPipeline(configuration: LintConfiguration(severities: ["missing_did_finish": .warning])).run([path])
        #expect(lowered.findings.map(\.severity) == [.warning])
        #expect(lowered.exitStatus(strict: false) == 0)
        #expect(lowered.exitStatus(strict: true) == 2)
        let ignored = LintPipeline(configuration: LintConfiguration(ignore: ["missing_did_finish": ["Login*"]])).run([path])
        #expect(ignored.findings.isEmpty)
    }

    @Test func aBaselineCoversFindingsOnceAcrossInputsAndTheyAreCounted() throws {
        let path = Repository.sample("broken-no-finish")
        let first = LintPipeline().run([path])
        let baseline = Baseline(entries: first.baselineEntries)
        let run = LintPipeline(baseline: baseline).run([path, path])
        #expect(run.baselined.count == 1)
        #expect(run.findings.count == 1, "one entry covers one finding: the second input's is new")
        #expect(run.report(rules: []).baselinedCount == 1)
        #expect(run.baselineEntries.count == 2, "a new baseline records every finding")
    }

    @Test func notesNeverFailARunNotEvenWithStrict() throws {
        var graph = try JSONGraphLoader.load(contentsOf: Repository.sample("movies"))
        graph.unknowns = [UnknownFact(.start, coordinator: graph.coordinators[0].name, reason: "a closure from outside")]
        let scanned = graph
        let loader = LintPipeline.Loader(readsSwiftSources: { _ in true }) { _ throws(LocatedError) in scanned }
        var run = LintPipeline().run(["Sources"], loader: loader)
        #expect(run.sourceReading == SourceReading(coordinators: graph.coordinators.count, notFullyRead: 1, screens: 4))
        // The analysis branch turns each unknown into a note; here one is added by hand.
        run.findings.append(Finding(ruleID: "not_fully_read", severity: .note, message: "not fully read", location: nil,
                                    element: .coordinator(graph.coordinators[0].name)))
        #expect(run.exitStatus(strict: true) == 0)
        #expect(run.exitStatus(strict: false) == 0)
    }

    /// A loader that analysed its graph already (a scan whose summary line needed it) hands that
    /// analysis on: the run lints and keeps it instead of analysing again.
    @Test func anAnalysingLoadersAnalysisIsTheOneTheRunKeeps() throws {
        let analysis = FlowAnalysis(try JSONGraphLoader.load(contentsOf: Repository.sample("broken-no-finish")))
        let loader = LintPipeline.Loader(analyzing: { _ throws(LocatedError) in analysis })
        let run = LintPipeline().run(["app"], loader: loader)
        #expect(try #require(run.graphs.first).analysis === analysis)
        #expect(!run.findings.isEmpty)
        #expect(run.findings == LintPipeline().run([Repository.sample("broken-no-finish")]).findings)
        #expect(try loader.load("app") == analysis.graph)
    }

    @Test func findingsAreInReportOrderAndFingerprintedWithTheirGraph() throws {
        let inputs = [Repository.sample("broken-unretained-buy"), Repository.sample("broken-no-finish")]
        let run = LintPipeline().run(inputs)
        #expect(run.findings == run.findings.sorted(by: Finding.inReportOrder))
        for (finding, graph) in run.findings.map({ finding in (finding, run.graphs.first { $0.input == finding.location?.file }?.graph) }) {
            #expect(run.fingerprints[finding] == finding.fingerprint(in: graph))
        }
        #expect(run.fingerprints.values.contains("unretained_child_coordinator:transition:App/Photo/didBuyPhoto"))
    }

    @Test func standardFindsTheConfigurationAndItsBaselineAsLintDoes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let sample = try String(contentsOfFile: Repository.sample("broken-no-finish"), encoding: .utf8)
        let input = try directory.file("flows/app.json", contents: sample)
        try Baseline(entries: LintPipeline().run([input]).baselineEntries).write(to: directory.path + "/accepted.json")
        _ = try directory.file(".flowviz.yml", contents: "baseline: accepted.json\nseverity:\n  unreachable_screen: error\n")
        let pipeline = try LintPipeline.standard(searchStart: input)
        #expect(pipeline.configurationPath == directory.path + "/.flowviz.yml")
        #expect(pipeline.configuration.severities == ["unreachable_screen": .error])
        #expect(pipeline.baseline?.entries.count == 1)
        #expect(pipeline.run([input]).findings.isEmpty)
        #expect(try LintPipeline.standard(searchStart: input, usesBaseline: false).baseline == nil)
        _ = try directory.file(".flowviz.yml", contents: "baseline: missing.json\n")
        #expect(throws: LocatedError.self) { try LintPipeline.standard(searchStart: input) }
    }
}
