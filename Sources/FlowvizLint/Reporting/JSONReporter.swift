import FlowvizCore
import FlowvizJSON

/// A JSON array with one object per finding, in report order, for scripts and dashboards.
///
/// Each object has exactly these keys (sorted; every key always present):
///
/// | key | type | value |
/// |---|---|---|
/// | `column` | integer or null | 1-based column (Unicode scalars) of the element at fault |
/// | `element` | string | the element's identity, e.g. `transition App/Photo/didBuyPhoto#0` (see `ElementReference.reportIdentity`) |
/// | `file` | string or null | the file, relative to the working directory when under it |
/// | `line` | integer or null | 1-based line |
/// | `message` | string | what is wrong |
/// | `notes` | array | related places, each `{"column", "file", "line", "message"}` (location keys null when unknown) |
/// | `ruleId` | string | the rule's id, e.g. `unretained_child_coordinator` |
/// | `severity` | string | `error` or `warning` |
///
/// `file`, `line` and `column` are all null together, for a finding without a location.
/// Pretty-printed with a two-space indent and a final newline; byte-identical for the same report.
/// No findings: `[]`.
public enum JSONReporter {
    public static func render(_ report: LintReport) -> String {
        JSONOutput.array(report.findings.map { object(for: $0, report) }).rendered()
    }

    static func object(for finding: Finding, _ report: LintReport) -> JSONOutput {
        var members = location(finding.location, report)
        members["element"] = .string(finding.element.reportIdentity)
        members["message"] = .string(finding.message)
        members["notes"] = .array(finding.notes.map { note in
            var members = location(note.location, report)
            members["message"] = .string(note.message)
            return .object(members)
        })
        members["ruleId"] = .string(finding.ruleID)
        members["severity"] = .string(finding.severity.rawValue)
        return .object(members)
    }

    private static func location(_ location: SourceLocation?, _ report: LintReport) -> [String: JSONOutput] {
        [
            "file": .optional(location.map { report.displayPath($0.file) }),
            "line": .optional(location?.line),
            "column": .optional(location?.column),
        ]
    }
}
