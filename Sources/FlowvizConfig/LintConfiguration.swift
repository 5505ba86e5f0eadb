import FlowvizCore
import FlowvizLint
import Foundation

/// The contents of a `.flowviz.yml` file: which rules run, at what severity, what they ignore,
/// which inputs are linted and where the baseline lives. See Docs/CONFIGURATION.md.
public struct LintConfiguration: Sendable, Equatable {
    /// `disabled_rules`: rule ids that never run.
    public var disabledRules: [String]
    /// `only_rules`: when set, only these rules run (minus any disabled ones).
    public var onlyRules: [String]?
    /// `severity`: the severity each listed rule reports at, instead of its default.
    public var severities: [String: Severity]
    /// `ignore`: per rule id, names or `*`/`?` globs; a finding of that rule is dropped when any
    /// of its element's names (``ignorableNames(of:in:)``) matches any of the patterns.
    public var ignore: [String: [String]]
    /// `included`: input paths or globs, relative to ``directory``. Empty selects every input.
    public var included: [String]
    /// `excluded`: input paths or globs, relative to ``directory``, removed from the selection.
    public var excluded: [String]
    /// `baseline`: the baseline file, relative to ``directory`` (see ``baselinePath``).
    public var baseline: String?
    /// The directory holding the configuration file, absolute; relative paths resolve against it.
    /// `nil` for a configuration not loaded from a file: they then resolve against the current directory.
    public var directory: String?

    /// The configuration's file name.
    public static let fileName = ".flowviz.yml"

    /// A configuration; the defaults are those of an empty file: every rule, default severities.
    public init(
        disabledRules: [String] = [], onlyRules: [String]? = nil, severities: [String: Severity] = [:],
        ignore: [String: [String]] = [:], included: [String] = [], excluded: [String] = [],
        baseline: String? = nil, directory: String? = nil
    ) {
        self.disabledRules = disabledRules
        self.onlyRules = onlyRules
        self.severities = severities
        self.ignore = ignore
        self.included = included
        self.excluded = excluded
        self.baseline = baseline
        self.directory = directory
    }

    // MARK: - Finding and loading

    /// Walks up from `path` (a file or directory) to the filesystem root, returning the first
    /// `.flowviz.yml`, as an absolute normalised path. A relative `path` starts from the current directory.
    public static func find(from path: String) -> String? {
        let manager = FileManager.default
        var directory = PathResolver.absolute(path, against: manager.currentDirectoryPath)
        var isDirectory: ObjCBool = false
        if !manager.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue {
            directory = PathResolver.parent(of: directory)
        }
        while true {
            let candidate = directory == "/" ? "/" + fileName : directory + "/" + fileName
            var candidateIsDirectory: ObjCBool = false
            if manager.fileExists(atPath: candidate, isDirectory: &candidateIsDirectory), !candidateIsDirectory.boolValue {
                return candidate
            }
            guard directory != "/" else { return nil }
            directory = PathResolver.parent(of: directory)
        }
    }

