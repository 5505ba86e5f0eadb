import FlowvizCore

/// The one table of drawing colours: DOT, Mermaid, the HTML page's CSS and the legend all read
/// it, so a colour changes in one place.
public enum Palette {
    /// Error findings: outline, text, numbers.
    public static let error = "#d32f2f"
    /// Warning findings.
    public static let warning = "#ef8c00"
    /// Notes (what the scanner could not read): never drawn red.
    public static let note = "#607d8b"
    /// Text of secondary lines (placeholders, captions).
    public static let muted = "#555555"
    /// Borders of horizontal coordinators.
    public static let horizontalCluster = "#3a6ea5"
    /// Borders of the root and vertical coordinators.
    public static let verticalCluster = "#7a4fa0"
    /// The app's entry dot.
    public static let entryDot = "#222222"
    /// A start's branch dot.
    public static let branchDot = "#666666"
    /// Highlight of the HTML view's selection.
    public static let highlight = "#1565c0"

    /// The colour of an edge kind.
    public static func color(_ kind: FlowScene.EdgeKind) -> String {
        switch kind {
        case .entry, .push: "#222222"
        case .present: "#7a4fa0"
        case .startChild: "#2e7d32"
        case .finish: "#555555"
        case .back: "#1f78b4"
        case .event: "#c77700"
        }
    }

    /// The colour of a finding's severity.
    public static func color(_ severity: Severity) -> String {
        switch severity {
        case .error: error
        case .warning: warning
        case .note: note
        }
    }
}
