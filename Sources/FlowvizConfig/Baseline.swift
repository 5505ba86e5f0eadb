import FlowvizCore
import FlowvizLint

/// Findings accepted as they are, so that only new ones are reported (see Docs/CONFIGURATION.md).
///
/// A baseline is a multiset of entries, one per accepted finding: a rule id and the identity of
/// the element at fault, built from names only (never line numbers), so moving, reformatting
/// or reordering definitions keeps it valid.
public struct Baseline: Sendable, Equatable {
    /// One accepted finding.
    public struct Entry: Hashable, Sendable, Comparable {
        public var ruleID: String
        /// The element's identity, ``Baseline/identity(of:in:)``.
        public var element: String

        public init(ruleID: String, element: String) {
            self.ruleID = ruleID
            self.element = element
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.ruleID, lhs.element) < (rhs.ruleID, rhs.element)
        }
    }

    /// Sorted by rule id then element; an entry appears once per finding it accepts.
    public private(set) var entries: [Entry]

    /// A baseline of these entries (sorted; duplicates kept).
    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// A baseline accepting every one of `findings`. Pass the graph they were linted from, so
    /// transitions and start entries get their full identity (see ``identity(of:in:)``).
    public init(findings: [Finding], in graph: AppGraph? = nil) {
        self.init(entries: Self.entries(for: findings, in: graph))
    }

    /// The entry of each finding, in the findings' order; for baselines of several inputs,
    /// collect each input's entries with its own graph, then use ``init(entries:)``.
    public static func entries(for findings: [Finding], in graph: AppGraph? = nil) -> [Entry] {
        findings.map { Entry(ruleID: $0.ruleID, element: identity(of: $0.element, in: graph)) }
    }

    /// An element's identity from names only: ``ElementReference/stableIdentity(in:)``, the
    /// identity SARIF fingerprints use too.
    public static func identity(of element: ElementReference, in graph: AppGraph? = nil) -> String {
        element.stableIdentity(in: graph)
    }

    // MARK: - Matching

    /// Matches findings against a baseline, consuming one entry per baselined finding, across
    /// any number of calls: use one matcher for all the inputs of a run.
    public struct Matcher: Sendable {
        private var remaining: [Entry: Int]

        init(_ baseline: Baseline) {
            remaining = baseline.entries.reduce(into: [:]) { $0[$1, default: 0] += 1 }
        }

        /// Splits `findings` (in their order) into those not in the baseline (new) and those an
        /// unused entry covers (baselined). `graph` is the graph they were linted from.
        public mutating func filter(_ findings: [Finding], in graph: AppGraph? = nil) -> (new: [Finding], baselined: [Finding]) {
            var new: [Finding] = []
            var baselined: [Finding] = []
            for finding in findings {
                let entry = Entry(ruleID: finding.ruleID, element: Baseline.identity(of: finding.element, in: graph))
                if let count = remaining[entry], count > 0 {
                    remaining[entry] = count - 1
                    baselined.append(finding)
                } else {
                    new.append(finding)
                }
            }
            return (new, baselined)
        }

        /// Entries no finding has used so far (sorted): after the last input, what was fixed.
        public var unused: [Entry] {
            remaining.flatMap { entry, count in Array(repeating: entry, count: count) }.sorted()
        }
    }

    /// A matcher over this baseline's entries.
    public func matcher() -> Matcher { Matcher(self) }

    /// Splits findings into those not in the baseline (new) and those it covers (baselined);
    /// two identical findings need two entries. For several inputs use one ``Matcher``.
    public func filter(_ findings: [Finding], in graph: AppGraph? = nil) -> (new: [Finding], baselined: [Finding]) {
        var matcher = matcher()
        return matcher.filter(findings, in: graph)
    }

    /// What was fixed (in `old`, not in `new`) and what is new (in `new`, not in `old`), as
    /// multiset differences, each sorted.
    public static func compare(old: Baseline, new: Baseline) -> (fixed: [Entry], added: [Entry]) {
        (difference(old.entries, new.entries), difference(new.entries, old.entries))
    }

    private static func difference(_ a: [Entry], _ b: [Entry]) -> [Entry] {
        var counts = b.reduce(into: [Entry: Int]()) { $0[$1, default: 0] += 1 }
        return a.filter { entry in
            guard let count = counts[entry], count > 0 else { return true }
            counts[entry] = count - 1
            return false
        }
    }
}
