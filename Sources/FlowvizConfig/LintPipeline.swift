import FlowvizCore
import FlowvizJSON
import FlowvizLint
import Foundation

/// The one lint pipeline of flowviz: load, validate, lint, suppress, configure, baseline, order,
/// exit status. `flowviz lint`, `flowviz render` and FlowvizTesting all use it, so a rule that
/// is disabled, ignored or baselined for one is so for all.
///
/// 1. **load and validate** each input with a ``Loader`` (JSON definitions are validated as they
///    load; the CLI's loader also scans Swift sources). A failure is recorded, never thrown: the
///    report shows it beside the findings of the inputs that loaded.
/// 2. **lint and suppress**: ``Linter/lint(_:rules:)`` with the rules the configuration enables,
///    minus the findings the graph's own suppressions cover.
/// 3. **configure**: ``LintConfiguration/apply(to:in:)`` (`ignore`, `severity`).
/// 4. **baseline**: findings an unused baseline entry covers are counted, not reported.
/// 5. **order**: ``Finding/inReportOrder``.
/// 6. **exit status**: ``LintRun/exitStatus(strict:recordingBaseline:)``.
public struct LintPipeline: Sendable {
    /// How an input path becomes a graph.
    public struct Loader: Sendable {
        /// Loads, validates and analyses one input; throws every located problem.
        public var analyze: @Sendable (String) throws(LocatedError) -> FlowAnalysis
        /// Whether the input is read from Swift sources (its reading is then summarised).
        public var readsSwiftSources: @Sendable (String) -> Bool

        /// A loader of graphs, each analysed as it loads.
        public init(
            readsSwiftSources: @escaping @Sendable (String) -> Bool = { _ in false },
            load: @escaping @Sendable (String) throws(LocatedError) -> AppGraph
        ) {
            self.init(readsSwiftSources: readsSwiftSources) { path throws(LocatedError) in FlowAnalysis(try load(path)) }
        }

        /// A loader that analyses what it loads itself (a scan whose summary needed the analysis).
        public init(
            readsSwiftSources: @escaping @Sendable (String) -> Bool = { _ in false },
            analyzing analyze: @escaping @Sendable (String) throws(LocatedError) -> FlowAnalysis
        ) {
            self.analyze = analyze
            self.readsSwiftSources = readsSwiftSources
        }

        /// Loads and validates one input.
        public func load(_ path: String) throws(LocatedError) -> AppGraph { try analyze(path).graph }

        /// flowviz JSON definitions (validated as they load).
        public static let json = Loader { path throws(LocatedError) in try JSONGraphLoader.load(contentsOf: path) }
    }

    /// The configuration in force (an empty one when no file was found).
    public var configuration: LintConfiguration
    /// The configuration file it was read from, if any.
    public var configurationPath: String?
    /// The accepted findings; `nil` reports every finding.
    public var baseline: Baseline?

    public init(configuration: LintConfiguration = LintConfiguration(), configurationPath: String? = nil, baseline: Baseline? = nil) {
        self.configuration = configuration
        self.configurationPath = configurationPath
        self.baseline = baseline
    }

    /// The pipeline as `flowviz lint` and `flowviz render` set it up: the configuration at
    /// `configurationPath`, else the `.flowviz.yml` found by walking up from `searchStart` (a
    /// file or directory; the current directory when `nil`); the baseline at `baselinePath`,
    /// else the configuration's `baseline`, unless `usesBaseline` is false (when recording one).
    /// - Throws: every problem of the configuration or the baseline, located.
    public static func standard(
        configurationPath: String? = nil, searchStart: String? = nil, baselinePath: String? = nil, usesBaseline: Bool = true
    ) throws(LocatedError) -> LintPipeline {
        let path = configurationPath ?? LintConfiguration.find(from: searchStart ?? FileManager.default.currentDirectoryPath)
        let configuration = try path.map { path throws(LocatedError) in try LintConfiguration.load(path: path) } ?? LintConfiguration()
        var pipeline = LintPipeline(configuration: configuration, configurationPath: path)
        if usesBaseline, let baselinePath = baselinePath ?? configuration.baselinePath {
            pipeline.baseline = try Baseline.load(path: baselinePath)
        }
        return pipeline
    }

    /// The rules that run: the registry's, minus those the configuration disables.
    public var rules: [any Rule.Type] { configuration.enabledRules() }

