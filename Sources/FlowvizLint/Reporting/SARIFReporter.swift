import FlowvizCore
import FlowvizJSON

/// SARIF 2.1.0, as GitHub code scanning (`github/codeql-action/upload-sarif`) accepts it.
///
/// One run whose `tool.driver` (`name` "flowviz", `informationUri`, `version`) lists every rule
/// that ran (`id`, `name`, `shortDescription` = summary, `fullDescription` = rationale, `help`,
/// `defaultConfiguration.level`), and one result per finding:
///
/// - `ruleId`, `ruleIndex` (its position in `driver.rules`; omitted for a rule not listed),
///   `level` (`error`, `warning`, or `note` for what a scan could not read), `message.text`.
/// - `locations[0].physicalLocation`: `artifactLocation.uri` relative to the working directory
///   (never a leading slash) with `uriBaseId` `%SRCROOT%`, or a `file://` URI for a file outside
///   it; `region.startLine`/`startColumn` (1-based, Unicode scalars: `columnKind` is
///   `unicodeCodePoints`), omitted when unknown.
/// - GitHub rejects the whole upload when a result has no location, so a finding without one is
///   anchored at its first located note, else at line 1 of the first input; only when neither
///   exists does it get no `locations`.
/// - `relatedLocations`: the located notes (`id` from 1, `message.text`); notes without a location
///   are appended to the message text instead.
/// - `partialFingerprints."flowvizElement/v2"`: the finding's fingerprint, `rule_id:` and the
///   element's stable, name-based identity (``Finding/fingerprint(in:)``, the baseline's too), so
///   moving lines or inserting a transition keeps it; `properties.element`: the element as
///   reports name it (see `ElementReference.reportIdentity`).
/// - `invocations[0]`: `executionSuccessful` (false when an input failed to load) and, for each
///   load problem, a `toolExecutionNotifications` entry (`level` `error`, `message.text`, and
///   the problem's location, or its input's, in `locations`). Code scanning then shows the
///   failure instead of reading the missing results as fixed.
///
/// Keys are sorted and the output is byte-identical for the same report.
public enum SARIFReporter {
    /// The version written in `tool.driver.version` unless the caller gives one.
    public static let defaultToolVersion = "0.1.0"
    /// Where users learn about flowviz (`tool.driver.informationUri`).
    public static let informationURI = "https://flowviz.dev"
    /// The `$schema` written at the top of the log.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The base the relative `uri`s are resolved against: the repository root on GitHub.
    public static let sourceRootBaseID = "%SRCROOT%"

    public static func render(_ report: LintReport, toolVersion: String = defaultToolVersion) -> String {
        let run: [String: JSONOutput] = [
            "tool": .object([
                "driver": .object([
                    "name": .string("flowviz"),
                    "informationUri": .string(informationURI),
                    "version": .string(toolVersion),
                    "rules": .array(report.rules.map(rule)),
                ]),
            ]),
            "columnKind": .string("unicodeCodePoints"),
            "results": .array(report.findings.map { result(for: $0, report) }),
            "invocations": .array([invocation(report)]),
        ]
        return JSONOutput.object([
            "$schema": .string(schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([.object(run)]),
        ]).rendered()
    }

    private static func rule(_ rule: RuleDescription) -> JSONOutput {
        .object([
            "id": .string(rule.id),
            "name": .string(rule.name),
            "shortDescription": text(rule.summary),
            "fullDescription": text(rule.rationale),
            "help": text("\(rule.summary)\n\n\(rule.rationale)"),
            "defaultConfiguration": .object(["level": .string(rule.defaultSeverity.rawValue)]),
        ])
    }

    private static func result(for finding: Finding, _ report: LintReport) -> JSONOutput {
        let located = finding.notes.filter { $0.location != nil }
        let unlocated = finding.notes.filter { $0.location == nil }
        var message = finding.message
        for note in unlocated { message += "\nnote: \(note.message)" }

        var members: [String: JSONOutput] = [
            "ruleId": .string(finding.ruleID),
            "level": .string(finding.severity.rawValue),
            "message": text(message),
            "partialFingerprints": .object(["flowvizElement/v2": .string(report.fingerprint(of: finding))]),
            "properties": .object(["element": .string(finding.element.reportIdentity)]),
        ]
        if let index = report.rules.firstIndex(where: { $0.id == finding.ruleID }) {
            members["ruleIndex"] = .int(index)
        }
        if let anchor = finding.location ?? located.first?.location {
            members["locations"] = .array([.object(["physicalLocation": physicalLocation(anchor, report)])])
        } else if let input = report.inputs.first {
            let fallback = SourceLocation(file: input, line: 1, column: 1)
            members["locations"] = .array([.object(["physicalLocation": physicalLocation(fallback, report)])])
        }
        if !located.isEmpty {
            members["relatedLocations"] = .array(located.enumerated().map { offset, note in
                .object([
                    "id": .int(offset + 1),
                    "message": text(note.message),
                    "physicalLocation": physicalLocation(note.location!, report),
                ])
            })
        }
        return .object(members)
    }

    private static func invocation(_ report: LintReport) -> JSONOutput {
        var members: [String: JSONOutput] = ["executionSuccessful": .bool(report.loadFailures.isEmpty)]
        let errors = report.loadErrors
        if !errors.isEmpty {
            members["toolExecutionNotifications"] = .array(errors.map { error in
                var message = error.diagnostic.message
                for note in error.diagnostic.notes {
                    message += "\nnote: " + (note.location.map { "\(report.displayPath($0.file)):\($0.line):\($0.column): " } ?? "") + note.message
                }
                let location = error.diagnostic.location ?? SourceLocation(file: error.file, line: 0, column: 0)
                return .object([
                    "level": .string("error"),
                    "message": text(message),
                    "locations": .array([.object(["physicalLocation": physicalLocation(location, report)])]),
                ])
            })
        }
        return .object(members)
    }

    private static func physicalLocation(_ location: SourceLocation, _ report: LintReport) -> JSONOutput {
        let path = report.displayPath(location.file)
        var artifact: [String: JSONOutput] = ["uri": .string(ReportPaths.uri(path))]
        if !path.hasPrefix("/") { artifact["uriBaseId"] = .string(sourceRootBaseID) }
        var members: [String: JSONOutput] = ["artifactLocation": .object(artifact)]
        if location.line >= 1 {
            var region: [String: JSONOutput] = ["startLine": .int(location.line)]
            if location.column >= 1 { region["startColumn"] = .int(location.column) }
            members["region"] = .object(region)
        }
        return .object(members)
    }

    private static func text(_ value: String) -> JSONOutput {
        .object(["text": .string(value)])
    }
}
