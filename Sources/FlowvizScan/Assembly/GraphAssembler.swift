import FlowvizCore

/// Turns what the interpreters saw into an ``AppGraph``: coordinators named after their types,
/// screens, start entries, transitions, handlers and deep links, each at its Swift location.
struct GraphAssembler {
    let index: TypeIndex
    /// Interpreters by coordinator type, in name order.
    let runs: [(type: String, interpreter: Interpreter)]
    /// Screens each coordinator creates anywhere in its code, with the first creation site.
    let createdScreens: [String: [(type: String, location: SourceLocation)]]
    let root: String?

    let starts: StartRelation
    /// Where each coordinator type is made, and by which type (``CreationIndex/coordinatorSites``).
    var madeAt = [String: [(owner: String?, location: SourceLocation, isReturned: Bool)]]()
    /// Coordinators the app's entries create, with where: besides the root, each is the root of
    /// another app or target in the scanned tree (two example apps, an extension).
    var otherEntries = [String: SourceLocation]()
    private var names = [String: String]()
    /// For each coordinator reachable from the root, the one that first starts it (breadth first).
    private let firstParent: [String: String]
    /// ``finishingOutputs(_:)``, once.
    private let finishingOutputs: [String: Set<String>]

    init(
        index: TypeIndex, runs: [(type: String, interpreter: Interpreter)], createdScreens: [String: [(type: String, location: SourceLocation)]],
        starts: StartRelation, root: String?, entries: [String: (location: SourceLocation, entry: String)] = [:]
    ) {
        self.index = index
        // Made by an entry other than the one that makes the root.
        let rootEntry = root.flatMap { entries[$0]?.entry }
        let otherEntries = entries.filter { $0.key != root && rootEntry != nil && $0.value.entry != rootEntry }.mapValues(\.location)
        self.otherEntries = otherEntries
        self.runs = runs
        self.createdScreens = createdScreens
        self.starts = starts
        self.root = root
        var used = Set<String>()
        for (type, _) in runs {
            var name = ElementNames.coordinator(type)
            if used.contains(name) { name = type }
            used.insert(name)
            names[type] = name
        }
        firstParent = root.map(starts.firstParents(from:)) ?? [:]
        otherTargetRoots = Self.otherTargetRoots(index: index, runs: runs, root: root, starts: starts, entries: otherEntries)
        // Another target's root lives as long as that target's app, as the root does.
        longLived = Self.longLivedChildren(index: index, runs: runs, root: root, entries: Set(otherEntries.keys).union(otherTargetRoots))
            .union(otherTargetRoots)
        finishingOutputs = Self.finishingOutputs(runs)
    }

    /// ``otherTargetRoots(index:runs:root:starts:entries:)``, once.
    private let otherTargetRoots: [String]

    /// Coordinator types meant to live as long as their parent (Docs/DOMAIN.md: lifetime).
    private let longLived: Set<String>

