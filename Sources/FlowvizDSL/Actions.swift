@_exported import FlowvizCore

extension Action {
    /// Push a screen of this coordinator.
    public static func push(_ screen: String) -> AppGraph.Action { .push(screen: screen) }

    /// Present a screen of this coordinator modally; with `inNavigationStack`, as the first screen
    /// of a navigation stack of its own, onto which it can push.
    public static func present(
        _ screen: String, style: AppGraph.ModalStyle = .sheet, swipeDismissible: Bool? = nil, inNavigationStack: Bool = false
    ) -> AppGraph.Action {
        .present(screen: screen, presentation: ModalPresentation(style: style, swipeDismissible: swipeDismissible, inNavigationStack: inNavigationStack))
    }

    /// Start a child coordinator; by default the parent keeps it and removes it on didFinish.
    public static func start(_ coordinator: String, retained: Bool = true, releasedOnFinish: Bool = true) -> AppGraph.Action {
        .startChild(ChildStart(coordinator, retained: retained, releasedOnFinish: releasedOnFinish))
    }

    /// Send a flow event up the hierarchy.
    public static func send(_ event: String) -> AppGraph.Action { .sendEvent(event) }
}

extension Attachment {
    /// A vertical attachment presented with `style`.
    public static func vertical(_ style: AppGraph.ModalStyle = .sheet, swipeDismissible: Bool? = nil) -> AppGraph.Attachment {
        .vertical(ModalPresentation(style: style, swipeDismissible: swipeDismissible))
    }
}

extension SourceLocation {
    /// The location of a DSL call site.
    static func callSite(_ fileID: String, _ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: fileID, line: line, column: column)
    }
}
