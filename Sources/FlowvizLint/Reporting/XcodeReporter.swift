import FlowvizCore

/// The form Xcode, editors and most CI log parsers jump to, one line per finding:
///
/// ```
/// Samples/JSON/broken-unretained-buy.json:38:13: error: BuyCoordinator is started … (unretained_child_coordinator)
/// Samples/JSON/broken-unretained-buy.json:62:5: note: BuyCoordinator is declared here
/// ```
///
/// - A finding is `path:line:col: error|warning: message (rule_id)`; without a location,
///   `error: message (rule_id)`.
/// - Its notes follow it, each `path:line:col: note: message` (or `note: message` when the note
///   has no location), which Xcode shows as sub-items of the issue.
/// - Paths are relative to the report's working directory when under it (pass no working
///   directory to keep them as given, e.g. absolute paths for an Xcode build phase).
/// - User text (messages, notes, paths, rule ids) goes through `TerminalText.sanitized(_:)`: a
///   control character in a name is shown as a visible escape (`^[` for ESC, `^J` for a line
///   break), so a name can neither recolour the log nor start a forged `path:line:col:` line.
/// - No findings: empty output.
public enum XcodeReporter {
    public static func render(_ report: LintReport) -> String {
        var output = ""
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
