import SwiftSyntax

extension Interpreter {
    /// A screen's argument. A model made right there and handed over
    /// (`OverviewViewController(viewModel: OverviewViewModel(onEntryTap: { … }))`) belongs to the
    /// screen: the closures it is made with run on the screen's events, each a trigger of the
    /// screen named by its label, not when the model is made.
    func evaluateScreenArgument(_ argument: Argument, of screen: String, _ frame: inout Frame) -> Value {
        guard let call = Self.unwrapped(argument.expression).as(FunctionCallExprSyntax.self),
              let model = typeReference(Self.unwrapped(call.calledExpression), frame), isHandedModel(model) else {
            return evaluate(argument.expression, &frame)
        }
        modelOwner = screen
        defer { modelOwner = nil }
        return evaluate(argument.expression, &frame)
    }

    /// The screen a model being made is handed to, taken once by ``construct(_:_:_:_:)``
    /// so that what the model's own arguments make is not handed on.
    func takeModelOwner() -> String? {
        defer { modelOwner = nil }
        return modelOwner
    }

    /// The closures a model is made with: a screen's triggers when it is handed to one, else run where made.
    func runModelClosures(_ arguments: [Argument], _ values: [Value], handedTo screen: String?, _ frame: inout Frame) {
        guard let screen else { return runClosures(values, &frame) }
        for (argument, value) in zip(arguments, values) {
            guard case .closure(let closure, let captured, let file) = value else { continue }
            claimedClosures.insert(closure.id)
            installTrigger(on: screen, path: [argument.label ?? "action"], closure, captured, file: file, at: argument.expression, &frame)
        }
    }

    /// A type of the app's that is no screen, coordinator or container: a view model, a presenter.
    private func isHandedModel(_ typeName: String) -> Bool {
        index.isDeclared(typeName) && !index.isScreen(typeName) && !index.isCoordinator(typeName)
            && !index.isNavigationController(typeName) && !index.isTabBarController(typeName) && !index.isAppStack(typeName)
    }
}
