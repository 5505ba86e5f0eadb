import SwiftSyntax

/// Values carry their types: a local or parameter declared `T`, or made by `T(…)`, or returned by
/// an app method declared to return `T`, and a property declared `T` or made by its initial
/// value. A call on such a value whose value the interpreter does not otherwise know (a module,
/// an assembly, a factory object) is resolved to the method Swift dispatches to
/// (Swift/MemberLookup.swift), not to any method of that name; its value is the method's
/// declared result, or what its body returns with that object as `self`. Screens, coordinators
/// and containers keep their own readings.
extension Interpreter {
    /// The type `binding` declares, or the type its initializer makes or returns.
    func declaredType(of binding: PatternBindingSyntax, _ frame: Frame) -> String? {
        if let annotation = binding.typeAnnotation { return TypeNames.named(annotation.type) }
        return binding.initializer.flatMap { staticType(of: $0.value, frame) }
    }

    /// The type of `expression` by declarations: a typed local or parameter, a declared property of
    /// `self`, a construction `T(…)`, or a call on a typed value to a method declared to return a type.
    func staticType(of expression: ExprSyntax, _ frame: Frame) -> String? {
        let expression = Self.unwrapped(expression)
        let owner = frame.foreignSelf ?? type
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let local = frame.localTypes[name] { return local }
            guard frame.env[name] == nil else { return nil }
            return propertyType(name, of: owner)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           Self.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return propertyType(member.declName.baseName.text, of: owner)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = Self.unwrapped(call.calledExpression)
            if let made = typeReference(callee, frame), index.isDeclared(made) { return made }
            if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, let receiver = staticType(of: base, frame) {
                guard let method = method(member.declName.baseName.text, called: call, on: receiver), let result = method.returnType else { return nil }
                let name = TypeNames.base(of: result)
                return name == "Self" ? receiver : name
            }
        }
        return nil
    }

    /// A stored property's declared type, or the type its initial value constructs (`let module = SettingsModule()`).
    func propertyType(_ name: String, of owner: String) -> String? {
        guard let property = index.property(name, of: owner) else { return nil }
        if let declared = property.typeName { return TypeNames.base(of: declared) }
        guard let call = property.initializer.map(Self.unwrapped)?.as(FunctionCallExprSyntax.self),
              let made = CreationFinder.typeName(Self.unwrapped(call.calledExpression)), index.isDeclared(made) else { return nil }
        return made
    }

    /// `module.makeMainCoordinator()` on a value of an app type the interpreter reads no other
    /// way, to a method that returns something: its declared result when that is a screen, else
    /// what its body returns with that object as `self` (a coordinator made there, a factory
    /// declared to return a protocol), else its declared result. A method that returns nothing is
    /// left to the reading of calls on unknown values.
    func typedCall(
        _ base: ExprSyntax, _ name: String, _ labels: [String], _ arguments: [Argument], _ call: FunctionCallExprSyntax,
        _ frame: inout Frame
    ) -> Value? {
        guard let receiver = staticType(of: base, frame), readsCalls(on: receiver),
              let method = method(name, called: call, on: receiver), !method.body.isEmpty,
              let declared = method.returnType.map(TypeNames.base(of:)) else { return nil }
        let values = evaluateArguments(arguments, &frame)
        let byDeclaration = value(ofDeclaredType: declared, at: call, frame)
        // Closures it is handed may be kept and called later, which the evaluation does not follow
        // yet: they run in place, as for a call on a value it cannot read.
        defer { runClosures(values, &frame) }
        // A screen is what it is declared; a coordinator is made where the method makes it, so
        // that its creation there is the one the scan follows.
        if case .screen = byDeclaration, !index.isExistential(declared) { return byDeclaration }
        let result = inline(method, arguments: values, from: &frame)
        return result == .unknown ? byDeclaration : result
    }

    /// The method `call` runs on a value of `type`, as Swift dispatches it: labelled arguments,
    /// then trailing closures bound by the forward scan (Interpreter+HandedClosures.swift).
    func method(_ name: String, called call: FunctionCallExprSyntax, on type: String) -> MethodDecl? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        if call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty {
            return index.lookup.method(name, labels: labels, on: type).method
        }
        return index.lookup.methods(name, on: type).first { Self.binding(call, to: $0) != nil }
    }

    /// An app type whose methods a typed call runs: declared by the app, and no screen,
    /// coordinator, container or app stack, which are read as what they are.
    private func readsCalls(on type: String) -> Bool {
        index.isDeclared(type) && type != self.type && !index.isScreen(type) && !index.isCoordinator(type)
            && !index.isNavigationController(type) && !index.isTabBarController(type) && !index.isAppStack(type)
    }
}
