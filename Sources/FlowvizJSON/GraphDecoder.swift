import FlowvizCore

/// Turns a parsed flowviz v1 document into an ``AppGraph``, collecting every problem.
struct GraphDecoder {
    enum Keys {
        static let top = ["$schema", "version", "app", "coordinators", "deepLinks", "sourceFacts", "unknowns"]
        static let coordinator = [
            "name", "type", "root", "container", "attachment", "presentation",
            "finishesOnPopBack", "finishesOnSwipeDismiss", "lifetime", "start", "screens", "handles", "suppress", "source",
        ]
        static let presentation = ["style", "swipeDismissible"]
        static let startEntry = ["screen", "coordinator", "retained", "releasedOnFinish", "keptIn", "keptAt", "when", "suppress", "source"]
        static let screen = ["name", "type", "triggers", "transitions", "parts", "suppress", "source"]
        static let actionFields = ["action", "screen", "style", "swipeDismissible", "navigationStack", "coordinator", "retained", "releasedOnFinish", "keptIn", "keptAt", "event"]
        static let transition = ["on", "when", "suppress", "source"] + actionFields
        static let handler = ["event", "stopsPropagation", "suppress", "source"] + actionFields.filter { $0 != "event" }
        static let deepLink = ["name", "path", "suppress", "source"]
        static let sourceFact = [
            "kind", "viewController", "call", "target", "coordinator", "property", "parent", "routeType", "route", "dispatcher", "suppress", "source",
        ]
        static let unknown = ["aspect", "coordinator", "screen", "child", "reason", "suppress", "source"]
        static let suppression = ["rule", "reason"]
        static let step = ["coordinator", "screen"]
    }

    enum AttachmentKind: String, CaseIterable { case horizontal, vertical }
    enum ActionKind: String, CaseIterable { case push, present, start, finish, pop, popToRoot, dismiss, send }

    var reader: FieldReader
    /// Coordinators whose attachment was given but unreadable (a bad value or a misspelt key):
    /// the validator's "needs an attachment" would only repeat that error.
    private(set) var unreadableAttachments = Set<String>()

    mutating func decode(_ root: JSONNode) -> AppGraph? {
        guard let top = reader.object(root, "the document", known: Keys.top) else { return nil }
        if let versionMember = top.members["version"] {
            if case .number(let text) = versionMember.value.value, text == "1" {
            } else {
                reader.error("unsupported version \(versionMember.value.shownInMessages): this flowviz reads version 1", at: versionMember.value.offset)
            }
        } else {
            reader.error("the document is missing required field 'version' (use 1)", at: root.offset)
        }
        var graph = AppGraph(name: reader.string(top, "app"))
        guard let coordinators = reader.array(top, "coordinators", required: true) else { return nil }
        for (index, node) in coordinators.enumerated() {
            if let coordinator = decodeCoordinator(node, index: index) { graph.add(coordinator) }
        }
        for (index, node) in (reader.array(top, "deepLinks") ?? []).enumerated() {
            if let link = decodeDeepLink(node, index: index) { graph.add(link) }
        }
        for (index, node) in (reader.array(top, "sourceFacts") ?? []).enumerated() {
            if let fact = decodeSourceFact(node, index: index) { graph.sourceFacts.append(fact) }
        }
        for (index, node) in (reader.array(top, "unknowns") ?? []).enumerated() {
            if let fact = decodeUnknown(node, index: index) { graph.unknowns.append(fact) }
        }
        graph.inferLifetimes()
        return graph
    }

    private func name(from node: JSONNode, fallback: String) -> String {
        if case .object(let members) = node.value,
           let member = members.first(where: { $0.key == "name" }),
           case .string(let name) = member.value.value {
            return "'\(name)'"
        }
        return fallback
    }

