import FlowvizCore
import SwiftSyntax

/// RxFlow (Docs/SCANNING.md, "Routes"): `FlowContributors` tie a stepper to the screen it
/// drives; a flow ending with a step runs the parent's case for it.
extension Interpreter {
    /// `.contribute(withNextPresentable: vc, withNextStepper: vc.viewModel)`: the stepper's
    /// `steps.accept(Step.x)` calls are the screen's triggers; a child flow is started.
    func contribute(_ arguments: [Argument], _ call: FunctionCallExprSyntax, _ frame: inout Frame) {
        let given = arguments.first.map { evaluate($0.expression, &frame) } ?? .unknown
        var presentable = given
        if screenType(of: given) == nil, let expression = arguments.first?.expression, let declared = declaredScreen(expression, frame) {
            presentable = .screen(declared)
        }
        // `.contribute(withNext: vc)`: the presentable is its own stepper.
        guard let stepper = arguments.first(where: { $0.label == "withNextStepper" || $0.label == "withNext" })?.expression else { return }
        switch presentable {
        case .screen(let screen):
            // The flow's own root (`root` returns it): shown by the parent, the flow's first screen.
            if RouteVocabulary.isRxFlow(type, index), selfProperty("root", &frame) == given || rootScreen(&frame) == screen {
                record(.setRoot(screen: screen), frame, at: call)
            }
            // `CompositeStepper(steppers: [vc.viewModel, vc])`: each of them.
            var steppers = [stepper]
            if let composite = Self.unwrapped(stepper).as(FunctionCallExprSyntax.self),
               composite.calledExpression.trimmedSource == "CompositeStepper",
               let list = composite.arguments.first?.expression.as(ArrayExprSyntax.self) {
                steppers = list.elements.map(\.expression)
            }
            for stepper in steppers {
                if let stepperType = stepperType(stepper, screen: screen, &frame) {
                    installStepper(stepperType, on: screen, &frame)
                } else if routeValue(stepper) == nil, !stepper.trimmedSource.hasPrefix("OneStepper") {
                    unread(.triggers, "the stepper \(Self.quote(stepper)) of \(screen) is a value the scanner cannot follow", frame, at: stepper)
                }
            }
        case .child(let child):
            record(.startChild(child), frame, at: call)
            record(.managedStart(child), frame, at: call)
            runStepsForwardedOnEnd(by: child)
        default:
            break
        }
    }

    /// RxFlow hands the step a child flow ends with (`.end(forwardToParentFlowWithStep: X)`) to
    /// its parent's `navigate(to:)`: the parent's case for `X` is its reaction to the child finishing.
    func runStepsForwardedOnEnd(by child: ChildRef) {
        guard let dispatcher = libraryDispatcher, RouteVocabulary.isRxFlow(child.type, index) else { return }
        for method in index.methods(of: child.type) where !method.body.isEmpty {
            for step in ForwardedStepFinder.steps(in: Syntax(method.body)) {
                guard let route = routeValue(step) else { continue }
                schedule(dispatcher, in: .finishHandler(child), arguments: [route])
            }
        }
    }

    /// The type whose `steps` a stepper expression is: `vc` (a stepper screen), `vc.viewModel`
    /// (the screen's property), `Model()`, or a local made so in the enclosing function.
    /// `private let rootViewController: CastListViewController`: the property's declared screen
    /// (a property named like a container is read as one).
    func declaredScreen(_ expression: ExprSyntax, _ frame: Frame) -> String? {
        guard let name = selfMemberName(expression, frame),
              let declared = index.property(name, of: type)?.typeName.map(TypeNames.base(of:)), index.isScreen(declared) else { return nil }
        return declared
    }

    /// The screen a flow's `root` gives (`var root: Presentable { rootViewController }`).
    func rootScreen(_ frame: inout Frame) -> String? {
        if case .screen(let screen) = selfProperty("root", &frame) { return screen }
        return nil
    }

