import FlowvizCore

/// What screens show by themselves (``ScreenNavigation``), added to the assembled graph.
///
/// - In each coordinator, a screen it shows gets a transition for each screen its own code
///   pushes or presents; a screen shown that way joins the coordinator, and what it shows is
///   read the same way.
/// - An app without coordinators is one flow from its entry: the `@main` App or the app or scene
///   delegate is the root, its start shows the screens the entry makes, and the screens' own
///   navigation is the rest of the graph.
enum ScreenFlows {
    /// The app's entry, for an app the scan found no coordinator in.
    struct Entry {
        var type: String
        var screens: [(type: String, location: SourceLocation)]
        var location: SourceLocation?
        /// Whether the entry's screens sit on a navigation stack (a SwiftUI app, whose links push
        /// inside the stacks its views declare; a delegate that makes a navigation controller).
        var hasStack: Bool
    }

    /// `parts`: the views each view embeds (``SwiftUIScreenReading/parts``); what a part shows,
    /// the screen embedding it shows, on a trigger named after the part.
    /// `childStarts`: coordinators screens make and start themselves (``ScreenChildStarts``),
    /// named in the graph by `coordinatorNames`.
    static func extend(
        _ graph: inout AppGraph, with navigations: [ScreenNavigation], parts: [String: [String]], entry: Entry?, names: (String) -> String,
        childStarts: [ScreenChildStarts.Found] = [], coordinatorNames: (String) -> String = { $0 }
    ) {
        if graph.coordinators.isEmpty, let entry, !entry.screens.isEmpty {
            graph.coordinators.append(root(entry, names: names))
        }
        guard !navigations.isEmpty || !childStarts.isEmpty else { return }
        let known = Set(graph.coordinators.map(\.name))
        let starts = Dictionary(grouping: childStarts.filter { known.contains(coordinatorNames($0.child)) }, by: \.screen)
        let surfaces = Surfaces(navigations: Dictionary(grouping: navigations, by: \.screen), parts: parts)
        var startedByScreens = [(coordinator: String, child: String, screen: String, location: SourceLocation)]()
        for position in graph.coordinators.indices {
            extend(&graph.coordinators[position], surfaces, names: names)
            startedByScreens += addChildStarts(&graph.coordinators[position], starts, coordinatorNames)
        }
        // Who keeps a child a screen starts is the screen's own code: not known as a parent's is.
        for start in startedByScreens {
            for aspect in [UnknownFact.Aspect.retention, .release] {
                let fact = UnknownFact(
                    aspect, coordinator: start.coordinator, child: start.child,
                    reason: "\(start.screen) makes and starts \(start.child) itself; whether and how long it keeps it is the screen's own code",
                    location: start.location
                )
                if !graph.unknowns.contains(fact) { graph.unknowns.append(fact) }
            }
        }
        // A coordinator a shown screen starts is no longer made by code the scan does not follow.
        let startedChildren = Set(startedByScreens.map(\.child))
        graph.unknowns.removeAll { $0.aspect == .entry && $0.child == nil && startedChildren.contains($0.coordinator) }
    }

    /// Each screen of `coordinator` that makes and starts a coordinator itself gets that start as
    /// a transition; what was added, for the unknowns about the child's keeping.
    private static func addChildStarts(
        _ coordinator: inout AppGraph.Coordinator, _ starts: [String: [ScreenChildStarts.Found]], _ coordinatorNames: (String) -> String
    ) -> [(coordinator: String, child: String, screen: String, location: SourceLocation)] {
        var added = [(coordinator: String, child: String, screen: String, location: SourceLocation)]()
        // Only screens the coordinator shows: a screen it makes and never shows starts nothing.
        let shown = shownScreens(of: coordinator)
        for position in coordinator.screens.indices where shown.contains(coordinator.screens[position].name) {
            guard let type = coordinator.screens[position].typeName, let found = starts[type] else { continue }
            for start in found {
                let child = coordinatorNames(start.child)
                guard child != coordinator.name,
                      !coordinator.screens[position].transitions.contains(where: { $0.action.childStart?.coordinator == child }) else { continue }
                let action = AppGraph.Action.startChild(ChildStart(child, retained: true, releasedOnFinish: true))
                coordinator.screens[position].transitions.append(AppGraph.Transition(on: start.trigger, action, location: start.location))
                if !coordinator.screens[position].triggers.contains(start.trigger) { coordinator.screens[position].triggers.append(start.trigger) }
                added.append((coordinator.name, child, type, start.location))
            }
        }
        return added
    }

