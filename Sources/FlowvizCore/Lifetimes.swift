extension AppGraph {
    /// The names of the coordinators a tab-bar coordinator (container `.tabBar`) starts in its
    /// start: its tabs' flows.
    public var tabChildren: Set<String> {
        var names = Set<String>()
        for coordinator in coordinators where coordinator.container == .tabBar {
            for entry in coordinator.start {
                if case .child(let start) = entry.target { names.insert(start.coordinator) }
            }
        }
        return names
    }

    /// The lifetime coordinator `name` has when none is declared (Docs/DOMAIN.md: lifetime): a tab's
    /// flow, started by a tab-bar coordinator in its start, is long-lived; any other is bounded.
    public func inferredLifetime(of name: String) -> Lifetime {
        tabChildren.contains(name) ? .longLived : .bounded
    }

    /// Gives every coordinator whose lifetime is not declared its inferred lifetime. The JSON
    /// and DSL loaders call it after reading a graph; declared lifetimes are kept.
    public mutating func inferLifetimes() {
        let tabs = tabChildren
        for index in coordinators.indices where !coordinators[index].lifetimeDeclared {
            coordinators[index].lifetime = tabs.contains(coordinators[index].name) ? .longLived : .bounded
        }
    }
}
