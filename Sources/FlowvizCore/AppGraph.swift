/// An app's navigation: its coordinators (one of them the root) and its deep links.
public struct AppGraph: Hashable, Sendable {
    /// The app's name, for titles and reports.
    public var name: String?
    public var coordinators: [AppGraph.Coordinator]
    public var deepLinks: [AppGraph.DeepLink]
    /// What a scan of Swift sources saw beyond the graph; empty for JSON and DSL definitions
    /// unless they carry it.
    public var sourceFacts: [SourceFact]
    /// What a scan of Swift sources could not establish (Docs/DOMAIN.md: known and unknown). No rule
    /// concludes anything from these; each is reported once as a note.
    public var unknowns: [UnknownFact]

    public init(
        name: String? = nil, coordinators: [AppGraph.Coordinator] = [], deepLinks: [AppGraph.DeepLink] = [], sourceFacts: [SourceFact] = [],
        unknowns: [UnknownFact] = []
    ) {
        self.name = name
        self.coordinators = coordinators
        self.deepLinks = deepLinks
        self.sourceFacts = sourceFacts
        self.unknowns = unknowns
    }

    /// The root coordinator; `nil` only in a graph that failed validation.
    public var root: AppGraph.Coordinator? { coordinators.first(where: \.isRoot) }

    /// The coordinator with this name.
    public func coordinator(named name: String) -> AppGraph.Coordinator? {
        coordinators.first { $0.name == name }
    }

    /// The coordinator a person names on the command line or in a test: by its name (`Checkout`),
    /// else by the type name pictures and messages show (`CheckoutCoordinator`).
    public func coordinator(userNamed name: String) -> AppGraph.Coordinator? {
        coordinator(named: name) ?? coordinators.first { $0.typeName == name }
    }

    /// Every name ``coordinator(userNamed:)`` accepts, for suggesting the nearest on a miss.
    public var coordinatorUserNames: [String] {
        coordinators.flatMap { [$0.name] + ($0.typeName.map { [$0] } ?? []) }
    }

    /// Adds a coordinator (the imperative form of the DSL).
    public mutating func add(_ coordinator: AppGraph.Coordinator) { coordinators.append(coordinator) }

    /// Adds a deep link (the imperative form of the DSL).
    public mutating func add(_ deepLink: AppGraph.DeepLink) { deepLinks.append(deepLink) }
}
