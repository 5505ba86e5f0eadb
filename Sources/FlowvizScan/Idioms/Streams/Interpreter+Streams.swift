import SwiftSyntax

/// Children that report through a stream (issue 12 §7): the publisher or observable a child's
/// `start()` returns, or one of its outputs, observed by the parent. Completing it is the
/// child's finish; its values are outputs.
extension Interpreter {
    /// Operators whose closures observe a stream (Combine, RxSwift).
    static let streamObservers: Set<String> = ["handleEvents", "sink", "subscribe", "do"]

    /// Labels of closures that run when a stream ends, however it ends.
    static let streamEndings: Set<String> = [
        "receiveCompletion", "receiveCancel", "onCompleted", "onDisposed", "onError", "afterCompleted", "afterError",
    ]

    /// `child.start().handleEvents(receiveOutput: { … }, receiveCompletion: { remove(child) })`,
    /// `child.actions.sink(receiveCompletion: …)`: installs the closures as the child's finish
    /// handler (the ending ones) and outputs (the others). `false` when `call` observes no child.
    func observeChildStream(_ name: String, _ arguments: [Argument], _ values: [Value], _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Bool {
        guard Self.streamObservers.contains(name), let member = Self.unwrapped(call.calledExpression).as(MemberAccessExprSyntax.self),
              let base = member.base, let (child, path) = streamSource(base, frame) else { return false }
        for (argument, value) in zip(arguments, values) {
            guard case .closure(let closure, let captured, let file) = value else { continue }
            installFinishHandler(for: child, closure, captured, file: file, output: Self.streamOutput(path, label: argument.label), &frame)
        }
        return true
    }

    /// What a closure observing a child's stream `path` stands for: its ending (a finish), or
    /// the output the path names (`output` for what `start()` returns).
    static func streamOutput(_ path: [String], label: String?) -> [String] {
        if let label, streamEndings.contains(label) { return path + ["completion"] }
        return path.isEmpty ? ["output"] : path
    }

    /// The child a stream expression comes from, and the member it reads (empty for what its
    /// `start` returns), through any operators: `child.start().map { … }.eraseToAnyPublisher()`.
    func streamSource(_ expression: ExprSyntax, _ frame: Frame) -> (ChildRef, [String])? {
        var node = Self.unwrapped(expression)
        while true {
            let name: String
            let base: ExprSyntax
            if let call = node.as(FunctionCallExprSyntax.self) {
                guard let member = Self.unwrapped(call.calledExpression).as(MemberAccessExprSyntax.self), let owner = member.base else { return nil }
                (name, base) = (member.declName.baseName.text, owner)
            } else if let member = node.as(MemberAccessExprSyntax.self), let owner = member.base {
                (name, base) = (member.declName.baseName.text, owner)
            } else {
                return nil
            }
            if let reference = Self.unwrapped(base).as(DeclReferenceExprSyntax.self), case .child(let child)? = frame.env[reference.baseName.text] {
                return (child, name.hasPrefix("start") ? [] : [name])
            }
            node = Self.unwrapped(base)
        }
    }

    /// `subject.send(completion: .finished)`, `subject.onCompleted()`: the coordinator ends a
    /// subject it holds (a stored property whose type is a subject), the stream it reports
    /// through: its finish.
    func endsItsStream(_ name: String, _ labels: [String], _ call: FunctionCallExprSyntax) -> Bool {
        // `subject.send(completion: .finished)`, `subject.onCompleted()`, or a case named for an
        // ending sent on the coordinator's own subject (`actionsSubject.send(.cancel)`).
        let sendsEnding = name == "send" && labels == ["_"] && call.arguments.first.map { Self.namesAnEnding($0.expression) } == true
        guard (name == "send" && labels == ["completion"]) || (name == "onCompleted" && labels.isEmpty) || sendsEnding,
              let member = Self.unwrapped(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        var holder = Self.unwrapped(base)
        if let access = holder.as(MemberAccessExprSyntax.self), let owner = access.base, Self.unwrapped(owner).trimmedSource == "self" {
            holder = ExprSyntax(access.declName)
        }
        guard let reference = holder.as(DeclReferenceExprSyntax.self),
              let property = index.property(reference.baseName.text, of: type) else { return false }
        return (property.typeName ?? property.initializer?.trimmedSource ?? "").contains("Subject")
    }
}
