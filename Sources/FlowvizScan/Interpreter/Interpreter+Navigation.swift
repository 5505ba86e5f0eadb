import FlowvizCore
import SwiftSyntax

extension Interpreter {
    /// Built-in meaning of a call by its name; `nil` when the name means nothing to navigation.
    func navigation(
        _ name: String, _ labels: [String], _ arguments: [Interpreter.Argument], _ receiver: Value,
        _ call: FunctionCallExprSyntax, _ frame: inout Frame, evaluated: [Value]? = nil
    ) -> Value? {
        let bookkeeping = Names.retains.contains(name) || Names.releases.contains(name)
        let startsChild = Names.managedStarts.contains(name) && (name != "start" || labels.first == "childCoordinator")
        let finishes = receiver == .selfRef && Names.libraryFinishes.contains(name)
        let sends = name == "send" && labels.first == "flowEvent" || name == "sendFlowEvent"
        guard Names.navigationFamilies.contains(name) || bookkeeping || startsChild || finishes || sends else { return nil }
        // `show(error:)`, `present(alert:)`: app methods sharing a UIKit name, not navigation.
        if ["show", "push", "present"].contains(name), let label = arguments.first?.label,
           !["viewController", "module", "controller", "vc", "viewControllerToPresent"].contains(label) {
            return nil
        }
        let values = evaluated ?? evaluateArguments(arguments, &frame)
        let first = values.first ?? .unknown

        if Names.present.contains(name), let argument = arguments.first, argument.expression.is(NilLiteralExprSyntax.self) {
            // `setSheetCoordinator(nil)`: an app stack wrapper taking its sheet away.
            record(.dismiss, frame, at: call)
        } else if Names.push.contains(name), let screen = screenType(of: first) {
            record(.push(screen: screen), frame, at: call)
            // A router's push completion runs when the pushed screen is popped (`router.push(vc) { … }`).
            var popFrame = frame.later(in: .navigationDidShow)
            runClosures(Array(values.dropFirst()), &popFrame)
        } else if Names.push.contains(name), first.childRef != nil {
            // `router.push(child, popCompletion: { … })`: the completion runs when the child's screen is popped.
            // A removal there (`children.removeAll { $0 === child }`) removes this child.
            var popFrame = frame.later(in: .navigationDidShow)
            runClosures(Array(values.dropFirst()), removing: first.childRef.map { [$0] } ?? [], &popFrame, at: call)
            // The router stores that completion until the pop: a child it names is kept till then.
            if let child = first.childRef, values.dropFirst().contains(where: { Self.closure($0, names: child) }) {
                record(.retain(child), frame, at: call)
            }
        } else if Names.push.contains(name) || Names.present.contains(name) && first == .unknown {
            // On a receiver of unknown type, only UIKit's own spelling says it is navigation at all.
            let navigates = receiver != .unknown || name == "pushViewController" || labels.contains("animated")
            if let argument = arguments.first, first == .unknown, navigates {
                unread(.target, "`\(name)` of \(Self.quote(argument.expression)): a value the scanner cannot follow to a screen or a coordinator's container", frame, at: call)
            }
        } else if Names.present.contains(name) {
            // An app stack wrapper's full-screen cover (`setFullScreenCoverCoordinator(x)`) cannot be swiped away.
            if ByteSearch.occurs("FullScreen", in: name), presentationStyles[first] == nil {
                presentationStyles[first] = .fullScreen
                notSwipeDismissible.insert(first)
            }
            present(first, receiver: receiver, call, &frame)
            // An app wrapper's closure for when the sheet goes away (`setSheetCoordinator(stack) { self?.child = nil }`,
            // a parameter named for a dismissal) runs then, releasing what it names: the child the stack was made for.
            let dismissal = dismissalArguments(name, labels, arguments, call)
            // It runs when the sheet goes away: taken away when the child finishes, or swiped away by the user.
            let presentedChild = handedContainers[first] ?? first.childRef
            for origin in (presentedChild.map { [Origin.finishHandler($0)] } ?? []) + [.swipeDismiss] {
                var dismissFrame = frame.later(in: origin)
                runClosures(values.indices.filter(dismissal.contains).map { values[$0] }, removing: presentedChild.map { [$0] } ?? [], &dismissFrame, at: call)
            }
            runClosures(values.indices.dropFirst().filter { !dismissal.contains($0) }.map { values[$0] }, &frame)  // `completion:` runs once it is shown
            runOwnCompletions(arguments, call, &frame)
        } else if Names.setRoot.contains(name), arguments.first?.expression.is(NilLiteralExprSyntax.self) == true {
            // `stack.setRootCoordinator(nil)`: the stack is emptied; nothing is shown.
            runClosures(Array(values.dropFirst()), &frame)
        } else if Names.setRoot.contains(name), case .container = receiver, screenType(of: first) != nil {
            // A stack made here given its first screen (`stack.setRootCoordinator(screen)`): presenting
            // the stack presents that screen in it (``present(_:receiver:_:_:)``), not this coordinator's own stack.
            containerRoots[receiver] = first
            stackRoots.insert(first)
            runClosures(Array(values.dropFirst()), &frame)
        } else if Names.setRoot.contains(name) {
            if first == .unknown || first == .list([.unknown]), receiver != .unknown, let argument = arguments.first {
                unread(.target, "`\(name)` of \(Self.quote(argument.expression)): a value the scanner cannot follow to a screen or a coordinator's container", frame, at: call)
            }
            var onTabBar = false
            if case .tabBar = receiver { onTabBar = true }
            installTabs(first, frame, at: call, onTabBar: onTabBar)
            setRoot(first, frame, at: call)
            // A flow in a split's detail column stays until another replaces it, as a tab does.
            if name.hasPrefix("setDetail"), let child = handedContainers[first] ?? first.childRef {
                record(.longLived(child, because: "shown in a split's detail column"), frame, at: call)
            }
        } else if Names.popToRoot.contains(name) {
            record(.popToRoot, frame, at: call)
        } else if Names.pop.contains(name) {
            record(.pop, frame, at: call)
        } else if Names.dismiss.contains(name) {
            if case .childContainer = receiver {} else { record(.dismiss, frame, at: call) }
            runClosures(values, &frame)  // `completion:` runs once it is gone (`parent?.childDidFinish(self)`)
            runOwnCompletions(arguments, call, &frame)
        } else if startsChild, case .child(let child) = first {
            record(.startChild(child), frame, at: call)
            record(.managedStart(child), frame, at: call)
        } else if Names.retains.contains(name), case .child(let child) = first {
            if !addsToWeakCollection(call, frame) { record(.retain(child), frame, at: call) }
        } else if Names.releases.contains(name) {
            if case .child(let child) = first { record(.release(child), frame, at: call) } else { record(.release(nil), frame, at: call) }
            runClosures(values, &frame)
        } else if finishes {
            record(.finish, frame, at: call)
        } else if sends, let argument = arguments.first {
            record(.send(event: eventName(argument.expression)), frame, at: call)
        } else {
            runClosures(values, &frame)
        }
        return .unknown
    }

