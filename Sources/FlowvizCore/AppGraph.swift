/// An app's navigation: its coordinators (one of them the root) and its deep links.
public struct AppGraph: Hashable, Sendable {
    /// The app's name, for titles and reports.
    public var name: String?
    public var coordinators: [Coordinator]
    public var deepLinks: [DeepLink]

    public init(name: String? = nil, coordinators: [Coordinator] = [], deepLinks: [DeepLink] = []) {
        self.name = name
        self.coordinators = coordinators
        self.deepLinks = deepLinks
    }

    /// The root coordinator; `nil` only in a graph that failed validation.
    public var root: Coordinator? { coordinators.first(where: \.isRoot) }

    /// The coordinator with this name.
    public func coordinator(named name: String) -> Coordinator? {
        coordinators.first { $0.name == name }
    }

    /// Adds a coordinator (the imperative form of the DSL).
    public mutating func add(_ coordinator: Coordinator) { coordinators.append(coordinator) }

    /// Adds a deep link (the imperative form of the DSL).
    public mutating func add(_ deepLink: DeepLink) { deepLinks.append(deepLink) }
}
