extension AppGraph {
    /// The same graph with every source location removed.
    ///
    /// Two descriptions of one app (JSON and DSL, or a file and its canonical rewrite) differ only
    /// in where their elements were written; compare them through this.
    public func withoutLocations() -> AppGraph {
        var graph = self
        graph.coordinators = coordinators.map { coordinator in
            var coordinator = coordinator
            coordinator.location = nil
            coordinator.suppressions = coordinator.suppressions.withoutLocations()
            coordinator.start = coordinator.start.map {
                var entry = $0; entry.location = nil; entry.suppressions = entry.suppressions.withoutLocations(); return entry
            }
            coordinator.handlers = coordinator.handlers.map {
                var handler = $0; handler.location = nil; handler.suppressions = handler.suppressions.withoutLocations(); return handler
            }
            coordinator.screens = coordinator.screens.map { screen in
                var screen = screen
                screen.location = nil
                screen.suppressions = screen.suppressions.withoutLocations()
                screen.transitions = screen.transitions.map {
                    var transition = $0; transition.location = nil; transition.suppressions = transition.suppressions.withoutLocations()
                    return transition
                }
                return screen
            }
            return coordinator
        }
        graph.deepLinks = deepLinks.map { link in
            var link = link
            link.location = nil
            link.suppressions = link.suppressions.withoutLocations()
            link.path = link.path.map { var step = $0; step.location = nil; return step }
            return link
        }
        return graph
    }
}

extension [Suppression] {
    func withoutLocations() -> [Suppression] { map { var suppression = $0; suppression.location = nil; return suppression } }
}