    static let windowRootReason = "the window's root"

    /// The positions of a present call's arguments that are dismissal handlers: labelled for a
    /// dismissal (`dismissalCallback:`, `onDismiss:`), or a trailing closure standing for the app
    /// method's last parameter when that one is.
    func dismissalArguments(_ name: String, _ labels: [String], _ arguments: [Argument], _ call: FunctionCallExprSyntax) -> Set<Int> {
        func namesDismissal(_ text: String?) -> Bool { text.map { ByteSearch.occurs("dismiss", in: $0.lowercased()) } ?? false }
        var found = Set(arguments.indices.filter { $0 > 0 && namesDismissal(arguments[$0].label) })
        if call.trailingClosure != nil, let method = index.anyMethod(named: name, labels: labels), let last = method.parameters.last,
           namesDismissal(last.name) || namesDismissal(method.labels.last) {
            found.insert(call.arguments.count)
        }
        guard let receiver = heldType(of: call) else { return found }
        return found.union(DismissalCompletions.arguments(of: call, name, labels, arguments, on: receiver, index))
    }

    /// `name.filter { … }` (or `self.name.filter`): a property reassigned with some of its elements removed.
    func filtersItself(_ name: String, _ expression: ExprSyntax, _ frame: Frame) -> Bool {
        guard let call = Self.unwrapped(expression).as(FunctionCallExprSyntax.self),
              let member = Self.unwrapped(call.calledExpression).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "filter", let base = member.base else { return false }
        return selfMemberName(base, frame) == name
    }

