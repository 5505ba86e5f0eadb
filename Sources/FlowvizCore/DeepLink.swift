extension AppGraph {
    /// A deep link: a name and a path of steps from the root (seed 001's `DeepLinkOption`).
    public struct DeepLink: Hashable, Sendable {
        /// One step of the path: into a child coordinator, or to a screen of the current coordinator.
        public struct Step: Hashable, Sendable {
            public enum Kind: String, Hashable, Sendable {
                case coordinator
                case screen
            }
            public var kind: Kind
            public var name: String
            public var location: SourceLocation?

            public init(_ kind: Kind, _ name: String, location: SourceLocation? = nil) {
                self.kind = kind
                self.name = name
                self.location = location
            }
        }

        public var name: String
        /// Steps after the root coordinator's start.
        public var path: [Step]
        public var location: SourceLocation?
        /// Rules not to report on this element (and what it contains).
        public var suppressions: [Suppression]

        public init(name: String, path: [Step], location: SourceLocation? = nil, suppressions: [Suppression] = []) {
            self.name = name
            self.path = path
            self.location = location
            self.suppressions = suppressions
        }
    }
}
