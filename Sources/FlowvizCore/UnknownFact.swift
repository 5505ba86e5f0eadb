/// A fact about the app's navigation that a scan of Swift sources could not establish
/// (Docs/DOMAIN.md: known and unknown): where it is and why it could not be read.
///
/// No rule concludes anything from an unknown fact: a coordinator whose start is unknown is not
/// `empty_start`, a child whose release is unknown is not leaked, and a screen reachable only
/// through something unknown is not unreachable. Each unknown is reported once, as a note.
public struct UnknownFact: Hashable, Sendable {
    /// Which part of the flow could not be read.
    public enum Aspect: String, Hashable, Sendable, CaseIterable {
        /// What the coordinator's start shows.
        case start
        /// What a screen's triggers do (the coordinator's, or `screen`'s when given).
        case triggers
        /// Whether the parent keeps `child`.
        case retention
        /// Whether the parent releases `child` when it finishes.
        case release
        /// How the coordinator (or `child`) is attached or presented.
        case presentation
        /// Whether and how the coordinator finishes.
        case finish
        /// What a push, present or start shows: a value that could not be followed.
        case target
        /// Whether and by what the coordinator (or `child`) is started: code the scanner does not
        /// follow makes it. With `child`, the coordinator's own unread code makes that child; without,
        /// code outside the coordinators the scan follows makes the coordinator itself.
        case entry
    }

    public var aspect: Aspect
    /// The coordinator the fact belongs to.
    public var coordinator: String
    /// The screen concerned, when the fact is about one screen.
    public var screen: String?
    /// The child coordinator concerned, when the fact is about a child's bookkeeping.
    public var child: String?
    /// Why it could not be read, for people: "`rootViewController` is a lazy property".
    public var reason: String
    public var location: SourceLocation?
    /// Rules not to report on this fact (a `flowviz:disable` directive on its line): the
    /// `not_fully_read` note it would give is acknowledged.
    public var suppressions: [Suppression]

    public init(
        _ aspect: Aspect, coordinator: String, screen: String? = nil, child: String? = nil, reason: String,
        location: SourceLocation? = nil, suppressions: [Suppression] = []
    ) {
        self.aspect = aspect
        self.coordinator = coordinator
        self.screen = screen
        self.child = child
        self.reason = reason
        self.location = location
        self.suppressions = suppressions
    }
}
