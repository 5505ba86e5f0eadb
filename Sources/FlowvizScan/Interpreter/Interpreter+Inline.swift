extension Interpreter {
    /// Inlines a call to one of the coordinator's own methods, in the caller's origin and conditions.
    func inline(_ method: MethodDecl, arguments: [Value], from caller: inout Frame) -> Value {
        // A dispatcher may send itself another route (`case .login: … trigger(.home)`): one frame per route.
        let key = method.key + arguments.map { if case .route(let name, _, _) = $0 { "#" + name } else { "" } }.joined()
        guard mayEnter(key, caller) else { return .unknown }
        executedMethods.insert(method.key)
        let foreign = index.ancestry(of: type).contains(method.owner) ? nil : method.owner
        // What `self.…` holds passes in and out of the coordinator's own methods (not a factory's).
        func stored(_ env: Environment) -> [String: Value] { foreign == nil ? env.values.filter { $0.key.hasPrefix("self.") } : [:] }
        let given = stored(caller.env)
        let memoKey = InlineMemo.Key(
            method: key, origin: caller.origin, arguments: arguments.map(StrictValue.init),
            stored: given.mapValues(StrictValue.init), modelOwner: modelOwner
        )
        let outcome = inlineMemo.outcome(for: memoKey, under: caller.callStack) ?? {
            // The body runs under a placeholder for the caller's conditions, so that what it
            // records holds for any caller (``InlineMemo``).
            var frame = Frame(
                origin: caller.origin, conditions: [InlineMemo.callerConditions], file: method.location.file,
                callStack: caller.callStack + [key], text: texts[method.location.file] ?? caller.text, foreignSelf: foreign
            )
            frame.methodOwner = method.owner
            bind(method, arguments, into: &frame)
            for (name, value) in given { frame.env[name] = value }
            let before = effects.count
            let entered = inlineMemo.beginWalk()
            let completion = executeBody(of: method, &frame)
            let value: Value = if case .returned(let value) = completion { value } else { .unknown }
            let outcome = InlineMemo.Outcome(value: value, stored: stored(frame.env), effects: Array(effects[before...]), modelOwner: modelOwner)
            effects.removeSubrange(before...)
            inlineMemo.endWalk(entered, memoKey, outcome, under: caller.callStack)
            return outcome
        }()
        // A base class's or protocol extension's helper keeps children for the coordinator: where
        // it does so in the coordinator's own code is the statement that called the helper.
        let callSite = method.owner == type ? nil : caller.statement.map { caller.text.location(of: $0) }
        effects += outcome.effects.map { effect in
            var effect = effect.underConditions(caller.conditions)
            if let callSite {
                switch effect.kind {
                case .retain, .keptInProperty: effect.callSite = callSite
                default: break
                }
            }
            return effect
        }
        for (name, value) in outcome.stored { caller.env[name] = value }
        modelOwner = outcome.modelOwner
        return outcome.value
    }

    /// Whether code under `key` may run from `frame`: not already running (recursion), and not
    /// too deep. Each question is noted for ``InlineMemo``: its answer depends on the caller.
    func mayEnter(_ key: String, _ frame: Frame) -> Bool {
        inlineMemo.noteEntry(key, depth: frame.callStack.count)
        return !frame.callStack.contains(key) && frame.callStack.count < Self.maximumDepth
    }

    static let maximumDepth = 24
}
