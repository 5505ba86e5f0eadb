import FlowvizCore
import SwiftSyntax

extension Interpreter {
    // MARK: - Screen triggers

    /// A closure installed on a screen: one trigger named after the property (or method), or,
    /// when the closure switches over its event parameter, one trigger per `case`.
    func installTrigger(
        on screen: String, path: [String], _ closure: ClosureExprSyntax, _ captured: Environment, file: String,
        at node: some SyntaxProtocol, _ frame: inout Frame
    ) {
        var inner = closureFrame(frame, captured: captured, file: file)
        let parameters = Self.parameterNames(of: closure)
        for name in parameters { inner.env[name] = .unknown }
        if let eventSwitch = Self.eventSwitch(in: closure.statements, over: parameters) {
            for element in eventSwitch.cases {
                guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { continue }
                for item in label.caseItems {
                    guard let trigger = Self.caseName(item.pattern) else { continue }
                    let location = inner.text.location(of: item.pattern)
                    let origin = Origin.trigger(screen: screen, name: trigger, location: location)
                    declareTrigger(origin, at: location)
                    schedule(origin, switchCase.statements, inner)
                }
            }
            return
        }
        if frame.origin == .start { record(.drivesScreen(screen), frame, at: node) }
        if path.count == 1, popHooks(of: screen).called.contains(path[0]) {
            // `onPop?()` from `viewWillDisappear` when `isMovingFromParent`: runs on pop back.
            schedule(.navigationDidShow, closure.statements, inner)
            return
        }
        let location = frame.text.location(of: node)
        let origin = Origin.trigger(screen: screen, name: path.last ?? "action", location: location)
        declareTrigger(origin, at: location)
        schedule(origin, closure.statements, inner)
    }

    /// A coordinator method installed as a screen's closure (`vc.didSelectPhoto = showPhoto`).
    func installTrigger(on screen: String, path: [String], method: MethodDecl, at node: some SyntaxProtocol, _ frame: inout Frame) {
        let location = frame.text.location(of: node)
        let origin = Origin.trigger(screen: screen, name: path.last ?? method.name, location: location)
        declareTrigger(origin, at: location)
        schedule(method, in: origin)
    }

    /// The `switch` a trigger closure makes over its event parameter, after any `guard let self`.
    static func eventSwitch(in statements: CodeBlockItemListSyntax, over parameters: [String]) -> SwitchExprSyntax? {
        for item in statements {
            if case .stmt(let statement) = item.item, statement.is(GuardStmtSyntax.self) { continue }
            if case .decl = item.item { continue }
            var expression: ExprSyntax?
            if case .expr(let value) = item.item { expression = value }
            if case .stmt(let statement) = item.item { expression = statement.as(ExpressionStmtSyntax.self)?.expression }
            guard let switchExpression = expression?.as(SwitchExprSyntax.self) else { return nil }
            let subject = Self.unwrapped(switchExpression.subject).trimmedSource
            return parameters.contains(subject) || subject == "$0" ? switchExpression : nil
        }
        return nil
    }

