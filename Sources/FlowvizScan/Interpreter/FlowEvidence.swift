/// A coordinator is a type that shows evidence of a flow: it shows a screen, presents, starts or
/// keeps a child, finishes, or owns a navigation container; or the app creates it outside
/// coordinators, or another coordinator starts it. Whatever its name, a type with none of that
/// (a spy, a mock, a helper conforming to a coordinator protocol) is not a flow. A type that is a
/// coordinator only by a `…Coordinating` conformance needs evidence in its own body.
enum FlowEvidence {
    static func coordinators(
        _ runs: [(type: String, interpreter: Interpreter)], index: TypeIndex, createdOutside: Set<String>
    ) -> [(type: String, interpreter: Interpreter)] {
        let started = StartRelation(runs: runs).startedByAnother
        return runs.filter { run in
            if index.isCoordinatorByRoleOnly(run.type) {
                return run.interpreter.effects.contains { shows($0.kind) } || ownsContainer(run.type, index)
            }
            return createdOutside.contains(run.type) || started.contains(run.type)
                || run.interpreter.effects.contains { shows($0.kind) } || ownsContainer(run.type, index)
                || usesLibraryBase(run.type, index)
        }
    }

    private static func shows(_ kind: Effect.Kind) -> Bool {
        switch kind {
        case .push, .present, .setRoot, .startChild, .retain, .managedStart, .finish, .pop, .popToRoot, .dismiss,
             .presentsOwnContainer, .presentsChild, .drivesScreen, .longLived, .becomesWindowRoot, .stackIsWindowRoot, .rootsChild, .send:
            true
        case .release, .removesItself, .keptInProperty, .declaresTrigger, .stopsPropagation, .handedOff, .handsSelfToScreen, .finishPath, .callsOutput:
            false
        }
    }

    /// A coordinator library's base or protocol the app does not declare (`NavigationCoordinator`,
    /// `Flow`): the library drives it, in ways the scanner may not read yet; it stays, unread.
    private static func usesLibraryBase(_ type: String, _ index: TypeIndex) -> Bool {
        index.ancestry(of: type).dropFirst().contains { TypeIndex.looksLikeCoordinator($0) && !index.isDeclared($0) }
            || StinsenVocabulary.isCoordinator(type, index)
    }

    /// A stored navigation controller, tab bar, window or router.
    private static func ownsContainer(_ type: String, _ index: TypeIndex) -> Bool {
        index.properties(of: type).contains { property in
            guard let typeName = property.typeName.map(TypeNames.base(of:)) else { return false }
            return TypeIndex.containerBases.contains(typeName) || typeName == "UIWindow" || typeName.hasSuffix("NavigationController")
                || typeName.hasSuffix("TabBarController") || typeName.contains("Router") || typeName.contains("Navigator") || index.isAppStack(typeName)
        }
    }
}
