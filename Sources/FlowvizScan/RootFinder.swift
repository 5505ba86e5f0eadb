/// Picks the root coordinator: the one the app delegate (or other non-coordinator code) creates;
/// failing that, the one no other coordinator starts. Ties go to a name like `App…`/`Root…`.
struct RootFinder {
    let root: String?

    init(creations: CreationIndex, runs: [(type: String, interpreter: Interpreter)]) {
        let coordinators = runs.map(\.type)
        var started = Set<String>()
        for run in runs {
            for effect in run.interpreter.effects {
                switch effect.kind {
                case .startChild(let child), .managedStart(let child), .presentsChild(let child, _, _):
                    if child.type != run.type { started.insert(child.type) }
                default: break
                }
            }
        }
        let outside = coordinators.filter(creations.createdOutsideCoordinators.contains)
        let unstarted = coordinators.filter { !started.contains($0) }
        let candidates = !outside.isEmpty ? outside : unstarted
        let preferred = candidates.filter { !started.contains($0) }
        let pool = preferred.isEmpty ? candidates : preferred
        root = pool.first { name in ["App", "Application", "Root", "Main"].contains { name.hasPrefix($0) } } ?? pool.first
    }
}
