import FlowvizCore

/// Where a deep link leads, or the step where it breaks.
public enum DeepLinkResolution: Hashable, Sendable {
    /// The link works and ends on this coordinator (and screen, when its last step is a screen).
    case reaches(coordinator: String, screen: String?)
    /// Step `step` (0-based index into the path) cannot be taken; `message` says why.
    case broken(step: Int, message: String)
}

extension FlowAnalysis {
    /// Walks a deep link's steps from the root's start over the navigation graph's edges.
    ///
    /// A coordinator step must name a child that the current coordinator starts from its start
    /// or from a screen reachable from the current position; a screen step must name a screen
    /// of the current coordinator reachable from the current position (its start, or the
    /// previous screen, through pushes and presents). Each step explores one coordinator's own
    /// screens once, so a link costs at most the size of the coordinators it passes through.
    public func resolve(_ link: AppGraph.DeepLink) -> DeepLinkResolution {
        walk(link).resolution
    }

    /// The deep-link step edges of the `index`th deep link, one per step taken, up to the step
    /// where it breaks (``resolve(_:)`` says why).
    public func deepLinkSteps(of index: Int) -> [NavigationEdge] {
        walk(graph.deepLinks[index], index: index).steps
    }

    /// Resolves `link`; with its `index` in ``AppGraph/deepLinks``, also records the step edges
    /// taken (``resolve(_:)`` needs none, so it does not look the index up).
    private func walk(_ link: AppGraph.DeepLink, index: Int? = nil) -> (steps: [NavigationEdge], resolution: DeepLinkResolution) {
        guard let root = graph.coordinators.firstIndex(where: \.isRoot) else {
            return ([], .broken(step: 0, message: "the graph has no root coordinator"))
        }
        var coordinator = root
        var screen: Int?
        var steps = [NavigationEdge]()
        func take(_ step: Int, to node: Int) {
            guard let linkIndex = index else { return }
            let from = screen.map { self.node(screen: $0) } ?? coordinator
            steps.append(NavigationEdge(
                kind: .deepLinkStep(link: linkIndex, step: step), from: from, to: node, coordinator: coordinator,
                trigger: link.name, condition: nil, location: link.path[step].location ?? link.location, element: .deepLink(link.name)
            ))
        }
        for (index, step) in link.path.enumerated() {
            let current = graph.coordinators[coordinator]
            let reachable = screensReachable(in: coordinator, from: screen)
            switch step.kind {
            case .screen:
                guard let target = screenIndex[coordinator][step.name] else {
                    let hint = Suggestions.hint(for: step.name, in: current.screens.map(\.name))
                    return (steps, .broken(step: index, message: "\(current.displayName) has no screen '\(step.name)'\(hint)"))
                }
                guard reachable.screens.contains(target) else {
                    return (steps, .broken(step: index, message: "\(step.name) cannot be reached in \(current.displayName) from \(position(coordinator, screen))"))
                }
                take(index, to: node(screen: target))
                screen = target
            case .coordinator:
                guard let child = coordinatorIndex[step.name] else {
                    let hint = Suggestions.hint(for: step.name, in: graph.coordinators.map(\.name))
                    return (steps, .broken(step: index, message: "there is no coordinator '\(step.name)'\(hint)"))
                }
                guard reachable.children.contains(child) else {
                    return (steps, .broken(step: index, message: "\(graph.coordinators[child].displayName) is not started from \(position(coordinator, screen))"))
                }
                take(index, to: child)
                coordinator = child
                screen = nil
            }
        }
        let last = screen.map { self.screen($0).screen.name }
        return (steps, .reaches(coordinator: graph.coordinators[coordinator].name, screen: last))
    }

    private func position(_ coordinator: Int, _ screen: Int?) -> String {
        let name = graph.coordinators[coordinator].displayName
        guard let screen else { return "the start of \(name)" }
        return "\(self.screen(screen).screen.name) in \(name)"
    }

    /// Screens of `coordinator` reachable from `screen` (from its entry when `screen` is nil)
    /// over the edges that stay in the coordinator (start entries, pushes, presents, unknowns),
    /// and the children started on the way.
    private func screensReachable(in coordinator: Int, from screen: Int?) -> (screens: Set<Int>, children: Set<Int>) {
        var screens = Set<Int>()
        var children = Set<Int>()
        var stack = [Int]()
        func follow(_ node: Int) {
            for index in outgoing[node] {
                guard let to = edges[index].to else { continue }
                if let id = screenID(ofNode: to) {
                    if screenOwners[id].coordinator == coordinator { stack.append(id) }
                } else if to < coordinatorCount {
                    children.insert(to)
                }
            }
        }
        follow(screen.map { self.node(screen: $0) } ?? coordinator)
        while let id = stack.popLast() {
            guard screens.insert(id).inserted else { continue }
            follow(node(screen: id))
        }
        return (screens, children)
    }
}
