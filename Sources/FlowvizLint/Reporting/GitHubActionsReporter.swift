import FlowvizCore

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request.
///
/// ```
/// ::error file=Samples/JSON/broken-unretained-buy.json,line=38,col=13,title=unretained_child_coordinator::BuyCoordinator is started …
/// ```
///
/// - `::error` or `::warning`, with `file` (relative to the working directory, which should be
///   the repository root), `line`, `col` and `title` (the rule id); a finding without a location
///   has only `title`.
/// - The message is the finding's, followed by one line per note
///   (`note: path:line:col: message`), joined with encoded newlines so it stays one command.
/// - Escaping, as the runner decodes it: in the message `%` → `%25`, `\r` → `%0D`, `\n` → `%0A`;
///   in property values additionally `:` → `%3A` and `,` → `%2C`.
/// - No findings: empty output.
public enum GitHubActionsReporter {
    public static func render(_ report: LintReport) -> String {
        var output = ""
        for finding in report.findings {
            var properties = [(String, String)]()
            if let location = finding.location {
                properties.append(("file", report.displayPath(location.file)))
                properties.append(("line", String(location.line)))
                properties.append(("col", String(location.column)))
            }
            properties.append(("title", finding.ruleID))
            var message = finding.message
            for note in finding.notes {
                let place = note.location.map { "\(report.displayPath($0.file)):\($0.line):\($0.column): " } ?? ""
                message += "\nnote: \(place)\(note.message)"
            }
            let command = finding.severity == .error ? "error" : "warning"
            let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
            output += "::\(command) \(list)::\(escapeData(message))\n"
        }
        return output
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
