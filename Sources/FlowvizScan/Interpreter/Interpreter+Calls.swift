import FlowvizCore
import SwiftSyntax

extension Interpreter {
    struct Argument {
        var label: String?
        var expression: ExprSyntax
    }

    static func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
        var arguments = call.arguments.map { Argument(label: $0.label?.text, expression: $0.expression) }
        if let trailing = call.trailingClosure { arguments.append(Argument(label: nil, expression: ExprSyntax(trailing))) }
        for extra in call.additionalTrailingClosures {
            arguments.append(Argument(label: extra.label.text, expression: ExprSyntax(extra.closure)))
        }
        return arguments
    }

    func evaluateCall(_ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value {
        let callee = Self.unwrapped(call.calledExpression)
        let arguments = Self.arguments(of: call)
        let labels = call.arguments.map { $0.label?.text ?? "_" }

        if let typeName = typeReference(callee, frame) {
            return construct(typeName, arguments, call, &frame)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            // `let child: SettingsCoordinator = .init(…)`: an app type the context gives it is made.
            if member.base == nil, name == "init", let typeName = contextualType(of: call, frame), index.isDeclared(typeName) {
                return construct(typeName, arguments, call, &frame)
            }
            if let routed = swiftUIPathCall(member, call, &frame) ?? routeCall(member, arguments, call, &frame) { return routed }
            guard let base = member.base else {
                _ = evaluateArguments(arguments, &frame)
                return .unknown
            }
            if let typeName = typeReference(base, frame) {
                if name == "init" { return construct(typeName, arguments, call, &frame) }
                let values = evaluateArguments(arguments, &frame)
                if let known = instance(of: typeName, at: call, frame) {
                    runClosures(values, &frame)
                    // `Screen.instantiate(with: viewModel)`: the view model belongs to the screen.
                    if case .screen(let screen) = known {
                        for (argument, value) in zip(arguments, values) where value == .unknown {
                            if let local = Self.localName(argument.expression, frame) { attach(local, to: screen, as: argument.label ?? local, &frame) }
                        }
                    }
                    return known
                }
                // A static builder of another type (`CartBuilder.make(flow: self)`) is a factory.
                if let builder = index.method(name, labels: labels, of: typeName), !builder.body.isEmpty, let returnType = builder.returnType {
                    let result = inline(builder, arguments: values, from: &frame)
                    return result != .unknown ? result : value(ofDeclaredType: TypeNames.base(of: returnType), at: call, frame)
                }
                runClosures(values, &frame)
                return .unknown
            }
            if base.is(SuperExprSyntax.self), name != "init", frame.foreignSelf == nil {
                return superCall(name, labels, arguments, &frame)
            }
            if notifiesParent(base, calling: name, frame) {
                _ = evaluateArguments(arguments, &frame)
                record(.finish, frame, at: call)
                if removesFromParent(base, calling: name, labels, arguments, frame) { record(.removesItself, frame, at: call) }
                return .unknown
            }
            let receiver = evaluate(base, &frame)
            if receiver == .unknown, let typed = typedCall(base, name, labels, arguments, call, &frame) { return typed }
            return memberCall(receiver, name, labels, arguments, call, &frame)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if case .closure(let closure, let captured, let file)? = frame.env[name] {
                let values = evaluateArguments(arguments, &frame)
                return runClosure(closure, captured, file: file, parameters: values, &frame)
            }
            return memberCall(.selfRef, name, labels, arguments, call, &frame)
        }
        let values = evaluateArguments(arguments, &frame)
        // `self.runDiscoverFlow()(navController)`: a closure returned by a call, called at once.
        if case .closure(let closure, let captured, let file) = evaluate(callee, &frame) {
            return runClosure(closure, captured, file: file, parameters: values, &frame)
        }
        runClosures(values, &frame)
        return .unknown
    }

    func evaluateArguments(_ arguments: [Argument], _ frame: inout Frame) -> [Value] {
        arguments.map { evaluate($0.expression, &frame) }
    }

    /// Runs closures passed to a call the scanner does not know (completion handlers, animations)
    /// in place: what they do is part of the flow. In an initializer such a call registers the
    /// closure for later (a handler, an observer): when it runs is not known.
    func runClosures(_ values: [Value], _ frame: inout Frame) {
        for case .closure(let closure, let captured, let file) in values {
            if frame.origin == .setup {
                scheduleUnattached(closure, captured, file: file, child: nil, frame)
            } else {
                _ = runClosure(closure, captured, file: file, parameters: [], &frame)
            }
        }
    }

    /// Runs the closures among `values`; a removal in them that names no child
    /// (`children.removeAll { $0 === child }`) removes `children`.
    func runClosures(_ values: [Value], removing children: [ChildRef], _ frame: inout Frame, at node: some SyntaxProtocol) {
        let before = effects.count
        runClosures(values, &frame)
        guard effects[before...].contains(where: { $0.kind == .release(nil) }) else { return }
        for child in children { record(.release(child), frame, at: node) }
    }

    /// `dismiss(animated: true, completion: self?.onFinish)`: the coordinator's own closure property
    /// or method handed over as a completion runs once the navigation is done, like a call of it.
    func runOwnCompletions(_ arguments: [Argument], _ call: FunctionCallExprSyntax, _ frame: inout Frame) {
        guard frame.foreignSelf == nil else { return }
        for argument in arguments {
            guard let name = selfMemberName(argument.expression, frame), name != "self" else { continue }
            let isClosure = index.property(name, of: type)?.typeName.map { ByteSearch.occurs("->", in: $0) } ?? false
            if isClosure || index.method(name, labels: [], of: type).map({ !$0.body.isEmpty }) == true {
                _ = memberCall(.selfRef, name, [], [], call, &frame)
            }
        }
    }

    @discardableResult
    func runClosure(
        _ closure: ClosureExprSyntax, _ captured: Environment, file: String, parameters: [Value], _ frame: inout Frame
    ) -> Value {
        let key = "closure@\(closure.id.hashValue)"
        guard mayEnter(key, frame) else { return .unknown }
        var inner = closureFrame(frame, captured: captured, file: file)
        inner.callStack.append(key)
        for (position, name) in Self.parameterNames(of: closure).enumerated() {
            inner.env[name] = position < parameters.count ? parameters[position] : .unknown
        }
        let completion = execute(closure.statements, &inner)
        if case .returned(let value) = completion { return value }
        return .unknown
    }

    static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return names.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return ["$0", "$1"]
        }
    }

    /// `delegate?.userLoggedIn()`, `didFinish.emit(self)`, `parentCoordinator?.childDidFinish(self)`:
    /// the coordinator tells whoever started it that it is done.
    func notifiesParent(_ base: ExprSyntax, calling method: String, _ frame: Frame) -> Bool {
        guard let propertyName = selfMemberName(base, frame), let property = index.property(propertyName, of: type) else { return false }
        if Names.isFinishOutput(propertyName) { return true }
        if propertyName.lowercased().hasSuffix("delegate") { return true }
        return index.refersToParent(property) && (Names.isFinish(method) || Names.releases.contains(method))
    }

    /// `parent?.removeChild(self)`, where the parent type's `removeChild` visibly takes a child
    /// out of its children (`children.remove(at:)`, `removeAll`, `filter`).
    func removesFromParent(_ base: ExprSyntax, calling name: String, _ labels: [String], _ arguments: [Argument], _ frame: Frame) -> Bool {
        guard Names.releases.contains(name), arguments.contains(where: { Self.unwrapped($0.expression).trimmedSource == "self" }),
              let property = selfMemberName(base, frame).flatMap({ index.property($0, of: type) }),
              let parentType = property.typeName.map(TypeNames.base(of:)),
              let method = index.method(name, labels: labels, of: parentType), !method.body.isEmpty else { return false }
        let text = method.body.description
        return ["remove(at:", "removeAll", "removeValue(", ".filter", ".remove("].contains { text.contains($0) }
    }

    /// Whether a child's method removes the child from its parent, read once per method.
    func removesItself(_ method: MethodDecl, of childType: String) -> Bool {
        if let known = selfRemovalCache[method.key] { return known }
        let removes = SelfRemoval.removes(method, of: childType, index)
        selfRemovalCache[method.key] = removes
        return removes
    }

    /// `.cancel`, `.completed(result)`, `Result.finished`: a case named for an ending.
    static func namesAnEnding(_ expression: ExprSyntax) -> Bool {
        var node = unwrapped(expression)
        if let call = node.as(FunctionCallExprSyntax.self) { node = unwrapped(call.calledExpression) }
        guard let member = node.as(MemberAccessExprSyntax.self) else { return false }
        let name = member.declName.baseName.text
        return name.first?.isLowercase == true && Names.isFinishOutput(name)
    }

    /// `name` or `self.name` (not a local): a member of the coordinator.
    func selfMemberName(_ expression: ExprSyntax, _ frame: Frame) -> String? {
        let expression = Self.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self), frame.env[reference.baseName.text] == nil {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let owner = member.base,
           Self.unwrapped(owner).as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The type the context of `call` gives it (Swift/ContextualType.swift), properties read on
    /// the type whose code runs.
    func contextualType(of call: FunctionCallExprSyntax, _ frame: Frame) -> String? {
        let owner = frame.foreignSelf ?? frame.methodOwner ?? type
        return ContextualType.of(call, propertyType: { self.index.property($0, of: owner)?.typeName })
    }

    /// `super.name(…)` in the coordinator's code: the superclass's method runs, found as Swift
    /// dispatches it (Swift/MemberLookup.swift), with the coordinator as `self`.
    func superCall(_ name: String, _ labels: [String], _ arguments: [Argument], _ frame: inout Frame) -> Value {
        let values = evaluateArguments(arguments, &frame)
        guard let method = index.lookup.superMethod(name, labels: labels, from: frame.methodOwner ?? type).method else {
            runClosures(values, &frame)
            return .unknown
        }
        let result = inline(method, arguments: values, from: &frame)
        return result == .unknown ? systemValue(ofDeclaredType: method.returnType) ?? result : result
    }

    /// A call on a value: a helper of the coordinator, a navigation operation, bookkeeping, a trigger.
    func memberCall(
        _ receiver: Value, _ name: String, _ labels: [String], _ arguments: [Argument], _ call: FunctionCallExprSyntax,
        _ frame: inout Frame
    ) -> Value {
        if let dispatched = dispatchCall(receiver, name, arguments, &frame) ?? stinsenCall(receiver, name, arguments, call, &frame)
            ?? stateMachineCall(receiver, name, labels, arguments, call, &frame) { return dispatched }
        if arguments.isEmpty, let reading = styleSetter(name, on: receiver) {
            applyStyle(reading, to: receiver)
            return .unknown
        }
        switch receiver {
        case .selfRef where frame.foreignSelf != nil:
            // A factory calling its own helpers (`makeBox()` → `makeBox(navController: nil)`).
            let values = evaluateArguments(arguments, &frame)
            if let method = index.method(name, labels: labels, of: frame.foreignSelf!), !method.body.isEmpty {
                let result = inline(method, arguments: values, from: &frame)
                return result == .unknown ? systemValue(ofDeclaredType: method.returnType) ?? result : result
            }
            handOff(values, call, frame)
            runClosures(values, &frame)
            return .unknown
        case .selfRef:
            if let method = index.method(name, labels: labels, of: type), !method.body.isEmpty {
                let values = evaluateArguments(arguments, &frame)
                let result = inline(method, arguments: values, from: &frame)
                return result == .unknown ? systemValue(ofDeclaredType: method.returnType) ?? result : result
            }
            // A function declared in the body (`func defaultAlert(_:) -> UIAlertController`).
            if index.property(name, of: type) == nil, let local = systemValue(ofDeclaredType: ScopeTypes.localFunctionResult(name, around: call)) {
                runClosures(evaluateArguments(arguments, &frame), &frame)
                return local
            }
            if let property = index.property(name, of: type) {
                _ = evaluateArguments(arguments, &frame)
                // A stored function called (`makeSettings(router)`, declared `(Router) -> SettingsCoordinator`):
                // its value is of the function's result type, made here.
                if let result = property.typeName.flatMap(TypeNames.functionResult(of:)), result != "Void", result != "()",
                   let made = instance(of: result, at: call, frame) ?? viewValue(ofType: result) {
                    return made
                }
                // `onClose?()`, or a result closure told it is over: `callback?(.cancel)`, `completion(.completed(x))`.
                let isClosure = property.typeName.map { ByteSearch.occurs("->", in: $0) } ?? true
                if Names.isFinishOutput(property.name) || isClosure && arguments.contains(where: { Self.namesAnEnding($0.expression) }) {
                    record(.finish, frame, at: call)
                } else if isClosure {
                    record(.callsOutput(property.name), frame, at: call)
                }
                return .unknown
            }
        case .screen(let screen), .screenMember(let screen, _):
            if name == "toPresent" || name == "asViewController" || name == "toPresentable" && arguments.isEmpty { return receiver }
            let path: [String]
            if case .screenMember(_, let members) = receiver { path = members } else { path = [] }
            var installed = false
            let values = evaluateArguments(arguments, &frame)
            for (argument, value) in zip(arguments, values) {
                if case .closure(let closure, let captured, let file) = value {
                    let triggerPath = path.isEmpty ? [argument.label ?? name] : path
                    installTrigger(on: screen, path: triggerPath, closure, captured, file: file, at: argument.expression, &frame)
                    installed = true
                } else if value == .selfRef, let property = path.first ?? argument.label {
                    installDelegate(on: screen, property: property)
                    installed = true
                } else if case .viewModel(let holder, let property) = value {
                    // `vc.bind(to: viewModel)`: a model made with the coordinator, handed to the screen.
                    installDelegate(on: screen, property: property, declaredOn: holder)
                    installed = true
                }
            }
            // `vc.addChild(child.toPresentable())`, `vc.vc_addChildViewController(viewController: …)`:
            // the child's container embedded in the screen lives as long as the screen.
            if ByteSearch.occurs("addchild", in: name.lowercased()) {
                for case .childContainer(let child) in values { record(.longLived(child, because: "embedded in \(screen)"), frame, at: call) }
            }
            // A SwiftUI modifier (`.environmentObject(model)`, `.onAppear { … }`) gives the same view.
            if case .screen = receiver, index.isSwiftUIView(screen), !Names.navigationFamilies.contains(name) { return receiver }
            if installed || !Names.navigationFamilies.contains(name) { return .unknown }
            // `vc.present(x)`: already evaluated, so its calls are not run (and recorded) twice.
            if let value = navigation(name, labels, arguments, receiver, call, &frame, evaluated: values) { return value }
            runClosures(values, &frame)
            return .unknown
        case .child(let child):
            // `child.toPresent()`, `child.rootViewController()`: the child's container.
            if isContainerMember(name, ofChild: child.type), arguments.isEmpty { return .childContainer(child) }
            let values = evaluateArguments(arguments, &frame)
            // `child.start(…)`, or the one way in of a child with no `start()`, called by its owner.
            func startChild() -> Value {
                record(.startChild(child), frame, at: call)
                installParentCallbacks(for: child)
                installHandedClosures(values, arguments, to: child, calling: name, call, &frame)
                return .unknown
            }
            if name.hasPrefix("start") { return startChild() }
            if startsChildByRoute(child, name, labels, values, at: call, frame) { return .unknown }
            if entersChild(child.type, calling: name) { return startChild() }
            for case .closure(let closure, let captured, let file) in values {
                installFinishHandler(for: child, closure, captured, file: file, &frame)
            }
            // `child.dismiss()` whose body removes the child from its parent (`parent?.removeChild(self)`).
            if let method = index.method(name, labels: labels, of: child.type), removesItself(method, of: child.type) {
                record(.release(child), frame, at: call)
            }
            return .unknown
        case .window where ByteSearch.occurs("rootviewcontroller", in: name.lowercased()) && !arguments.isEmpty:
            // An app's own window helper (`window.replaceRootViewController(with: nav)`).
            let values = evaluateArguments(arguments, &frame)
            windowRoot(values[0], frame, at: call)
            runClosures(Array(values.dropFirst()), &frame)
            return .unknown
        case .list where name == "forEach" && arguments.count == 1:
            // `[a, b].forEach { $0.start() }`: the closure runs once for each element.
            if let items = Self.knownElements(receiver), arguments[0].expression.is(ClosureExprSyntax.self),
               case .closure(let closure, let captured, let file) = evaluate(arguments[0].expression, &frame) {
                for item in items { _ = runClosure(closure, captured, file: file, parameters: [item], &frame) }
                return .unknown
            }
        case .list(let items) where ["map", "compactMap"].contains(name) && arguments.count == 1:
            // `children.map(\.navigationController)`, `children.map { $0.rootViewController }`.
            if let member = Self.mappedMember(arguments[0].expression) {
                return .list(items.map { self.member(member, of: $0, &frame) })
            }
        case .childMember(let child, let path):
            let values = evaluateArguments(arguments, &frame)
            for (argument, value) in zip(arguments, values) {
                guard case .closure(let closure, let captured, let file) = value else { continue }
                // `child.didFinish.on { … }`, `child.itemSelected.sink { … }`: the property names the
                // output; `sink(receiveCompletion:)` is its end.
                let output = Self.streamObservers.contains(name) ? Self.streamOutput(path, label: argument.label) : path
                installFinishHandler(for: child, closure, captured, file: file, output: output, &frame)
            }
            return .unknown
        default:
            break
        }
        if let value = navigation(name, labels, arguments, receiver, call, &frame) { return value }
        let values = evaluateArguments(arguments, &frame)
        if observeChildStream(name, arguments, values, call, &frame) { return .unknown }
        if endsItsStream(name, labels, call) { record(.finish, frame, at: call) }
        if Self.registersDismissalHandler(name) {
            // `configuration.notifyInteractiveDismissal { child.removeFromParent() }`: run when the
            // user swipes the sheet away.
            for value in values { runDismissalHandler(value, frame) }
            return .unknown
        }
        // Only methods that return something (factories) are followed into other types: a service's
        // `purchase(cart:) { … }` runs its completion in place, with none of the service's branches.
        // Another coordinator's method (a delegate requirement it implements) is that coordinator's navigation, not ours.
        if receiver == .unknown || receiver.isContainer, let factory = index.anyMethod(named: name, labels: labels), factory.returnType != nil,
           !isOtherCoordinator(factory.owner) {
            let result = inline(factory, arguments: values, from: &frame)
            if result != .unknown { return result }
            if let returnType = factory.returnType.map(TypeNames.base(of:)) { return value(ofDeclaredType: returnType, at: call, frame) }
        }
        handOff(values, call, frame)
        runClosures(values, &frame)
        return .unknown
    }

    /// A coordinator type other than this one and its bases.
    func isOtherCoordinator(_ owner: String) -> Bool {
        index.isCoordinator(owner) && !index.ancestry(of: type).contains(owner)
    }
}
