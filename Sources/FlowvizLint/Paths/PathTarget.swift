import FlowvizCore

/// What a path query looks for.
public enum PathTarget: Hashable, Sendable {
    /// A screen; `coordinator` nil means any coordinator's screen of that name (an error if several have it).
    case screen(coordinator: String?, name: String)
    /// A coordinator's entry: the moment it is started.
    case coordinator(String)

    /// Parses `"Screen"`, `"Coordinator.Screen"` or `"Coordinator"`.
    ///
    /// A bare name is a coordinator when it names a coordinator and no screen; otherwise it is a
    /// screen, and exactly one coordinator must have a screen of that name.
    /// - Throws: ``PathQueryError/unknownTarget(_:)`` (with a "did you mean" hint) or
    ///   ``PathQueryError/ambiguousTarget(_:candidates:)``.
    public init(parsing text: String, in graph: AppGraph) throws(PathQueryError) {
        if let dot = text.firstIndex(of: ".") {
            let written = String(text[..<dot])
            let screenName = String(text[text.index(after: dot)...])
            guard let coordinator = graph.coordinator(userNamed: written) else {
                let hint = Suggestions.hint(for: written, in: graph.coordinatorUserNames)
                throw .unknownTarget("no coordinator named '\(written)'\(hint)")
            }
            let coordinatorName = coordinator.name
            guard coordinator.screen(named: screenName) != nil else {
                let hint = Suggestions.closest(to: screenName, in: coordinator.screens.map(\.name))
                    .map { " (did you mean '\(coordinatorName).\($0)'?)" } ?? ""
                throw .unknownTarget("coordinator '\(coordinatorName)' has no screen named '\(screenName)'\(hint)")
            }
            self = .screen(coordinator: coordinatorName, name: screenName)
            return
        }
        let owners = PathTarget.owners(ofScreen: text, in: graph)
        if owners.isEmpty, let coordinator = graph.coordinator(userNamed: text) {
            self = .coordinator(coordinator.name)
            return
        }
        self = .screen(coordinator: nil, name: text)
        _ = try resolvedScreen(in: graph)
    }

    /// The same target with a bare screen name resolved to its coordinator, checked against the graph.
    /// - Throws: ``PathQueryError/unknownTarget(_:)`` or ``PathQueryError/ambiguousTarget(_:candidates:)``.
    public func qualified(in graph: AppGraph) throws(PathQueryError) -> PathTarget {
        guard let screen = try resolvedScreen(in: graph) else { return self }
        return .screen(coordinator: screen.coordinator, name: screen.screen)
    }

    /// The coordinator names that have a screen of this name, in declaration order.
    static func owners(ofScreen name: String, in graph: AppGraph) -> [String] {
        graph.coordinators.filter { $0.screen(named: name) != nil }.map(\.name)
    }

    /// For a screen target, its coordinator and screen, checked against the graph.
    func resolvedScreen(in graph: AppGraph) throws(PathQueryError) -> (coordinator: String, screen: String)? {
        switch self {
        case .coordinator(let name):
            guard graph.coordinator(named: name) != nil else { throw Self.unknown(name, in: graph) }
            return nil
        case .screen(let coordinator?, let name):
            guard graph.coordinator(named: coordinator)?.screen(named: name) != nil else {
                throw Self.unknown("\(coordinator).\(name)", in: graph)
            }
            return (coordinator, name)
        case .screen(nil, let name):
            let owners = Self.owners(ofScreen: name, in: graph)
            if owners.isEmpty { throw Self.unknown(name, in: graph) }
            if owners.count > 1 { throw .ambiguousTarget(name, candidates: owners.map { "\($0).\(name)" }) }
            return (owners[0], name)
        }
    }

    /// "no screen or coordinator named 'x' (did you mean 'y'?)", suggesting any name a target can use.
    static func unknown(_ text: String, in graph: AppGraph) -> PathQueryError {
        var candidates = graph.coordinatorUserNames
        for coordinator in graph.coordinators {
            for screen in coordinator.screens {
                candidates.append(screen.name)
                candidates.append("\(coordinator.name).\(screen.name)")
            }
        }
        return .unknownTarget("no screen or coordinator named '\(text)'\(Suggestions.hint(for: text, in: candidates))")
    }
}

/// Why a path query has no answer.
public enum PathQueryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The full message: what is unknown, with a "did you mean" hint when a name is close.
    case unknownTarget(String)
    /// A bare screen name that several coordinators have; candidates are `Coordinator.Screen`.
    case ambiguousTarget(String, candidates: [String])
    /// The full message: why no path exists ("Credits in MovieDetails is unreachable: …").
    case unreachable(String)

    public var description: String {
        switch self {
        case .unknownTarget(let message), .unreachable(let message):
            message
        case .ambiguousTarget(let name, let candidates):
            "'\(name)' is ambiguous: it is a screen of \(candidates.count) coordinators; name one of \(candidates.map { "'\($0)'" }.joined(separator: ", "))"
        }
    }
}
