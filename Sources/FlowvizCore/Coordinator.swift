extension AppGraph {
    /// What a coordinator drives.
    public enum Container: String, Hashable, Sendable, CaseIterable {
        /// A `UINavigationController`: screens are pushed and popped.
        case navigationStack
        /// A `UITabBarController`.
        case tabBar
        /// The window's root view controller.
        case window
        /// A single screen without a navigation stack.
        case singleScreen
    }
}

extension AppGraph {
    /// How a modal presentation covers the screen.
    public enum ModalStyle: String, Hashable, Sendable, CaseIterable {
        case sheet
        case fullScreen
    }
}

extension AppGraph {
    /// A modal presentation: its style, whether the user can swipe it away, and whether a
    /// presented screen comes inside a navigation stack of its own.
    public struct ModalPresentation: Hashable, Sendable {
        public var style: ModalStyle
        /// Whether the user can dismiss it by swiping down (only sheets can).
        public var swipeDismissible: Bool
        /// Whether the presented screen is the first screen of a navigation stack of its own
        /// (`present(UINavigationController(rootViewController: vc))`, a SwiftUI sheet whose
        /// content is a `NavigationStack`): what it pushes goes onto that stack.
        public var inNavigationStack: Bool

        /// A presentation; `swipeDismissible` defaults to what UIKit does for sheets (yes); full screen never is.
        public init(style: ModalStyle = .sheet, swipeDismissible: Bool? = nil, inNavigationStack: Bool = false) {
            self.style = style
            self.swipeDismissible = style == .sheet ? (swipeDismissible ?? true) : false
            self.inNavigationStack = inNavigationStack
        }
    }
}

extension AppGraph {
    /// How a child coordinator attaches to its parent's flow; chosen by the child itself.
    public enum Attachment: Hashable, Sendable {
        /// Pushes onto the parent's navigation stack, extending the parent's horizontal flow.
        case horizontal
        /// Owns its container and presents it modally, branching off the parent's flow.
        case vertical(ModalPresentation)

        public var isHorizontal: Bool { self == .horizontal }

        /// The modal presentation of a vertical child, `nil` for a horizontal one.
        public var presentation: ModalPresentation? {
            if case .vertical(let presentation) = self { return presentation }
            return nil
        }
    }
}

extension AppGraph {
    /// The parent's bookkeeping when it starts a child coordinator.
    public struct ChildStart: Hashable, Sendable {
        /// The child coordinator's name.
        public var coordinator: String
        /// The parent keeps the child (`childCoordinators.append`, `children.insert`, a stored property).
        public var retained: Bool
        /// The parent's didFinish handler removes the child.
        public var releasedOnFinish: Bool
        /// The one stored property, holding a single child (not a collection), that is all that
        /// keeps it (`self.settings = child`): the next start replaces it. `nil` when it is kept
        /// in a collection, in several places, or where it is kept was not read.
        public var keptIn: String?
        /// Where the parent keeps it (the append, insert or assignment), when known: where a
        /// release goes, so where a leak is reported.
        public var keptAt: SourceLocation?

        /// Equal when the bookkeeping is: where the child is kept does not change what it is.
        public static func == (lhs: ChildStart, rhs: ChildStart) -> Bool {
            lhs.coordinator == rhs.coordinator && lhs.retained == rhs.retained && lhs.releasedOnFinish == rhs.releasedOnFinish && lhs.keptIn == rhs.keptIn
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(coordinator)
            hasher.combine(retained)
            hasher.combine(releasedOnFinish)
            hasher.combine(keptIn)
        }

        public init(_ coordinator: String, retained: Bool = true, releasedOnFinish: Bool = true, keptIn: String? = nil, keptAt: SourceLocation? = nil) {
            self.coordinator = coordinator
            self.retained = retained
            self.releasedOnFinish = releasedOnFinish
            self.keptIn = keptIn
            self.keptAt = keptAt
        }
    }
}

extension AppGraph {
    /// One entry of what `start()` shows: a screen or a child start, optionally under a condition.
    public struct StartEntry: Hashable, Sendable {
        public enum Target: Hashable, Sendable {
            case screen(String)
            case child(ChildStart)
        }