    private mutating func decodeCoordinator(_ node: JSONNode, index: Int) -> Coordinator? {
        guard reader.countElement(at: node.offset) else { return nil }
        let what = "coordinator \(name(from: node, fallback: "#\(index + 1)"))"
        guard let fields = reader.object(node, what, known: Keys.coordinator) else { return nil }
        guard let name = reader.string(fields, "name", required: true) else { return nil }
        var coordinator = Coordinator(name: name, location: location(fields, node))
        coordinator.typeName = reader.string(fields, "type")
        // A root flag that is present but not a boolean still means "root" for validation.
        coordinator.isRoot = reader.bool(fields, "root") ?? fields.has("root")
        coordinator.container = reader.enumeration(fields, "container", as: Container.self) ?? .navigationStack
        coordinator.finishesOnPopBack = reader.bool(fields, "finishesOnPopBack") ?? false
        coordinator.finishesOnSwipeDismiss = reader.bool(fields, "finishesOnSwipeDismiss") ?? false
        if let lifetime = reader.enumeration(fields, "lifetime", as: Lifetime.self) {
            coordinator.lifetime = lifetime
            coordinator.lifetimeDeclared = true
        }
        coordinator.suppressions = decodeSuppressions(fields)

        let presentation = fields.members["presentation"].flatMap { decodePresentation($0.value, of: what) }
        switch reader.enumeration(fields, "attachment", as: AttachmentKind.self) {
        case .horizontal?:
            if fields.has("presentation") {
                reader.error("'presentation' in \(what) applies only to a vertical coordinator; this one is horizontal", at: fields.offset(of: "presentation"))
            }
            coordinator.attachment = .horizontal
        case .vertical?:
            coordinator.attachment = .vertical(presentation ?? ModalPresentation())
        case nil:
            if fields.has("attachment") || misspells("attachment", in: node) { unreadableAttachments.insert(name) }
            if fields.has("presentation"), !fields.has("attachment") {
                reader.error("'presentation' in \(what) needs \"attachment\": \"vertical\"", at: fields.offset(of: "presentation"))
            }
        }

        let startNodes = reader.array(fields, "start", required: true) ?? []
        coordinator.start = startNodes.enumerated().compactMap { decodeStartEntry($1, index: $0, of: what) }
        coordinator.screens = (reader.array(fields, "screens") ?? []).enumerated().compactMap {
            decodeScreen($1, index: $0, of: what)
        }
        coordinator.handlers = (reader.array(fields, "handles") ?? []).enumerated().compactMap {
            decodeHandler($1, index: $0, of: what)
        }
        return coordinator
    }

    /// Whether `node` has an unknown key that is a misspelling of `key`.
    private func misspells(_ key: String, in node: JSONNode) -> Bool {
        guard case .object(let members) = node.value else { return false }
        return members.contains { !Keys.coordinator.contains($0.key) && Suggestions.closest(to: $0.key, in: Keys.coordinator) == key }
    }

    private mutating func decodePresentation(_ node: JSONNode, of owner: String) -> ModalPresentation? {
        guard let fields = reader.object(node, "the presentation of \(owner)", known: Keys.presentation) else { return nil }
        return presentation(fields)
    }

    /// A presentation from `style` and `swipeDismissible`; only a sheet can be swipe-dismissible.
    private mutating func presentation(_ fields: Fields) -> ModalPresentation {
        let style = reader.enumeration(fields, "style", as: ModalStyle.self) ?? .sheet
        let swipe = reader.bool(fields, "swipeDismissible")
        if style == .fullScreen, swipe == true {
            reader.error("'swipeDismissible' in \(fields.what) cannot be true for a full-screen presentation: only sheets can be swiped away", at: fields.offset(of: "swipeDismissible"))
        }
        return ModalPresentation(style: style, swipeDismissible: style == .fullScreen ? false : swipe)
    }

    /// A child start's bookkeeping; `keptIn` says where a retained child is kept, so not with `retained: false`.
    private mutating func childStart(_ coordinator: String, _ fields: Fields) -> ChildStart {
        let retained = reader.bool(fields, "retained") ?? true
        let keptIn = reader.string(fields, "keptIn")
        if keptIn != nil, !retained {
            reader.error("'keptIn' in \(fields.what) names where the child is kept, but 'retained' is false", at: fields.offset(of: "keptIn"))
        }
        var keptAt: SourceLocation?
        if let text = reader.string(fields, "keptAt", lengthFactor: 4) {
            keptAt = SourceReferences.location(from: text, document: reader.file)
            if keptAt == nil { reader.error("'keptAt' in \(fields.what) must be \"path:line:column\", found \"\(text)\"", at: fields.offset(of: "keptAt")) }
        }
        return ChildStart(
            coordinator, retained: retained, releasedOnFinish: reader.bool(fields, "releasedOnFinish") ?? true,
            keptIn: retained ? keptIn : nil, keptAt: retained ? keptAt : nil
        )
    }