    func stepperType(_ expression: ExprSyntax, screen: String, _ frame: inout Frame) -> String? {
        let expression = Self.unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self), let typeName = typeReference(call.calledExpression, frame) {
            return typeName
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            var owner = declaredScreen(base, frame)
            if case .screen(let screen) = evaluate(base, &frame) { owner = screen }
            if let owner { return index.property(member.declName.baseName.text, of: owner)?.typeName.map(TypeNames.base(of:)) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if case .screen(let owner)? = frame.env[reference.baseName.text] { return owner }
            return localType(of: reference.baseName.text, from: Syntax(expression), frame)
        }
        return nil
    }

    /// The type of the local `name` visible from `node`: declared in the enclosing blocks (a
    /// `case` body, an `if`, the function's body), nearest first, with a type or made by a call.
    func localType(of name: String, from node: Syntax, _ frame: Frame) -> String? {
        var node: Syntax? = node
        while let current = node, !current.is(MemberBlockSyntax.self) {
            node = current.parent
            guard let items = current.as(CodeBlockItemListSyntax.self) else { continue }
            for item in items {
                guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.trimmedSource == name {
                    if let annotated = binding.typeAnnotation { return TypeNames.base(of: annotated.type.trimmedSource) }
                    if let made = binding.initializer?.value.as(FunctionCallExprSyntax.self) { return typeReference(made.calledExpression, frame) }
                }
            }
        }
        return nil
    }

    /// Each method of the stepper that sends a step is a trigger of `screen`; its
    /// `initialStep` is sent when the screen is shown.
    func installStepper(_ stepper: String, on screen: String, _ frame: inout Frame) {
        guard let dispatcher = libraryDispatcher else { return }
        for method in index.methods(of: stepper) where !method.body.isEmpty {
            if method.name == "initialStep" {
                if let route = RouteStepFinder.returnedRoute(in: method.body, interpreter: self) {
                    _ = inline(dispatcher, arguments: [route], from: &frame)
                }
                continue
            }
            for property in ["steps", "stepper"] {
                for call in CallFinder.calls(on: property, in: method.body) where call.name == "accept" || call.name == "onNext" {
                    guard let route = call.node.arguments.first.flatMap({ routeValue($0.expression) }) else { continue }
                    let origin = Origin.trigger(screen: screen, name: method.name, location: method.location)
                    declareTrigger(origin, at: method.location)
                    schedule(dispatcher, in: origin, arguments: [route])
                }
            }
        }
    }

    /// `HomeViewController(stepper, services)` in a flow: a screen handed the flow's own stepper
    /// (a property whose type is a `Stepper`) sends its steps through the property it keeps it in
    /// (`stepper.steps.accept(AppStep.x)`, in the screen or its base class); each such method is
    /// a trigger of the screen.
    func installHandedStepper(on screen: String, _ arguments: [Argument], _ frame: Frame) {
        guard RouteVocabulary.isRxFlow(type, index), libraryDispatcher != nil,
              arguments.contains(where: { isOwnStepper($0.expression, frame) }) else { return }
        let holders = Set(index.properties(of: screen).filter { isStepperType($0.typeName) }.map(\.name)).sorted()
        for method in index.methods(of: screen) where !method.body.isEmpty {
            for holder in holders {
                installRouteSends(in: [(method.name, method.location, Syntax(method.body))], property: "\(holder).steps", screen: screen)
            }
        }
    }

    /// `stepper`, `self.stepper`: a property of this flow holding a stepper.
    private func isOwnStepper(_ expression: ExprSyntax, _ frame: Frame) -> Bool {
        guard let name = selfMemberName(expression, frame), let property = index.property(name, of: type) else { return false }
        if isStepperType(property.typeName) { return true }
        guard let made = property.initializer?.as(FunctionCallExprSyntax.self) else { return false }
        return isStepperType(Self.unwrapped(made.calledExpression).trimmedSource)
    }

    /// `Stepper`, `any Stepper`, `RxFlow.Stepper`, or a type conforming to it.
    private func isStepperType(_ written: String?) -> Bool {
        guard let written else { return false }
        let base = TypeNames.base(of: written.replacingOccurrences(of: "RxFlow.", with: ""))
        return base == "Stepper" || index.ancestry(of: base).contains("Stepper")
    }
}