        /// A label for the branch ("signed in"); `nil` when unconditional.
        public var condition: String?
        public var target: Target
        public var location: SourceLocation?
        /// Rules not to report on this element (and what it contains).
        public var suppressions: [Suppression]

        public init(_ target: Target, when condition: String? = nil, location: SourceLocation? = nil, suppressions: [Suppression] = []) {
            self.target = target
            self.condition = condition
            self.location = location
            self.suppressions = suppressions
        }
    }
}

extension AppGraph {
    /// A flow event this coordinator handles (seed 003's `handle(flowEvent:) -> Bool`).
    public struct EventHandler: Hashable, Sendable {
        public var event: String
        /// Returning `true` from `handle(flowEvent:)`: the event goes no further up.
        public var stopsPropagation: Bool
        /// What handling the event does in this coordinator, if it navigates.
        public var action: Action?
        public var location: SourceLocation?
        /// Rules not to report on this element (and what it contains).
        public var suppressions: [Suppression]

        public init(
            event: String, stopsPropagation: Bool, action: Action? = nil, location: SourceLocation? = nil,
            suppressions: [Suppression] = []
        ) {
            self.event = event
            self.stopsPropagation = stopsPropagation
            self.action = action
            self.location = location
            self.suppressions = suppressions
        }
    }
}

extension AppGraph {
    /// How long a coordinator's flow lives (Docs/DOMAIN.md: lifetime).
    public enum Lifetime: String, Hashable, Sendable, CaseIterable {
        /// Started to do a job; it reports didFinish when done. The default.
        case bounded
        /// Lives as long as its parent: a tab's flow, the main flow the window shows, a session-long
        /// flow the root keeps. It is not expected to finish, and keeping it is not a leak.
        case longLived
    }
}

extension AppGraph {
    /// A coordinator: owns a flow of screens and starts child coordinators.
    public struct Coordinator: Hashable, Sendable {
        /// Unique name in the graph.
        public var name: String
        /// The type name in the app's source, when known.
        public var typeName: String?
        /// The application coordinator the app delegate or scene starts; exactly one per graph.
        public var isRoot: Bool
        public var container: Container
        /// `nil` for the root, which is attached to the window by the app delegate.
        public var attachment: Attachment?
        public var start: [StartEntry]
        public var screens: [Screen]
        public var handlers: [EventHandler]
        /// A horizontal child reports didFinish when the user pops back past its first screen.
        public var finishesOnPopBack: Bool
        /// A swipe-dismissible vertical child reports didFinish when the user swipes it away.
        public var finishesOnSwipeDismiss: Bool
        /// Whether the flow is started to finish (bounded) or lives as long as its parent.
        public var lifetime: Lifetime
        /// Whether `lifetime` was declared (in JSON or the DSL, or established by a scan) rather than
        /// left to ``AppGraph/inferLifetimes()``, which only changes undeclared lifetimes.
        public var lifetimeDeclared: Bool
        public var location: SourceLocation?
        /// Rules not to report on this element (and what it contains).
        public var suppressions: [Suppression]

        public init(
            name: String,
            typeName: String? = nil,
            isRoot: Bool = false,
            container: Container = .navigationStack,
            attachment: Attachment? = nil,
            start: [StartEntry] = [],
            screens: [Screen] = [],
            handlers: [EventHandler] = [],
            finishesOnPopBack: Bool = false,
            finishesOnSwipeDismiss: Bool = false,
            lifetime: Lifetime = .bounded,
            lifetimeDeclared: Bool = false,
            location: SourceLocation? = nil,
            suppressions: [Suppression] = []
        ) {
            self.name = name
            self.typeName = typeName
            self.isRoot = isRoot
            self.container = container
            self.attachment = attachment
            self.start = start
            self.screens = screens
            self.handlers = handlers
            self.finishesOnPopBack = finishesOnPopBack
            self.finishesOnSwipeDismiss = finishesOnSwipeDismiss
            self.lifetime = lifetime
            self.lifetimeDeclared = lifetimeDeclared
            self.location = location
            self.suppressions = suppressions
        }

        /// The screen with this name, if the coordinator creates one.
        public func screen(named name: String) -> Screen? {
            screens.first { $0.name == name }
        }

        /// The coordinator's type name, or its name when the type is unknown: how a developer knows it.
        public var displayName: String { typeName ?? name }
    }
}
