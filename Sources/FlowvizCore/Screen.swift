extension AppGraph {
    /// What a transition or an event handler does.
    public enum Action: Hashable, Sendable {
        /// Push a screen of this coordinator onto the navigation stack (horizontal).
        case push(screen: String)
        /// Present a screen of this coordinator modally (vertical).
        case present(screen: String, presentation: ModalPresentation)
        /// Start a child coordinator.
        case startChild(ChildStart)
        /// Report didFinish to the parent (a vertical coordinator also dismisses).
        case finish
        /// Go back one screen.
        case pop
        /// Go back to the first screen of the navigation stack.
        case popToRoot
        /// Dismiss the presented screen.
        case dismiss
        /// Send a flow event up the coordinator hierarchy.
        case sendEvent(String)

        /// The action's keyword in the JSON format and in messages.
        public var keyword: String {
            switch self {
            case .push: "push"
            case .present: "present"
            case .startChild: "start"
            case .finish: "finish"
            case .pop: "pop"
            case .popToRoot: "popToRoot"
            case .dismiss: "dismiss"
            case .sendEvent: "send"
            }
        }

        /// The screen this action shows inside the same coordinator, if any.
        public var shownScreen: String? {
            switch self {
            case .push(let screen), .present(let screen, _): screen
            default: nil
            }
        }

        /// The child this action starts, if any.
        public var childStart: ChildStart? {
            if case .startChild(let child) = self { return child }
            return nil
        }
    }
}

extension AppGraph {
    /// From a screen, on a trigger, one action.
    public struct Transition: Hashable, Sendable {
        /// The trigger's name (`didSelectPhoto`, `didTapCart`).
        public var trigger: String
        /// A label for the branch when the same trigger leads to different actions ("logged out").
        public var condition: String?
        public var action: Action
        public var location: SourceLocation?
        /// Rules not to report on this element (and what it contains).
        public var suppressions: [Suppression]

        public init(
            on trigger: String, when condition: String? = nil, _ action: Action, location: SourceLocation? = nil,
            suppressions: [Suppression] = []
        ) {
            self.trigger = trigger
            self.condition = condition
            self.action = action
            self.location = location
            self.suppressions = suppressions
        }
    }
}

extension AppGraph {
    /// A screen (view controller) a coordinator creates.
    public struct Screen: Hashable, Sendable {
        /// Unique name within its coordinator.
        public var name: String
        /// The view controller's type name, when known.
        public var typeName: String?
        /// Every trigger the screen emits, in order: those with transitions and those without.
        public var triggers: [String]
        public var transitions: [Transition]
        /// The types of the views it embeds (a SwiftUI view's subviews and modifiers, which are on
        /// screen while it is): what they show, the screen shows.
        public var parts: [String]
        public var location: SourceLocation?
        /// Rules not to report on this element (and what it contains).
        public var suppressions: [Suppression]

        /// A screen; `triggers` lists triggers beyond those its transitions use.
        public init(
            name: String,
            typeName: String? = nil,
            triggers: [String] = [],
            transitions: [Transition] = [],
            parts: [String] = [],
            location: SourceLocation? = nil,
            suppressions: [Suppression] = []
        ) {
            self.name = name
            self.typeName = typeName
            self.transitions = transitions
            self.parts = parts
            self.location = location
            self.suppressions = suppressions
            var all = [String]()
            for trigger in triggers + transitions.map(\.trigger) where !all.contains(trigger) {
                all.append(trigger)
            }
            self.triggers = all
        }
    }
}
