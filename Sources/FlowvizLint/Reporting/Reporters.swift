import FlowvizCore

/// What a reporter reports: the findings (already sorted), the rules that ran, the inputs
/// linted, the inputs that failed to load, and what a baseline covered.
public struct LintReport: Sendable {
    /// The findings, in report order (`Finding.inReportOrder`); reporters keep that order.
    /// Note-level findings (what a scan could not read) are among them; they never fail a run.
    public var findings: [Finding]
    /// Every rule that ran, in a stable order (SARIF lists them all in `tool.driver.rules`).
    public var rules: [RuleDescription]
    /// The files linted, as given on the command line (those that failed to load included).
    public var inputs: [String]
    /// The inputs that could not be loaded, each with its located problems. A report with load
    /// failures never looks clean: every reporter shows them.
    public var loadFailures: [LoadFailure]
    /// How many findings a baseline covered (counted, not reported).
    public var baselinedCount: Int
    /// How much of the inputs scanned from Swift sources was read; `nil` when none was scanned.
    public var sourceReading: SourceReading?
    /// Each finding's fingerprint (``Finding/fingerprint(in:)`` with the graph it came from);
    /// a finding not listed is fingerprinted without its graph.
    public var fingerprints: [Finding: String]
    /// The directory paths are made relative to (no leading slash), e.g. the repository root.
    /// Absolute paths under it are shown relative to it; other paths are shown as given.
    /// `nil` shows every path as given.
    public var workingDirectory: String?
    /// Show every path absolute (made so against the current directory), as Xcode needs to
    /// open a file from a build phase; `workingDirectory` is then not used.
    public var absolutePaths: Bool

    public init(
        findings: [Finding],
        rules: [RuleDescription] = RuleRegistry.all.map { $0.description },
        inputs: [String] = [],
        loadFailures: [LoadFailure] = [],
        baselinedCount: Int = 0,
        sourceReading: SourceReading? = nil,
        fingerprints: [Finding: String] = [:],
        workingDirectory: String? = nil,
        absolutePaths: Bool = false
    ) {
        self.findings = findings
        self.rules = rules
        self.inputs = inputs
        self.loadFailures = loadFailures
        self.baselinedCount = baselinedCount
        self.sourceReading = sourceReading
        self.fingerprints = fingerprints
        self.workingDirectory = workingDirectory
        self.absolutePaths = absolutePaths
    }

    /// `path` as reporters show it: relative to `workingDirectory` when it lies under it, or
    /// absolute with `absolutePaths`.
    public func displayPath(_ path: String) -> String {
        absolutePaths ? LexicalPath.absolute(path) : ReportPaths.relative(path, to: workingDirectory)
    }

    /// The finding's fingerprint (see ``fingerprints``).
    public func fingerprint(of finding: Finding) -> String {
        fingerprints[finding] ?? finding.fingerprint(in: nil)
    }

    /// The number of error-level, warning-level and note-level findings.
    var counts: (errors: Int, warnings: Int, notes: Int) {
        let errors = findings.count { $0.severity == .error }
        let notes = findings.count { $0.severity == .note }
        return (errors, findings.count - errors - notes, notes)
    }

    /// The number of inputs that loaded.
    var loadedInputCount: Int { max(0, inputs.count - loadFailures.count) }

    /// Every load problem, each anchored at its input when it has no location of its own.
    var loadErrors: [LoadError] {
        loadFailures.flatMap { failure in
            failure.diagnostics.map { LoadError(input: failure.input, diagnostic: $0) }
        }
    }
}

/// An input that could not be loaded, and every problem found in it.
public struct LoadFailure: Hashable, Sendable {
    /// The input as given.
    public var input: String
    /// The problems, each at its `file:line:column` when known.
    public var diagnostics: [Diagnostic]

    public init(input: String, diagnostics: [Diagnostic]) {
        self.input = input
        self.diagnostics = diagnostics
    }
}

/// How much of the app's navigation a scan of Swift sources read (DOMAIN.md: known and unknown).
public struct SourceReading: Hashable, Sendable {
    /// The coordinators found.
    public var coordinators: Int
    /// The coordinators some unknown fact names (as its coordinator or its child).
    public var notFullyRead: Int

    public init(coordinators: Int, notFullyRead: Int) {
        self.coordinators = coordinators
        self.notFullyRead = notFullyRead
    }

    /// What a scan read of `graph`.
    public init(_ graph: AppGraph) {
        let names = Set(graph.coordinators.map(\.name))
        let named = Set(graph.unknowns.flatMap { [$0.coordinator, $0.child].compactMap { $0 } })
        self.init(coordinators: graph.coordinators.count, notFullyRead: names.intersection(named).count)
    }

    /// The sum of two readings (a run that scanned several directories).
    public static func + (lhs: SourceReading, rhs: SourceReading) -> SourceReading {
        SourceReading(coordinators: lhs.coordinators + rhs.coordinators, notFullyRead: lhs.notFullyRead + rhs.notFullyRead)
    }
}

/// One load problem as reporters show it.
struct LoadError {
    var input: String
    var diagnostic: Diagnostic
    /// Where it is: its own location, else the input itself (line and column unknown).
    var file: String { diagnostic.location?.file ?? input }
}

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
        guard let directory, directory.hasPrefix("/") else { return path }
        let file = canonicalSegments(path)
        let base = canonicalSegments(directory)
        guard file.count > base.count, Array(file.prefix(base.count)) == base else { return path }
        return file.dropFirst(base.count).joined(separator: "/")
    }

    private static func strippingDotSlash(_ path: String) -> String {
        var rest = Substring(path)
        while rest.hasPrefix("./") {
            rest = rest.dropFirst(2).drop { $0 == "/" }
        }
        return rest.isEmpty ? path : String(rest)
    }

    private static func canonicalSegments(_ absolute: String) -> [Substring] {
        LexicalPath.normalized(absolute).split(separator: "/")
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