    /// Reads and parses the file at `path`; ``directory`` becomes the file's absolute directory.
    /// Diagnostics name the file as `path` was given.
    public static func load(path: String) throws(ConfigurationError) -> LintConfiguration {
        let bytes: [UInt8]
        switch FileReading.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure): throw ConfigurationError([Diagnostic(.error, "cannot read '\(path)': \(failure.reason)", at: nil)])
        }
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw ConfigurationError([Diagnostic(.error, "cannot read '\(path)': not UTF-8 text", at: nil)])
        }
        var configuration = try parse(text, file: path)
        let absolute = PathResolver.absolute(path, against: FileManager.default.currentDirectoryPath)
        configuration.directory = PathResolver.parent(of: absolute)
        return configuration
    }

    /// Parses a configuration; `file` names it in diagnostics. An empty document (or one with
    /// only comments) is the default configuration. ``directory`` is left `nil`.
    /// - Throws: every problem found, each located at its line and column.
    public static func parse(_ yaml: String, file: String) throws(ConfigurationError) -> LintConfiguration {
        var parser = ConfigurationParser(file: file)
        let configuration = parser.parse(yaml)
        guard parser.diagnostics.isEmpty else {
            throw ConfigurationError(parser.diagnostics.sorted(by: Diagnostic.inSourceOrder))
        }
        return configuration
    }

    // MARK: - Rules and findings

    /// Whether the rule with this id runs: not disabled and, when `only_rules` is set, listed there.
    public func isEnabled(_ ruleID: String) -> Bool {
        !disabledRules.contains(ruleID) && (onlyRules.map { $0.contains(ruleID) } ?? true)
    }

    /// The rules to run (registry order) after `disabled_rules` and `only_rules`.
    public func enabledRules(from all: [any Rule.Type] = RuleRegistry.all) -> [any Rule.Type] {
        all.filter { isEnabled($0.description.id) }
    }

    /// Applies the configuration to findings, keeping their order: drops findings of rules that
    /// are not enabled and findings `ignore` matches, then applies `severity` overrides.
    ///
    /// Pass the graph the findings come from so that `ignore` also matches coordinator and screen
    /// type names; without it only the names in the findings' element references match.
    public func apply(to findings: [Finding], in graph: AppGraph? = nil) -> [Finding] {
        findings.compactMap { finding in
            guard isEnabled(finding.ruleID), !isIgnored(finding, in: graph) else { return nil }
            var result = finding
            if let severity = severities[finding.ruleID] { result.severity = severity }
            return result
        }
    }

    /// Whether `ignore` drops this finding.
    public func isIgnored(_ finding: Finding, in graph: AppGraph? = nil) -> Bool {
        guard let patterns = ignore[finding.ruleID], !patterns.isEmpty else { return false }
        let names = Self.ignorableNames(of: finding.element, in: graph)
        return names.contains { name in patterns.contains { Glob.matchesName($0, name) } }
    }

    /// The names an `ignore` pattern is matched against for a finding about `element`:
    ///
    /// - coordinator `C`: `C`
    /// - screen `S` of `C`: `C`, `S`, `C.S`
    /// - transition on `trigger` from screen `S` of `C`: `C`, `S`, `C.S`, `trigger`
    /// - start entry of `C`: `C`
    /// - handler of `event` in `C`: `C`, `event`
    /// - deep link `L`: `L`
    /// - the whole graph: no name (never ignored by name)
    ///
    /// With the graph, the type names of the coordinator and screen (when declared) are added.
    public static func ignorableNames(of element: ElementReference, in graph: AppGraph? = nil) -> [String] {
        func typeNames(_ coordinator: String, _ screen: String?) -> [String] {
            guard let found = graph?.coordinator(named: coordinator) else { return [] }
            return [found.typeName, screen.flatMap { found.screen(named: $0)?.typeName }].compactMap { $0 }
        }
        switch element {
        case .graph: return []
        case .coordinator(let c), .startEntry(let c, _): return [c] + typeNames(c, nil)
        case .screen(let c, let s): return [c, s, "\(c).\(s)"] + typeNames(c, s)
        case .transition(let c, let s, let trigger, _): return [c, s, "\(c).\(s)", trigger] + typeNames(c, s)
        case .handler(let c, let event): return [c, event] + typeNames(c, nil)
        case .deepLink(let link): return [link]
        case .sourceFact(_, _, let subject, _): return [subject]
        }
    }

    // MARK: - Paths

    /// `path` resolved against ``directory`` (or the current directory), absolute and normalised.
    public func resolvedPath(_ path: String) -> String {
        PathResolver.absolute(path, against: directory ?? FileManager.default.currentDirectoryPath)
    }

    /// The baseline file's absolute path, if `baseline` is set.
    public var baselinePath: String? { baseline.map(resolvedPath) }

    /// Whether an input path is selected by `included`/`excluded`.
    ///
    /// `inputPath` is taken relative to the current directory; patterns relative to ``directory``.
    /// A pattern selects a path when it matches the path itself or one of its ancestor
    /// directories (`excluded: [Legacy]` excludes everything under `Legacy/`). With no
    /// `included`, every path is included; `excluded` wins over `included`.
    public func selects(_ inputPath: String) -> Bool {
        (included.isEmpty || matches(included, inputPath)) && !matches(excluded, inputPath)
    }

    /// Whether one of `patterns` (relative to ``directory``) matches `inputPath` (relative to
    /// the current directory) or one of its ancestor directories.
    public func matches(_ patterns: [String], _ inputPath: String) -> Bool {
        let candidates = PathResolver.selfAndAncestors(PathResolver.absolute(inputPath, against: FileManager.default.currentDirectoryPath))
        return patterns.contains { pattern in
            let resolved = resolvedPath(pattern)
            return candidates.contains { Glob.matchesPath(resolved, $0) }
        }
    }
}

/// A configuration that cannot be read or used (a ``LocatedError``).
public typealias ConfigurationError = LocatedError
