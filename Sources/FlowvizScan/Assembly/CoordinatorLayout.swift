import FlowvizCore
import SwiftSyntax

/// A coordinator's container, attachment and implicit exits, from what it and its parents do.
struct CoordinatorLayout {
    let type: String
    let index: TypeIndex
    let effects: [Effect]
    let parentEffects: [(parent: String, effect: Effect)]
    let isRoot: Bool
    /// `modalPresentationStyle` the coordinator sets on its own container, and whether it
    /// forbids swiping it away (`isModalInPresentation`).
    var ownStyle: ModalStyle? = nil
    var ownNotSwipeDismissible = false

    /// A NavigationFlowCoordinator subclass: shares its parent's stack, finishes when its main view controller is popped.
    var isNavigationFlowCoordinator: Bool { index.ancestry(of: type).contains("NavigationFlowCoordinator") }

    var attachment: Attachment {
        for (_, effect) in parentEffects {
            if case .presentsChild(_, let style, let swipe) = effect.kind {
                let resolved = style ?? ownStyle ?? .sheet
                return .vertical(ModalPresentation(style: resolved, swipeDismissible: swipe ?? !ownNotSwipeDismissible))
            }
        }
        // Stinsen pushes a child a `@Route(.push)` makes; a tab or a root replaces what was shown.
        let stinsen = StinsenVocabulary.isCoordinator(type, index)
        if stinsen, StinsenVocabulary.isPushed(type, index) { return .horizontal }
        for effect in effects {
            if case .presentsOwnContainer(let style, let swipe) = effect.kind {
                return .vertical(ModalPresentation(style: style, swipeDismissible: swipe))
            }
        }
        if !isNavigationFlowCoordinator, let presented = startPresentation {
            return .vertical(presented)
        }
        if !isNavigationFlowCoordinator, replacesStackAtStart || stinsen {
            // `router.setRootModule(x)` / `setViewControllers([x])`: the child replaces what was
            // shown instead of pushing onto it; there is no back to pop to.
            return .vertical(ModalPresentation(style: .fullScreen))
        }
        return .horizontal
    }

    /// `start()` makes its first screen the root of the stack (and pushes nothing).
    private var replacesStackAtStart: Bool {
        let start = effects.filter { $0.origin == .start }
        return start.contains { if case .setRoot = $0.kind { true } else { false } }
            && !start.contains { if case .push = $0.kind { true } else { false } }
    }

    /// How `start()` presents a bare screen when the coordinator has no container of its own
    /// (a single-screen modal coordinator).
    var startPresentation: ModalPresentation? {
        guard !presentsOwnContainer else { return nil }
        for effect in effects where effect.origin == .start {
            if case .present(_, let presentation) = effect.kind { return presentation }
        }
        return nil
    }

    /// Declared types of the coordinator's properties, or what their initializers create.
    private var propertyTypes: [String] {
        index.properties(of: type).compactMap { property in
            if let typeName = property.typeName { return TypeNames.base(of: typeName) }
            let created = property.initializer?.trimmedSource.prefix { $0 != "(" && $0 != "." }
            return created.map(String.init)
        }
    }

    /// The coordinator presents a container of its own (so its start screens go into that).
    private var presentsOwnContainer: Bool {
        effects.contains { if case .presentsOwnContainer = $0.kind { true } else { false } }
    }

    var container: Container {
        if isNavigationFlowCoordinator { return .navigationStack }
        let types = propertyTypes
        if types.contains("UITabBarController") || types.contains("TabChild") || types.contains(where: { $0.hasSuffix("TabBarController") || drivesTabBar($0) }) { return .tabBar }
        let holdsStack = types.contains {
            $0 == "UINavigationController" || $0.hasSuffix("NavigationController") || $0.hasSuffix("NavigationStack") || $0.contains("Router") || $0.contains("Navigator") || index.isAppStack($0)
        }
        if types.contains("UIWindow") {
            // Holding a window and a stack: its screens are on the stack, unless it puts a
            // screen or a child's container straight into the window (then the window is all it has).
            let stackInWindow = effects.contains { $0.kind == .stackIsWindowRoot }
            let otherInWindow = effects.contains { effect in
                switch effect.kind {
                case .becomesWindowRoot: true
                case .longLived(_, let because): because == Interpreter.windowRootReason
                default: false
                }
            }
            if stackInWindow { return .navigationStack }
            if !(holdsStack && !otherInWindow) { return .window }
        }
        // Its start presents a bare screen: a single screen, or the first of a stack of its own.
        if let presented = startPresentation { return presented.inNavigationStack ? .navigationStack : .singleScreen }
        if holdsStack { return .navigationStack }
        if effects.contains(where: { if case .push = $0.kind { true } else { false } }) { return .navigationStack }
        return isRoot ? .navigationStack : .singleScreen
    }

