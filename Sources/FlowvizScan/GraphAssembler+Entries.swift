import FlowvizCore

extension GraphAssembler {
    /// Where code the scanner does not follow makes a coordinator: one ``UnknownFact/Aspect/entry``
    /// fact per maker. A coordinator made somewhere no start of it is read (a method no start or
    /// trigger calls, a subscription in `init`, a view controller or view model, a closure kept as
    /// data) may be started there: it is not known to be never started. Only a coordinator nothing
    /// makes, or whose every making is a start the scan read, is left to reachability alone.
    /// A coordinator's own unread code gives a fact on it naming the child (its entry leads there);
    /// any other code gives one fact on the coordinator made (reached from the root).
    func entryUnknowns() -> [UnknownFact] {
        var facts = [UnknownFact]()
        let coveredElsewhere = Set(otherAppRoots().compactMap(\.child))
        for (type, _) in runs where type != root && !coveredElsewhere.contains(coordinatorName(type)) {
            let edges = starts.edges(into: type).filter { Self.isAttached($0.effect.origin) }
            let read = Set(edges.map(\.child.site))
            let startedBy = Set(edges.map(\.parent))
            var makers = Set<String>()
            var outside = false
            for site in (madeAt[type] ?? []).sorted(by: { $0.location < $1.location }) where site.owner != type && !read.contains(site.location) {
                if let owner = site.owner, isInGraph(owner) {
                    // A maker already seen to start it reaches it through that start.
                    guard !startedBy.contains(owner), makers.insert(owner).inserted else { continue }
                    facts.append(UnknownFact(
                        .entry, coordinator: coordinatorName(owner), child: coordinatorName(type),
                        reason: "\(owner) makes \(type) in code where the scanner reads no start of it", location: site.location
                    ))
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

    /// Code the scan reads as run from somewhere (a start, a trigger, a handler, a dispatcher's
    /// case): not set-up code, a method nothing followed calls, or code whose caller is unknown
    /// (a delegate requirement no screen is tied to, an `@objc` method, a closure kept by an
    /// object the scanner cannot tell), whose starts the graph does not have.
    static func isAttached(_ origin: Origin) -> Bool {
        switch origin {
        case .setup, .unused, .unattached: false
        default: true
        }
    }
}
