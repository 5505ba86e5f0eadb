import FlowvizCore
import SwiftSyntax

/// A state machine's handlers as a dispatcher (StateMachines.swift): `tryEvent(.e)` (or an app
/// wrapper forwarding to it) runs, in the caller's origin, the handlers registered for `.e` and
/// the cases of an any-handler's `switch (context.fromState, context.event, context.toState)`
/// that `.e` may reach. From and to states are not tracked: every case whose event matches (or
/// whose states match a transition a route declares for `.e`) may run, each under its condition.
struct StateMachineState {
    var reading: StateMachineReading?
    /// Handler closures and cases run from a known origin.
    var fired = Set<SyntaxIdentifier>()
    /// `start()` fires an event: its gap, if any, is no route dispatcher's.
    var startFires = false
    /// Each handler switch's shape, read once per context name: a machine's events each run
    /// the same switch again.
    var shapes = [HandlerSwitch.Key: HandlerSwitch]()
}

/// A handler's `switch (context.fromState, context.event, context.toState)`, read once.
struct HandlerSwitch {
    struct Key: Hashable {
        var node: SyntaxIdentifier
        var context: String
    }
    /// Which subject element is the event, the from and the to state.
    var event: Int?
    var from: Int?
    var to: Int?
    /// Each case's items: each item's pattern as written and the case each element names
    /// (`default:` is listed too, with no items, so that no event reaches it by name).
    var cases: [(node: SwitchCaseSyntax, items: [(pattern: String, names: [String?])])]
    var fallback: SwitchCaseSyntax?
    var subject: String

    init(_ node: SwitchExprSyntax, context: String) {
        let elements = StateMachineSyntax.subjectElements(node.subject)
        event = elements.firstIndex(of: "\(context).event")
        from = elements.firstIndex(of: "\(context).fromState")
        to = elements.firstIndex(of: "\(context).toState")
        subject = node.subject.trimmedSource
        cases = []
        for element in node.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            guard case .case(let label) = switchCase.label else { fallback = switchCase; cases.append((switchCase, [])); continue }
            cases.append((switchCase, label.caseItems.map { item in
                let pattern = item.pattern.trimmedSource
                return (pattern, StateMachineSyntax.patternElements(pattern, count: elements.count).map(StateMachineSyntax.caseName))
            }))
        }
    }

    /// The case an item names at a role's position (`nil`: no such role, or any value there).
    func name(_ role: Int?, in item: (pattern: String, names: [String?])) -> String? {
        role.flatMap { item.names[$0] }
    }

    /// Whether the switch reads the event or the state it goes to: else it is no handler switch.
    var isHandlerSwitch: Bool { event != nil || to != nil }
}

/// The event a handler's closure runs for, while it runs.
struct StateEvent {
    /// The closure's context parameter (`context`, `$0`).
    var context: String
    var event: String
    var transitions: [StateMachineReading.Transition]
}

extension Interpreter {
    var stateMachine: StateMachineReading {
        if let known = stateMachineState.reading { return known }
        let reading = StateMachineReading(type: type, index: index, wrappers: index.stateMachineWrappers, texts: texts)
        stateMachineState.reading = reading
        return reading
    }

    /// `machine.tryEvent(.e)`, `wrapper.processEvent(.e)`: runs the handlers `.e` reaches; a
    /// registration (`addAnyHandler { … }`) runs nothing in place. `nil`: no state-machine call.
    func stateMachineCall(
        _ receiver: Value, _ name: String, _ labels: [String], _ arguments: [Argument], _ call: FunctionCallExprSyntax, _ frame: inout Frame
    ) -> Value? {
        let wrappers = index.stateMachineWrappers
        if StateMachineReading.isRegistration(name, call) || wrappers.registering[name] != nil {
            // `addErrorHandler` is SwiftState's only beside a machine the scanner reads.
            if name == "addErrorHandler", stateMachine.isEmpty { return nil }
            return .unknown
        }
        let position: Int
        if name == StateMachineWrappers.fire {
            position = 0
        } else if let forwarded = wrappers.firing[name], !(receiver == .selfRef && index.method(name, labels: labels, of: type) != nil) {
            position = forwarded
        } else {
            return nil
        }
        guard !stateMachine.isEmpty, position < arguments.count else { return nil }
        var events = StateMachineReading.caseNames(in: arguments[position].expression)
        if events.isEmpty, case .route(let event, _, _) = evaluate(arguments[position].expression, &frame) { events = [event] }
        for (offset, argument) in arguments.enumerated() where offset != position { _ = evaluate(argument.expression, &frame) }
        if frame.origin == .start { stateMachineState.startFires = true }
        // An event the scanner cannot tell: its cases run from an unknown origin (``runUnfiredStateMachineCases()``).
        for event in events { fire(event, &frame) }
        return .unknown
    }

    /// Runs what `event` reaches, in `frame`'s origin.
    func fire(_ event: String, _ frame: inout Frame) {
        let reading = stateMachine
        for handler in reading.handlers {
            if let keyed = handler.events, !keyed.contains(event) { continue }
            let key = "statemachine@\(handler.location)#\(event)"
            guard mayEnter(key, frame) else { continue }
            if handler.events != nil { markFired(handler.closure.id, frame) }
            var inner = handlerFrame(handler, frame)
            inner.callStack.append(key)
            if handler.events == nil {
                let context = Self.parameterNames(of: handler.closure).first ?? "$0"
                inner.stateEvent = StateEvent(context: context, event: event, transitions: reading.transitions(for: event))
            }
            _ = execute(handler.closure.statements, &inner)
            for (name, value) in inner.env.values where name.hasPrefix("self.") { frame.env[name] = value }
        }
    }

