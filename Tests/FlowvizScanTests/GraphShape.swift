import FlowvizCore

/// A graph's structure in type names, without element names, conditions or locations: what a
/// scan of an app's sources must share with the hand-written definition it mirrors.
enum GraphShape {
    static func of(_ graph: AppGraph) -> Set<String> {
        var shape = Set<String>()
        func coordinatorType(_ name: String) -> String { graph.coordinator(named: name)?.displayName ?? name }
        for coordinator in graph.coordinators {
            let type = coordinator.displayName
            func screenType(_ name: String) -> String { coordinator.screen(named: name)?.typeName ?? name }
            shape.insert("coordinator \(type) root=\(coordinator.isRoot) container=\(coordinator.container) attachment=\(describe(coordinator.attachment)) popBack=\(coordinator.finishesOnPopBack) swipe=\(coordinator.finishesOnSwipeDismiss)")
            for entry in coordinator.start {
                switch entry.target {
                case .screen(let screen): shape.insert("start \(type) screen \(screenType(screen))")
                case .child(let child): shape.insert("start \(type) child \(coordinatorType(child.coordinator)) retained=\(child.retained) released=\(child.releasedOnFinish)")
                }
            }
            for screen in coordinator.screens {
                let screenName = screen.typeName ?? screen.name
                shape.insert("screen \(type) \(screenName)")
                for trigger in screen.triggers { shape.insert("trigger \(type) \(screenName).\(trigger)") }
                for part in screen.parts { shape.insert("part \(type) \(screenName) \(part)") }
                for transition in screen.transitions {
                    shape.insert("transition \(type) \(screenName).\(transition.trigger) \(describe(transition.action, screenType, coordinatorType))")
                }
            }
            for handler in coordinator.handlers {
                shape.insert("handler \(type) \(handler.event) stops=\(handler.stopsPropagation) \(handler.action.map { describe($0, screenType, coordinatorType) } ?? "-")")
            }
        }
        for link in graph.deepLinks {
            shape.insert("deeplink \(link.name) " + link.path.map { step in
                step.kind == .coordinator ? "coordinator:\(coordinatorType(step.name))" : "screen:\(step.name)"
            }.joined(separator: " "))
        }
        return shape
    }

    private static func describe(_ attachment: Attachment?) -> String {
        switch attachment {
        case nil: "none"
        case .horizontal?: "horizontal"
        case .vertical(let presentation)?: "vertical(\(presentation.style), swipe=\(presentation.swipeDismissible))"
        }
    }

    private static func describe(_ action: Action, _ screenType: (String) -> String, _ coordinatorType: (String) -> String) -> String {
        switch action {
        case .push(let screen): "push \(screenType(screen))"
        case .present(let screen, let presentation): "present \(screenType(screen)) \(presentation.style) swipe=\(presentation.swipeDismissible) stack=\(presentation.inNavigationStack)"
        case .startChild(let child): "start \(coordinatorType(child.coordinator)) retained=\(child.retained) released=\(child.releasedOnFinish)"
        case .sendEvent(let event): "send \(event)"
        default: action.keyword
        }
    }
}
