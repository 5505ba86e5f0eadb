import FlowvizCore

/// Writes an ``AppGraph`` as canonical flowviz v1 JSON.
///
/// Canonical means: keys sorted, two-space indentation, every field written (defaults included),
/// arrays in model order. Loading the output gives an equal graph (ignoring locations), and
/// writing that graph again gives the same bytes.
public enum CanonicalWriter {
    public static func string(for graph: AppGraph) -> String {
        json(for: graph).rendered()
    }

    /// The document as a JSON value.
    public static func json(for graph: AppGraph) -> JSONOutput {
        var top: [String: JSONOutput] = [
            "version": .int(1),
            "coordinators": .array(graph.coordinators.map(coordinator)),
            "deepLinks": .array(graph.deepLinks.map(deepLink)),
        ]
        if let name = graph.name { top["app"] = .string(name) }
        return .object(top)
    }

    private static func coordinator(_ coordinator: Coordinator) -> JSONOutput {
        var fields: [String: JSONOutput] = [
            "name": .string(coordinator.name),
            "root": .bool(coordinator.isRoot),
            "container": .string(coordinator.container.rawValue),
            "finishesOnPopBack": .bool(coordinator.finishesOnPopBack),
            "finishesOnSwipeDismiss": .bool(coordinator.finishesOnSwipeDismiss),
            "start": .array(coordinator.start.map(startEntry)),
            "screens": .array(coordinator.screens.map(screen)),
            "handles": .array(coordinator.handlers.map(handler)),
        ]
        if let type = coordinator.typeName { fields["type"] = .string(type) }
        addSuppressions(coordinator.suppressions, to: &fields)
        switch coordinator.attachment {
        case .horizontal?: fields["attachment"] = .string("horizontal")
        case .vertical(let presentation)?:
            fields["attachment"] = .string("vertical")
            fields["presentation"] = .object([
                "style": .string(presentation.style.rawValue),
                "swipeDismissible": .bool(presentation.swipeDismissible),
            ])
        case nil: break
        }
        return .object(fields)
    }

    private static func childFields(_ child: ChildStart) -> [String: JSONOutput] {
        ["coordinator": .string(child.coordinator), "retained": .bool(child.retained), "releasedOnFinish": .bool(child.releasedOnFinish)]
    }

    private static func startEntry(_ entry: StartEntry) -> JSONOutput {
        var fields: [String: JSONOutput]
        switch entry.target {
        case .screen(let screen): fields = ["screen": .string(screen)]
        case .child(let child): fields = childFields(child)
        }
        if let condition = entry.condition { fields["when"] = .string(condition) }
        addSuppressions(entry.suppressions, to: &fields)
        return .object(fields)
    }

    private static func screen(_ screen: Screen) -> JSONOutput {
        var fields: [String: JSONOutput] = [
            "name": .string(screen.name),
            "triggers": .array(screen.triggers.map(JSONOutput.string)),
            "transitions": .array(screen.transitions.map(transition)),
        ]
        if let type = screen.typeName { fields["type"] = .string(type) }
        addSuppressions(screen.suppressions, to: &fields)
        return .object(fields)
    }

    private static func transition(_ transition: Transition) -> JSONOutput {
        var fields = actionFields(transition.action)
        fields["on"] = .string(transition.trigger)
        if let condition = transition.condition { fields["when"] = .string(condition) }
        addSuppressions(transition.suppressions, to: &fields)
        return .object(fields)
    }

    private static func handler(_ handler: EventHandler) -> JSONOutput {
        var fields = handler.action.map(actionFields) ?? [:]
        fields["event"] = .string(handler.event)
        fields["stopsPropagation"] = .bool(handler.stopsPropagation)
        addSuppressions(handler.suppressions, to: &fields)
        return .object(fields)
    }

    private static func actionFields(_ action: Action) -> [String: JSONOutput] {
        var fields: [String: JSONOutput] = ["action": .string(action.keyword)]
        switch action {
        case .push(let screen): fields["screen"] = .string(screen)
        case .present(let screen, let presentation):
            fields["screen"] = .string(screen)
            fields["style"] = .string(presentation.style.rawValue)
            fields["swipeDismissible"] = .bool(presentation.swipeDismissible)
        case .startChild(let child): fields.merge(childFields(child)) { $1 }
        case .sendEvent(let event): fields["event"] = .string(event)
        case .finish, .pop, .popToRoot, .dismiss: break
        }
        return fields
    }

    private static func deepLink(_ link: DeepLink) -> JSONOutput {
        var fields: [String: JSONOutput] = [
            "name": .string(link.name),
            "path": .array(link.path.map { .object([$0.kind.rawValue: .string($0.name)]) }),
        ]
        addSuppressions(link.suppressions, to: &fields)
        return .object(fields)
    }

    /// `suppress` is written only when there are suppressions, each as `{"rule", "reason"}`.
    private static func addSuppressions(_ suppressions: [Suppression], to fields: inout [String: JSONOutput]) {
        guard !suppressions.isEmpty else { return }
        fields["suppress"] = .array(suppressions.map { suppression in
            var entry: [String: JSONOutput] = ["rule": .string(suppression.ruleID)]
            if let reason = suppression.reason { entry["reason"] = .string(reason) }
            return .object(entry)
        })
    }
}
