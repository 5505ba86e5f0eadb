import FlowvizCore

/// JUnit XML, as CI test-report viewers (Jenkins, GitLab, test-reporter actions) read it.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="flowviz" tests="1" failures="1" errors="0" time="0">
///   <testsuite name="flowviz" tests="1" failures="1" errors="0" skipped="0" time="0">
///     <testcase classname="Samples/JSON/broken-unretained-buy.json" name="unretained_child_coordinator: transition App/Photo/didBuyPhoto#0" file="Samples/JSON/broken-unretained-buy.json" time="0">
///       <failure type="error" message="BuyCoordinator is started …">Samples/JSON/broken-unretained-buy.json:38:13: error: … (unretained_child_coordinator)
/// Samples/JSON/broken-unretained-buy.json:62:5: note: BuyCoordinator is declared here</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// - One `testsuite` named `flowviz` (inside `testsuites`), with `tests` and `failures` counts.
/// - One failing `testcase` per finding: `classname` = its file (`flowviz` when it has none),
///   `name` = `rule_id: element identity`, a `failure` whose `type` is the severity, `message`
///   the finding's message, and text the finding and its notes in the `xcode` form.
/// - A note-level finding (what a scan could not read) is a passing `testcase` whose
///   `system-out` holds it in the `xcode` form: it is shown, never a failure.
/// - An input that failed to load is a `testcase` (`classname` its path, `name` `load`) with an
///   `error` element (`type` `load_error`, `message` its first problem, text every problem in
///   the `xcode` form), counted in `errors`.
/// - No error or warning findings: one passing `testcase` (`name` `flowviz lint`) per input
///   that loaded, or one for the run when there are no inputs, so viewers show something.
/// - Everything is XML-escaped (`& < > " '`), line breaks in attributes are written as
///   character references, and characters not allowed in XML 1.0 are dropped. `time` is always 0
///   so the output is deterministic.
public enum JUnitReporter {
    public static func render(_ report: LintReport) -> String {
        var cases = [String]()
        for failure in report.loadFailures {
            let file = report.displayPath(failure.input)
            var details = XcodeReporter.render(LintReport(
                findings: [], rules: [], inputs: [failure.input], loadFailures: [failure],
                workingDirectory: report.workingDirectory, absolutePaths: report.absolutePaths
            ))
            if details.hasSuffix("\n") { details.removeLast() }
            let message = failure.diagnostics.first?.message ?? "cannot load"
            cases.append([
                "    <testcase classname=\"\(attribute(file))\" name=\"load\" file=\"\(attribute(file))\" time=\"0\">",
                "      <error type=\"load_error\" message=\"\(attribute(message))\">\(text(details))</error>",
                "    </testcase>",
            ].joined(separator: "\n"))
        }
        for finding in report.findings {
            let file = finding.location.map { report.displayPath($0.file) }
            var open = "    <testcase classname=\"\(attribute(file ?? "flowviz"))\" name=\"\(attribute("\(finding.ruleID): \(finding.element.reportIdentity)"))\""
            if let file { open += " file=\"\(attribute(file))\"" }
            open += " time=\"0\">"
            var details = XcodeReporter.render(LintReport(
                findings: [finding], rules: [], inputs: [], workingDirectory: report.workingDirectory,
                absolutePaths: report.absolutePaths
            ))
            if details.hasSuffix("\n") { details.removeLast() }
            let body = finding.severity == .note
                ? "      <system-out>\(text(details))</system-out>"
                : "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(attribute(finding.message))\">\(text(details))</failure>"
            cases.append([open, body, "    </testcase>"].joined(separator: "\n"))
        }
        let failures = report.findings.count { $0.severity != .note }
        if failures == 0 {
            let failed = Set(report.loadFailures.map(\.input))
            let loaded = report.inputs.filter { !failed.contains($0) }
            let classnames = report.inputs.isEmpty ? ["flowviz"] : loaded.map(report.displayPath)
            cases += classnames.map { "    <testcase classname=\"\(attribute($0))\" name=\"flowviz lint\" time=\"0\"/>" }
        }
        let tests = cases.count
        let errors = report.loadFailures.count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="flowviz" tests="\#(tests)" failures="\#(failures)" errors="\#(errors)" time="0">"#,
            #"  <testsuite name="flowviz" tests="\#(tests)" failures="\#(failures)" errors="\#(errors)" skipped="0" time="0">"#,
        ]
        lines += cases
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value` escaped for an attribute (see `XMLText.attribute`).
    public static func attribute(_ value: String) -> String { XMLText.attribute(value) }

    /// `value` escaped for element content (see `XMLText.content`).
    public static func text(_ value: String) -> String { XMLText.content(value) }
}
