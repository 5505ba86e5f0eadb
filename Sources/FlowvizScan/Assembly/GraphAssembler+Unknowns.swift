import FlowvizCore

extension GraphAssembler {
    /// What could not be read of one coordinator, as ``UnknownFact``s named like the graph:
    /// the interpreter's gaps, an empty start that is not known to be empty, and children whose
    /// keeping or release went through a call the scanner cannot read. One gap, one fact.
    func unknowns(of type: String, _ interpreter: Interpreter, _ coordinator: Coordinator, _ bookkeeping: ChildBookkeeping) -> [UnknownFact] {
        let name = coordinatorName(type)
        var facts = interpreter.unreadFacts
        let startAlreadyUnread = facts.contains(where: { $0.aspect == .start })
        let startGap = startAlreadyUnread ? nil : facts.firstIndex(where: { $0.origin == .start && $0.aspect == .target })
        if coordinator.start.isEmpty, let gap = startGap {
            // A gap in what the start ran (its own body or its first route) is why it shows nothing.
            facts[gap].aspect = .start
        } else if coordinator.start.isEmpty, !interpreter.stateMachineState.startFires,
           let dispatcher = index.ownMethods(of: type).first(where: interpreter.isRouteDispatcher),
           !startAlreadyUnread {
            // Route-driven: what it shows first is the route its parent or screens send.
            facts.append(UnreadFact(
                aspect: .start, reason: "\(type) shows its screens through the route dispatcher `\(dispatcher.signature)`, and no first route (an initial route or step) sent to it was found",
                location: dispatcher.location
            ))
        } else if coordinator.start.isEmpty, let start = interpreter.startMethod, start.body.isEmpty, start.owner != type {
            // The base class's empty `start()`, not overridden: the entry point is elsewhere.
            facts.append(UnreadFact(
                aspect: .start, reason: "\(type) only inherits \(start.owner)'s empty start(); its entry point is not known",
                location: index.declaration(of: type)?.location
            ))
        } else if coordinator.start.isEmpty, let start = interpreter.startMethod, !start.body.isEmpty,
           !startAlreadyUnread {
            facts.append(UnreadFact(aspect: .start, reason: "start() shows nothing the scanner can follow", location: start.location))
        }
        if coordinator.attachment == .horizontal, !coordinator.finishesOnPopBack,
           let first = interpreter.effects.first(where: { $0.origin == .start && { if case .push = $0.kind { true } else { false } }($0) }),
           case .push(let screen) = first.kind, replacesBackButton(screen) {
            // A custom back button on the first screen: whether a system pop back exists is not known.
            facts.append(UnreadFact(
                aspect: .finish, screen: screen,
                reason: "\(screen) replaces the system back button; how popping it back ends \(type) is not read", location: first.location
            ))
        }
        if coordinator.attachment == .horizontal, !coordinator.finishesOnPopBack, let stack = customStack(of: type) {
            // The app's own container with its own `pushViewController`: it may have no back at all.
            facts.append(UnreadFact(
                aspect: .finish,
                reason: "\(type) pushes onto \(stack), the app's own container rather than a UINavigationController; whether the user can pop back is not known",
                location: index.declaration(of: type)?.location
            ))
        }
        if coordinator.attachment == .horizontal, !coordinator.finishesOnPopBack,
           let shown = Self.screenShownOnlyByUnreadCall(interpreter.effects) {
            // Its first screen's triggers are set up, but the call that shows it is not one the
            // scanner reads (a bottom sheet, a window of its own): it may not be on a stack at all.
            facts.append(UnreadFact(
                aspect: .presentation,
                reason: "\(type) shows \(shown.screen) with a call the scanner does not read; whether it is pushed is not known",
                location: shown.location
            ))
        }
        let effects = interpreter.effects
        var handedOff = [ChildRef: [(origin: Origin, to: String, location: SourceLocation)]]()
        for effect in effects {
            if case .handedOff(let child, let callee) = effect.kind { handedOff[child, default: []].append((effect.origin, callee, effect.location)) }
        }
        var seenChildren = Set<ChildRef>()
        for effect in effects {
            guard case .startChild(let child) = effect.kind, seenChildren.insert(child).inserted else { continue }
            let handed = handedOff[child] ?? []
            if !bookkeeping.retained(child) {
                let ownedByScreens = runs.first { $0.type == child.type }?.interpreter.effects.first { $0.kind == .handsSelfToScreen }
                if let first = handed.first {
                    facts.append(UnreadFact(
                        aspect: .retention, child: child.type,
                        reason: "\(child.type) is handed to \(first.to), which the scanner cannot read", location: first.location
                    ))
                } else if let owned = ownedByScreens {
                    facts.append(UnreadFact(
                        aspect: .retention, child: child.type,
                        reason: "\(child.type) hands itself to what it shows (\(owned.location)), which may keep it", location: effect.location
                    ))
                }
            } else if !bookkeeping.released(child) {
                let inHandler = handed.first { if case .finishHandler = $0.origin { true } else { false } }
                if let gap = inHandler {
                    facts.append(UnreadFact(
                        aspect: .release, child: child.type,
                        reason: "on finishing, \(child.type) is handed to \(gap.to), which the scanner cannot read", location: gap.location
                    ))
                }
            }
        }
        // A start not read names the children its code makes: those the graph has.
        return UnreadFact.merged(facts.filter { $0.aspect != .start || $0.child.map(isInGraph) ?? true }).map { fact in
            UnknownFact(
                fact.aspect, coordinator: name, screen: fact.screen.map(ElementNames.screen), child: fact.child.map(coordinatorName),
                reason: fact.reason, location: fact.location
            )
        }
    }

    /// The screen a start only sets up (``Effect/Kind/drivesScreen(_:)``) when it pushes,
    /// presents, roots or starts nothing.
    static func screenShownOnlyByUnreadCall(_ effects: [Effect]) -> (screen: String, location: SourceLocation)? {
        var driven: (String, SourceLocation)?
        for effect in effects where effect.origin == .start {
            switch effect.kind {
            case .push, .present, .setRoot, .startChild, .managedStart, .presentsOwnContainer, .presentsChild: return nil
            case .drivesScreen(let screen): driven = driven ?? (screen, effect.location)
            default: continue
            }
        }
        return driven
    }

    /// The type of the stack a coordinator holds when it is the app's own view controller with a
    /// `pushViewController` of its own, and the coordinator holds no navigation controller.
    private func customStack(of type: String) -> String? {
        let held = index.properties(of: type).compactMap { $0.typeName.map(TypeNames.base(of:)) }
        if held.contains(where: { TypeIndex.containerBases.contains($0) || index.isNavigationController($0) }) { return nil }
        return held.first { typeName in
            index.isDeclared(typeName) && index.ancestry(of: typeName).contains("UIViewController")
                && index.ownMethods(of: typeName).contains { $0.name == "pushViewController" }
        }
    }

    /// A screen that hides or replaces the navigation bar's back button (`navigationItem.leftBarButtonItem = …`,
    /// `hidesBackButton = true`, an app helper like `addBackButton(customAction:)`).
    private func replacesBackButton(_ screen: String) -> Bool {
        index.methods(of: screen).contains { method in
            guard !method.body.isEmpty else { return false }
            let text = method.body.description
            return text.contains("leftBarButtonItem") || text.contains("hidesBackButton = true") || text.contains("BackButton(")
        }
    }
}
