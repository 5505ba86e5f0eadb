import FlowvizCore

/// Writes an ``AppGraph`` as canonical flowviz v1 JSON.
///
/// Canonical means: keys sorted, two-space indentation, every field written (defaults included)
/// except a coordinator's `lifetime`, written only when declared or when it differs from what
/// loading would infer, and `sourceFacts` and `unknowns`, written when there are any; arrays in
/// model order. Loading the output gives an equal graph (ignoring locations), and
/// writing that graph again gives the same bytes.
public enum CanonicalWriter {
    /// The document's text; `sources` says whether elements get `source` fields.
    public static func string(for graph: AppGraph, sources: SourceReferences.Mode = .omit) -> String {
        json(for: graph, sources: sources).rendered()
    }

    /// The document as a JSON value.
    public static func json(for graph: AppGraph, sources: SourceReferences.Mode = .omit) -> JSONOutput {
        Writer(sources: sources).document(graph)
    }
}

private struct Writer {
    /// Writes `source` fields in `.write` mode.
    let references: SourceReferences.Writer?

    init(sources: SourceReferences.Mode) {
        if case .write(let document, let source) = sources {
            references = SourceReferences.Writer(document: document, source: source)
        } else {
            references = nil
        }
    }

    func document(_ graph: AppGraph) -> JSONOutput {
        let tabs = graph.tabChildren
        var top: [String: JSONOutput] = [
            "version": .int(1),
            "coordinators": .array(graph.coordinators.map { coordinator in
                var fields = self.coordinator(coordinator)
                let inferred: Lifetime = tabs.contains(coordinator.name) ? .longLived : .bounded
                if coordinator.lifetimeDeclared || coordinator.lifetime != inferred, case .object(var members) = fields {
                    members["lifetime"] = .string(coordinator.lifetime.rawValue)
                    fields = .object(members)
                }
                return fields
            }),
            "deepLinks": .array(graph.deepLinks.map(deepLink)),
        ]
        if let name = graph.name { top["app"] = .string(name) }
        if !graph.sourceFacts.isEmpty { top["sourceFacts"] = .array(graph.sourceFacts.map(sourceFact)) }
        if !graph.unknowns.isEmpty { top["unknowns"] = .array(graph.unknowns.map(unknown)) }
        return .object(top)
    }

    private func unknown(_ fact: UnknownFact) -> JSONOutput {
        var fields: [String: JSONOutput] = [
            "aspect": .string(fact.aspect.rawValue),
            "coordinator": .string(fact.coordinator),
            "reason": .string(fact.reason),
        ]
        if let screen = fact.screen { fields["screen"] = .string(screen) }
        if let child = fact.child { fields["child"] = .string(child) }
        addSuppressions(fact.suppressions, to: &fields)
        addSource(fact.location, to: &fields)
        return .object(fields)
    }

    private func sourceFact(_ fact: SourceFact) -> JSONOutput {
        var fields: [String: JSONOutput] = ["kind": .string(fact.kind.keyword)]
        switch fact.kind {
        case .viewControllerNavigates(let viewController, let call, let target):
            fields["viewController"] = .string(viewController)
            fields["call"] = .string(call)
            if let target { fields["target"] = .string(target) }
        case .childReferencesParent(let coordinator, let property, let parent):
            fields["coordinator"] = .string(coordinator)
            fields["property"] = .string(property)
            fields["parent"] = .string(parent)
        case .unreachableRoute(let routeType, let route, let dispatcher):
            fields["routeType"] = .string(routeType)
            fields["route"] = .string(route)
            fields["dispatcher"] = .string(dispatcher)
        case .unhandledRoute(let routeType, let route):
            fields["routeType"] = .string(routeType)
            fields["route"] = .string(route)
        }
        addSuppressions(fact.suppressions, to: &fields)
        addSource(fact.location, to: &fields)
        return .object(fields)
    }

    /// `source` is written only in `.write` mode, for locations outside the document itself.
    private func addSource(_ location: SourceLocation?, to fields: inout [String: JSONOutput]) {
        guard let references, let location, let text = references.text(for: location) else { return }
        fields["source"] = .string(text)
    }

