import SwiftSyntax

/// Closures are values: one handed to a child's method (`child.start { [weak self] in … }`,
/// `child.start(onFinish: { … })`) is kept by the child when that method stores its parameter
/// (`self.finishHandler = finishHandler`), and runs when the child calls what it stored. So it is
/// the handler of the child's output that property names (its finish when the name says it is
/// done). A parameter the method hands on without storing it (to `super.start(finishHandler:)`
/// of a base class the app does not declare) names the output by its own label.
extension Interpreter {
    /// Installs the closures among `values`, handed to `child.name(…)`, as handlers of the outputs
    /// the child keeps them as.
    func installHandedClosures(
        _ values: [Value], _ arguments: [Argument], to child: ChildRef, calling name: String, _ call: FunctionCallExprSyntax,
        _ frame: inout Frame
    ) {
        let handed = handedMethod(name, call, on: child.type, values: values)
        for (position, value) in values.enumerated() {
            guard case .closure(let closure, let captured, let file) = value else { continue }
            let output = handed.map { method, parameters -> [String] in
                let parameter = method.parameters[parameters[position]].name
                let label = method.labels[parameters[position]]
                return [Self.storedProperty(of: parameter, in: method) ?? (label == "_" ? parameter : label)]
            } ?? arguments[position].label.map { [$0] } ?? []
            installFinishHandler(for: child, closure, captured, file: file, output: output, &frame)
        }
    }

    /// The child's method `call` runs, as Swift dispatches it, and the parameter each argument
    /// binds to: of overloads, the first whose closure parameters take as many arguments as the
    /// closures handed.
    private func handedMethod(_ name: String, _ call: FunctionCallExprSyntax, on type: String, values: [Value]) -> (MethodDecl, [Int])? {
        let bound = index.lookup.methods(name, on: type).compactMap { method in Self.binding(call, to: method).map { (method, $0) } }
        return bound.first { method, parameters in
            zip(values, parameters).allSatisfy { value, parameter in
                guard case .closure(let closure, _, _) = value, let declared = TypeNames.functionArity(of: method.parameters[parameter].typeName) else { return true }
                let written = Self.parameterNames(of: closure)
                return written == ["$0", "$1"] || written.count == declared
            }
        } ?? bound.first
    }

    /// The parameter each argument of `call` binds to in `method`: labelled arguments in order,
    /// then each trailing closure to the next parameter of function type, skipping defaulted ones
    /// (Swift's forward scan); nil when the call cannot call `method`.
    static func binding(_ call: FunctionCallExprSyntax, to method: MethodDecl) -> [Int]? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard method.labels.count >= labels.count, Array(method.labels.prefix(labels.count)) == labels,
              method.parameters.count == method.labels.count else { return nil }
        var parameters = Array(labels.indices), next = labels.count
        for _ in 0..<((call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count) {
            while next < method.parameters.count, TypeNames.functionArity(of: method.parameters[next].typeName) == nil {
                guard method.defaults[method.labels[next]] != nil else { return nil }
                next += 1
            }
            guard next < method.parameters.count else { return nil }
            parameters.append(next)
            next += 1
        }
        guard method.labels[next...].allSatisfy({ method.defaults[$0] != nil }) else { return nil }
        return parameters
    }

    /// `self.finishHandler = finishHandler` / `onFinish = completion` in `method`'s body: the
    /// property the parameter is kept in.
    static func storedProperty(of parameter: String, in method: MethodDecl) -> String? {
        for item in method.body {
            guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  unwrapped(elements[2]).as(DeclReferenceExprSyntax.self)?.baseName.text == parameter else { continue }
            let left = unwrapped(elements[0])
            if let reference = left.as(DeclReferenceExprSyntax.self), reference.baseName.text != parameter { return reference.baseName.text }
            if let member = left.as(MemberAccessExprSyntax.self), member.base.map(unwrapped)?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                return member.declName.baseName.text
            }
        }
        return nil
    }
}