    /// A tab bar controller of the app, or a protocol only one of them conforms to.
    private func drivesTabBar(_ typeName: String) -> Bool {
        index.isTabBarController(typeName) || index.isProtocol(typeName) && index.conformers(of: typeName).contains(where: index.isTabBarController)
    }

    var finishesOnPopBack: Bool {
        isNavigationFlowCoordinator || effects.contains { $0.origin == .navigationDidShow && $0.kind == .finish }
    }
}

/// Whether a coordinator keeps each child it starts, and releases it when the child finishes.
struct ChildBookkeeping {
    let type: String
    let index: TypeIndex
    let effects: [Effect]

    func retained(_ child: ChildRef) -> Bool {
        if index.properties(of: type).contains(where: { $0.location == child.site }) { return true }
        return effects.contains { effect in
            switch effect.kind {
            case .retain(let retained), .managedStart(let retained): retained == child
            default: false
            }
        }
    }

    /// Whether `child`'s start can finish it before it returns (see ``released(_:)``).
    var finishesInStart: (String) -> Bool = { _ in false }
    /// Whether every finish of a child type removes it from its parent itself.
    var removesItselfOnFinish: (String) -> Bool = { _ in false }

    /// Released on every finish path: a library keeps it, or its finish handler removes it in
    /// every `case` of a result switch (or outside the switch); and it is kept before it starts
    /// when its start can finish at once (added after, it is kept forever).
    func released(_ child: ChildRef) -> Bool {
        if effects.contains(where: { if case .managedStart(let managed) = $0.kind { managed == child } else { false } }) { return true }
        // Every way the child finishes takes it out of its parent's children (`removeFromParent()`).
        if removesItselfOnFinish(child.type) { return !addedAfterStartThatCanFinish(child) }
        // Removed when its screen is popped (`router.push(child, popCompletion: { remove(child) })`).
        if effects.contains(where: { effect in
            guard effect.origin == .navigationDidShow, case .release(let released?) = effect.kind else { return false }
            return released == child
        }) { return true }
        // An output that removes the child is one of its finish paths too.
        let handler = effects.filter { effect in
            switch effect.origin {
            case .finishHandler(let handled?), .childOutput(let handled, _): handled == child || handled.type == child.type
            default: false
            }
        }
        let releases = handler.filter { if case .release = $0.kind { true } else { false } }
        guard !releases.isEmpty, !addedAfterStartThatCanFinish(child) else { return false }
        let paths = handler.filter { $0.kind == .finishPath }.map(\.conditions)
        if releases.contains(where: { release in !paths.contains { release.conditions.starts(with: $0) } }) { return true }
        return paths.allSatisfy { path in releases.contains { $0.conditions.starts(with: path) } }
    }

    /// `child.start()` before `children.append(child)`, where the child's start can finish it.
    private func addedAfterStartThatCanFinish(_ child: ChildRef) -> Bool {
        guard finishesInStart(child.type),
              let started = effects.firstIndex(where: { $0.kind == .startChild(child) }),
              let kept = effects.firstIndex(where: { $0.kind == .retain(child) }) else { return false }
        return started < kept && effects[started].origin == effects[kept].origin
    }

    /// The one strong single-child property (`self.settings = child`) that every keeping of
    /// `child` assigns, when nothing else keeps it: the next start replaces it.
    func slot(_ child: ChildRef) -> String? {
        var retains = Set<SourceLocation>(), slots = [SourceLocation: String]()
        for effect in effects {
            switch effect.kind {
            case .retain(child): retains.insert(effect.location)
            case .keptInProperty(child, let property): slots[effect.location] = property
            case .managedStart(child): return nil
            default: continue
            }
        }
        let names = Set(slots.values)
        guard !retains.isEmpty, retains == Set(slots.keys), names.count == 1, let name = names.first,
              let property = index.property(name, of: type), !property.isWeak else { return nil }
        return name
    }

