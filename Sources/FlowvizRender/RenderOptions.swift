/// What a drawing includes.
public struct RenderOptions: Hashable, Sendable {
    /// Mark findings on the picture (outline in the severity's colour, message as tooltip).
    public var showFindings: Bool
    /// Draw this coordinator (by name) and its descendants in full, and its ancestors as a path
    /// of single nodes from the root.
    public var focus: String?
    /// Expand at most this many levels of child coordinators below the root (or the focus);
    /// the children one level further are drawn collapsed, deeper ones not at all.
    public var depth: Int?
    /// Draw the root's flows and every other coordinator of the hierarchy as a single node.
    public var collapse: Bool
    /// Draw a legend of the styles the drawing uses.
    public var legend: Bool

    public init(showFindings: Bool = true, focus: String? = nil, depth: Int? = nil, collapse: Bool = false, legend: Bool = true) {
        self.showFindings = showFindings
        self.focus = focus
        self.depth = depth
        self.collapse = collapse
        self.legend = legend
    }
}
