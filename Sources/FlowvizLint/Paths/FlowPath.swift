import FlowvizCore

/// A path of user actions from the root's start: one step per edge of the reachability graph.
public struct FlowPath: Hashable, Sendable, CustomStringConvertible {
    /// One edge taken, and the coordinator entry or screen it reaches.
    public struct Step: Hashable, Sendable {
        /// The coordinator of the screen (or entry) reached.
        public var coordinator: String
        /// The screen reached; nil when the step reaches a coordinator's entry (its start).
        public var screen: String?
        /// The trigger of the transition taken; nil for the entry step and start entries.
        public var trigger: String?
        /// "entry", "start", "push", "present sheet", "present full screen", "start horizontal",
        /// "start vertical", or "event <name>" (the event whose handler performed the action).
        public var action: String
        /// The condition label of the transition or start entry taken.
        public var condition: String?
        /// Where the transition, start entry or event handler taken is declared (the root, for "entry").
        public var location: SourceLocation?

        public init(coordinator: String, screen: String?, trigger: String? = nil, action: String,
                    condition: String? = nil, location: SourceLocation? = nil) {
            self.coordinator = coordinator
            self.screen = screen
            self.trigger = trigger
            self.action = action
            self.condition = condition
            self.location = location
        }
    }

    /// The steps in order; the first is the root's "entry".
    public var steps: [Step]

    public init(steps: [Step]) { self.steps = steps }

    /// One line, e.g.
    /// `App: Photos --didSelectPhoto/push--> Photo --didBuyPhoto [vertical purchase flow]/start vertical--> VerticalBuy: SignIn [signed out]`.
    ///
    /// A coordinator's entry and the start entry that shows a screen form one node,
    /// `Coordinator: Screen`, with the start branch's condition after it; an entry that shows no
    /// screen is the bare coordinator name. A screen gets the `Coordinator: ` prefix when its
    /// coordinator differs from the previous node's. Edges read `--trigger [condition]/action-->`.
    public var description: String {
        var parts = [String]()
        var previousCoordinator: String?
        var index = 0
        while index < steps.count {
            let step = steps[index]
            if index > 0 { parts.append("--\(Self.label(step))-->") }
            var node: String
            if let screen = step.screen {
                node = (step.coordinator == previousCoordinator ? "" : "\(step.coordinator): ") + screen
            } else if index + 1 < steps.count, steps[index + 1].action == "start",
                      let screen = steps[index + 1].screen, steps[index + 1].coordinator == step.coordinator {
                index += 1
                node = "\(step.coordinator): \(screen)" + (steps[index].condition.map { " [\($0)]" } ?? "")
            } else {
                node = step.coordinator
            }
            parts.append(node)
            previousCoordinator = step.coordinator
            index += 1
        }
        return parts.joined(separator: " ")
    }

    /// `trigger [condition]/action`, or `[condition]/action`, or `action`.
    static func label(_ step: Step) -> String {
        let guardText = [step.trigger, step.condition.map { "[\($0)]" }].compactMap { $0 }.joined(separator: " ")
        return guardText.isEmpty ? step.action : "\(guardText)/\(step.action)"
    }
}

/// A screen by its coordinator's and its own name; prints as `Coordinator.Screen`.
public struct ScreenReference: Hashable, Sendable, CustomStringConvertible {
    public var coordinator: String
    public var screen: String

    public init(coordinator: String, screen: String) {
        self.coordinator = coordinator
        self.screen = screen
    }

    public var description: String { "\(coordinator).\(screen)" }
}