    /// The frame a handler runs in: the caller's origin, conditions and stack; the coordinator's `self`.
    private func handlerFrame(_ handler: StateMachineReading.Handler, _ frame: Frame) -> Frame {
        var inner = frame
        inner.env = Environment()
        for (name, value) in frame.env.values where name.hasPrefix("self.") { inner.env[name] = value }
        for name in Self.parameterNames(of: handler.closure) { inner.env[name] = .unknown }
        inner.foreignSelf = nil
        inner.stateEvent = nil
        if handler.file != frame.file, let text = texts[handler.file] {
            inner.file = handler.file
            inner.text = text
        }
        return inner
    }

    private func markFired(_ id: SyntaxIdentifier, _ frame: Frame) {
        switch frame.origin {
        case .unused, .setup: break
        default: stateMachineState.fired.insert(id)
        }
    }

    /// The handler switch `node`'s shape for `context`, read once per interpreter.
    private func handlerSwitch(_ node: SwitchExprSyntax, context: String) -> HandlerSwitch {
        let key = HandlerSwitch.Key(node: node.id, context: context)
        if let known = stateMachineState.shapes[key] { return known }
        let shape = HandlerSwitch(node, context: context)
        stateMachineState.shapes[key] = shape
        return shape
    }

    /// Inside a handler run for an event: a `switch` over the context's event (or its states) runs
    /// the cases the event may reach (else `default:`); `nil` for any other switch.
    func stateMachineCases(_ node: SwitchExprSyntax, _ frame: inout Frame) -> Completion? {
        guard let state = frame.stateEvent else { return nil }
        let shape = handlerSwitch(node, context: state.context)
        guard shape.isHandlerSwitch else { return nil }
        func matches(_ name: String?, _ value: String?) -> Bool {
            guard let name, let value else { return true }
            return name == value
        }
        var taken = [(SwitchCaseSyntax, String)]()
        for (switchCase, items) in shape.cases {
            let reached = items.first { item in
                state.transitions.contains { transition in
                    matches(shape.name(shape.event, in: item), state.event)
                        && matches(shape.name(shape.from, in: item), transition.from)
                        && matches(shape.name(shape.to, in: item), transition.to)
                }
            }
            if let reached { taken.append((switchCase, reached.pattern)) }
        }
        if taken.isEmpty, let fallback = shape.fallback { taken = [(fallback, "something else")] }
        var merged = frame.env
        for (switchCase, pattern) in taken {
            markFired(switchCase.id, frame)
            var caseFrame = frame
            caseFrame.stateEvent = nil
            if taken.count > 1 { caseFrame.conditions.append(Conditions.clean("\(shape.subject) is \(pattern)")) }
            _ = execute(switchCase.statements, &caseFrame)
            merged = merged.merging(caseFrame.env)
        }
        frame.env = merged
        return .normal
    }

    /// Handler cases no known origin fired: run from an unknown origin, so what they show is not
    /// dead, and noted once per handler (the events nothing the scanner attributes fires).
    func runUnfiredStateMachineCases() {
        let reading = stateMachine
        for handler in reading.handlers {
            let origin = Origin.unattached(child: nil, location: handler.location)
            unattachedClosures[handler.location] = handler.closure.id
            claimedClosures.insert(handler.closure.id)
            guard let text = texts[handler.file] else { continue }
            var base = Frame(origin: origin, file: handler.file, text: text)
            for name in Self.parameterNames(of: handler.closure) { base.env[name] = .unknown }
            var events = [String]()
            let before = effects.count
            if let keyed = handler.events {
                guard !stateMachineState.fired.contains(handler.closure.id) else { continue }
                var frame = base
                _ = execute(handler.closure.statements, &frame)
                // A route mapping's handler whose events the mapping does not say (StateMachineMappings.swift).
                events = keyed.isEmpty ? ["of its route mapping"] : keyed.sorted().map { "." + $0 }
            } else {
                let context = Self.parameterNames(of: handler.closure).first ?? "$0"
                for node in SwitchFinder.switches(in: handler.closure.statements) {
                    let shape = handlerSwitch(node, context: context)
                    guard shape.isHandlerSwitch else { continue }
                    for (switchCase, items) in shape.cases where !stateMachineState.fired.contains(switchCase.id) {
                        let caseBefore = effects.count
                        var frame = base
                        _ = execute(switchCase.statements, &frame)
                        guard effects[caseBefore...].contains(where: { Self.navigates($0.kind) }) else { continue }
                        if case .case = switchCase.label {
                            let position = shape.event ?? shape.to ?? 0
                            events += items.map { item in item.names[position].map { "." + $0 } ?? item.pattern }
                        } else {
                            events.append("default")
                        }
                    }
                }
            }
            drainPending()
            guard effects[before...].contains(where: { Self.navigates($0.kind) }), !events.isEmpty else { continue }
            let listed = events.count > 4 ? events.prefix(4).joined(separator: ", ") + " and \(events.count - 4) more" : events.joined(separator: ", ")
            noteUnread(UnreadFact(
                aspect: .triggers,
                reason: "state-machine handler cases \(listed) navigate, and nothing the scanner ties to a screen or the start fires their events; when they run is not known",
                location: handler.location
            ))
        }
    }
}
