import FlowvizCore

extension GraphAssembler {
    /// Where code the scanner does not follow makes a coordinator: one ``UnknownFact/Aspect/entry``
    /// fact per maker. A coordinator made somewhere no start of it is read (a method no start or
    /// trigger calls, a subscription in `init`, a view controller or view model, a closure kept as
    /// data) may be started there: it is not known to be never started. Only a coordinator nothing
    /// makes, or whose every making is a start the scan read, is left to reachability alone.
    /// A coordinator's own unread code gives a fact on it naming the child (its entry leads there);
    /// any other code gives one fact on the coordinator made (reached from the root), unless that
    /// code is a factory outside the graph (a function declared to return it) and a start of the
    /// coordinator is read: the factory's caller starts it. A Stinsen
    /// factory nothing runs (``StinsenIndex/isInUnrunFactory(_:owner:index:)``) makes nothing.
    func entryUnknowns(in graph: AppGraph) -> [UnknownFact] {
        var facts = [UnknownFact]()
        let inGraph = Self.childStarts(graph)
        let coveredElsewhere = Set(otherAppRoots().compactMap(\.child))
        for (type, _) in runs where type != root && !coveredElsewhere.contains(coordinatorName(type)) {
            // Only starts the graph has: not presenting a child's container, not code nothing
            // follows, nor a reaction to a child the graph never starts.
            let edges = starts.edges(into: type).filter { $0.kind != .presents && inGraph.contains("\(coordinatorName($0.parent))>\(coordinatorName(type))") }
            let read = Set(edges.map(\.child.site))
            let startedBy = Set(edges.map(\.parent))
            // Some coordinator of the graph starts it (whatever made it).
            let startedInGraph = inGraph.contains { $0.hasSuffix(">" + coordinatorName(type)) }
            var makers = Set<String>()
            var outside = false
            for site in (madeAt[type] ?? []).sorted(by: { $0.location < $1.location }) where site.owner != type && !read.contains(site.location) {
                // A factory only dead routes name is never run.
                if let owner = site.owner, index.stinsen.isInUnrunFactory(site.location, owner: owner, index: index) { continue }
                if let owner = site.owner, isInGraph(owner) {
                    // A maker already seen to start it reaches it through that start.
                    guard !startedBy.contains(owner), makers.insert(owner).inserted else { continue }
                    facts.append(UnknownFact(
                        .entry, coordinator: coordinatorName(owner), child: coordinatorName(type),
                        reason: "\(owner) makes \(type) in code where the scanner reads no start of it", location: site.location
                    ))
                } else if site.isReturned, startedInGraph {
                    // A factory outside the graph hands what it makes to its caller, and a start of
                    // it is read: that caller's.
                    continue
                } else if !outside {
                    outside = true
                    let maker = site.owner.map { "\($0), which the scanner does not follow" } ?? "top-level code"
                    facts.append(UnknownFact(
                        .entry, coordinator: coordinatorName(type),
                        reason: "\(type) is made by \(maker); what starts it is not read", location: site.location
                    ))
                }
            }
        }
        return facts
    }

    /// Which coordinator the graph has start which child (`Parent>Child`, by graph names): in its
    /// start entries, its screens' transitions or its handlers.
    static func childStarts(_ graph: AppGraph) -> Set<String> {
        var found = Set<String>()
        for coordinator in graph.coordinators {
            for entry in coordinator.start { if case .child(let child) = entry.target { found.insert("\(coordinator.name)>\(child.coordinator)") } }
            let actions = coordinator.screens.flatMap(\.transitions).map(\.action) + coordinator.handlers.compactMap(\.action)
            for case .startChild(let child) in actions { found.insert("\(coordinator.name)>\(child.coordinator)") }
        }
        return found
    }
}