    func childStart(_ child: ChildRef, name: String) -> ChildStart {
        let decided = decided.starts[child] ?? {
            let retained = retained(child)
            let decided = (retained, retained ? released(child) : true, retained ? slot(child) : nil)
            self.decided.starts[child] = decided
            return decided
        }()
        // Where it is kept in the parent's own code (a helper's keeping is where the helper is called).
        let keptAt = decided.retained ? effects.first(where: { $0.kind == .retain(child) }).map { $0.callSite ?? $0.location } : nil
        return ChildStart(name, retained: decided.retained, releasedOnFinish: decided.released, keptIn: decided.slot, keptAt: keptAt)
    }

    /// Each child's keeping, decided once: a child started on many paths is asked about as often,
    /// and each answer reads every effect. Filled by ``childStart(_:name:)``.
    private let decided = Decided()

    private final class Decided {
        var starts = [ChildRef: (retained: Bool, released: Bool, slot: String?)]()
    }
}

/// Effects of one trigger (or of `start()`) → transitions (or start entries).
enum TransitionBuilder {
    private static func action(_ kind: Effect.Kind, _ bookkeeping: ChildBookkeeping, _ names: (String) -> String) -> Action? {
        switch kind {
        case .push(let screen), .setRoot(let screen): .push(screen: ElementNames.screen(screen))
        case .present(let screen, let presentation): .present(screen: ElementNames.screen(screen), presentation: presentation)
        case .startChild(let child): .startChild(bookkeeping.childStart(child, name: names(child.type)))
        case .finish: .finish
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .dismiss: .dismiss
        case .send(let event): .sendEvent(event)
        default: nil
        }
    }

    /// What the effects lead to, each once, in first-seen order, with the simplest conditions
    /// under which it is reached (an action reached several ways is labelled by the most direct).
    private struct Outcomes<Target: Equatable> {
        private(set) var items = [(target: Target, conditions: [String], location: SourceLocation)]()

        mutating func add(_ target: Target, _ effect: Effect) {
            if let existing = items.firstIndex(where: { $0.target == target }) {
                if effect.conditions.count < items[existing].conditions.count { items[existing].conditions = effect.conditions }
            } else {
                items.append((target, effect.conditions, effect.location))
            }
        }

        mutating func removeAll(where shouldRemove: (Target) -> Bool) { items.removeAll { shouldRemove($0.target) } }

        /// A `when` label only where there are several outcomes to tell apart.
        func label(_ conditions: [String]) -> String? {
            items.count > 1 && !conditions.isEmpty ? conditions.joined(separator: ", ") : nil
        }
    }

    /// One transition per distinct action; conditions label them only when there are several.
    static func transitions(
        _ trigger: String, at location: SourceLocation, _ effects: [Effect], bookkeeping: ChildBookkeeping, names: (String) -> String
    ) -> [Transition] {
        var actions = Outcomes<Action>()
        for effect in effects {
            if let action = action(effect.kind, bookkeeping, names) { actions.add(action, effect) }
        }
        if actions.items.contains(where: { $0.target == .finish }) {
            actions.removeAll { [.pop, .dismiss, .popToRoot].contains($0) }
        }
        return actions.items.map { Transition(on: trigger, when: actions.label($0.conditions), $0.target, location: location) }
    }

    static func startEntries(
        _ effects: [Effect], bookkeeping: ChildBookkeeping, names: (String) -> String
    ) -> [StartEntry] {
        var entries = Outcomes<StartEntry.Target>()
        for effect in effects {
            switch effect.kind {
            case .push(let screen), .setRoot(let screen), .present(let screen, _): entries.add(.screen(ElementNames.screen(screen)), effect)
            case .startChild(let child): entries.add(.child(bookkeeping.childStart(child, name: names(child.type))), effect)
            default: continue
            }
        }
        if entries.items.isEmpty {
            // A start that only sets screens up (shown by a call not read) drives each of them,
            // on its branch (`if signedIn { showView(home) } else { showView(signIn) }`).
            for effect in effects {
                if case .drivesScreen(let screen) = effect.kind { entries.add(.screen(ElementNames.screen(screen)), effect) }
            }
        }
        return entries.items.map { StartEntry($0.target, when: entries.label($0.conditions), location: $0.location) }
    }
}