    /// `window.rootViewController = x`, `window.replaceRootViewController(with: x)`: a child's
    /// container there is long-lived, and so is a coordinator putting its own screen there.
    func windowRoot(_ value: Value, _ frame: Frame, at node: some SyntaxProtocol, member: String? = nil) {
        setRoot(value, frame, at: node)
        switch value {
        case .childContainer(let child), .child(let child): record(.longLived(child, because: Self.windowRootReason), frame, at: node)
        case .unknown: break
        default:
            if value == .ownContainer { recordDeclaredStackRoot(member, frame, at: node) }
            record(.becomesWindowRoot, frame, at: node)
            // Its own navigation controller (made, handed in, or made with a root screen) is a stack.
            if value.isContainer || stackRoots.contains(value) { record(.stackIsWindowRoot, frame, at: node) }
        }
    }

    /// `tabBar.viewControllers = [home.root, search.root]`: children whose containers are tabs
    /// live as long as the tab bar. A list of several children's containers is only ever tabs,
    /// or pages embedded in one screen.
    func installTabs(_ value: Value, _ frame: Frame, at node: some SyntaxProtocol, onTabBar: Bool = true, because: String = "installed in a tab bar") {
        guard case .list(let items) = value else { return }
        let children = items.compactMap { item -> ChildRef? in
            switch item {
            case .childContainer(let child), .child(let child): child
            default: nil
            }
        }
        guard onTabBar || children.count > 1 else { return }
        for child in children { record(.longLived(child, because: because), frame, at: node) }
    }

    /// `setViewControllers([x])`, `setRootModule(x)`, `window.rootViewController = x`: a screen
    /// becomes the root; a child's container put there is that child shown full screen.
    func setRoot(_ value: Value, _ frame: Frame, at node: some SyntaxProtocol) {
        if let screen = screenType(of: value) { record(.setRoot(screen: screen), frame, at: node) }
        // A container made here and handed to a child (`Child(navigationStackCoordinator: stack)`)
        // is that child's: put at a root, the child is shown there.
        let value = handedContainers[value].map(Value.childContainer) ?? value
        switch value {
        case .childContainer(let child), .child(let child):
            record(.presentsChild(child, style: .fullScreen, swipeDismissible: false), frame, at: node)
            record(.rootsChild(child), frame, at: node)
        default:
            break
        }
    }

    /// `present(x)`: a screen of this coordinator, the coordinator's own container (it is
    /// vertical), or a child's container (the child is vertical).
    func present(_ value: Value, receiver: Value, _ call: FunctionCallExprSyntax, _ frame: inout Frame) {
        if let child = handedContainers[value] {
            // The stack made here and handed to the child: presenting it presents the child.
            carryStyles(of: value, to: .childContainer(child), unknownToo: true)
            return present(.childContainer(child), receiver: receiver, call, &frame)
        }
        if let root = containerRoots[value] {
            // The stack made here with a first screen: presenting it presents that screen in it.
            carryStyles(of: value, to: root, unknownToo: true)
            return present(root, receiver: receiver, call, &frame)
        }
        let own = screenType(of: value).flatMap(ownStyle(of:))
        let style = presentationStyles[value] ?? own?.style ?? .sheet
        let swipe = style == .sheet && !notSwipeDismissible.contains(value) && own?.notSwipeDismissible != true
        // A style set from a value: how the coordinator's own flow is presented is not known.
        if let unknown = unknownStyles[value] ?? (presentationStyles[value] == nil ? own?.unknown : nil) {
            switch value {
            case .childContainer(let child), .child(let child):
                unread(.presentation, "\(unknown): whether \(child.type) is a sheet the user can swipe away is not known", frame, at: call, child: child.type)
            default:
                if frame.origin == .start || value == .ownContainer {
                    unread(.presentation, "\(unknown): whether the user can swipe it away is not known", frame, at: call)
                }
            }
        }
        let presentedMember = call.arguments.first.flatMap { selfMemberName($0.expression, frame) }
        switch value {
        case .ownContainer:
            recordDeclaredStackRoot(presentedMember, frame, at: call)
            record(.presentsOwnContainer(style: style, swipeDismissible: swipe), frame, at: call)
        case .injectedContainer where receiver != value && presentedMember != nil:
            // The coordinator's own stack property presented (`parent.present(self.navigationController)`)
            // is its flow presented, whoever made that stack.
            record(.presentsOwnContainer(style: style, swipeDismissible: swipe), frame, at: call)
        case .childContainer(let child), .child(let child):
            let childStyle = presentationStyles[.childContainer(child)] ?? presentationStyles[value]
            let childSwipe: Bool? = notSwipeDismissible.contains(.childContainer(child)) ? false : nil
            record(.presentsChild(child, style: childStyle, swipeDismissible: childSwipe), frame, at: call)
        default:
            if let screen = screenType(of: value) {
                record(.present(screen: screen, presentation: ModalPresentation(style: style, swipeDismissible: swipe, inNavigationStack: stackRoots.contains(value))), frame, at: call)
            } else if appStacksMadeHere.contains(value), let argument = call.arguments.first {
                // The app's own stack made here and handed to no child: what it shows is not followed
                // (as when it evaluated to nothing known).
                let name = Self.unwrapped(call.calledExpression).as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "present"
                unread(.target, "`\(name)` of \(Self.quote(argument.expression)): a value the scanner cannot follow to a screen or a coordinator's container", frame, at: call)
            }
        }
    }

