/// A rule an element asks the linter not to report on it (and on what it contains).
public struct Suppression: Hashable, Sendable {
    /// The rule id, as in configurations (`leaked_child_coordinator`).
    public var ruleID: String
    /// Why the finding is accepted, for reviewers.
    public var reason: String?
    public var location: SourceLocation?

    public init(_ ruleID: String, reason: String? = nil, location: SourceLocation? = nil) {
        self.ruleID = ruleID
        self.reason = reason
        self.location = location
    }
}
