/// A part of an app graph in the DSL: a coordinator, a deep link or a fact not read.
public enum GraphPart: Sendable {
    case coordinator(AppGraph.Coordinator)
    case deepLink(AppGraph.DeepLink)
    case unknown(UnknownFact)
}

/// A part of a coordinator in the DSL: a start entry, a screen or an event handler.
public enum CoordinatorPart: Sendable {
    case start(AppGraph.StartEntry)
    case screen(AppGraph.Screen)
    case handler(AppGraph.EventHandler)
}

/// A part of a screen in the DSL: a transition or a trigger without one.
public enum ScreenPart: Sendable {
    case transition(AppGraph.Transition)
    case trigger(String)
}

/// Collects the coordinators and deep links of ``AppGraph/define(_:fileID:line:column:_:)``.
@resultBuilder
public enum GraphBuilder {
    public static func buildExpression(_ coordinator: AppGraph.Coordinator) -> [GraphPart] { [.coordinator(coordinator)] }
    public static func buildExpression(_ link: AppGraph.DeepLink) -> [GraphPart] { [.deepLink(link)] }
    public static func buildExpression(_ notRead: NotRead) -> [GraphPart] { [.unknown(notRead.fact)] }
    public static func buildExpression(_ parts: [GraphPart]) -> [GraphPart] { parts }
    public static func buildBlock(_ parts: [GraphPart]...) -> [GraphPart] { parts.flatMap { $0 } }
    public static func buildOptional(_ parts: [GraphPart]?) -> [GraphPart] { parts ?? [] }
    public static func buildEither(first parts: [GraphPart]) -> [GraphPart] { parts }
    public static func buildEither(second parts: [GraphPart]) -> [GraphPart] { parts }
    public static func buildArray(_ parts: [[GraphPart]]) -> [GraphPart] { parts.flatMap { $0 } }
}

/// Collects the start entries, screens and handlers of a coordinator.
@resultBuilder
public enum CoordinatorBuilder {
    public static func buildExpression(_ entry: StartsWith) -> [CoordinatorPart] { [.start(entry.entry)] }
    public static func buildExpression(_ screen: AppGraph.Screen) -> [CoordinatorPart] { [.screen(screen)] }
    public static func buildExpression(_ handler: HandlesEvent) -> [CoordinatorPart] { [.handler(handler.handler)] }
    public static func buildExpression(_ parts: [CoordinatorPart]) -> [CoordinatorPart] { parts }
    public static func buildBlock(_ parts: [CoordinatorPart]...) -> [CoordinatorPart] { parts.flatMap { $0 } }
    public static func buildOptional(_ parts: [CoordinatorPart]?) -> [CoordinatorPart] { parts ?? [] }
    public static func buildEither(first parts: [CoordinatorPart]) -> [CoordinatorPart] { parts }
    public static func buildEither(second parts: [CoordinatorPart]) -> [CoordinatorPart] { parts }
    public static func buildArray(_ parts: [[CoordinatorPart]]) -> [CoordinatorPart] { parts.flatMap { $0 } }
}

/// Collects the transitions and extra triggers of a screen.
@resultBuilder
public enum ScreenBuilder {
    public static func buildExpression(_ on: OnTrigger) -> [ScreenPart] { [.transition(on.transition)] }
    public static func buildExpression(_ trigger: DefineTrigger) -> [ScreenPart] { [.trigger(trigger.name)] }
    public static func buildExpression(_ parts: [ScreenPart]) -> [ScreenPart] { parts }
    public static func buildBlock(_ parts: [ScreenPart]...) -> [ScreenPart] { parts.flatMap { $0 } }
    public static func buildOptional(_ parts: [ScreenPart]?) -> [ScreenPart] { parts ?? [] }
    public static func buildEither(first parts: [ScreenPart]) -> [ScreenPart] { parts }
    public static func buildEither(second parts: [ScreenPart]) -> [ScreenPart] { parts }
    public static func buildArray(_ parts: [[ScreenPart]]) -> [ScreenPart] { parts.flatMap { $0 } }
}