    /// What is on screen with each screen type: its parts, transitively, and what they all show.
    final class Surfaces {
        let navigations: [String: [ScreenNavigation]]
        let parts: [String: [String]]
        private var closure = [String: [String]]()

        init(navigations: [String: [ScreenNavigation]], parts: [String: [String]]) {
            self.navigations = navigations
            self.parts = parts
        }

        /// Every part of `type`, its parts' parts included, in order of discovery.
        func allParts(of type: String) -> [String] {
            if let known = closure[type] { return known }
            var found = [String](), seen: Set = [type], queue = parts[type] ?? []
            while !queue.isEmpty {
                let part = queue.removeFirst()
                guard seen.insert(part).inserted else { continue }
                found.append(part)
                queue += parts[part] ?? []
            }
            closure[type] = found
            return found
        }

        /// What `type` shows, its parts' navigation included (each on a trigger named after its part).
        func shown(by type: String) -> [ScreenNavigation] {
            (navigations[type] ?? []) + allParts(of: type).flatMap { part in
                (navigations[part] ?? []).map { navigation in
                    var navigation = navigation
                    navigation.trigger = "\(part).\(navigation.trigger)"
                    return navigation
                }
            }
        }
    }

    private static func root(_ entry: Entry, names: (String) -> String) -> AppGraph.Coordinator {
        var screens = [AppGraph.Screen]()
        for screen in entry.screens where !screens.contains(where: { $0.typeName == screen.type }) {
            screens.append(AppGraph.Screen(name: uniqueName(names(screen.type), in: screens), typeName: screen.type, location: screen.location))
        }
        // The first screen made is the window's; the others are branches the entry chooses between.
        let start = zip(screens, entry.screens).enumerated().map { offset, pair in
            AppGraph.StartEntry(.screen(pair.0.name), when: offset == 0 ? nil : "otherwise", location: pair.1.location)
        }
        return AppGraph.Coordinator(
            name: entry.type, typeName: entry.type, isRoot: true, container: entry.hasStack ? .navigationStack : .window,
            start: start, screens: screens, lifetime: .longLived, location: entry.location
        )
    }

    private static func extend(_ coordinator: inout AppGraph.Coordinator, _ surfaces: Surfaces, names: (String) -> String) {
        // Only screens the coordinator shows are on screen to navigate: a screen it makes and
        // never shows navigates nowhere.
        let shownNames = shownScreens(of: coordinator)
        var queue = [String]()
        for screen in coordinator.screens where shownNames.contains(screen.name) {
            if let type = screen.typeName, !queue.contains(type) { queue.append(type) }
        }
        var seen = Set(queue)
        // Whether each screen is on a navigation stack: the coordinator's screens are when it
        // drives one, unless presented without one; a screen's own push from a screen not known
        // to be on a stack is not drawn (`navigationController?.push…` does nothing there, and
        // the scanner cannot tell which it is).
        let presentedAlone = Set(coordinator.screens.flatMap(\.transitions).compactMap { transition -> String? in
            guard case .present(let screen, let presentation) = transition.action, !presentation.inNavigationStack else { return nil }
            return screen
        })
        var onStack = [String: Bool]()
        for screen in coordinator.screens where shownNames.contains(screen.name) {
            guard let type = screen.typeName else { continue }
            onStack[type] = (onStack[type] ?? true) && coordinator.container == .navigationStack && !presentedAlone.contains(screen.name)
        }
        var next = 0
        while next < queue.count {
            let type = queue[next]
            next += 1
            let parts = surfaces.allParts(of: type)
            if !parts.isEmpty {
                for source in coordinator.screens.indices where coordinator.screens[source].typeName == type {
                    coordinator.screens[source].parts = parts
                }
            }
            for navigation in surfaces.shown(by: type) where navigation.target != type && !parts.contains(navigation.target) {
                let stacked: Bool
                switch navigation.kind {
                case .push:
                    guard onStack[type] == true else { continue }
                    stacked = true
                case .present(let presentation): stacked = presentation.inNavigationStack
                }
                if onStack[navigation.target] == nil { onStack[navigation.target] = stacked }
                let target: String
                if let existing = coordinator.screens.first(where: { $0.typeName == navigation.target }) {
                    target = existing.name
                } else {
                    target = uniqueName(names(navigation.target), in: coordinator.screens)
                    coordinator.screens.append(AppGraph.Screen(name: target, typeName: navigation.target, location: navigation.location))
                }
                let action: AppGraph.Action = switch navigation.kind {
                case .push: .push(screen: target)
                case .present(let presentation): .present(screen: target, presentation: presentation)
                }
                for source in coordinator.screens.indices where coordinator.screens[source].typeName == type {
                    // Shown already by what the coordinator reads of this screen (a route, a delegate).
                    guard !coordinator.screens[source].transitions.contains(where: { $0.action.shownScreen == target }) else { continue }
                    var screen = coordinator.screens[source]
                    screen.transitions.append(AppGraph.Transition(on: navigation.trigger, action, location: navigation.location))
                    if !screen.triggers.contains(navigation.trigger) { screen.triggers.append(navigation.trigger) }
                    coordinator.screens[source] = screen
                }
                if seen.insert(navigation.target).inserted { queue.append(navigation.target) }
            }
        }
    }

