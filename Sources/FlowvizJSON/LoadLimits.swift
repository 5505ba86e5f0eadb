/// Sizes beyond which the JSON loader refuses a definition with a clear message instead of
/// spending unbounded memory or time on it.
public struct LoadLimits: Hashable, Sendable {
    /// The largest file read (128 MiB: a 100,000-screen app is about 30 MiB).
    public var maximumBytes: Int
    /// The most elements (coordinators, screens, transitions, start entries, handlers,
    /// triggers, deep links and their steps) one definition may hold.
    public var maximumElements: Int
    /// The longest name or other string value, in Unicode scalars (a suppression's reason may
    /// be four times as long).
    public var maximumStringLength: Int

    public init(maximumBytes: Int = 128 << 20, maximumElements: Int = 2_000_000, maximumStringLength: Int = 1_024) {
        self.maximumBytes = maximumBytes
        self.maximumElements = maximumElements
        self.maximumStringLength = maximumStringLength
    }

    public static let standard = LoadLimits()
}
