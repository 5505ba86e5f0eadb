import FlowvizCore

/// The human-readable report: problems grouped by file, then a summary line.
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
///   `(no location)`. Within a file, load problems come first (tagged `(load error)`), then
///   findings in the report's order.
/// - Each finding is `  line:col  severity  message (rule_id)`, columns aligned within the file.
/// - Each note follows, indented to the message: `note: message (line:col)`, with the path when
///   the note is in another file, and no location when it has none.
/// - Note-level findings (what a scan could not read) are listed only with `verbose`; otherwise
///   they are counted.
/// - The summary counts findings, errors and warnings and the files linted (the report's inputs
///   that loaded, or the files with findings when no inputs are given): `No findings in 4 files`
///   when clean. Then, each when there is one: `2 notes` (`--verbose lists them`), `3 baselined`
///   (findings a baseline covers, counted not printed), `1 file failed to load`.
/// - When fewer than half of the scanned coordinators were read in full, the report starts by
///   saying so (``SourceReading/littleRead``): the findings cover only what was read.
/// - For inputs scanned from Swift sources, a second line says how much was read:
///   `Swift sources: 74 coordinators (12 not fully read), 210 screens (3 not fully read): 94 % read (--verbose lists why)`.
/// - With `colorize`, ANSI colours: bold file names, red errors, yellow warnings, dim locations
///   and rule ids, cyan notes, and a summary in red (errors or load failures), yellow
///   (warnings only) or green.
/// - User text (messages, notes, paths, rule ids) goes through `TerminalText.sanitized(_:)`: a
///   control character in a name (an ESC sequence, a line break, a NUL) is shown as a visible
///   escape (`^[`, `^J`, `^@`), so the only control characters in the output are the report's own
///   line feeds and, with `colorize`, its own colour codes.
public enum TextReporter {
    /// One line of a file's group: a finding or a load problem.
    private struct Row {
        var location: SourceLocation?
        var severity: Severity
        var message: String
        var tag: String
        var notes: [Diagnostic.Note]
    }

    public static func render(_ report: LintReport, colorize: Bool = false, verbose: Bool = false) -> String {
        let style = Style(enabled: colorize)
        var rows = report.loadErrors.map { error in
            Row(location: error.diagnostic.location ?? SourceLocation(file: error.file, line: 0, column: 0),
                severity: .error, message: error.diagnostic.message, tag: "load error", notes: error.diagnostic.notes)
        }
        rows += report.findings.filter { verbose || $0.severity != .note }.map {
            Row(location: $0.location, severity: $0.severity, message: $0.message, tag: $0.ruleID, notes: $0.notes)
        }
        let groups = Dictionary(grouping: rows) { $0.location.map { report.displayPath($0.file) } }
        let files = groups.keys.sorted { lhs, rhs in
            switch (lhs, rhs) {
            case (nil, _): return rhs != nil
            case (_, nil): return false
            case (let l?, let r?): return l.utf8.lexicographicallyPrecedes(r.utf8)
            }
        }
        let severityWidth = rows.map(\.severity.rawValue.count).max() ?? 0

        var output = ""
        if let reading = report.sourceReading, reading.readsLittle { output += TerminalText.sanitized(reading.littleRead) + "\n\n" }
        for file in files {
            let rows = groups[file]!
            output += style.apply(file.map(TerminalText.sanitized) ?? "(no location)", .bold) + "\n"
            let positions = rows.map { row in row.location.map { $0.line > 0 ? "\($0.line):\($0.column)" : "-" } ?? "-" }
            let positionWidth = positions.map(\.count).max() ?? 0
            let messageColumn = 2 + positionWidth + 2 + severityWidth + 2
            for (row, position) in zip(rows, positions) {
                let severity = row.severity.rawValue
                let color: Style.Code = switch row.severity {
                case .error: .red
                case .warning: .yellow
                case .note: .cyan
                }
                output += "  " + style.apply(position.padded(to: positionWidth), .dim)
                output += "  " + style.apply(severity, color)
                output += String(repeating: " ", count: severityWidth - severity.count)
                output += "  " + TerminalText.sanitized(row.message) + " "
                output += style.apply("(\(TerminalText.sanitized(row.tag)))", .dim) + "\n"
                for note in row.notes {
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
        output += summary(report, style: style, verbose: verbose) + "\n"
        if let reading = report.sourceReading {
            var line = "Swift sources: " + reading.summary
            if reading.readPercent < 100 && !verbose { line += " (--verbose lists why)" }
            output += line + "\n"
        }
        return output
    }

    /// `3 findings (2 errors, 1 warning) in 2 files` (the files the findings are in, `in 1 of 2
    /// files` when other inputs read were clean), or `No findings in 4 files` (the inputs read),
    /// then the notes, baselined findings and load failures when there are any.
    static func summary(_ report: LintReport, style: Style, verbose: Bool = false) -> String {
        let fileCount = report.inputs.isEmpty
            ? Set(report.findings.compactMap { $0.location?.file }).count
            : report.loadedInputCount
        let files = fileCount.counted("file")
        let (errors, warnings, notes) = report.counts
        let findings = errors + warnings
        var parts = [String]()
        if findings > 0 {
            let withFindings = Set(report.findings.filter { $0.severity != .note }.compactMap { $0.location?.file }).count
            // `in 1 of 2 files` when some inputs read were clean; a folder read as one input says only the first.
            let findingFiles = withFindings == 0 ? files
                : fileCount > withFindings ? "\(withFindings) of \(files)" : withFindings.counted("file")
            parts.append("\(findings.counted("finding")) (\(errors.counted("error")), \(warnings.counted("warning"))) in \(findingFiles)")
        } else if fileCount > 0 || report.loadFailures.isEmpty {
            parts.append("No findings in \(files)")
        }
        if notes > 0 { parts.append(notes.counted("note") + (verbose ? "" : " (--verbose lists them)")) }
        if report.baselinedCount > 0 { parts.append("\(report.baselinedCount) baselined") }
        if !report.loadFailures.isEmpty {
            parts.append("\(report.loadFailures.count.counted("file")) failed to load")
        }
        let text = parts.joined(separator: "; ")
        let color: Style.Code = errors > 0 || !report.loadFailures.isEmpty ? .boldRed : warnings > 0 ? .boldYellow : .green
        return style.apply(text, color)
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
