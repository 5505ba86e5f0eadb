/// What a parent does when a child finishes, or reports one of its outputs, happens where the
/// child was started: after `login.didFinish = { self.showHome() }`, Home is reached from the
/// screen (or the start) that started Login. Those effects are copied to the start's origin,
/// labelled "after Login finishes" or "when Search reports onItemSelected", so the screens and
/// children they lead to are reachable, and a parent that finishes after its child does.
enum ChildReactions {
    /// The copies, in the origins of the child starts (the originals stay: bookkeeping reads them).
    static func moved(_ effects: [Effect], names: (String) -> String) -> [Effect] {
        let starts = effects.compactMap { effect -> (child: ChildRef, effect: Effect)? in
            if case .startChild(let child) = effect.kind { (child, effect) } else { nil }
        }
        guard !starts.isEmpty else { return [] }
        var moved = [Effect]()
        for effect in effects where shows(effect.kind) {
            var reached = Set<Origin>()
            moved += copies(of: effect, starts, names, depth: 0, reached: &reached)
        }
        return moved
    }

    private static func shows(_ kind: Effect.Kind) -> Bool {
        switch kind {
        // Not pop or dismiss: there the parent takes the child's screens away, it goes nowhere.
        case .push, .present, .setRoot, .startChild, .finish, .send: true
        default: false
        }
    }

    /// `effect` where the child whose handler runs it was started; a start itself inside another
    /// child's handler moves on to where that child was started.
    private static func copies(
        of effect: Effect, _ starts: [(child: ChildRef, effect: Effect)], _ names: (String) -> String, depth: Int,
        reached: inout Set<Origin>
    ) -> [Effect] {
        let child: ChildRef
        let label: String
        switch effect.origin {
        case .finishHandler(let handled?):
            child = handled
            label = "after \(names(handled.type)) finishes"
        case .childOutput(let handled, let output):
            child = handled
            label = "when \(names(handled.type)) reports \(output)"
        default:
            return depth == 0 ? [] : [effect]
        }
        guard depth < 8 else { return [] }
        var sites = starts.filter { $0.child == child }
        if sites.isEmpty { sites = starts.filter { $0.child.type == child.type } }
        // Each origin is reached once (by its first path): chains of children that start each
        // other from shared helpers would otherwise copy exponentially.
        var copies = [Effect]()
        for site in sites where reached.insert(site.effect.origin).inserted {
            let copy = Effect(
                origin: site.effect.origin, conditions: site.effect.conditions + [label] + effect.conditions,
                kind: effect.kind, location: effect.location
            )
            copies += Self.copies(of: copy, starts, names, depth: depth + 1, reached: &reached)
        }
        return copies
    }
}
