/// What a drawing includes.
public struct RenderOptions: Hashable, Sendable {
    /// Mark findings on the picture (outline in the severity's colour, message as tooltip).
    public var showFindings: Bool
    /// Draw only this coordinator (by name) and its descendants.
    public var focus: String?
    /// Expand at most this many levels of child coordinators below the root (or the focus);
    /// the children one level further are drawn collapsed, deeper ones not at all.
    public var depth: Int?
    /// Draw every child coordinator as a single node (the same as `depth: 0`).
    public var collapse: Bool

    public init(showFindings: Bool = true, focus: String? = nil, depth: Int? = nil, collapse: Bool = false) {
        self.showFindings = showFindings
        self.focus = focus
        self.depth = depth
        self.collapse = collapse
    }
}