    private mutating func decodeStartEntry(_ node: JSONNode, index: Int, of owner: String) -> StartEntry? {
        guard reader.countElement(at: node.offset) else { return nil }
        let what = "start entry #\(index + 1) of \(owner)"
        guard let fields = reader.object(node, what, known: Keys.startEntry) else { return nil }
        let condition = reader.string(fields, "when")
        let location = location(fields, node)
        switch (reader.string(fields, "screen"), reader.string(fields, "coordinator")) {
        case (let screen?, nil):
            for key in ["retained", "releasedOnFinish", "keptIn", "keptAt"] where fields.has(key) {
                reader.error("'\(key)' in \(what) applies only to a coordinator entry", at: fields.offset(of: key))
            }
            return StartEntry(.screen(screen), when: condition, location: location, suppressions: decodeSuppressions(fields))
        case (nil, let child?):
            return StartEntry(.child(childStart(child, fields)), when: condition, location: location, suppressions: decodeSuppressions(fields))
        case (.some, .some):
            reader.error("\(what) has both 'screen' and 'coordinator': use one", at: node.offset)
        case (nil, nil):
            if !fields.has("screen"), !fields.has("coordinator") {
                reader.error("\(what) needs 'screen' or 'coordinator'", at: node.offset)
            }
        }
        return nil
    }

    private mutating func decodeScreen(_ node: JSONNode, index: Int, of owner: String) -> Screen? {
        guard reader.countElement(at: node.offset) else { return nil }
        let what = "screen \(name(from: node, fallback: "#\(index + 1)")) of \(owner)"
        guard let fields = reader.object(node, what, known: Keys.screen) else { return nil }
        guard let name = reader.string(fields, "name", required: true) else { return nil }
        let transitions: [Transition] = (reader.array(fields, "transitions") ?? []).enumerated().compactMap { index, node in
            guard reader.countElement(at: node.offset) else { return nil }
            let what = "transition #\(index + 1) of \(what)"
            guard let transitionFields = reader.object(node, what, known: Keys.transition) else { return nil }
            let trigger = reader.string(transitionFields, "on", required: true)
            let condition = reader.string(transitionFields, "when")
            guard let action = decodeAction(transitionFields, required: true, inHandler: false), let trigger else { return nil }
            return Transition(
                on: trigger, when: condition, action, location: location(transitionFields, node),
                suppressions: decodeSuppressions(transitionFields)
            )
        }
        return Screen(
            name: name,
            typeName: reader.string(fields, "type"),
            triggers: reader.strings(fields, "triggers"),
            transitions: transitions,
            parts: reader.strings(fields, "parts"),
            location: location(fields, node),
            suppressions: decodeSuppressions(fields)
        )
    }

    private mutating func decodeHandler(_ node: JSONNode, index: Int, of owner: String) -> EventHandler? {
        guard reader.countElement(at: node.offset) else { return nil }
        let what = "event handler #\(index + 1) of \(owner)"
        guard let fields = reader.object(node, what, known: Keys.handler) else { return nil }
        guard let event = reader.string(fields, "event", required: true) else { return nil }
        let stops = reader.bool(fields, "stopsPropagation") ?? false
        let action = decodeAction(fields, required: false, inHandler: true)
        if action == nil, fields.has("action") { return nil }
        return EventHandler(
            event: event, stopsPropagation: stops, action: action, location: location(fields, node),
            suppressions: decodeSuppressions(fields)
        )
    }