    /// The screens `coordinator` shows: its start's, and its transitions' and handlers' targets.
    private static func shownScreens(of coordinator: AppGraph.Coordinator) -> Set<String> {
        var shown = Set(coordinator.start.compactMap { entry -> String? in
            if case .screen(let name) = entry.target { return name }
            return nil
        })
        for screen in coordinator.screens { for transition in screen.transitions { if let target = transition.action.shownScreen { shown.insert(target) } } }
        for handler in coordinator.handlers { if let target = handler.action?.shownScreen { shown.insert(target) } }
        return shown
    }

    /// `name`, or `name` numbered when a screen of another type already has it.
    private static func uniqueName(_ name: String, in screens: [AppGraph.Screen]) -> String {
        guard screens.contains(where: { $0.name == name }) else { return name }
        var number = 2
        while screens.contains(where: { $0.name == "\(name)\(number)" }) { number += 1 }
        return "\(name)\(number)"
    }
}

extension ScreenFlows {
    /// The entry of an app without coordinators, from the screens each entry makes: a SwiftUI
    /// `App` first, then a scene delegate, then an app delegate (by name among equals).
    /// `storyboard`: what `Main.storyboard` starts with, the entry's screens when its code makes none.
    static func entry(
        _ made: [String: [(type: String, location: SourceLocation)]], storyboard: StoryboardNavigations? = nil, index: TypeIndex
    ) -> Entry? {
        var made = made
        var storyboardStack = false
        if made.values.allSatisfy(\.isEmpty), let storyboard, !storyboard.initialScreens.isEmpty {
            let delegate = index.declarations.keys.sorted().first { index.isDeclared($0) && CreationIndex.isAppEntry($0, index) }
            made[delegate ?? "Main"] = storyboard.initialScreens
            storyboardStack = storyboard.initialOnStack
        }
        func rank(_ type: String) -> Int {
            if index.declaration(of: type)?.kind == .struct { return 0 }
            return index.ancestry(of: type).contains("UIWindowSceneDelegate") || type.hasSuffix("SceneDelegate") ? 1 : 2
        }
        guard let type = made.keys.filter({ !(made[$0] ?? []).isEmpty }).min(by: { (rank($0), $0) < (rank($1), $1) }) else { return nil }
        let makesStack = index.methods(of: type).contains { method in
            let code = method.body.description
            return code.contains("NavigationController(") || code.contains("NavigationStack") || code.contains("NavigationView")
        }
        return Entry(type: type, screens: made[type] ?? [], location: index.declaration(of: type)?.location, hasStack: rank(type) == 0 || makesStack || storyboardStack)
    }
}
