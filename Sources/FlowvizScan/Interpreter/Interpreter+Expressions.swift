import FlowvizCore
import SwiftSyntax

extension Interpreter {
    /// What `expression` is, running the calls in it.
    func evaluate(_ expression: ExprSyntax, _ frame: inout Frame) -> Value {
        let expression = Self.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return .selfRef }
            if let value = frame.env[name] { return value }
            return selfProperty(name, &frame)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if let route = routeValue(expression) { return route }
            guard let base = member.base else { return .unknown }
            if let typeName = typeReference(base, frame) {
                _ = typeName
                return .unknown
            }
            return self.member(member.declName.baseName.text, of: evaluate(base, &frame), &frame)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return evaluateCall(call, &frame)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return evaluateSequence(Array(sequence.elements), &frame)
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            var captured = frame.env
            captured.creator = .some(frame.foreignSelf)
            return .closure(closure, captured, file: frame.file)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .list(array.elements.map { evaluate($0.expression, &frame) })
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            var members = [String: Value]()
            for (position, element) in tuple.elements.enumerated() {
                let value = evaluate(element.expression, &frame)
                members["\(position)"] = value
                if let label = element.label?.text { members[label] = value }
            }
            // A coordinator box, `(coordinator, module)`: the other member is the child's container.
            let children = Set(members.values.compactMap { if case .child(let child) = $0 { child } else { nil } })
            if children.count == 1, let child = children.first {
                for (key, value) in members where value == .unknown || value.isContainer || { if case .tabBar = value { true } else { false } }() {
                    // Styles set on the container in the factory are the child's.
                    carryStyles(of: value, to: child)
                    members[key] = .childContainer(child)
                }
            }
            return .tuple(members)
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            if case .returned(let value) = branch(ifExpression, &frame) { return value }
            return .unknown
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            _ = switchCases(switchExpression, &frame)
            return .unknown
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            _ = evaluate(prefix.expression, &frame)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            _ = evaluate(subscriptCall.calledExpression, &frame)
        }
        return .unknown
    }

    /// `try`, `await`, `!`, `?` and parentheses around one expression do not change what it is.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            // One read of the node's kind, not a cast per wrapper: this runs on nearly every expression.
            switch current.kind {
            case .tryExpr: current = current.cast(TryExprSyntax.self).expression
            case .awaitExpr: current = current.cast(AwaitExprSyntax.self).expression
            case .forceUnwrapExpr: current = current.cast(ForceUnwrapExprSyntax.self).expression
            case .optionalChainingExpr: current = current.cast(OptionalChainingExprSyntax.self).expression
            case .tupleExpr:
                let node = current.cast(TupleExprSyntax.self)
                guard node.elements.count == 1, let only = node.elements.first, only.label == nil else { return current }
                current = only.expression
            default:
                return current
            }
        }
    }

    /// The type `expression` names when it is a bare type (`PhotoViewController` in
    /// `PhotoViewController.instantiate()`), not a value in scope.
    func typeReference(_ expression: ExprSyntax, _ frame: Frame) -> String? {
        let expression = Self.unwrapped(expression)
        if let generic = expression.as(GenericSpecializationExprSyntax.self) {
            return typeReference(generic.expression, frame)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        guard let first = name.unicodeScalars.first, first.properties.isUppercase, frame.env[name] == nil,
              index.property(name, of: type) == nil else { return nil }
        return name
    }

    /// A member of a value: `child.root`, `vc.events`, `self.navigationController`.
    func member(_ name: String, of base: Value, _ frame: inout Frame) -> Value {
        switch base {
        case .selfRef: return selfProperty(name, &frame)
        case .screen(let screen): return name == "navigationController" ? .injectedContainer : .screenMember(screen, [name])
        case .screenMember(let screen, let path): return .screenMember(screen, path + [name])
        case .child(let child):
            return isContainerMember(name, ofChild: child.type) ? .childContainer(child) : .childMember(child, [name])
        case .childMember(let child, let path): return .childMember(child, path + [name])
        case .tuple(let members): return members[name] ?? .unknown
        case .ownContainer, .injectedContainer:
            return Self.presenterMembers.contains(name) ? .injectedContainer : .unknown
        case .childContainer: return Self.presenterMembers.contains(name) ? base : .unknown
        default: return .unknown
        }
    }

    /// Members of a child coordinator that are its container.
    static let containerMembers: Set<String> = [
        "root", "rootViewController", "navigationController", "viewController", "router", "toPresent", "toPresentable", "toViewController",
        "presentable", "mainViewController", "initialViewController", "tabBarController", "containerViewController",
        "navigation", "navController",
    ]
    /// A member of a child that is its container: a conventional name, a property declared as a
    /// container or a bare `UIViewController`, or a getter that returns one
    /// (`var presentedViewController: UIViewController { navigationController }`).
    func isContainerMember(_ name: String, ofChild childType: String, depth: Int = 0) -> Bool {
        if Self.containerMembers.contains(name) { return true }
        guard depth < 3, let property = index.property(name, of: childType) else { return false }
        if let typeName = property.typeName.map(TypeNames.base(of:)),
           typeName == "UIViewController" || TypeIndex.containerBases.contains(typeName) || index.isNavigationController(typeName) {
            return true
        }
        guard let getter = index.getter(of: property, in: childType), getter.body.count == 1, let returned = Self.returnedExpression(getter.body.first!) else { return false }
        let expression = Self.unwrapped(returned)
        let member = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap { access in
                access.base.map { Self.unwrapped($0).trimmedSource == "self" } == true ? access.declName.baseName.text : nil
            }
        guard let member, member != name else { return false }
        return isContainerMember(member, ofChild: childType, depth: depth + 1)
    }

    /// `x` or `return x`.
    static func returnedExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expression): expression
        case .stmt(let statement): statement.as(ReturnStmtSyntax.self)?.expression
        default: nil
        }
    }

    /// Members of a container that can present (its top view controller and the like).
    static let presenterMembers: Set<String> = [
        "topViewController", "visibleViewController", "presentedViewController", "navigationController",
        "presentingViewController", "rootViewController", "tabBarController",
    ]

    /// `self.name`: a container, the window, a stored child, a stored screen, or a computed property.
    func selfProperty(_ name: String, _ frame: inout Frame) -> Value {
        if frame.foreignSelf != nil { return .unknown }
        if let router = routerSelf(name) { return router }
        if let assigned = frame.env["self." + name] { return assigned }
        if let cached = propertyValues[name] { return cached }
        let value = declaredPropertyValue(name, &frame)
        if frame.origin != .swipeDismiss { propertyValues[name] = value }
        return value
    }

    /// What `self.name` is by its declaration: computed once per coordinator.
    private func declaredPropertyValue(_ name: String, _ frame: inout Frame) -> Value {
        guard let property = index.property(name, of: type) else {
            if let getter = index.method(name, labels: [], of: type), getter.returnType != nil {
                return inline(getter, arguments: [], from: &frame)
            }
            return ["navigationController", "router", "presentingViewController", "rootViewController"].contains(name)
                ? .injectedContainer : .unknown
        }
        let typeName = property.typeName.map(TypeNames.base(of:))
        if let getter = index.getter(of: property, in: type) {
            return inline(getter, arguments: [], from: &frame)
        }
        // A property declared as one of the app's screens is that screen, whatever its name says.
        let declaresScreen = typeName.map { TypeNames.element(of: property.typeName ?? "") == nil && index.isScreen($0) } ?? false
        if typeName == "UIWindow" || name == "window" && !declaresScreen { return .window }
        if !declaresScreen, let typeName, TypeIndex.containerBases.contains(typeName) || ByteSearch.occurs("Router", in: typeName) || ByteSearch.occurs("Navigator", in: typeName) || index.isAppStack(typeName)
            || ["navigationController", "router", "presentingViewController", "rootViewController", "root"].contains(name)
            && !index.isCoordinator(typeName) {
            return noteDeclaredStackRoot(property, &frame) || ownsContainer(property) ? .ownContainer : .injectedContainer
        }
        if property.isWeak { return .unknown }
        if let initializer = property.initializer {
            var initFrame = frame
            if frame.origin != .swipeDismiss { initFrame.origin = .setup }
            let value = evaluate(initializer, &initFrame)
            if case .child(let child) = value { return .child(ChildRef(type: child.type, site: property.location)) }
            if value == .ownContainer || initializerCreatesContainer(initializer) {
                _ = keepDeclaredStackRoot(of: value, as: name)
                return .ownContainer
            }
            if case .screen = value { return value }
            // `let modalStack = NavigationStackCoordinator()`: a second app stack, shown when presented.
            if appStacksMadeHere.contains(value) { return value }
        }
        if let typeName, TypeNames.element(of: property.typeName ?? "") == nil {
            if index.isCoordinator(typeName), index.isDeclared(typeName), !index.isProtocol(typeName) {
                return .child(ChildRef(type: typeName, site: property.location))
            }
            if let view = viewValue(ofType: typeName) { return view }
        }
        return .unknown
    }

    /// The screen or tab bar a declared type stands for: the type itself, or the only screen
    /// (or else the only tab bar controller) conforming to a protocol.
    func viewValue(ofType typeName: String) -> Value? {
        if index.isScreen(typeName) { return .screen(typeName) }
        if index.isTabBarController(typeName) { return .tabBar(typeName) }
        guard index.isExistential(typeName) else { return nil }
        let conformers = index.conformers(of: typeName)
        let screens = conformers.filter(index.isScreen)
        if screens.count == 1 { return .screen(screens[0]) }
        let tabBars = conformers.filter(index.isTabBarController)
        return tabBars.count == 1 ? .tabBar(tabBars[0]) : nil
    }

    /// A container property the coordinator creates itself (`= UINavigationController()` at the
    /// declaration or in an initializer) rather than receives.
    func ownsContainer(_ property: PropertyDecl) -> Bool {
        if let initializer = property.initializer, initializerCreatesContainer(initializer) { return true }
        for method in index.methods(of: type) where method.name == "init" {
            for item in method.body {
                let text = item.trimmedSource
                if ByteSearch.occurs("\(property.name) = UINavigationController(", in: text) || ByteSearch.occurs("\(property.name) = UITabBarController(", in: text) {
                    return true
                }
            }
        }
        return false
    }

    /// `lazy var navigationController = UINavigationController(rootViewController: scanner)`:
    /// the screen a stack the coordinator declares is made with, kept by the property's name
    /// (``declaredStackRoots``). Swift runs a stored property's initializer when the object is
    /// made (a lazy one when first read); either way it runs before the stack is shown.
    /// Whether it found one: a stack made by the declaration is the coordinator's own.
    private func noteDeclaredStackRoot(_ property: PropertyDecl, _ frame: inout Frame) -> Bool {
        if declaredStackRoots[property.name] != nil { return true }
        guard let initializer = property.initializer else { return false }
        var initFrame = frame
        initFrame.origin = .setup
        return keepDeclaredStackRoot(of: evaluate(initializer, &initFrame), as: property.name)
    }

    /// When `value`, what property `name`'s initializer made, is a stack with a first screen:
    /// keeps that screen as the property's root, and the styles set on the stack as the own
    /// container's. Whether it was one.
    private func keepDeclaredStackRoot(of value: Value, as name: String) -> Bool {
        guard stackRoots.contains(value), let root = screenType(of: value) else { return false }
        declaredStackRoots[name] = root
        carryStyles(of: value, to: .ownContainer, unknownToo: true)
        return true
    }

    private func initializerCreatesContainer(_ initializer: ExprSyntax) -> Bool {
        let text = initializer.trimmedSource
        return text.hasPrefix("UINavigationController(") || text.hasPrefix("UITabBarController(")
            || text.hasPrefix("NavigationController(")
    }

    /// The screen type a value shows: a screen, or the first screen of a list.
    func screenType(of value: Value) -> String? {
        switch value {
        case .screen(let screen): return screen
        case .list(let values): return values.lazy.compactMap(screenType(of:)).first
        default: return nil
        }
    }

    // MARK: - Sequences: assignments and casts

    func evaluateSequence(_ elements: [ExprSyntax], _ frame: inout Frame) -> Value {
        if let assignment = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }), assignment > 0 {
            // (The text is read only when its last token could end it with `delegate`.)
            if elements[assignment - 1].lastToken(viewMode: .sourceAccurate)?.text.hasSuffix("delegate") == true,
               case let target = elements[assignment - 1].trimmedSource, target.hasSuffix("delegate"),
               ByteSearch.occurs("presentationController", in: target) {
                // What the presentation controller's delegate runs when the sheet is swiped away.
                var dismissFrame = frame.later(in: .swipeDismiss)
                let rightSide = Array(elements[(assignment + 1)...])
                _ = evaluateSequence(rightSide, &dismissFrame)
                // An observer kept in a property, its closure set beforehand (`observer.onDismiss = { … }`).
                if rightSide.count == 1, let observer = selfMemberName(rightSide[0], frame) {
                    for case (let key, .closure(let closure, let captured, let file)) in frame.env.values.sorted(by: { $0.key < $1.key })
                        where key.hasPrefix("self.\(observer).") {
                        claimedClosures.insert(closure.id)
                        runClosure(closure, captured, file: file, parameters: [], &dismissFrame)
                    }
                }
                return .unknown
            }
            let value = evaluateSequence(Array(elements[(assignment + 1)...]), &frame)
            assign(elements[assignment - 1], value, rightSide: Array(elements[(assignment + 1)...]), &frame)
            return .unknown
        }
        if elements.count == 1 { return evaluate(elements[0], &frame) }
        // `a ?? b`: an Apple controller either way (two alerts) is one.
        if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            let sides = [evaluate(elements[0], &frame), evaluate(elements[2], &frame)]
            if case .foreign = sides[0], case .foreign = sides[1] { return sides[0] }
            return .unknown
        }
        if let cast = elements.firstIndex(where: { $0.is(UnresolvedAsExprSyntax.self) }), cast > 0, cast + 1 < elements.count,
           let target = elements[cast + 1].as(TypeExprSyntax.self) {
            let value = evaluateSequence(Array(elements[..<cast]), &frame)
            let typeName = TypeNames.base(of: target.type.trimmedSource)
            if index.isScreen(typeName) { return .screen(typeName) }
            if index.isCoordinator(typeName), case .child(let child) = value { return .child(ChildRef(type: typeName, site: child.site)) }
            return value
        }
        for element in elements { _ = evaluate(element, &frame) }
        return .unknown
    }
}

