/// Picks the root coordinator: the one the app delegate (or other non-coordinator code) creates;
/// failing that, the one no other coordinator starts. Ties go to a name like `App…`/`Root…`.
struct RootFinder {
    let root: String?

    init(creations: CreationIndex, coordinators: [String], starts: StartRelation) {
        let started = starts.startedByAnother
        let outside = coordinators.filter(creations.createdOutsideCoordinators.contains)
        let unstarted = coordinators.filter { !started.contains($0) }
        let candidates = !outside.isEmpty ? outside : unstarted
        let preferred = candidates.filter { !started.contains($0) }
        let pool = preferred.isEmpty ? candidates : preferred
        root = pool.first { name in ["App", "Application", "Root", "Main"].contains { name.hasPrefix($0) } } ?? pool.first
    }
}
