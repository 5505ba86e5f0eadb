import FlowvizConfig
import FlowvizCore
import Testing

/// The diagnostics of a configuration that must fail, as `file:line:col: error: message` lines.
private func errors(_ yaml: String) -> [String] {
    do {
        _ = try LintConfiguration.parse(yaml, file: "c.yml")
        Issue.record("expected a ConfigurationError")
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

@Suite struct ConfigurationParseTests {
    @Test func parsesEveryKey() throws {
        let yaml = """
            # flowviz configuration
            disabled_rules:
              - dead_end_screen
            only_rules: [unreachable_screen, missing_did_finish, empty_start]
            severity:
              unreachable_screen: warning
              empty_start: error
            ignore:
              unreachable_screen: ["Legacy*", MovieDetails.Credits]
              missing_did_finish: [Onboarding]
            included: ["Flows/**/*.json", Extra/one.json]
            excluded: [Flows/Legacy]
            baseline: .flowviz-baseline.json
            """
        let configuration = try LintConfiguration.parse(yaml, file: "c.yml")
        #expect(configuration == LintConfiguration(
            disabledRules: ["dead_end_screen"],
            onlyRules: ["unreachable_screen", "missing_did_finish", "empty_start"],
            severities: ["unreachable_screen": .warning, "empty_start": .error],
            ignore: ["unreachable_screen": ["Legacy*", "MovieDetails.Credits"], "missing_did_finish": ["Onboarding"]],
            included: ["Flows/**/*.json", "Extra/one.json"],
            excluded: ["Flows/Legacy"],
            baseline: ".flowviz-baseline.json"
        ))
        #expect(configuration.directory == nil)
    }

    @Test(arguments: ["", "\n\n", "# only a comment\n", "---\n", "~\n"])
    func emptyDocumentIsTheDefault(yaml: String) throws {
        #expect(try LintConfiguration.parse(yaml, file: "c.yml") == LintConfiguration())
    }

    @Test func keyWithoutValueIsLeftOut() throws {
        let configuration = try LintConfiguration.parse("only_rules:\nexcluded:\nbaseline:\n", file: "c.yml")
        #expect(configuration == LintConfiguration())
        #expect(try LintConfiguration.parse("only_rules: []", file: "c.yml").onlyRules == [])
    }

    @Test func malformedYAMLIsLocated() {
        #expect(errors("disabled_rules: [dead_end_screen\nbaseline: x\n") == [
            "c.yml:2:9: error: malformed YAML: did not find expected ',' or ']'",
        ])
        #expect(errors("severity:\n  empty_start: warning\n   bad: indentation\n") == [
            "c.yml:3:7: error: malformed YAML: mapping values are not allowed in this context",
        ])
        #expect(errors("ignore:\n  unreachable_screen: [*.Credits]\n") == [
            "c.yml:2:25: error: malformed YAML: did not find expected alphabetic or numeric character (quote a pattern that starts with '*')",
        ])
    }

    @Test func duplicateKeyIsLocated() {
        #expect(errors("baseline: a.json\nexcluded: []\nbaseline: b.json\n") == [
            "c.yml:1:1: error: malformed YAML: duplicate key 'baseline'",
        ])
    }

    @Test func unknownTopLevelKeySuggestsTheClosest() {
        #expect(errors("disabled_rule:\n  - dead_end_screen\nincluded: []\nexclude: [a]\ncolors: true\n") == [
            "c.yml:1:1: error: unknown key 'disabled_rule' (did you mean 'disabled_rules'?)",
            "c.yml:4:1: error: unknown key 'exclude' (did you mean 'excluded'?)",
            "c.yml:5:1: error: unknown key 'colors'",
        ])
    }

    @Test func unknownRuleIDsAreReportedWhereverRuleIDsAppear() {
        let yaml = """
            disabled_rules:
              - unreachable_screens
            only_rules: [empty_starts]
            severity:
              missing_did_finsh: warning
            ignore:
              unretained_child_cordinator: [Buy]
            """
        #expect(errors(yaml) == [
            "c.yml:2:5: error: unknown rule 'unreachable_screens' (did you mean 'unreachable_screen'?)",
            "c.yml:3:14: error: unknown rule 'empty_starts' (did you mean 'empty_start'?)",
            "c.yml:5:3: error: unknown rule 'missing_did_finsh' (did you mean 'missing_did_finish'?)",
            "c.yml:7:3: error: unknown rule 'unretained_child_cordinator' (did you mean 'unretained_child_coordinator'?)",
        ])
    }

    @Test func wrongTypesAreReportedAtTheValue() {
        let yaml = """
            disabled_rules: dead_end_screen
            only_rules: {empty_start: true}
            severity: [empty_start]
            ignore:
              empty_start: Buy
              dead_end_screen: [[Buy]]
            included: "Flows"
            excluded: [1, {a: b}]
            baseline: [a.json]
            """
        #expect(errors(yaml) == [
            "c.yml:1:17: error: 'disabled_rules' must be a list of rule ids, not a string",
            "c.yml:2:13: error: 'only_rules' must be a list of rule ids, not a mapping",
            "c.yml:3:11: error: 'severity' must be a mapping of rule ids to 'warning' or 'error', not a list",
            "c.yml:5:16: error: 'ignore: empty_start' must be a list of names or globs, not a string",
            "c.yml:6:21: error: an entry of 'ignore: dead_end_screen' must be a string, not a list",
            "c.yml:7:11: error: 'included' must be a list of paths or globs, not a string",
            "c.yml:8:15: error: an entry of 'excluded' must be a string, not a mapping",
            "c.yml:9:11: error: 'baseline' must be a path, not a list",
        ])
        #expect(errors("- disabled_rules\n") == [
            "c.yml:1:1: error: the configuration must be a mapping of keys to values, not a list",
        ])
        #expect(errors("severity:\n  empty_start:\n") == [
            "c.yml:2:15: error: the severity of 'empty_start' must be 'warning' or 'error', not null",
        ])
    }

    @Test func badSeverityValue() {
        #expect(errors("severity:\n  empty_start: warn\n  dead_end_screen: fatal\n") == [
            "c.yml:2:16: error: invalid severity 'warn' for 'empty_start': expected 'warning' or 'error' (did you mean 'warning'?)",
            "c.yml:3:20: error: invalid severity 'fatal' for 'dead_end_screen': expected 'warning' or 'error'",
        ])
    }

    @Test func ruleBothDisabledAndOnlyIsAnErrorWithANote() throws {
        let yaml = "disabled_rules: [empty_start, dead_end_screen]\nonly_rules:\n  - dead_end_screen\n"
        let error = #expect(throws: ConfigurationError.self) { try LintConfiguration.parse(yaml, file: "c.yml") }
        let diagnostic = try #require(error?.diagnostics.first)
        #expect(error?.diagnostics.count == 1)
        #expect(diagnostic.description == "c.yml:3:5: error: rule 'dead_end_screen' is in both 'only_rules' and 'disabled_rules'")
        #expect(diagnostic.notes == [Diagnostic.Note("disabled here", at: SourceLocation(file: "c.yml", line: 1, column: 31))])
    }

    @Test func everyProblemIsReportedInSourceOrder() {
        let yaml = "baseline: [x]\ndisabled_rule: []\nseverity:\n  empty_start: fatal\n"
        #expect(errors(yaml) == [
            "c.yml:1:11: error: 'baseline' must be a path, not a list",
            "c.yml:2:1: error: unknown key 'disabled_rule' (did you mean 'disabled_rules'?)",
            "c.yml:4:16: error: invalid severity 'fatal' for 'empty_start': expected 'warning' or 'error'",
        ])
    }

    @Test func loadReadsTheFileAndRecordsItsDirectory() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let path = try temporary.file("project/.flowviz.yml", contents: "baseline: baselines/flowviz.json\n")
        let configuration = try LintConfiguration.load(path: path)
        #expect(configuration.directory == temporary.path + "/project")
        #expect(configuration.baselinePath == temporary.path + "/project/baselines/flowviz.json")

        let broken = try temporary.file("broken/.flowviz.yml", contents: "\n\nonly_rule: []\n")
        let error = #expect(throws: ConfigurationError.self) { try LintConfiguration.load(path: broken) }
        #expect(error?.description == "\(broken):3:1: error: unknown key 'only_rule' (did you mean 'only_rules'?)")

        let missing = temporary.path + "/nowhere/.flowviz.yml"
        let unreadable = #expect(throws: ConfigurationError.self) { try LintConfiguration.load(path: missing) }
        #expect(unreadable?.description == "error: cannot read '\(missing)': No such file or directory")
    }
}
