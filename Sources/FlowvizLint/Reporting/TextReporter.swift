import FlowvizCore

/// The human-readable report: findings grouped by file, then a summary line.
///
/// ```
/// Samples/JSON/broken-unretained-buy.json
///   38:13  error  BuyCoordinator is started … but never kept: … (unretained_child_coordinator)
///                 note: BuyCoordinator is declared here (62:5)
///
/// 1 finding (1 error, 0 warnings) in 1 file
/// ```
///
/// - Files are sorted by their shown path; findings without a location come first, under
///   `(no location)`. Within a file, findings keep the report's order.
/// - Each finding is `  line:col  severity  message (rule_id)`, columns aligned within the file.
/// - Each note follows, indented to the message: `note: message (line:col)`, with the path when
///   the note is in another file, and no location when it has none.
/// - The summary counts findings, errors and warnings and the files linted (the report's inputs,
///   or the files with findings when no inputs are given): `No findings in 4 files` when clean.
/// - With `colorize`, ANSI colours: bold file names, red errors, yellow warnings, dim locations
///   and rule ids, cyan notes, and a summary in red (errors), yellow (warnings only) or green.
/// - User text (messages, notes, paths, rule ids) goes through `TerminalText.sanitized(_:)`: a
///   control character in a name (an ESC sequence, a line break, a NUL) is shown as a visible
///   escape (`^[`, `^J`, `^@`), so the only control characters in the output are the report's own
///   line feeds and, with `colorize`, its own colour codes.
public enum TextReporter {
    public static func render(_ report: LintReport, colorize: Bool = false) -> String {
        let style = Style(enabled: colorize)
        let groups = Dictionary(grouping: report.findings) { $0.location.map { report.displayPath($0.file) } }
        let files = groups.keys.sorted { lhs, rhs in
            switch (lhs, rhs) {
            case (nil, _): return rhs != nil
            case (_, nil): return false
            case (let l?, let r?): return l.utf8.lexicographicallyPrecedes(r.utf8)
            }
        }
        let severityWidth = report.findings.map(\.severity.rawValue.count).max() ?? 0

        var output = ""
        for file in files {
            let findings = groups[file]!
            output += style.apply(file.map(TerminalText.sanitized) ?? "(no location)", .bold) + "\n"
            let positions = findings.map { finding in finding.location.map { "\($0.line):\($0.column)" } ?? "-" }
            let positionWidth = positions.map(\.count).max() ?? 0
            let messageColumn = 2 + positionWidth + 2 + severityWidth + 2
            for (finding, position) in zip(findings, positions) {
                let severity = finding.severity.rawValue
                output += "  " + style.apply(position.padded(to: positionWidth), .dim)
                output += "  " + style.apply(severity, finding.severity == .error ? .red : .yellow)
                output += String(repeating: " ", count: severityWidth - severity.count)
                output += "  " + TerminalText.sanitized(finding.message) + " "
                output += style.apply("(\(TerminalText.sanitized(finding.ruleID)))", .dim) + "\n"
                for note in finding.notes {
                    output += String(repeating: " ", count: messageColumn) + style.apply("note:", .cyan) + " "
                    output += TerminalText.sanitized(note.message)
                    if let location = note.location {
                        let path = report.displayPath(location.file)
                        let shown = path == file
                            ? "\(location.line):\(location.column)"
                            : "\(TerminalText.sanitized(path)):\(location.line):\(location.column)"
                        output += " " + style.apply("(\(shown))", .dim)
                    }
                    output += "\n"
                }
            }
            output += "\n"
        }
        output += summary(report, style: style) + "\n"
        return output
    }

    /// `3 findings (2 errors, 1 warning) in 2 files`, or `No findings in 4 files`.
    static func summary(_ report: LintReport, style: Style) -> String {
        let fileCount = report.inputs.isEmpty
            ? Set(report.findings.compactMap { $0.location?.file }).count
            : report.inputs.count
        let files = fileCount.counted("file")
        guard !report.findings.isEmpty else { return style.apply("No findings in \(files)", .green) }
        let (errors, warnings) = report.counts
        let text = "\(report.findings.count.counted("finding")) (\(errors.counted("error")), \(warnings.counted("warning"))) in \(files)"
        return style.apply(text, errors > 0 ? .boldRed : .boldYellow)
    }

    /// ANSI styling, or none.
    struct Style {
        enum Code: String {
            case bold = "1", dim = "2", red = "31", yellow = "33", green = "32", cyan = "36"
            case boldRed = "1;31", boldYellow = "1;33"
        }

        var enabled: Bool

        func apply(_ text: String, _ code: Code) -> String {
            enabled ? "\u{1B}[\(code.rawValue)m\(text)\u{1B}[0m" : text
        }
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    fileprivate func padded(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - count))
    }
}
