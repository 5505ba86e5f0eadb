import SwiftSyntax

/// How the SwiftUI navigation walk covers the app's bodies: on every core, in runs joined in the
/// app's order, and in two walks whose findings are put back in that order (SwiftUIRouteIndex).
extension SwiftUINavigationFinder {
    /// Walks every method body of the app, in type-name order, on every core: each core walks a
    /// run of the bodies, and the runs' findings are joined in order (nothing one body gives is
    /// read while walking another).
    /// `including`: which of the bodies to walk (all of them unless told).
    static func walk(
        index: TypeIndex, texts: [String: SourceText], including: (MethodDecl) -> Bool = { _ in true }
    ) -> SwiftUINavigationFinder {
        let methods = index.methodsWithBodies().enumerated().filter { including($0.element) }
        let all = ConcurrentRuns.map(methods, size: 16, maximum: 64) { run in
            let finder = SwiftUINavigationFinder(index: index, texts: texts)
            for (position, method) in run {
                finder.position = position
                finder.owner = method.owner
                finder.file = method.location.file
                finder.method = method
                finder.walk(method.body)
            }
            return finder
        }
        for other in all.dropFirst() { all[0].join(other) }
        return all[0]
    }

    /// Adds what `other` found in the app's other bodies, among this finder's findings in the
    /// app's order of bodies, as if one walk had read them all. `other`'s bodies make no binding,
    /// destination or modal: they name none of ``SwiftUIRouteIndex/bindingCalls``.
    func absorb(_ other: SwiftUINavigationFinder) {
        func inOrder<Item>(_ items: [Item], _ position: (Item) -> Int) -> [Item] {
            items.enumerated().sorted { (position($0.element), $0.offset) < (position($1.element), $1.offset) }.map(\.element)
        }
        written.formUnion(other.written)
        bindingArguments = inOrder(bindingArguments + other.bindingArguments, \.position)
        for (type, makers) in other.contentMakers {
            contentMakers[type] = inOrder((contentMakers[type] ?? []) + makers, \.position)
        }
    }

    /// Adds what `other` found in the bodies after this finder's, as if this finder had walked them.
    private func join(_ other: SwiftUINavigationFinder) {
        for (position, pending) in other.pendingRoots { pendingRoots[bindings.count + position] = pending }
        bindings += other.bindings
        destinations += other.destinations
        written.formUnion(other.written)
        bindingArguments += other.bindingArguments
        parametricModals += other.parametricModals
        for (type, makers) in other.contentMakers { contentMakers[type, default: []] += makers }
    }
}
