import FlowvizCore
import SwiftSyntax

extension Interpreter {
    /// `X(…)`: a screen, a child coordinator, a container, or something else.
    func construct(_ typeName: String, _ arguments: [Argument], _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value {
        let handedTo = takeModelOwner()
        if typeName == "UIHostingController" {
            let values = evaluateArguments(arguments, &frame)
            return values.first { screenType(of: $0) != nil } ?? .unknown
        }
        if index.ancestry(of: typeName).contains("UIHostingController"),
           let rootView = arguments.first(where: { $0.label == "rootView" }).map({ evaluate($0.expression, &frame) }) {
            // The app's own hosting controller shows its root view: one screen, the view, which
            // gets what else the controller is handed (`SplashHost(rootView: view, viewModel: model)`).
            if let view = screenType(of: rootView) { return construct(view, arguments.filter { $0.label != "rootView" }, call, &frame) }
            // A generic host handed only a root view the scanner cannot follow shows something unknown.
            if arguments.count == 1 { return .unknown }
        }
        if index.isTabBarController(typeName) {
            runClosures(evaluateArguments(arguments, &frame), &frame)
            return .tabBar(typeName)
        }
        if TypeIndex.containerBases.contains(typeName) || index.isNavigationController(typeName) || index.isAppStack(typeName)
            || !index.isDeclared(typeName) && typeName.hasSuffix("NavigationController") {
            // A container with a root screen shows that screen; a bare one made here (in a factory,
            // say) is not known to be this coordinator's own (its stored properties say that).
            let values = evaluateArguments(arguments, &frame)
            // `SubmitNavigationController(flow: self, root: …)` storing `let flow`: the container keeps the coordinator.
            for (argument, value) in zip(arguments, values) where value == .selfRef {
                if let label = argument.label, index.property(label, of: typeName)?.isWeak == false { record(.handsSelfToScreen, frame, at: argument.expression) }
            }
            if let root = values.first(where: { screenType(of: $0) != nil }) {
                stackRoots.insert(root)  // the screen stands for the stack: `window.rootViewController = nav` has one
                return root
            }
            let container = Value.container(frame.text.location(of: call))
            if index.isAppStack(typeName) { appStacksMadeHere.insert(container) }
            return container
        }
        if typeName == "UIWindow" { return .window }
        if index.isScreen(typeName) {
            lastMadeTriggers[typeName] = []
            let values = arguments.map { evaluateScreenArgument($0, of: typeName, &frame) }
            // A container made around view controllers shows its content, which gets the rest.
            let embedding = embeddedContent(typeName, arguments, values, frame)
            let typeName = embedding.flatMap { screenType(of: $0.content) } ?? typeName
            for (position, (argument, value)) in zip(arguments, values).enumerated() where !(embedding?.parts.contains(position) ?? false) {
                if case .closure(let closure, let captured, let file) = value {
                    installTrigger(on: typeName, path: [argument.label ?? "action"], closure, captured, file: file, at: argument.expression, &frame)
                } else if value == .unknown, let local = Self.localName(argument.expression, frame) {
                    attach(local, to: typeName, as: argument.label ?? local, &frame)
                } else if case .viewModel(let holder, let property) = value {
                    installDelegate(on: typeName, property: property, declaredOn: holder)
                    if index.property(property, of: holder)?.isWeak == false { record(.handsSelfToScreen, frame, at: argument.expression) }
                } else if value == .selfRef, let label = argument.label {
                    // `ShelfViewController(router: unownedRouter)`: the screen calls the coordinator.
                    installDelegate(on: typeName, property: label)
                    if index.property(label, of: typeName)?.isWeak == false { record(.handsSelfToScreen, frame, at: argument.expression) }
                }
            }
            installHandedStepper(on: typeName, arguments, frame)
            return embedding?.content ?? .screen(typeName)
        }
        let values = evaluateArguments(arguments, &frame)
        if index.isLibraryStyle(typeName), let wrapped = values.first(where: { if case .child = $0 { true } else { false } }) {
            // A type eraser around a child (`AnyCoordinator(settings)`) is that child.
            return wrapped
        }
        // A type eraser around the coordinator itself (`asAnyCoordinator()` → `AnyCoordinator(self)`) is the coordinator.
        if index.isLibraryStyle(typeName), values.contains(.selfRef) { return .selfRef }
        if index.isCoordinator(typeName) {
            let child = ChildRef(type: typeName, site: frame.text.location(of: call))
            // `Child(delegate: self)`: the delegate handed in at creation, as `child.delegate = self`.
            for (argument, value) in zip(arguments, values) {
                // `let nav = UINavigationController(); Child(navigationController: nav)`: nav is the child's.
                if case .container = value { handedContainers[value] = child }
                if value == .selfRef, let label = argument.label { installChildDelegate(for: child, property: label) }
                // `Child(nav, onFinish: { … })`, a trailing closure: the child's finish handler (or output, by its label).
                if case .closure(let closure, let captured, let file) = value {
                    installFinishHandler(for: child, closure, captured, file: file, output: [argument.label ?? "completion"], &frame)
                }
            }
            return .child(child)
        }
        // `UIBarButtonItem(primaryAction: UIAction { … })`: the action, a trigger once set on a screen.
        if ["UIAction", "UIBarButtonItem"].contains(typeName), let action = values.first(where: { if case .closure = $0 { true } else { false } }) {
            return action
        }
        runModelClosures(arguments, values, handedTo: handedTo, &frame)
        // A wrapper made around a container (`RouterImp(rootController: navigation)`) is that container.
        if let container = values.first(where: \.isContainer) { return container }
        if let position = values.firstIndex(of: .selfRef), frame.foreignSelf == nil || arguments[position].expression.trimmedSource != "self" {
            let property = arguments[position].label ?? "delegate"
            // A processor or view model holding the coordinator strongly may keep it alive with its screen.
            if index.property(property, of: typeName)?.isWeak == false { record(.handsSelfToScreen, frame, at: arguments[position].expression) }
            return .viewModel(type: typeName, property: property)
        }
        // An app object made around screens or children (`MVVMModule(view: vc, output: model)`):
        // its stored properties hold what its initializer stores there.
        if let fields = storedFields(of: typeName, arguments, values) { return .tuple(fields) }
        let isGenericBase = TypeIndex.screenBases.contains(typeName) && !TypeIndex.systemScreens.contains(typeName)
        return TypeIndex.isSystemType(typeName) && !index.isDeclared(typeName) && !isGenericBase ? .foreign(typeName) : .unknown
    }

    /// Construction runs the initializer: the stored properties of an app type made with
    /// `arguments` (its initializer's `self.view = view`, or a struct's memberwise labels), when
    /// one of them holds a screen, a child or a container. Nil otherwise.
    func storedFields(of typeName: String, _ arguments: [Argument], _ values: [Value]) -> [String: Value]? {
        let navigational = { (value: Value) in self.screenType(of: value) != nil || value.childRef != nil || value.isContainer }
        guard index.isDeclared(typeName), values.contains(where: navigational) else { return nil }
        var fields = [String: Value]()
        let labels = arguments.map { $0.label ?? "_" }
        if let initializer = index.lookup.method("init", labels: labels, on: typeName).method, !initializer.body.isEmpty {
            for (position, value) in values.enumerated() where position < initializer.parameters.count {
                if let property = Self.storedProperty(of: initializer.parameters[position].name, in: initializer) { fields[property] = value }
            }
        } else if index.declaration(of: typeName)?.kind == .struct {
            for (argument, value) in zip(arguments, values) {
                if let label = argument.label, index.property(label, of: typeName) != nil { fields[label] = value }
            }
        }
        return fields.values.contains(where: navigational) ? fields : nil
    }
}
