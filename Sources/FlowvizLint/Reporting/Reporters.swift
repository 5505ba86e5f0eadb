import FlowvizCore

/// The output formats of `flowviz lint --reporter`.
public enum ReporterKind: String, CaseIterable, Sendable {
    /// Human-readable, grouped by file, with a summary line (see `TextReporter`).
    case text
    /// `path:line:col: error: message (rule_id)`, the form Xcode and editors jump to (see `XcodeReporter`).
    case xcode
    /// A documented JSON array, one object per finding (see `JSONReporter`).
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers (see `SARIFReporter`).
    case sarif
    /// GitHub Actions workflow commands that annotate the pull request (see `GitHubActionsReporter`).
    case githubActions = "github-actions"
    /// JUnit XML, for CI test-report viewers (see `JUnitReporter`).
    case junit
}

/// Renders a `LintReport` in one of the `ReporterKind` formats.
///
/// Every output is deterministic: the same report gives byte-identical text. A non-empty output
/// ends with a newline, so callers write it as is (`print(output, terminator: "")`).
public enum Reporters {
    /// The report as text; `colorize` only affects `text` (ANSI colours when stdout is a terminal — the CLI decides).
    /// `toolVersion` is the flowviz version SARIF names in `tool.driver.version`.
    /// `verbose` only affects `text`: it lists note-level findings, which it otherwise counts.
    public static func render(
        _ report: LintReport, as kind: ReporterKind, colorize: Bool = false,
        toolVersion: String = SARIFReporter.defaultToolVersion, verbose: Bool = false
    ) -> String {
        switch kind {
        case .text: TextReporter.render(report, colorize: colorize, verbose: verbose)
        case .xcode: XcodeReporter.render(report)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report, toolVersion: toolVersion)
        case .githubActions: GitHubActionsReporter.render(report)
        case .junit: JUnitReporter.render(report)
        }
    }
}

extension ElementReference {
    /// A readable, stable identity of the element, used by the JSON, SARIF and JUnit reporters:
    ///
    /// | element | identity |
    /// |---|---|
    /// | graph | `graph` |
    /// | coordinator | `coordinator App` |
    /// | screen | `screen App/Photo` |
    /// | transition | `transition App/Photo/didBuyPhoto#0` (`#n`: its 0-based position among the screen's transitions) |
    /// | start entry | `start Buy#1` (`#n`: its 0-based position in the coordinator's start) |
    /// | flow-event handler | `handler App/didLogOut` |
    /// | deep link | `deeplink cart` |
    ///
    /// Coordinator and screen names are the names in the definition, not the type names.
    public var reportIdentity: String {
        switch self {
        case .graph: "graph"
        case .coordinator(let coordinator): "coordinator \(coordinator)"
        case .screen(let coordinator, let screen): "screen \(coordinator)/\(screen)"
        case .transition(let coordinator, let screen, let trigger, let index): "transition \(coordinator)/\(screen)/\(trigger)#\(index)"
        case .startEntry(let coordinator, let index): "start \(coordinator)#\(index)"
        case .handler(let coordinator, let event): "handler \(coordinator)/\(event)"
        case .deepLink(let link): "deeplink \(link)"
        case .sourceFact(_, let kind, let subject, let detail): "source \(kind)/\(subject)/\(detail)"
        }
    }
}

/// Lexical path handling for reports: no file-system access, so output never depends on the machine.
enum ReportPaths {
    /// `path` relative to `directory` when it lies under it (both made lexically canonical:
    /// `.` segments, repeated slashes and resolvable `..` removed); otherwise `path` as given,
    /// minus a leading `./`.
    static func relative(_ path: String, to directory: String?) -> String {
        guard path.hasPrefix("/") else { return strippingDotSlash(path) }
        guard let directory, directory.hasPrefix("/"),
              LexicalPath.isWithin(path, directory), LexicalPath.normalized(path) != LexicalPath.normalized(directory) else { return path }
        return LexicalPath.relative(path, from: directory)
    }

    private static func strippingDotSlash(_ path: String) -> String {
        var rest = Substring(path)
        while rest.hasPrefix("./") {
            rest = rest.dropFirst(2).drop { $0 == "/" }
        }
        return rest.isEmpty ? path : String(rest)
    }

    /// `path` percent-encoded as a URI reference: relative paths stay relative, absolute ones
    /// become `file://` URIs. Every byte outside RFC 3986 unreserved characters, `/` and a few
    /// sub-delimiters is encoded (`:` too, so a first segment cannot read as a scheme).
    static func uri(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            case _ where "-._~/!$&'()*+,;=@".utf8.contains(byte):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}

extension Int {
    /// `1 finding`, `2 findings`.
    func counted(_ singular: String, _ plural: String? = nil) -> String {
        "\(self) \(self == 1 ? singular : plural ?? singular + "s")"
    }
}
