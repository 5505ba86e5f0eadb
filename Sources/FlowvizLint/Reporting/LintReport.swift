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

/// One load problem as reporters show it.
struct LoadError {
    var input: String
    var diagnostic: Diagnostic
    /// Where it is: its own location, else the input itself (line and column unknown).
    var file: String { diagnostic.location?.file ?? input }
}
