/// A Graphviz release, as its library reports it at run time (`gvcVersion`: "2.43.0", "12.2.1").
///
/// The DOT encoding routes around bugs of particular Graphviz versions; each workaround is
/// applied only to the versions that need it (Docs/RENDERING.md, "Graphviz traps").
public struct GraphvizVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Reads "2.43.0", "12.2.1", "2.43.0 (0)" or "13.0.0~dev"; `nil` when no number leads.
    public init?(_ text: String) {
        let numbers = text.split(whereSeparator: { !$0.isNumber && $0 != "." }).first?
            .split(separator: ".", omittingEmptySubsequences: false).map { Int($0) } ?? []
        guard let major = numbers.first ?? nil else { return nil }
        self.init(major, numbers.count > 1 ? numbers[1] ?? 0 : 0, numbers.count > 2 ? numbers[2] ?? 0 : 0)
    }

    public var description: String { "\(major).\(minor).\(patch)" }

    public static func < (a: Self, b: Self) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }

    /// The first release whose dot keeps a rank's two node arrays in step when a labelled flat
    /// edge adds a label node to the rank above (`make_vn_slot` reallocates `v` and `av`
    /// together); before it, `gvFreeLayout` frees the old array a second time. Checked in the
    /// sources of Graphviz 12; reproduced on 2.42/2.43; versions in between were not tested, so
    /// they get the workaround.
    public static let flatEdgeLabelsFreedOnce = GraphvizVersion(12)
}
