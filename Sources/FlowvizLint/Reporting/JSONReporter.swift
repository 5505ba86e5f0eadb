import FlowvizCore
import FlowvizJSON

/// A JSON array with one object per load problem, then one per finding in report order, for
/// scripts and dashboards. Described by `Schemas/flowviz-report-v1.schema.json`.
///
/// Each object has exactly these keys (sorted; every key always present):
///
/// | key | type | value |
/// |---|---|---|
/// | `column` | integer or null | 1-based column (Unicode scalars) of the element at fault |
/// | `element` | string or null | the element's identity, e.g. `transition App/Photo/didBuyPhoto#0` (see `ElementReference.reportIdentity`); null for a load error |
/// | `file` | string or null | the file, relative to the working directory when under it |
/// | `kind` | string | `finding`, or `load_error` for an input that could not be loaded |
/// | `line` | integer or null | 1-based line |
/// | `message` | string | what is wrong |
/// | `notes` | array | related places, each `{"column", "file", "line", "message"}` (location keys null when unknown) |
/// | `ruleId` | string or null | the rule's id, e.g. `unretained_child_coordinator`; null for a load error |
/// | `severity` | string | `error`, `warning` or `note` (a load error is an `error`) |
///
/// `file`, `line` and `column` are all null together, for a finding without a location; a load
/// error without a line has its input as `file` and null `line` and `column`.
/// Pretty-printed with a two-space indent and a final newline; byte-identical for the same report.
/// No findings and no load errors: `[]`.
public enum JSONReporter {
    public static func render(_ report: LintReport) -> String {
        JSONOutput.array(report.loadErrors.map { object(for: $0, report) } + report.findings.map { object(for: $0, report) }).rendered()
    }

    static func object(for finding: Finding, _ report: LintReport) -> JSONOutput {
        var members = location(finding.location, report)
        members["element"] = .string(finding.element.reportIdentity)
        members["kind"] = .string("finding")
        members["message"] = .string(finding.message)
        members["notes"] = notes(finding.notes, report)
        members["ruleId"] = .string(finding.ruleID)
        members["severity"] = .string(finding.severity.rawValue)
        return .object(members)
    }

    static func object(for error: LoadError, _ report: LintReport) -> JSONOutput {
        var members = location(error.diagnostic.location, report)
        if error.diagnostic.location == nil { members["file"] = .string(report.displayPath(error.file)) }
        members["element"] = .null
        members["kind"] = .string("load_error")
        members["message"] = .string(error.diagnostic.message)
        members["notes"] = notes(error.diagnostic.notes, report)
        members["ruleId"] = .null
        members["severity"] = .string(Severity.error.rawValue)
        return .object(members)
    }

    private static func notes(_ notes: [Diagnostic.Note], _ report: LintReport) -> JSONOutput {
        .array(notes.map { note in
            var members = location(note.location, report)
            members["message"] = .string(note.message)
            return .object(members)
        })
    }

    private static func location(_ location: SourceLocation?, _ report: LintReport) -> [String: JSONOutput] {
        [
            "file": .optional(location.map { report.displayPath($0.file) }),
            "line": .optional(location?.line),
            "column": .optional(location?.column),
        ]
    }
}
