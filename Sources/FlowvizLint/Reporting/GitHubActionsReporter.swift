import FlowvizCore

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request.
///
/// ```
/// ::error file=Samples/JSON/broken-unretained-buy.json,line=38,col=13,title=unretained_child_coordinator::BuyCoordinator is started …
/// ```
///
/// - `::error`, `::warning` or `::notice` (a note-level finding: what a scan could not read), with `file` (relative to the working directory, which should be
///   the repository root), `line`, `col` and `title` (the rule id); a finding without a location
///   has only `title`.
/// - The message is the finding's, followed by one line per note
///   (`note: path:line:col: message`), joined with encoded newlines so it stays one command.
/// - Escaping, as the runner decodes it: in the message `%` → `%25`, `\r` → `%0D`, `\n` → `%0A`;
///   in property values additionally `:` → `%3A` and `,` → `%2C`.
/// - An input that failed to load comes first: one `::error` per problem, with `file`, `line`
///   and `col` where known (only `file`, the input, when the problem has no location) and
///   `title=flowviz: cannot load`, so a failed load is never a silent, clean run.
/// - No findings and no load failures: empty output.
public enum GitHubActionsReporter {
    public static func render(_ report: LintReport) -> String {
        var output = ""
        for error in report.loadErrors {
            var properties = location(error.diagnostic.location, report)
            if error.diagnostic.location == nil { properties.append(("file", report.displayPath(error.file))) }
            properties.append(("title", "flowviz: cannot load"))
            output += command("error", properties, message(error.diagnostic.message, error.diagnostic.notes, report))
        }
        for finding in report.findings {
            let properties = location(finding.location, report) + [("title", finding.ruleID)]
            let command = switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            output += self.command(command, properties, message(finding.message, finding.notes, report))
        }
        return output
    }

    private static func location(_ location: SourceLocation?, _ report: LintReport) -> [(String, String)] {
        guard let location else { return [] }
        return [("file", report.displayPath(location.file)), ("line", String(location.line)), ("col", String(location.column))]
    }

    /// The message followed by one `note: path:line:col: message` line per note.
    private static func message(_ text: String, _ notes: [Diagnostic.Note], _ report: LintReport) -> String {
        var message = text
        for note in notes {
            let place = note.location.map { "\(report.displayPath($0.file)):\($0.line):\($0.column): " } ?? ""
            message += "\nnote: \(place)\(note.message)"
        }
        return message
    }

    private static func command(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(escapeData(message))\n"
    }

    /// A command's message: `%`, `\r` and `\n` percent-encoded; other control characters (an
    /// escape sequence in a name would colour the job's log) shown as `TerminalText` does.
    public static func escapeData(_ value: String) -> String {
        var escaped = ""
        for character in value.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            case _ where TerminalText.isControl(character): escaped += TerminalText.sanitized(String(character))
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A command's property value: as `escapeData`, plus `:` and `,`.
    public static func escapeProperty(_ value: String) -> String {
        var escaped = ""
        for character in escapeData(value).unicodeScalars {
            switch character {
            case ":": escaped += "%3A"
            case ",": escaped += "%2C"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