    /// `.didSelectItem(let id)` → `didSelectItem`; `let event as X` / `is X` → the event's name.
    static func caseName(_ pattern: PatternSyntax) -> String? {
        var text = pattern.trimmedSource
        for prefix in ["let ", "var "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        if text.hasPrefix(".") { text.removeFirst() }
        let name = text.prefix(while: IdentifierText.isIdentifier)
        return name.isEmpty || name == "nil" || name == "_" || name == "none" ? nil : String(name)
    }

    /// `vc.delegate = self`: each coordinator method that implements the delegate protocol of
    /// that property is a trigger; or, when the property's type is the coordinator itself
    /// (`vc.coordinator = self`), each view-controller method that calls the coordinator is.
    func installDelegate(on screen: String, property: String, declaredOn holder: String? = nil) {
        // Declared by the screen (or its view model); else, set on the screen's view model, a
        // delegate protocol the coordinator implements (`viewModel.coordinatorDelegate = self`).
        let declared = index.property(property, of: holder ?? screen)?.typeName.map(TypeNames.base(of:))
            ?? index.delegateProtocol(named: property, implementedBy: type)
        if let protocolName = declared, index.isProtocol(protocolName), !TypeIndex.looksLikeCoordinator(protocolName) {
            let requirements = index.requirements(of: protocolName)
            // `delegate?.didClose(in: self)` from the screen's pop hook: runs on pop back.
            let onPop = holder == nil ? popHooks(of: screen).calledOn[property] ?? [] : []
            for method in index.methods(of: type) where requirements.contains(method.name) && !index.isProtocol(method.owner) {
                if onPop.contains(method.name) {
                    schedule(method, in: .navigationDidShow)
                    if !calledOutsidePopHooks(method.name, on: property, of: screen) { continue }
                }
                let trigger = Self.triggerName(of: method, screen: screen)
                let origin = Origin.trigger(screen: screen, name: trigger, location: method.location)
                declareTrigger(origin, at: method.location)
                schedule(method, in: origin)
            }
            return
        }
        if holder == nil, declared.map({ !index.isDeclared($0) }) ?? !index.isDeclared(screen) {
            // A delegate protocol declared outside the Swift read (Objective-C, a library): by
            // Cocoa's convention its callbacks take the sender first.
            installSenderCallbacks(of: screen)
        }
        // A view model calling its coordinator (`coordinator?.showDetail()`): its methods are the screen's triggers.
        installCoordinatorCalls(on: holder ?? screen, property: property, screen: screen)
        installRouteSends(on: holder ?? screen, property: property, screen: screen)
    }

    /// `vc.delegate = self` where the delegate protocol is not read: the coordinator's methods
    /// that take that screen first (`roomViewController(_ controller: RoomViewController, …)`,
    /// Cocoa's delegate convention) and that its own code never calls are the screen's triggers.
    private func installSenderCallbacks(of screen: String) {
        let own = index.ownMethods(of: type).filter { !$0.body.isEmpty && $0.name != "init" }
        let named = Self.namesUsed(in: own)
        for method in own where method.labels.first == "_" && !named.contains(method.name) {
            guard let first = method.parameters.first, TypeNames.base(of: first.typeName) == screen else { continue }
            let origin = Origin.trigger(screen: screen, name: Self.triggerName(of: method, screen: screen), location: method.location)
            declareTrigger(origin, at: method.location)
            schedule(method, in: origin)
        }
    }

    /// The identifiers `methods` use in their bodies.
    static func namesUsed(in methods: [MethodDecl]) -> Set<String> {
        var named = Set<String>()
        for method in methods {
            for token in method.body.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind { named.insert(text) }
            }
        }
        return named
    }

    /// Whether a method of `screen` other than its pop hooks calls `name` on `property`.
    private func calledOutsidePopHooks(_ name: String, on property: String, of screen: String) -> Bool {
        index.ownMethods(of: screen).contains { method in
            !method.body.isEmpty && !Self.isPopHook(method, index) && CallFinder.calls(on: property, in: method.body).contains { $0.name == name }
        }
    }

    /// A screen method that runs when the screen is popped (as ``PopHookFinder`` reads them).
    static func isPopHook(_ method: MethodDecl, _ index: TypeIndex) -> Bool {
        // The body's text is read only for a method named like a pop hook.
        if index.popNotifications.contains(method.name) { return true }
        if ["viewWillDisappear", "viewDidDisappear"].contains(method.name) { return ByteSearch.occurs("isMovingFromParent", in: method.body.trimmedSource) }
        return ["didMove", "willMove"].contains(method.name) && method.labels == ["toParent"] && ByteSearch.occurs("nil", in: method.body.trimmedSource)
    }

    /// The trigger a delegate method stands for: its name, or its second label when the first
    /// parameter is the view controller (`moviesList(_:didSelectMovie:)` → `didSelectMovie`).
    static func triggerName(of method: MethodDecl, screen: String) -> String {
        if method.labels.count >= 2, let first = method.parameters.first,
           first.typeName == screen || first.typeName.hasSuffix("ViewController") || first.typeName.hasSuffix("Controller"),
           method.labels[1] != "_" {
            return method.labels[1]
        }
        return method.name
    }