    /// Showing a stack property declared with a first screen shows that screen first: its root.
    func recordDeclaredStackRoot(_ member: String?, _ frame: Frame, at node: some SyntaxProtocol) {
        guard let member, let root = declaredStackRoots[member] else { return }
        record(.setRoot(screen: root), frame, at: node)
    }

    /// Styles set on a container that turns out to be `child`'s are the child's.
    func carryStyles(of value: Value, to child: ChildRef) { carryStyles(of: value, to: .childContainer(child)) }

    /// Styles set on `value` are `target`'s (a stack presented stands for what it shows); with
    /// `unknownToo`, so is a style set from a value the scanner does not evaluate.
    func carryStyles(of value: Value, to target: Value, unknownToo: Bool = false) {
        if let style = presentationStyles[value] { presentationStyles[target] = style }
        if notSwipeDismissible.contains(value) { notSwipeDismissible.insert(target) }
        if unknownToo, let unknown = unknownStyles[value] { unknownStyles[target] = unknown }
    }

    /// `nav.makePresentationFullScreen()`: a method without parameters that the app declares on a
    /// view controller's type or an extension of a UIKit base of it, and that sets the object's own
    /// style. Swift runs it with `self` the receiver, so the receiver gets that style.
    func styleSetter(_ name: String, on receiver: Value) -> PresentationStyleReading? {
        let types: [String]
        switch receiver {
        case .screen(let screen): types = index.ancestry(of: screen) + ["UIViewController"]
        case .container, .ownContainer, .injectedContainer: types = ["UINavigationController", "UIViewController"]
        default: return nil
        }
        for owner in types {
            guard let method = index.ownMethods(of: owner).first(where: { $0.name == name && $0.labels.isEmpty && !$0.body.isEmpty }) else { continue }
            return PresentationStyleReading.setOnSelf(in: method.body, by: "`\(name)()` sets ")
        }
        return nil
    }

    /// A style read from code run on `value` is its style, as if assigned there.
    func applyStyle(_ reading: PresentationStyleReading, to value: Value) {
        if let style = reading.style { presentationStyles[value] = style }
        if reading.notSwipeDismissible { notSwipeDismissible.insert(value) }
        if let unknown = reading.unknown { unknownStyles[value] = unknown }
    }

    /// The style a presented controller type sets on itself, read once per type.
    func ownStyle(of screen: String) -> PresentationStyleReading? {
        if let known = ownStyleCache[screen] { return known }
        let reading = PresentationStyleReading.own(of: screen, index)
        ownStyleCache[screen] = reading
        return reading
    }

