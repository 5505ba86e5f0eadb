/// Checks what makes a set of coordinators a graph at all: one root, unique names, known references.
///
/// Both loaders (JSON and the DSL) run it; anything it reports makes the input unloadable.
/// Questions of navigation quality (reachability, leaks, deep links) are lint rules, not this.
public enum GraphValidator {
    /// The message for a non-root coordinator without an attachment.
    public static func missingAttachmentMessage(for coordinator: String) -> String {
        "coordinator '\(coordinator)' needs an attachment (horizontal or vertical): it is not the root"
    }

    /// Every structural problem, in input order; empty for a valid graph.
    /// - Parameter graphLocation: where to report graph-level problems such as a missing root.
    public static func validate(_ graph: AppGraph, graphLocation: SourceLocation? = nil) -> [Diagnostic] {
        var diagnostics = [Diagnostic]()
        func error(_ message: String, _ location: SourceLocation?, notes: [Diagnostic.Note] = []) {
            diagnostics.append(Diagnostic(.error, message, at: location ?? graphLocation, notes: notes))
        }

        var firstByName = [String: Coordinator]()
        for coordinator in graph.coordinators {
            if coordinator.name.isEmpty { error("a coordinator has an empty name", coordinator.location) }
            if let first = firstByName[coordinator.name] {
                error("duplicate coordinator name '\(coordinator.name)'", coordinator.location,
                      notes: [.init("'\(coordinator.name)' is first declared here", at: first.location)])
            } else {
                firstByName[coordinator.name] = coordinator
            }
        }
        let names = graph.coordinators.map(\.name)

        let roots = graph.coordinators.filter(\.isRoot)
        if roots.isEmpty {
            error("no root coordinator: mark the application coordinator with \"root\": true", nil)
        }
        for extra in roots.dropFirst() {
            error("second root coordinator '\(extra.name)': only one coordinator can be the root", extra.location,
                  notes: [.init("the root is '\(roots[0].name)', declared here", at: roots[0].location)])
        }

        for coordinator in graph.coordinators {
            let context = "coordinator '\(coordinator.name)'"
            if coordinator.isRoot, coordinator.attachment != nil {
                error("\(context) is the root and cannot have an attachment: the app delegate sets it on the window", coordinator.location)
            }
            if !coordinator.isRoot, coordinator.attachment == nil {
                error(missingAttachmentMessage(for: coordinator.name), coordinator.location)
            }

            if coordinator.finishesOnPopBack, coordinator.attachment != .horizontal {
                error("\(context) declares finishesOnPopBack, which applies only to a horizontal coordinator", coordinator.location)
            }
            if coordinator.finishesOnSwipeDismiss, coordinator.attachment?.presentation?.swipeDismissible != true {
                error("\(context) declares finishesOnSwipeDismiss, which applies only to a vertical coordinator presented as a swipe-dismissible sheet", coordinator.location)
            }

            var screensByName = [String: Screen]()
            for screen in coordinator.screens {
                if screen.name.isEmpty { error("\(context) has a screen with an empty name", screen.location) }
                if let first = screensByName[screen.name] {
                    error("\(context): duplicate screen name '\(screen.name)'", screen.location,
                          notes: [.init("'\(screen.name)' is first declared here", at: first.location)])
                } else {
                    screensByName[screen.name] = screen
                }
            }
            let screenNames = coordinator.screens.map(\.name)

            func checkScreen(_ name: String, _ what: String, _ location: SourceLocation?) {
                if screensByName[name] == nil {
                    error("\(what) unknown screen '\(name)' in \(context)\(Suggestions.hint(for: name, in: screenNames))", location)
                }
            }
            func checkChild(_ child: ChildStart, _ what: String, _ location: SourceLocation?) {
                guard let target = firstByName[child.coordinator] else {
                    error("\(what) unknown coordinator '\(child.coordinator)'\(Suggestions.hint(for: child.coordinator, in: names))", location)
                    return
                }
                if target.isRoot {
                    error("\(what) the root coordinator '\(child.coordinator)' as a child", location)
                }
            }
            func checkAction(_ action: Action, _ what: String, _ location: SourceLocation?) {
                switch action {
                case .push(let screen): checkScreen(screen, "\(what) pushes", location)
                case .present(let screen, _): checkScreen(screen, "\(what) presents", location)
                case .startChild(let child): checkChild(child, "\(what) starts", location)
                case .sendEvent(let event) where event.isEmpty: error("\(what) sends an event with an empty name", location)
                default: break
                }
            }

            for entry in coordinator.start {
                switch entry.target {
                case .screen(let screen): checkScreen(screen, "the start of \(context) shows", entry.location)
                case .child(let child): checkChild(child, "the start of \(context) starts", entry.location)
                }
            }
            for screen in coordinator.screens {
                for transition in screen.transitions {
                    checkAction(transition.action, "screen '\(screen.name)' on '\(transition.trigger)'", transition.location)
                }
            }
            for handler in coordinator.handlers {
                if let action = handler.action {
                    checkAction(action, "the handler of event '\(handler.event)' in \(context)", handler.location)
                }
            }
        }

        for fact in graph.unknowns {
            let what = "the unknown \(fact.aspect.rawValue) of '\(fact.coordinator)'"
            guard let coordinator = firstByName[fact.coordinator] else {
                error("\(what) names no coordinator\(Suggestions.hint(for: fact.coordinator, in: names))", fact.location)
                continue
            }
            if let screen = fact.screen, coordinator.screen(named: screen) == nil {
                error("\(what) names screen '\(screen)', which '\(coordinator.name)' does not have\(Suggestions.hint(for: screen, in: coordinator.screens.map(\.name)))", fact.location)
            }
            if let child = fact.child, firstByName[child] == nil {
                error("\(what) names child '\(child)', which is no coordinator\(Suggestions.hint(for: child, in: names))", fact.location)
            }
        }

        var linksByName = [String: DeepLink]()
        for link in graph.deepLinks {
            if let first = linksByName[link.name] {
                error("duplicate deep link name '\(link.name)'", link.location,
                      notes: [.init("'\(link.name)' is first declared here", at: first.location)])
            } else {
                linksByName[link.name] = link
            }
        }
        return diagnostics
    }
}

extension AppGraph {
    /// This graph if it is structurally valid (one root, unique names, known references).
    public func validated(graphLocation: SourceLocation? = nil) throws(GraphLoadError) -> AppGraph {
        let diagnostics = GraphValidator.validate(self, graphLocation: graphLocation)
        guard diagnostics.isEmpty else { throw GraphLoadError(diagnostics) }
        return self
    }
}