    /// Children installed as tabs or as the window's root, or started by a tab-bar coordinator
    /// at start; coordinators making their own screen the window's root; the main flow the root
    /// puts at the root of its stack; and flows the root starts at launch and keeps, in a property
    /// of their own or, when they never finish, in its children (a session-long flow).
    private static func longLivedChildren(
        index: TypeIndex, runs: [(type: String, interpreter: Interpreter)], root: String?, entries: Set<String>
    ) -> Set<String> {
        var found = Set<String>()
        for run in runs {
            let effects = run.interpreter.effects
            let isTabBar = CoordinatorLayout(type: run.type, index: index, effects: effects, parentEffects: [], isRoot: false).container == .tabBar
            for effect in effects {
                switch effect.kind {
                case .longLived(let child, _): found.insert(child.type)
                case .becomesWindowRoot where run.type != root: found.insert(run.type)
                case .startChild(let child) where isTabBar && effect.origin == .start: found.insert(child.type)
                case .startChild(let child) where effect.origin == .start && TabChildren.setsOwnTabBarItem(child.type, index):
                    // A child that makes itself a tab, started by its parent's start: the tab bar's for good.
                    found.insert(child.type)
                case .startChild(let child) where Self.heldByConstant(child, of: run.type, index):
                    // `private let tabs: TabsFlow`, made once in the initializer: it lives as long as its parent.
                    found.insert(child.type)
                case .rootsChild(let child) where run.type == root || entries.contains(run.type):
                    // `setRootModule(main.toPresent())` by the root (or another app entry's
                    // root): the flow the window shows.
                    found.insert(child.type)
                default: break
                }
            }
        }
        guard let root, let rootRun = runs.first(where: { $0.type == root }) else { return found }
        let bookkeeping = ChildBookkeeping(type: root, index: index, effects: rootRun.interpreter.effects)
        let ownHandles = Set(rootRun.interpreter.effects.compactMap { if case .keptInProperty(let child, _) = $0.kind { child } else { nil } })
        // `lazy var tabs = makeTabs()`: made once, by the root's own property, for the root's whole life.
        let madeByProperty = Set(index.properties(of: root).filter { $0.initializer != nil }.map(\.location))
        for effect in rootRun.interpreter.effects {
            guard case .startChild(let child) = effect.kind, bookkeeping.retained(child) else { continue }
            // Started at launch and held in a property of its own (`self.splitView = split`): the app's shell.
            if effect.origin == .start && ownHandles.contains(child) || madeByProperty.contains(child.site) { found.insert(child.type); continue }
            let finishes = runs.first { $0.type == child.type }?.interpreter.effects.contains { $0.kind == .finish } ?? true
            // Kept by the root and never finishing: started in its start, or (later, from a
            // launch screen's callback) with no way at all to tell a parent it is done.
            if !finishes, effect.origin == .start || !hasFinishChannel(child.type, index) { found.insert(child.type) }
        }
        return found
    }

    /// A child held by a `let` property of its parent (not a list of children): made once, for the
    /// parent's whole life; it cannot be released, nor made again.
    static func heldByConstant(_ child: ChildRef, of type: String, _ index: TypeIndex) -> Bool {
        index.properties(of: type).contains { property in
            property.isConstant && property.location == child.site && !property.isWeak && !TypeNames.isCollection(property.typeName ?? "")
        }
    }

    /// Whether a coordinator type has anything through which it could report that it is done:
    /// a back reference (weak, or named for a parent or delegate), a closure, publisher or
    /// output property, or a library base class that finishes for it.
    static func hasFinishChannel(_ type: String, _ index: TypeIndex) -> Bool {
        let words = ["delegate", "parent", "finish", "complet", "done", "close", "dismiss", "exit", "output", "result", "end", "event"]
        let channelTypes = ["->", "Publisher", "Subject", "Relay", "Observable", "Signal", "Delegate", "Output"]
        for property in index.properties(of: type) {
            let name = property.name.lowercased()
            let plainValue = property.typeName.map { ["Bool", "Int", "String", "Double", "CGFloat", "Date", "URL", "UUID"].contains($0) } ?? false
            if property.isWeak || !plainValue && words.contains(where: name.contains) { return true }
            if let typeName = property.typeName, channelTypes.contains(where: typeName.contains) { return true }
        }
        return index.ancestry(of: type).dropFirst().contains { !index.isDeclared($0) && TypeIndex.looksLikeCoordinator($0) }
    }

    func coordinatorName(_ type: String) -> String { names[type] ?? ElementNames.coordinator(type) }

    /// The coordinators another app entry creates (a second example app, a target of its own)
    /// that no coordinator starts: the system starts them, outside the root's flow. Noted on
    /// the root, whose unknown start leads to them, so none is reported never started.
    /// Likewise another target's coordinators (SourceTargets.swift) that nothing starts: that
    /// target's own roots, beside the root's target.
    func otherAppRoots() -> [UnknownFact] {
        let others = otherEntries.filter { isInGraph($0.key) && !starts.startedByAnother.contains($0.key) }.sorted { $0.value < $1.value }.map { type, location in
            UnknownFact(
                .start, coordinator: coordinatorName(root ?? type), child: coordinatorName(type),
                reason: "\(type) is made by another app entry point, as a second app or target in the scanned tree is; it is not read as part of this app",
                location: location
            )
        }
        let targetRoots = otherTargetRoots.map { type in
            UnknownFact(
                .start, coordinator: coordinatorName(root ?? type), child: coordinatorName(type),
                reason: "\(type) belongs to another target of the scanned tree, whose own entry starts it; it is not read as part of this target's flow",
                location: index.declaration(of: type)?.location
            )
        }
        return others + targetRoots
    }

