extension AppGraph {
    /// Defines an app graph with the registration DSL and validates it like the JSON loader does.
    ///
    /// ```swift
    /// let graph = try AppGraph.define("PhotoStore") {
    ///     DefineCoordinator("App", root: true) {
    ///         StartsWith(screen: "Photos")
    ///         DefineScreen("Photos") { OnTrigger("didSelectPhoto", .push("Photo")) }
    ///         DefineScreen("Photo")
    ///     }
    /// }
    /// ```
    /// Every element records its call site (`#fileID`, `#line`, `#column`) as its location.
    public static func define(
        _ name: String? = nil,
        fileID: String = #fileID, line: Int = #line, column: Int = #column,
        @GraphBuilder _ content: () -> [GraphPart]
    ) throws(GraphLoadError) -> AppGraph {
        var graph = AppGraph(name: name)
        for part in content() {
            switch part {
            case .coordinator(let coordinator): graph.add(coordinator)
            case .deepLink(let link): graph.add(link)
            case .unknown(let fact): graph.unknowns.append(fact)
            }
        }
        graph.inferLifetimes()
        return try graph.validated(graphLocation: .callSite(fileID, line, column))
    }
}

extension Coordinator {
    /// A coordinator in the DSL; its body lists start entries, screens and handled events.
    /// `lifetime` left `nil` is inferred: long-lived for a tab-bar coordinator's start children,
    /// bounded otherwise.
    public init(
        _ name: String,
        type: String? = nil,
        root: Bool = false,
        container: AppGraph.Container = .navigationStack,
        attachment: AppGraph.Attachment? = nil,
        finishesOnPopBack: Bool = false,
        finishesOnSwipeDismiss: Bool = false,
        lifetime: AppGraph.Lifetime? = nil,
        fileID: String = #fileID, line: Int = #line, column: Int = #column,
        @CoordinatorBuilder _ content: () -> [CoordinatorPart]
    ) {
        self.init(
            name: name, typeName: type, isRoot: root, container: container, attachment: attachment,
            finishesOnPopBack: finishesOnPopBack, finishesOnSwipeDismiss: finishesOnSwipeDismiss,
            lifetime: lifetime ?? .bounded, lifetimeDeclared: lifetime != nil,
            location: .callSite(fileID, line, column)
        )
        for part in content() {
            switch part {
            case .start(let entry): start.append(entry)
            case .screen(let screen): screens.append(screen)
            case .handler(let handler): handlers.append(handler)
            }
        }
    }
}

extension Screen {
    /// A screen in the DSL; its body lists transitions (``OnTrigger``) and triggers without one (``DefineTrigger``).
    public init(
        _ name: String,
        type: String? = nil,
        fileID: String = #fileID, line: Int = #line, column: Int = #column,
        @ScreenBuilder _ content: () -> [ScreenPart] = { [] }
    ) {
        var triggers = [String]()
        var transitions = [Transition]()
        for part in content() {
            switch part {
            case .transition(let transition): transitions.append(transition)
            case .trigger(let trigger): triggers.append(trigger)
            }
        }
        self.init(name: name, typeName: type, triggers: triggers, transitions: transitions, location: .callSite(fileID, line, column))
    }
}

extension DeepLink {
    /// A deep link in the DSL: `DefineDeepLink("cart", path: .coordinator("Shopping"), .screen("Cart"))`.
    public init(
        _ name: String,
        path: AppGraph.DeepLink.Step...,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let location = SourceLocation.callSite(fileID, line, column)
        self.init(name: name, path: path.map { var step = $0; step.location = location; return step }, location: location)
    }
}

extension DeepLink.Step {
    /// A step into a child coordinator.
    public static func coordinator(_ name: String) -> AppGraph.DeepLink.Step { .init(.coordinator, name) }
    /// A step to a screen of the current coordinator.
    public static func screen(_ name: String) -> AppGraph.DeepLink.Step { .init(.screen, name) }
}

/// A start entry: what the coordinator's `start()` shows, optionally under a condition.
public struct StartsWith: Sendable {
    public internal(set) var entry: AppGraph.StartEntry

    /// Start by showing a screen of this coordinator.
    public init(screen: String, when condition: String? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        entry = StartEntry(.screen(screen), when: condition, location: .callSite(fileID, line, column))
    }

    /// Start by starting a child coordinator.
    public init(
        child: String, when condition: String? = nil, retained: Bool = true, releasedOnFinish: Bool = true,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let start = ChildStart(child, retained: retained, releasedOnFinish: releasedOnFinish)
        entry = StartEntry(.child(start), when: condition, location: .callSite(fileID, line, column))
    }
}

/// A transition: on a trigger of the enclosing screen, one action.
public struct OnTrigger: Sendable {
    public internal(set) var transition: AppGraph.Transition

    public init(_ trigger: String, when condition: String? = nil, _ action: AppGraph.Action, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        transition = Transition(on: trigger, when: condition, action, location: .callSite(fileID, line, column))
    }
}

/// A trigger the enclosing screen emits that has no transition.
public struct DefineTrigger: Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// A flow event the enclosing coordinator handles.
public struct HandlesEvent: Sendable {
    public internal(set) var handler: AppGraph.EventHandler

    public init(
        _ event: String, stopsPropagation: Bool = false, then action: AppGraph.Action? = nil,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        handler = EventHandler(event: event, stopsPropagation: stopsPropagation, action: action, location: .callSite(fileID, line, column))
    }
}

/// A part of the flow that the app's code does not show (Docs/DOMAIN.md: known and unknown): what
/// could not be read, in which coordinator (and screen or child), and why. Reported once as a
/// note; no rule concludes anything from it.
public struct NotRead: Sendable {
    public internal(set) var fact: UnknownFact

    public init(
        _ aspect: UnknownFact.Aspect, coordinator: String, screen: String? = nil, child: String? = nil, reason: String,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        fact = UnknownFact(aspect, coordinator: coordinator, screen: screen, child: child, reason: reason, location: .callSite(fileID, line, column))
    }
}