    /// Seed 002's `firstVC.coordinator = self`: the view controller's methods that call
    /// `coordinator?.x()` are its triggers, named after the view-controller method.
    func installCoordinatorCalls(on owner: String, property: String, screen: String) {
        for method in index.ownMethods(of: owner) where !method.body.isEmpty {
            for call in CallFinder.calls(on: property, in: method.body) {
                if owner == screen, popHooks(of: screen).calledOn[property]?.contains(call.name) == true, Self.isPopHook(method, index),
                   let target = index.method(call.name, labels: call.labels, of: type), !target.body.isEmpty {
                    schedule(target, in: .navigationDidShow)
                    continue
                }
                let origin = Origin.trigger(screen: screen, name: method.name, location: method.location)
                // A route the call passes selects the dispatcher's case (`coordinator?.navigate(to: .item)`).
                if let target = index.method(call.name, labels: call.labels, of: type), !target.body.isEmpty {
                    declareTrigger(origin, at: method.location)
                    schedule(target, in: origin, arguments: routeArguments(call.node))
                }
            }
        }
    }

    /// A local the scanner could not tell (a view model) handed to a screen (`vc.viewModel = vm`,
    /// `VC(viewModel: vm)`) belongs to that screen: closures set on it are the screen's triggers,
    /// those set before the hand-over included (MVVM-C).
    func attach(_ local: String, to screen: String, as member: String, _ frame: inout Frame) {
        frame.env[local] = .screenMember(screen, [member])
        for case (let key, .closure(let closure, let captured, let file)) in frame.env.values.sorted(by: { $0.key < $1.key })
            where key.hasPrefix(local + ".") {
            let trigger = String(key.dropFirst(local.count + 1))
            claimedClosures.insert(closure.id)
            installTrigger(on: screen, path: [trigger], closure, captured, file: file, at: closure, &frame)
        }
    }

    /// The screen's pop hooks, read once per screen.
    func popHooks(of screen: String) -> PopHookFinder {
        if let known = popHookCache[screen] { return known }
        let found = PopHookFinder.hooks(of: screen, index: index)
        popHookCache[screen] = found
        return found
    }

    /// `name` when it is a local bound in this frame (not a property of the coordinator).
    static func localName(_ expression: ExprSyntax, _ frame: Frame) -> String? {
        guard let reference = unwrapped(expression).as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        return name != "self" && frame.env[name] != nil ? name : nil
    }

    // MARK: - Child finish handlers

    /// `child.didFinish = { … }`, `child.didFinish.on { … }`, `child.finishFlow = { … }`; with an
    /// `output` named otherwise (`child.onItemSelected = { … }`), one of the child's outputs.
    func installFinishHandler(
        for child: ChildRef, _ closure: ClosureExprSyntax, _ captured: Environment, file: String, output: [String] = [], _ frame: inout Frame
    ) {
        var inner = closureFrame(frame, captured: captured, file: file)
        for (position, name) in Self.parameterNames(of: closure).enumerated() {
            inner.env[name] = position == 0 ? .child(child) : .unknown
        }
        schedule(Self.childOrigin(child, output), closure.statements, inner)
    }

    /// A child's finish handler, or one of its outputs when named for something else.
    static func childOrigin(_ child: ChildRef, _ path: [String]) -> Origin {
        guard let name = path.last, !path.contains(where: Names.isFinishOutput) else { return .finishHandler(child) }
        return .childOutput(child, name: name)
    }

    /// `child.delegate = self`: the coordinator's methods implementing the child's delegate
    /// protocol run when the child finishes, or, named otherwise, when it reports them. A
    /// property typed as a class (`parentCoordinator = self`) is a back reference, no delegate:
    /// the parent methods the child calls on it are read by ``installParentCallbacks(for:)``.
    func installChildDelegate(for child: ChildRef, property: String) {
        guard let protocolName = index.property(property, of: child.type)?.typeName.map(TypeNames.base(of:)),
              index.isProtocol(protocolName) else { return }
        let requirements = index.requirements(of: protocolName)
        for method in index.methods(of: type) where requirements.contains(method.name) && !method.body.isEmpty {
            let name = Self.triggerName(of: method, screen: child.type)
            schedule(method, in: Self.childOrigin(child, [name]), arguments: method.parameters.map { _ in .child(child) })
        }
    }

    /// `parentCoordinator?.childDidFinish(self)` in the child: the parent's method it calls on
    /// its weak reference to the parent runs when the child finishes, with the child as argument.
    func installParentCallbacks(for child: ChildRef) {
        for target in parentCallbacks(of: child.type) {
            schedule(target, in: .finishHandler(child), arguments: target.parameters.map { _ in .child(child) })
        }
    }

