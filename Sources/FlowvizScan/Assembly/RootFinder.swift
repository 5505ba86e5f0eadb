/// Picks the root coordinator: the one the app or scene delegate creates, else one other
/// non-coordinator code creates;
/// failing that, the one no other coordinator starts. Ties go to a name like `App…`/`Root…`.
struct RootFinder {
    let root: String?

    init(creations: CreationIndex, coordinators: [String], starts: StartRelation) {
        let started = starts.startedByAnother
        // The coordinator the app or scene delegate (or `@main` App) creates comes first; then
        // any created outside coordinators (a service may make a coordinator-named helper).
        let byEntry = coordinators.filter(creations.createdByAppEntry.contains)
        let outside = !byEntry.isEmpty ? byEntry : coordinators.filter(creations.createdOutsideCoordinators.contains)
        let unstarted = coordinators.filter { !started.contains($0) }
        let candidates = !outside.isEmpty ? outside : unstarted
        let preferred = candidates.filter { !started.contains($0) }
        // One target's coordinator by its name in the target (`Main (App)` before `Main (App tvOS)`).
        let pool = (preferred.isEmpty ? candidates : preferred).sorted { TargetNames.order($0).lexicographicallyPrecedes(TargetNames.order($1)) }
        root = pool.first { name in ["App", "Application", "Root", "Main"].contains { TargetNames.display(name).hasPrefix($0) } } ?? pool.first
    }
}