extension Interpreter {
    /// `#if os(tvOS) … #else … #endif` in a body: each clause runs, under its condition, as an
    /// `if` does (the scanner does not know the platform or configuration built).
    func compiledBranches(_ node: IfConfigDeclSyntax, _ frame: inout Frame) -> Completion {
        var environments = [Environment]()
        var previous = [String]()
        var allReturn = true
        var returned = Value.unknown
        for clause in node.clauses {
            guard case .statements(let items)? = clause.elements else { continue }
            var inner = frame
            let label = clause.condition.map { "#if \($0.trimmedSource)" } ?? previous.map(Conditions.negated).joined(separator: ", ")
            if !label.isEmpty { inner.conditions.append(label) }
            if let condition = clause.condition { previous.append("#if \(condition.trimmedSource)") }
            if case .returned(let value) = execute(items, &inner) { if returned == .unknown { returned = value } } else { allReturn = false }
            environments.append(inner.env)
        }
        for environment in environments { frame.env = frame.env.merging(environment) }
        noteBranchAliases(frame.env, environments)
        let hasElse = node.clauses.contains { $0.condition == nil }
        return allReturn && hasElse && !environments.isEmpty ? .returned(returned) : .normal
    }
}

extension Interpreter {
    /// `observers.add(child)` on a property made by `NSHashTable<…>.weakObjects()` (or an
    /// `NSPointerArray.weakObjects()`): it does not keep what it is given.
    func addsToWeakCollection(_ call: FunctionCallExprSyntax, _ frame: Frame) -> Bool {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
              let holder = selfMemberName(base, frame),
              let initializer = index.property(holder, of: type)?.initializer?.trimmedSource else { return false }
        return initializer.hasSuffix(".weakObjects()")
    }
}
