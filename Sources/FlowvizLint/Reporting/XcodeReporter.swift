import FlowvizCore

/// The form Xcode, editors and most CI log parsers jump to, one line per finding:
///
/// ```
/// Samples/JSON/broken-unretained-buy.json:38:13: error: BuyCoordinator is started … (unretained_child_coordinator)
/// Samples/JSON/broken-unretained-buy.json:62:5: note: BuyCoordinator is declared here
/// ```
///
/// - A finding is `path:line:col: error|warning|note: message (rule_id)`; without a location,
///   `error: message (rule_id)`. Note-level findings (what a scan could not read) are `note:`.
/// - An input that failed to load comes first, one line per problem in the same form without
///   a rule id: `path:line:col: error: message` (`path: error: message` when the problem has
///   no line, e.g. an unreadable file).
/// - Its notes follow it, each `path:line:col: note: message` (or `note: message` when the note
///   has no location), which Xcode shows as sub-items of the issue.
/// - Paths are relative to the report's working directory when under it, or absolute with
///   `LintReport.absolutePaths` (what Xcode needs to open the file from a build phase).
/// - User text (messages, notes, paths, rule ids) goes through `TerminalText.sanitized(_:)`: a
///   control character in a name is shown as a visible escape (`^[` for ESC, `^J` for a line
///   break), so a name can neither recolour the log nor start a forged `path:line:col:` line.
/// - No findings and no load failures: empty output.
public enum XcodeReporter {
    public static func render(_ report: LintReport) -> String {
        var output = ""
        for error in report.loadErrors {
            let place = error.diagnostic.location == nil
                ? "\(TerminalText.sanitized(report.displayPath(error.file))): " : prefix(error.diagnostic.location, report)
            output += place + "error: \(TerminalText.sanitized(error.diagnostic.message))\n"
            for note in error.diagnostic.notes {
                output += prefix(note.location, report) + "note: \(TerminalText.sanitized(note.message))\n"
            }
        }
        for finding in report.findings {
            output += prefix(finding.location, report) + "\(finding.severity.rawValue): \(TerminalText.sanitized(finding.message)) (\(TerminalText.sanitized(finding.ruleID)))\n"
            for note in finding.notes {
                output += prefix(note.location, report) + "note: \(TerminalText.sanitized(note.message))\n"
            }
        }
        return output
    }

    private static func prefix(_ location: SourceLocation?, _ report: LintReport) -> String {
        guard let location else { return "" }
        return "\(TerminalText.sanitized(report.displayPath(location.file))):\(location.line):\(location.column): "
    }
}