    /// This coordinator's methods a child of type `childType` calls on its parent reference to
    /// say it is done, read once per child type.
    private func parentCallbacks(of childType: String) -> [MethodDecl] {
        if let known = parentCallbackCache[childType] { return known }
        var found = [MethodDecl]()
        let ancestry = index.ancestry(of: type)
        for property in index.properties(of: childType) where index.refersToParent(property) {
            // A back reference to a coordinator this one is; a plain delegate counts only once wired (`child.delegate = self`).
            guard let typeName = property.typeName.map(TypeNames.base(of:)), ancestry.contains(typeName) else { continue }
            for method in index.ownMethods(of: childType) where !method.body.isEmpty {
                for call in CallFinder.calls(on: property.name, in: method.body) where Names.isFinish(call.name) || Names.releases.contains(call.name) {
                    guard let target = index.method(call.name, labels: call.labels, of: type), !target.body.isEmpty,
                          !found.contains(where: { $0 === target }) else { continue }
                    found.append(target)
                }
            }
        }
        parentCallbackCache[childType] = found
        return found
    }

    // MARK: - Flow events and deep links

    /// `override func handle(flowEvent:) -> Bool`: each event type it tests is a handler; a
    /// branch that returns `true` stops propagation.
    func runFlowEventHandlers() {
        guard let method = index.ownMethods(of: type).first(where: { $0.name == "handle" && $0.labels.first == "flowEvent" }) else { return }
        let parameter = method.parameters.first?.name ?? "flowEvent"
        let endsWithTrue = method.body.last?.trimmedSource == "return true"
        for branch in FlowEventBranches.find(in: method.body, parameter: parameter) {
            let origin = Origin.eventHandler(event: ElementNames.event(branch.eventType), location: texts[method.location.file]?.location(of: branch.node) ?? method.location)
            var frame = makeFrame(origin, for: method)
            let completion = execute(branch.statements, &frame)
            var stops = endsWithTrue
            if case .returned = completion {
                stops = branch.statements.contains { $0.trimmedSource == "return true" }
            }
            record(.declaresTrigger, frame, at: branch.node)
            if stops { record(.stopsPropagation, frame, at: branch.node) }
        }
        drainPending()
    }

    /// `start(with:)` is a deep-link entry when it switches over its parameter.
    func isDeepLinkStart(_ method: MethodDecl) -> Bool { Self.isDeepLinkStart(method) }

    /// A `…Route` parameter of a method other than a start is a route dispatcher's (Interpreter+Routes.swift);
    /// an option switched over in any other method (`open(_ option: GroupOption)`) is a menu's dispatch.
    static func isDeepLinkStart(_ method: MethodDecl) -> Bool {
        method.parameters.contains {
            ByteSearch.occurs("DeepLink", in: $0.typeName) || (ByteSearch.occurs("Option", in: $0.typeName) || ByteSearch.occurs("Route", in: $0.typeName)) && method.name == "start"
        }
    }

    /// `navigate(to route: SettingsRoute)`, `navigate(to step: Step)`: a route dispatcher, which
    /// screens and view models call with a route. The cases sent are read where they are sent
    /// (Interpreter+Routes.swift); one that no readable call ever ran shows what it shows unattached.
    func isRouteDispatcher(_ method: MethodDecl) -> Bool {
        method.name != "start" && method.parameters.contains { parameter in
            let typeName = TypeNames.base(of: parameter.typeName)
            return typeName.hasSuffix("Route") || typeName.hasSuffix("Step") || typeName.hasSuffix("Destination")
        }
    }

    /// Each case of the `switch` over a deep-link parameter is a deep link named after the case.
    func runDeepLinks() {
        for method in index.ownMethods(of: type) where isDeepLinkStart(method) {
            let parameters = method.parameters.map(\.name)
            for switchExpression in SwitchFinder.switches(in: method.body) {
                let subject = Self.unwrapped(switchExpression.subject).trimmedSource
                guard parameters.contains(subject) else { continue }
                for element in switchExpression.cases {
                    guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { continue }
                    for item in label.caseItems {
                        guard let name = Self.caseName(item.pattern) else { continue }
                        let location = texts[method.location.file]?.location(of: item.pattern) ?? method.location
                        var frame = makeFrame(.deepLink(name: name, location: location), for: method)
                        _ = execute(switchCase.statements, &frame)
                    }
                }
            }
        }
        drainPending()
    }
}