    /// Another target's coordinators nothing starts (SourceTargets.swift): its own roots. One
    /// that shared code names is not: it is reached through that alias's unknown start.
    private static func otherTargetRoots(
        index: TypeIndex, runs: [(type: String, interpreter: Interpreter)], root: String?, starts: StartRelation, entries: [String: SourceLocation]
    ) -> [String] {
        let rootTarget = root.flatMap { TargetNames.split($0)?.target }
        let aliased = Set(index.targetAliases.values.joined())
        return runs.map(\.type).filter { type in
            guard type != root, !aliased.contains(type), entries[type] == nil, let target = TargetNames.split(type)?.target else { return false }
            return target != rootTarget && !starts.startedByAnother.contains(type)
        }
    }

    /// A coordinator of the graph (the flows the scan keeps).
    func isInGraph(_ type: String) -> Bool { names[type] != nil }

    /// For each child type, the outputs whose handler in a parent removes it
    /// (`child.callback = { children.removeAll { $0 === child } }`) or ends the parent too
    /// (`{ self.callback?() }`, itself finishing): calling one is finishing.
    static func finishingOutputs(_ runs: [(type: String, interpreter: Interpreter)]) -> [String: Set<String>] {
        var found = [String: Set<String>]()
        var changed = true
        while changed {
            changed = false
            for run in runs {
                for effect in run.interpreter.effects {
                    guard case .childOutput(let child, let name) = effect.origin, !(found[child.type]?.contains(name) ?? false) else { continue }
                    let ends: Bool
                    switch effect.kind {
                    case .release, .finish: ends = true
                    case .callsOutput(let own): ends = found[run.type]?.contains(own) ?? false
                    default: ends = false
                    }
                    if ends { found[child.type, default: []].insert(name); changed = true }
                }
            }
        }
        return found
    }

    /// A parent of `type` removes children in code run in `origin`: the child ends there even
    /// though it does not say so itself.
    /// - `.navigationDidShow`: its `navigationController(_:didShow:animated:)` when a view controller is
    ///   popped (`childDidFinish(poppedScreen.coordinator)`); any removal counts.
    /// - `.swipeDismiss`: a dismissal handler it hands over for the child's sheet; only a removal of
    ///   this child type counts (its own `presentationControllerDidDismiss` concerns other sheets).
    private func parentReleases(_ type: String, in origin: Origin) -> Bool {
        parentEffects(of: type).contains { parent, _ in
            runs.first { $0.type == parent }?.interpreter.effects.contains { effect in
                guard effect.origin == origin, case .release(let child) = effect.kind else { return false }
                return origin == .navigationDidShow || child?.type == type
            } ?? false
        }
    }

    /// All effects that concern a child of type `type`, from every coordinator.
    private func parentEffects(of type: String) -> [(parent: String, effect: Effect)] {
        starts.edges(into: type).map { ($0.parent, $0.effect) }
    }

    func assemble(appName: String?) -> AppGraph {
        var graph = AppGraph(name: appName)
        // Each coordinator is built from its own interpreter's effects and what is read of the
        // others, so they are built on every core, and added in order.
        let assembler = self
        for (coordinator, unknowns) in ConcurrentRuns.map(runs, size: 4, maximum: 64, { run in
            run.map { assembler.coordinator($0.type, $0.interpreter) }
        }).joined() {
            graph.add(coordinator)
            graph.unknowns += unknowns
        }
        graph.unknowns += entryUnknowns(in: graph)
        graph.deepLinks = deepLinks()
        return graph
    }

