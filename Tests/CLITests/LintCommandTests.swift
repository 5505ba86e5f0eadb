import FlowvizTestSupport
import Foundation
import Testing

/// `flowviz lint` as CI runs it: reporters, exit codes, configuration and baselines.
@Suite struct LintCommandTests {
    /// A scratch directory holding `files` (name → contents).
    func directory(_ files: [String: String]) throws -> URL {
        try ScratchDirectory.holding(files, prefix: "flowviz-lint")
    }

    /// A definition whose only finding is a warning (a coordinator nothing starts).
    static let warningsOnly = """
        {"version": 1, "coordinators": [
          {"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home"}]},
          {"name": "Orphan", "attachment": "vertical", "presentation": {"style": "fullScreen"},
           "start": [{"screen": "O"}], "screens": [{"name": "O", "transitions": [{"on": "done", "action": "finish"}]}]}
        ]}
        """

    @Test func textReporterIsTheDefaultWithASummaryAndProgressOnStderr() throws {
        let result = try CLIRunner.run("lint", Repository.sample("broken-no-finish"), Repository.sample("movies"))
        #expect(result.status == 2)
        #expect(result.stdout.hasSuffix("\n1 finding (1 error, 0 warnings) in 1 of 2 files\n"), "\(result.stdout)")
        #expect(result.stdout.contains("  30:5  error  LoginCoordinator never reports didFinish"))
        #expect(result.stderr.contains("Linting \(Repository.sample("movies"))"))
        let quiet = try CLIRunner.run("lint", "--quiet", Repository.sample("movies"))
        #expect(quiet.stderr.isEmpty)
        #expect(quiet.status == 0)
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let dir = try directory(["app.json": Self.warningsOnly])
        let path = dir.appendingPathComponent("app.json").path
        #expect(try CLIRunner.run("lint", "-q", path).status == 0)
        #expect(try CLIRunner.run("lint", "-q", "--strict", path).status == 2)
    }

    @Test func reportGoesToTheOutputFileAtomically() throws {
        let dir = try directory([:])
        let report = dir.appendingPathComponent("report.sarif")
        let result = try CLIRunner.run("lint", "-q", "--reporter", "sarif", "-o", report.path, Repository.sample("broken-unretained-buy"))
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["report.sarif"])
    }

    @Test func everyReporterRuns() throws {
        for reporter in ["text", "xcode", "json", "sarif", "github-actions", "junit"] {
            let result = try CLIRunner.run("lint", "-q", "--reporter", reporter, Repository.sample("broken-unreachable-screen"))
            #expect(result.status == 2, "\(reporter)")
            #expect(result.stdout.contains("unreachable_screen"), "\(reporter)")
        }
        #expect(try CLIRunner.run("lint", "--reporter", "html", Repository.sample("movies")).status == 64)
    }

    @Test func configurationFoundByWalkingUpDisablesRulesAndOverridesSeverity() throws {
        let dir = try directory([
            ".flowviz.yml": "disabled_rules:\n  - unreachable_coordinator\n",
            "flows/app.json": Self.warningsOnly,
        ])
        let path = dir.appendingPathComponent("flows/app.json").path
        let result = try CLIRunner.run("lint", "--strict", "--reporter", "xcode", path)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stderr.contains("Using configuration \(dir.appendingPathComponent(".flowviz.yml").path)"))

        let strictConfig = try directory([
            "strict.yml": "severity:\n  unreachable_coordinator: error\n",
            "app.json": Self.warningsOnly,
        ])
        let escalated = try CLIRunner.run("lint", "-q", "--reporter", "xcode", "--config", strictConfig.appendingPathComponent("strict.yml").path,
                                          strictConfig.appendingPathComponent("app.json").path)
        #expect(escalated.status == 2)
        #expect(escalated.stdout.contains(": error: Orphan is never started"))
    }

    @Test func configurationErrorsAreLocatedWithASuggestionAndExitOne() throws {
        let dir = try directory([".flowviz.yml": "disabled_rule:\n  - empty_start\n", "app.json": Self.warningsOnly])
        let result = try CLIRunner.run("lint", "-q", dir.appendingPathComponent("app.json").path)
        #expect(result.status == 1)
        #expect(result.stderr.contains(".flowviz.yml:1:1: error: "))
        #expect(result.stderr.contains("did you mean 'disabled_rules'?"))
    }

    @Test func baselineReportsOnlyNewFindingsAndCompareShowsTheDifference() throws {
        let dir = try directory([:])
        let old = dir.appendingPathComponent("old.json").path
        let new = dir.appendingPathComponent("new.json").path
        let written = try CLIRunner.run("lint", "-q", "--write-baseline", old, Repository.sample("broken-no-finish"))
        #expect(written.status == 0)
        let known = try CLIRunner.run("lint", "-q", "--reporter", "xcode", "--baseline", old, Repository.sample("broken-no-finish"))
        #expect(known.status == 0)
        #expect(known.stdout.isEmpty)
        let fresh = try CLIRunner.run("lint", "-q", "--reporter", "xcode", "--baseline", old,
                                      Repository.sample("broken-no-finish"), Repository.sample("broken-unretained-buy"))
        #expect(fresh.status == 2)
        #expect(fresh.stdout.contains("(unretained_child_coordinator)"))
        #expect(!fresh.stdout.contains("(missing_did_finish)"))

        _ = try CLIRunner.run("lint", "-q", "--write-baseline", new, Repository.sample("broken-unretained-buy"))
        let compare = try CLIRunner.run("baseline", "compare", old, new)
        #expect(compare.status == 1, "NEW has entries")
        #expect(try CLIRunner.run("baseline", "compare", new, old).status == 1)
        #expect(try CLIRunner.run("baseline", "compare", old, old).status == 0)
        #expect(compare.stdout == """
            Fixed (1):
              missing_did_finish coordinator:Login
            New (1):
              unretained_child_coordinator transition:App/Photo/didBuyPhoto

            """)
    }

    @Test func rulesExplainAndCompletion() throws {
        let rules = try CLIRunner.run("rules")
        #expect(rules.status == 0)
        #expect(rules.stdout.split(separator: "\n").count == 15)
        #expect(rules.stdout.contains("leaked_child_coordinator       error    A child the parent retains"))
        let explain = try CLIRunner.run("explain", "unretained_child_coordinator")
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("seed 004's broken purchase flow"))
        #expect(explain.stdout.contains("Triggers on (example 1):"))
        #expect(explain.stdout.contains("↓ marks where each finding is reported"))
        // The Swift examples too, indented, the marker shown.
        #expect(explain.stdout.contains("Triggers on Swift sources (example 1):\n    protocol Coordinator"))
        #expect(explain.stdout.contains("\n            home.↓onBuy = { [weak self] in self?.startBuy() }"))
        #expect(explain.stdout.contains("Does not trigger on Swift sources (example 1):"))
        let unknown = try CLIRunner.run("explain", "leaked_child")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("did you mean 'leaked_child_coordinator'?"))
        let completion = try CLIRunner.run("--generate-completion-script", "bash")
        #expect(completion.status == 0)
        #expect(completion.stdout.contains("_flowviz"))
    }
}