    /// Reads `action` and the fields that action takes; reports fields that do not apply.
    /// `suppress`: rule ids, each a string or `{"rule": id, "reason": text}`.
    private mutating func decodeSuppressions(_ fields: Fields) -> [Suppression] {
        (reader.array(fields, "suppress") ?? []).compactMap { node in
            let location = reader.location(node.offset)
            if case .string(let rule) = node.value { return Suppression(rule, location: location) }
            guard let suppression = reader.object(node, "a suppression in \(fields.what)", known: Keys.suppression),
                  let rule = reader.string(suppression, "rule", required: true) else { return nil }
            return Suppression(rule, reason: reader.string(suppression, "reason", lengthFactor: 4), location: location)
        }
    }

    /// In an event handler, `event` names the handled event, so the handler cannot `send`.
    private mutating func decodeAction(_ fields: Fields, required: Bool, inHandler: Bool) -> Action? {
        guard let kind = reader.enumeration(fields, "action", as: ActionKind.self, required: required) else {
            if !fields.has("action") {
                for key in Keys.actionFields where key != "action" && key != "event" && fields.has(key) {
                    reader.error("'\(key)' in \(fields.what) needs an 'action'", at: fields.offset(of: key))
                }
            }
            return nil
        }
        let applicable: [String]
        let action: Action?
        switch kind {
        case .push:
            applicable = ["screen"]
            action = reader.string(fields, "screen", required: true).map { .push(screen: $0) }
        case .present:
            applicable = ["screen", "style", "swipeDismissible", "navigationStack"]
            var presentation = presentation(fields)
            presentation.inNavigationStack = reader.bool(fields, "navigationStack") ?? false
            action = reader.string(fields, "screen", required: true).map { .present(screen: $0, presentation: presentation) }
        case .start:
            applicable = ["coordinator", "retained", "releasedOnFinish", "keptIn", "keptAt"]
            action = reader.string(fields, "coordinator", required: true).map { .startChild(childStart($0, fields)) }
        case .send where inHandler:
            reader.error("\(fields.what) cannot use action 'send' in version 1", at: fields.offset(of: "action"))
            return nil
        case .send:
            applicable = ["event"]
            action = reader.string(fields, "event", required: true).map { .sendEvent($0) }
        case .finish: applicable = []; action = .finish
        case .pop: applicable = []; action = .pop
        case .popToRoot: applicable = []; action = .popToRoot
        case .dismiss: applicable = []; action = .dismiss
        }
        for key in Keys.actionFields where key != "action" && fields.has(key) && !applicable.contains(key) {
            if inHandler && key == "event" { continue }
            reader.error("'\(key)' in \(fields.what) does not apply to action '\(kind.rawValue)'", at: fields.offset(of: key))
        }
        return action
    }

    private mutating func decodeDeepLink(_ node: JSONNode, index: Int) -> DeepLink? {
        guard reader.countElement(at: node.offset) else { return nil }
        let what = "deep link \(name(from: node, fallback: "#\(index + 1)"))"
        guard let fields = reader.object(node, what, known: Keys.deepLink) else { return nil }
        let name = reader.string(fields, "name", required: true)
        let steps: [DeepLink.Step] = (reader.array(fields, "path", required: true) ?? []).enumerated().compactMap { index, node in
            guard reader.countElement(at: node.offset) else { return nil }
            let stepWhat = "step #\(index + 1) of \(what)"
            guard let stepFields = reader.object(node, stepWhat, known: Keys.step) else { return nil }
            let location = reader.location(node.offset)
            switch (reader.string(stepFields, "coordinator"), reader.string(stepFields, "screen")) {
            case (let coordinator?, nil): return AppGraph.DeepLink.Step(.coordinator, coordinator, location: location)
            case (nil, let screen?): return AppGraph.DeepLink.Step(.screen, screen, location: location)
            case (.some, .some): reader.error("\(stepWhat) has both 'coordinator' and 'screen': use one", at: node.offset)
            case (nil, nil):
                if !stepFields.has("coordinator"), !stepFields.has("screen") {
                    reader.error("\(stepWhat) needs 'coordinator' or 'screen'", at: node.offset)
                }
            }
            return nil
        }
        let suppressions = decodeSuppressions(fields)
        guard let name else { return nil }
        return DeepLink(name: name, path: steps, location: location(fields, node), suppressions: suppressions)
    }