    /// The event a `send(flowEvent:)` argument names: `MovieUpdatedFlowEvent(…)` or `.movieUpdated`.
    func eventName(_ expression: ExprSyntax) -> String {
        let expression = Self.unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return eventName(call.calledExpression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return ElementNames.event(member.declName.baseName.text)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return ElementNames.event(reference.baseName.text)
        }
        return ElementNames.event(expression.trimmedSource)
    }

    // MARK: - Assignments

    /// `lhs = value`: triggers, delegates, finish handlers, window roots, styles, retained children.
    func assign(_ lhs: ExprSyntax, _ value: Value, rightSide: [ExprSyntax], _ frame: inout Frame) {
        let lhs = Self.unwrapped(lhs)
        let isNil = rightSide.count == 1 && rightSide[0].is(NilLiteralExprSyntax.self)
        if swiftUIRouteAssignment(lhs, value, rightSide, &frame) { return }
        if let reference = lhs.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if frame.env[name] != nil || index.property(name, of: type) == nil {
                frame.env[name] = value
                return
            }
            assignMember(name, of: .selfRef, value, isNil: isNil, rightSide, at: lhs, &frame)
            return
        }
        if let keyed = lhs.as(SubscriptCallExprSyntax.self), let holder = selfMemberName(keyed.calledExpression, frame),
           index.property(holder, of: type) != nil {
            // Children kept by key: `children[child.id] = child`, released by `children[id] = nil`.
            if case .child(let child) = value { record(.retain(child), frame, at: lhs) }
            if isNil { record(.release(nil), frame, at: lhs) }
            return
        }
        guard let member = lhs.as(MemberAccessExprSyntax.self), let base = member.base else { return }
        if case .closure = value, let holder = selfMemberName(base, frame), index.property(holder, of: type) != nil {
            // A closure kept on one of the coordinator's objects (`observer.onDismiss = { … }`), for
            // whoever that object is handed to later.
            frame.env["self.\(holder).\(member.declName.baseName.text)"] = value
        }
        let owner = evaluate(base, &frame)
        if owner == .unknown, case .closure = value, let local = Self.localName(base, frame) {
            // `viewModel.onSelect = { … }` before the view model is handed to its screen.
            frame.env["\(local).\(member.declName.baseName.text)"] = value
        }
        assignMember(member.declName.baseName.text, of: owner, value, isNil: isNil, rightSide, at: member.declName, &frame)
    }

    private func assignMember(
        _ name: String, of owner: Value, _ value: Value, isNil: Bool, _ rightSide: [ExprSyntax], at node: some SyntaxProtocol,
        _ frame: inout Frame
    ) {
        // Styles belong to a known value; on `.unknown` they would reach every other unknown one.
        if name == "modalPresentationStyle" || name == "isModalInPresentation", owner == .unknown { return }
        if name == "modalPresentationStyle" || name == "isModalInPresentation" {
            var reading = PresentationStyleReading()
            reading.read(name, rightSide.map(\.trimmedSource).joined(separator: " "), quote: "`\(name) = \(rightSide.map(\.trimmedSource).joined(separator: " "))`")
            applyStyle(reading, to: owner)
            return
        }
        if case .closure = value, Self.registersDismissalHandler(name), owner.isContainer || owner == .unknown {
            // `nav.onViewDismissed = { self?.didFinish(from: child) }`: run when the user swipes it away.
            runDismissalHandler(value, frame)
            return
        }
        if owner == .unknown, name.hasSuffix("Controller"), screenType(of: value) != nil || value.isContainer {
            // `SideMenuManager.default.leftMenuNavigationController = nav`: handed to a library that
            // shows it when it chooses.
            unread(.target, "its screen is handed to `\(name)` of an object the scanner cannot read, which shows it when it chooses", frame, at: node)
            return
        }
        switch owner {
        case .screen(let screen), .screenMember(let screen, _):
            if case .closure(let closure, let captured, let file) = value {
                installTrigger(on: screen, path: [name], closure, captured, file: file, at: node, &frame)
            } else if value == .unknown, rightSide.count == 1, let local = Self.localName(rightSide[0], frame) {
                attach(local, to: screen, as: name, &frame)
            } else if case .viewModel(let holder, let property) = value {
                installDelegate(on: screen, property: property, declaredOn: holder)
                if index.property(property, of: holder)?.isWeak == false { record(.handsSelfToScreen, frame, at: node) }
            } else if value == .selfRef {
                installDelegate(on: screen, property: name)
            } else if let method = methodReference(rightSide, frame) {
                installTrigger(on: screen, path: [name], method: method, at: node, &frame)
            } else if rightSide.count == 1, let property = selfMemberName(rightSide[0], frame).flatMap({ index.property($0, of: type) }),
                      property.typeName.map({ ByteSearch.occurs("->", in: $0) }) == true {
                // `vc.onDone = completion`: the trigger calls the coordinator's own closure; named for finishing, it finishes.
                let location = frame.text.location(of: node)
                let trigger = frame.later(in: .trigger(screen: screen, name: name, location: location))
                declareTrigger(trigger.origin, at: location)
                if Names.isFinishOutput(property.name) { record(.finish, trigger, at: node) }
            } else {
                // Children's containers embedded in a screen (`vc.nestedViewControllers = [a, b]`) live as long as it.
                installTabs(value, frame, at: node, onTabBar: false, because: "embedded in \(screen)")
            }
        case .child(let child), .childMember(let child, _):
            if case .closure(let closure, let captured, let file) = value {
                var path = [name]
                if case .childMember(_, let members) = owner { path = members + [name] }
                installFinishHandler(for: child, closure, captured, file: file, output: path, &frame)
            } else if value == .selfRef {
                installChildDelegate(for: child, property: name)
            }
        case .tabBar:
            if case .closure(let closure, let captured, let file) = value {
                _ = runClosure(closure, captured, file: file, parameters: [], &frame)
            }
            if name == "viewControllers" { installTabs(value, frame, at: node) }
        case .window where name == "rootViewController":
            windowRoot(value, frame, at: node, member: rightSide.count == 1 ? selfMemberName(rightSide[0], frame) : nil)
        case .ownContainer, .injectedContainer:
            // A stack's `viewControllers` holds screens; several children's containers there are tabs.
            if name == "viewControllers" { installTabs(value, frame, at: node, onTabBar: false) }
            if name == "viewControllers" || name == "rootViewController" { setRoot(value, frame, at: node) }
        case .selfRef:
            if value != .unknown { frame.env["self." + name] = value }
            if case .child(let child) = value {
                record(.retain(child), frame, at: node)
                // `self.splitViewCoordinator = child`: a handle of its own, not a place in a list.
                if let typeName = index.property(name, of: type)?.typeName, !TypeNames.isCollection(typeName) {
                    record(.keptInProperty(child, property: name), frame, at: node)
                }
            } else if case .list(let items) = value, items.contains(where: { if case .child = $0 { true } else { false } }) {
                // `childCoordinators = [feed, inbox]`
                for case .child(let child) in items { record(.retain(child), frame, at: node) }
            } else if isNil, let property = index.property(name, of: type), !property.isWeak {
                record(.release(nil), frame, at: node)
            } else if rightSide.count == 1, filtersItself(name, rightSide[0], frame) {
                // `children = children.filter { $0 !== child }`
                record(.release(nil), frame, at: node)
            }
        case .unknown:
            if case .closure(let closure, let captured, let file) = value {
                scheduleUnattached(closure, captured, file: file, child: nil, frame)
            }
        default:
            break
        }
    }

    /// `vc.didSelectPhoto = showPhoto` / `= self.showPhoto`: a method of the coordinator used as a closure.
    private func methodReference(_ rightSide: [ExprSyntax], _ frame: Frame) -> MethodDecl? {
        guard rightSide.count == 1, let name = selfMemberName(rightSide[0], frame) else { return nil }
        return index.method(name, of: type)
    }
}

extension Interpreter {
    /// Whether `value` is a closure whose body names a local bound to `child`.
    static func closure(_ value: Value, names child: ChildRef) -> Bool {
        guard case .closure(let closure, let captured, _) = value else { return false }
        let names = Set(captured.values.compactMap { name, value in value.childRef == child && !name.utf8.contains(UInt8(ascii: ".")) ? name : nil })
        guard !names.isEmpty else { return false }
        return closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let text) = token.tokenKind { names.contains(text) } else { false }
        }
    }
}