    private func coordinator(_ type: String, _ interpreter: Interpreter) -> (Coordinator, [UnknownFact]) {
        // `callback?()` where a parent's handler for `callback` removes this coordinator: a finish.
        let finishing = finishingOutputs[type] ?? []
        let effects = interpreter.effects.map { effect in
            guard case .callsOutput(let name) = effect.kind, finishing.contains(name) else { return effect }
            return Effect(origin: effect.origin, conditions: effect.conditions, kind: .finish, location: effect.location)
        }
        let isRoot = type == root
        var coordinator = Coordinator(
            name: coordinatorName(type), typeName: TargetNames.display(type), isRoot: isRoot,
            location: index.declaration(of: type)?.location
        )
        let layout = CoordinatorLayout(
            type: type, index: index, effects: effects, parentEffects: parentEffects(of: type), isRoot: isRoot,
            ownStyle: interpreter.presentationStyles[.ownContainer],
            ownNotSwipeDismissible: interpreter.notSwipeDismissible.contains(.ownContainer)
        )
        coordinator.container = layout.container
        if !isRoot, longLived.contains(type) { coordinator.lifetime = .longLived }
        coordinator.attachment = isRoot ? nil : layout.attachment
        // A coordinator a library ties to its view controller (XCoordinator) ends when it is popped or swiped away.
        let ownedByItsScreen = RouteVocabulary.isOwnedByItsViewController(type, index)
        coordinator.finishesOnPopBack = coordinator.attachment == .horizontal
            && (layout.finishesOnPopBack || ownedByItsScreen || parentReleases(type, in: .navigationDidShow))
        coordinator.finishesOnSwipeDismiss = coordinator.attachment?.presentation?.swipeDismissible == true
            && (ownedByItsScreen || effects.contains { $0.origin == .swipeDismiss && $0.kind == .finish } || parentReleases(type, in: .swipeDismiss))

        var bookkeeping = ChildBookkeeping(type: type, index: index, effects: effects)
        bookkeeping.finishesInStart = { child in
            runs.first { $0.type == child }?.interpreter.effects.contains { $0.origin == .start && $0.kind == .finish } ?? false
        }
        bookkeeping.removesItselfOnFinish = { child in
            guard let effects = runs.first(where: { $0.type == child })?.interpreter.effects else { return false }
            let removals = Set(effects.filter { $0.kind == .removesItself }.map(\.location))
            return !removals.isEmpty && effects.allSatisfy { $0.kind != .finish || $0.origin == .unused || removals.contains($0.location) }
        }
        // What the coordinator does when a child finishes or reports happens where it started the child.
        let moved = ChildReactions.moved(effects, names: coordinatorName)
        let reactions = effects + moved
        let byOrigin = Dictionary(grouping: reactions, by: \.origin)
        coordinator.start = TransitionBuilder.startEntries(byOrigin[.start] ?? [], bookkeeping: bookkeeping, names: coordinatorName)
        coordinator.screens = screens(of: type, reactions, byOrigin, bookkeeping, embedded: interpreter.embeddedParts)
        coordinator.handlers = handlers(reactions, byOrigin, bookkeeping)
        var unknowns = unknowns(of: type, interpreter, coordinator, bookkeeping)
        let finishesAtStart = { (effect: Effect) in effect.origin == .start && effect.kind == .finish }
        // (Said only when no other way to finish is read: otherwise nothing concludes from its absence.)
        let finishesElsewhere = effects.contains { $0.kind == .finish && $0.origin != .start && $0.origin != .unused }
        if let finish = moved.first(where: finishesAtStart) ?? (finishesElsewhere ? nil : effects.first(where: finishesAtStart)) {
            // A start entry cannot say "then finish": the finish is real, but not drawable yet.
            let when = moved.contains(where: finishesAtStart)
                ? finish.conditions.last { $0.hasPrefix("after ") } ?? "after a child it starts finishes"
                : finish.conditions.last.map { "in its start when \($0)" } ?? "in its start"
            unknowns.append(UnknownFact(
                .finish, coordinator: coordinator.name,
                reason: "it finishes \(when), which flowviz does not model after a start yet",
                location: finish.location
            ))
        }
        if type == root { unknowns += otherAppRoots() }
        return (coordinator, unknowns)
    }