    /// Where an element is: its `source` (a place in the app's Swift code) when it has one,
    /// otherwise its own position in the JSON.
    private mutating func location(_ fields: Fields, _ node: JSONNode) -> SourceLocation {
        guard let text = reader.string(fields, "source", lengthFactor: 4) else { return reader.location(node.offset) }
        guard let location = SourceReferences.location(from: text, document: reader.file) else {
            reader.error("'source' in \(fields.what) must be \"path:line:column\", found \"\(text)\"", at: fields.offset(of: "source"))
            return reader.location(node.offset)
        }
        return location
    }

    enum SourceFactKind: String, CaseIterable { case viewControllerNavigates, childReferencesParent, unreachableRoute, unhandledRoute }

    private mutating func decodeSourceFact(_ node: JSONNode, index: Int) -> SourceFact? {
        guard reader.countElement(at: node.offset) else { return nil }
        let what = "source fact #\(index + 1)"
        guard let fields = reader.object(node, what, known: Keys.sourceFact) else { return nil }
        let kind: SourceFact.Kind
        let applicable: [String]
        switch reader.enumeration(fields, "kind", as: SourceFactKind.self, required: true) {
        case .viewControllerNavigates?:
            applicable = ["viewController", "call", "target"]
            guard let viewController = reader.string(fields, "viewController", required: true),
                  let call = reader.string(fields, "call", required: true) else { return nil }
            kind = .viewControllerNavigates(viewController: viewController, call: call, target: reader.string(fields, "target"))
        case .childReferencesParent?:
            applicable = ["coordinator", "property", "parent"]
            guard let coordinator = reader.string(fields, "coordinator", required: true),
                  let property = reader.string(fields, "property", required: true),
                  let parent = reader.string(fields, "parent", required: true) else { return nil }
            kind = .childReferencesParent(coordinator: coordinator, property: property, parentType: parent)
        case .unreachableRoute?:
            applicable = ["routeType", "route", "dispatcher"]
            guard let routeType = reader.string(fields, "routeType", required: true), let route = reader.string(fields, "route", required: true),
                  let dispatcher = reader.string(fields, "dispatcher", required: true) else { return nil }
            kind = .unreachableRoute(routeType: routeType, route: route, dispatcher: dispatcher)
        case .unhandledRoute?:
            applicable = ["routeType", "route"]
            guard let routeType = reader.string(fields, "routeType", required: true),
                  let route = reader.string(fields, "route", required: true) else { return nil }
            kind = .unhandledRoute(routeType: routeType, route: route)
        case nil:
            return nil
        }
        for key in ["viewController", "call", "target", "coordinator", "property", "parent", "routeType", "route", "dispatcher"] where fields.has(key) && !applicable.contains(key) {
            reader.error("'\(key)' in \(what) does not apply to kind '\(kind.keyword)'", at: fields.offset(of: key))
        }
        return SourceFact(kind, location: location(fields, node), suppressions: decodeSuppressions(fields))
    }

    /// An unknown fact: what a scan could not read, where and why.
    private mutating func decodeUnknown(_ node: JSONNode, index: Int) -> UnknownFact? {
        guard reader.countElement(at: node.offset) else { return nil }
        let what = "unknown #\(index + 1)"
        guard let fields = reader.object(node, what, known: Keys.unknown) else { return nil }
        let aspect = reader.enumeration(fields, "aspect", as: UnknownFact.Aspect.self, required: true)
        let coordinator = reader.string(fields, "coordinator", required: true)
        let reason = reader.string(fields, "reason", required: true)
        let screen = reader.string(fields, "screen")
        let child = reader.string(fields, "child")
        let location = location(fields, node)
        let suppressions = decodeSuppressions(fields)
        guard let aspect, let coordinator, let reason else { return nil }
        return UnknownFact(aspect, coordinator: coordinator, screen: screen, child: child, reason: reason, location: location, suppressions: suppressions)
    }
}