    private func coordinator(_ coordinator: Coordinator) -> JSONOutput {
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
        addSource(coordinator.location, to: &fields)
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

    private func childFields(_ child: ChildStart) -> [String: JSONOutput] {
        var fields: [String: JSONOutput] = ["coordinator": .string(child.coordinator), "retained": .bool(child.retained), "releasedOnFinish": .bool(child.releasedOnFinish)]
        if let keptIn = child.keptIn { fields["keptIn"] = .string(keptIn) }
        if let references, let keptAt = child.keptAt, let text = references.text(for: keptAt) { fields["keptAt"] = .string(text) }
        return fields
    }

    private func startEntry(_ entry: StartEntry) -> JSONOutput {
        var fields: [String: JSONOutput]
        switch entry.target {
        case .screen(let screen): fields = ["screen": .string(screen)]
        case .child(let child): fields = childFields(child)
        }
        if let condition = entry.condition { fields["when"] = .string(condition) }
        addSuppressions(entry.suppressions, to: &fields)
        addSource(entry.location, to: &fields)
        return .object(fields)
    }

    private func screen(_ screen: Screen) -> JSONOutput {
        var fields: [String: JSONOutput] = [
            "name": .string(screen.name),
            "triggers": .array(screen.triggers.map(JSONOutput.string)),
            "transitions": .array(screen.transitions.map(transition)),
        ]
        if let type = screen.typeName { fields["type"] = .string(type) }
        if !screen.parts.isEmpty { fields["parts"] = .array(screen.parts.map(JSONOutput.string)) }
        addSuppressions(screen.suppressions, to: &fields)
        addSource(screen.location, to: &fields)
        return .object(fields)
    }

    private func transition(_ transition: Transition) -> JSONOutput {
        var fields = actionFields(transition.action)
        fields["on"] = .string(transition.trigger)
        if let condition = transition.condition { fields["when"] = .string(condition) }
        addSuppressions(transition.suppressions, to: &fields)
        addSource(transition.location, to: &fields)
        return .object(fields)
    }

    private func handler(_ handler: EventHandler) -> JSONOutput {
        var fields = handler.action.map(actionFields) ?? [:]
        fields["event"] = .string(handler.event)
        fields["stopsPropagation"] = .bool(handler.stopsPropagation)
        addSuppressions(handler.suppressions, to: &fields)
        addSource(handler.location, to: &fields)
        return .object(fields)
    }

    private func actionFields(_ action: Action) -> [String: JSONOutput] {
        var fields: [String: JSONOutput] = ["action": .string(action.keyword)]
        switch action {
        case .push(let screen): fields["screen"] = .string(screen)
        case .present(let screen, let presentation):
            fields["screen"] = .string(screen)
            fields["style"] = .string(presentation.style.rawValue)
            fields["swipeDismissible"] = .bool(presentation.swipeDismissible)
            if presentation.inNavigationStack { fields["navigationStack"] = .bool(true) }
        case .startChild(let child): fields.merge(childFields(child)) { $1 }
        case .sendEvent(let event): fields["event"] = .string(event)
        case .finish, .pop, .popToRoot, .dismiss: break
        }
        return fields
    }

    private func deepLink(_ link: DeepLink) -> JSONOutput {
        var fields: [String: JSONOutput] = [
            "name": .string(link.name),
            "path": .array(link.path.map { .object([$0.kind.rawValue: .string($0.name)]) }),
        ]
        addSuppressions(link.suppressions, to: &fields)
        addSource(link.location, to: &fields)
        return .object(fields)
    }

    /// `suppress` is written only when there are suppressions, each as `{"rule", "reason"}`.
    private func addSuppressions(_ suppressions: [Suppression], to fields: inout [String: JSONOutput]) {
        guard !suppressions.isEmpty else { return }
        fields["suppress"] = .array(suppressions.map { suppression in
            var entry: [String: JSONOutput] = ["rule": .string(suppression.ruleID)]
            if let reason = suppression.reason { entry["reason"] = .string(reason) }
            return .object(entry)
        })
    }
}