    /// `byOrigin`: `effects` grouped by origin, each group in order.
    private func screens(
        of type: String, _ effects: [Effect], _ byOrigin: [Origin: [Effect]], _ bookkeeping: ChildBookkeeping, embedded: Set<String>
    ) -> [Screen] {
        var order = [(type: String, location: SourceLocation)]()
        var listed = Set<String>()
        // (An app's hosting controller subclass is its root view's container, not a screen of its
        // own; nor is a container made around view controllers, nor a part `embedded` in one.)
        for created in createdScreens[type] ?? [] where !listed.contains(created.type)
            && !index.ancestry(of: created.type).contains("UIHostingController") && !embedded.contains(created.type) {
            order.append(created)
            listed.insert(created.type)
        }
        var triggersByScreen = [String: [(name: String, location: SourceLocation)]]()
        var triggerOrigins = Set<Origin>()
        for effect in effects {
            let shown: String?
            switch effect.kind {
            case .push(let screen), .present(let screen, _), .setRoot(let screen): shown = screen
            default: shown = nil
            }
            if let shown, listed.insert(shown).inserted { order.append((shown, effect.location)) }
            guard case .trigger(let screen, let name, let location) = effect.origin else { continue }
            if listed.insert(screen).inserted { order.append((screen, location)) }
            if triggerOrigins.insert(effect.origin).inserted { triggersByScreen[screen, default: []].append((name, location)) }
        }
        order.sort { $0.location < $1.location }
        return order.map { screen in
            let triggers = (triggersByScreen[screen.type] ?? []).sorted { $0.location < $1.location }
            var transitions = [Transition]()
            for trigger in triggers {
                let origin = Origin.trigger(screen: screen.type, name: trigger.name, location: trigger.location)
                transitions += TransitionBuilder.transitions(
                    trigger.name, at: trigger.location, byOrigin[origin] ?? [], bookkeeping: bookkeeping, names: coordinatorName
                )
            }
            return Screen(
                name: ElementNames.screen(screen.type), typeName: screen.type, triggers: triggers.map(\.name),
                transitions: transitions, location: screen.location
            )
        }
    }

    private func handlers(_ effects: [Effect], _ byOrigin: [Origin: [Effect]], _ bookkeeping: ChildBookkeeping) -> [EventHandler] {
        var handlers = [EventHandler]()
        var seen = Set<Origin>()
        for effect in effects {
            guard case .eventHandler(let event, let location) = effect.origin, seen.insert(effect.origin).inserted else { continue }
            let own = byOrigin[effect.origin] ?? []
            let actions = TransitionBuilder.transitions(event, at: location, own, bookkeeping: bookkeeping, names: coordinatorName)
            handlers.append(EventHandler(
                event: event, stopsPropagation: own.contains { $0.kind == .stopsPropagation },
                action: actions.first?.action, location: location
            ))
        }
        return handlers
    }

    /// The coordinators from the root's child down to `type`, by who starts whom (breadth first).
    private func chain(to type: String) -> [String] {
        guard let root, type != root else { return [] }
        guard firstParent[type] != nil else { return [type] }
        var path = [type]
        while let up = firstParent[path[0]], up != root { path.insert(up, at: 0) }
        return path
    }

    /// One deep link per case name: where several coordinators handle the same case (the root
    /// forwarding to a child), the longest path wins.
    private func deepLinks() -> [DeepLink] {
        var byName = [String: DeepLink]()
        var order = [String]()
        for link in allDeepLinks() {
            if let existing = byName[link.name] {
                if link.path.count > existing.path.count { byName[link.name] = link }
            } else {
                byName[link.name] = link
                order.append(link.name)
            }
        }
        return order.compactMap { byName[$0] }
    }

    private func allDeepLinks() -> [DeepLink] {
        var links = [DeepLink]()
        for (type, interpreter) in runs {
            var seen = Set<Origin>()
            for effect in interpreter.effects {
                guard case .deepLink(let name, let location) = effect.origin, seen.insert(effect.origin).inserted else { continue }
                let coordinators = chain(to: type)
                var path = coordinators.map { DeepLink.Step(.coordinator, coordinatorName($0), location: location) }
                for step in interpreter.effects where step.origin == effect.origin {
                    switch step.kind {
                    case .push(let screen), .present(let screen, _), .setRoot(let screen):
                        path.append(DeepLink.Step(.screen, ElementNames.screen(screen), location: step.location))
                    case .startChild(let child):
                        path.append(DeepLink.Step(.coordinator, coordinatorName(child.type), location: step.location))
                    default: break
                    }
                }
                if path.count > coordinators.count {
                    links.append(DeepLink(name: name, path: path, location: location))
                }
            }
        }
        return links
    }
}