    /// Lints, suppresses and configures one graph: its findings before the baseline, in report order.
    public func findings(for graph: AppGraph) -> [Finding] {
        findings(for: FlowAnalysis(graph))
    }

    /// ``findings(for:)-(AppGraph)`` over a graph already analysed.
    public func findings(for analysis: FlowAnalysis) -> [Finding] {
        configuration.apply(to: Linter.lint(analysis, rules: rules), in: analysis.graph)
    }

    /// Runs the whole pipeline over `inputs`.
    public func run(_ inputs: [String], loader: Loader = .json, progress: ((String) -> Void)? = nil) -> LintRun {
        var run = LintRun(inputs: inputs)
        var matcher = baseline?.matcher()
        for input in inputs {
            progress?(input)
            let analysis: FlowAnalysis
            do {
                analysis = try loader.analyze(input)
            } catch {
                run.loadFailures.append(LoadFailure(input: input, diagnostics: error.diagnostics))
                continue
            }
            run.add(analysis, input: input, findings: findings(for: analysis), matcher: &matcher, fromSwiftSources: loader.readsSwiftSources(input))
        }
        run.findings.sort(by: Finding.inReportOrder)
        return run
    }

    /// Runs the pipeline over a graph already in memory (a DSL definition in a test); `name`
    /// stands for its input.
    public func run(graph: AppGraph, name: String = "graph") -> LintRun {
        var run = LintRun(inputs: [name])
        var matcher = baseline?.matcher()
        let analysis = FlowAnalysis(graph)
        run.add(analysis, input: name, findings: findings(for: analysis), matcher: &matcher, fromSwiftSources: false)
        run.findings.sort(by: Finding.inReportOrder)
        return run
    }
}

/// What one run of the ``LintPipeline`` found.
public struct LintRun: Sendable {
    /// The inputs, as given.
    public var inputs: [String]
    /// The graphs that loaded, by input, in input order, each with the analysis its findings came
    /// from (a caller that draws or searches paths shares it instead of analysing again).
    public var graphs: [(input: String, graph: AppGraph, analysis: FlowAnalysis)] = []
    /// The findings to report (not covered by the baseline), in report order.
    public var findings: [Finding] = []
    /// The findings the baseline covered: counted, not reported.
    public var baselined: [Finding] = []
    /// The inputs that failed to load.
    public var loadFailures: [LoadFailure] = []
    /// One entry per finding before the baseline, for `--write-baseline`.
    public var baselineEntries: [Baseline.Entry] = []
    /// Each finding's fingerprint, with the graph it came from.
    public var fingerprints: [Finding: String] = [:]
    /// How much of the Swift sources was read, when an input was scanned.
    public var sourceReading: SourceReading?

    init(inputs: [String]) { self.inputs = inputs }

    fileprivate mutating func add(
        _ analysis: FlowAnalysis, input: String, findings: [Finding], matcher: inout Baseline.Matcher?, fromSwiftSources: Bool
    ) {
        let graph = analysis.graph
        graphs.append((input, graph, analysis))
        baselineEntries += Baseline.entries(for: findings, in: graph)
        for finding in findings { fingerprints[finding] = finding.fingerprint(in: graph) }
        if matcher != nil {
            let (new, covered) = matcher!.filter(findings, in: graph)
            self.findings += new
            baselined += covered
        } else {
            self.findings += findings
        }
        if fromSwiftSources {
            let reading = SourceReading(analysis)
            sourceReading = sourceReading.map { $0 + reading } ?? reading
        }
    }

    /// The process's exit status: 1 when an input failed to load; else 2 when an error-level
    /// finding is reported (with `strict`, a warning too); else 0. Notes never fail a run, and
    /// recording a baseline succeeds whatever it records.
    public func exitStatus(strict: Bool, recordingBaseline: Bool = false) -> Int32 {
        if !loadFailures.isEmpty { return 1 }
        if recordingBaseline { return 0 }
        let failing = findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        return failing ? 2 : 0
    }

    /// The report of this run, for the reporters.
    public func report(
        rules: [RuleDescription], workingDirectory: String? = nil, absolutePaths: Bool = false
    ) -> LintReport {
        LintReport(
            findings: findings, rules: rules, inputs: inputs, loadFailures: loadFailures,
            baselinedCount: baselined.count, sourceReading: sourceReading, fingerprints: fingerprints,
            workingDirectory: workingDirectory, absolutePaths: absolutePaths
        )
    }
}
