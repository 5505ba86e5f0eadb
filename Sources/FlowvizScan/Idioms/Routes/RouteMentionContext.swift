import SwiftSyntax

/// Where a route mention sits, read from the syntax around it: what is no send at all (a
/// comparison, a read of a case's member, test code) and what an implicit `.x` is assigned to.
enum RouteMentionContext {
    /// Operators that test a value rather than send it.
    static let comparisons: Set<String> = ["==", "!=", "~=", "===", "!=="]

    /// `Tab.profile.image` (a member of the case is read), `filter == .all`, `.all != filter`.
    /// A subscript's key may be sent on (`tabIndexes[.profile] = i`, then looked up): it counts.
    static func isNotASend(_ node: MemberAccessExprSyntax) -> Bool {
        if let outer = node.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == node.id { return true }
        let operand = expression(around: node)
        if let parent = operand.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == operand.id { return true }
        guard let (elements, position) = sequencePosition(of: operand) else { return false }
        return [position - 1, position + 1].contains { neighbour in
            guard elements.indices.contains(neighbour),
                  let op = elements[neighbour].as(BinaryOperatorExprSyntax.self) else { return false }
            return comparisons.contains(op.operator.text)
        }
    }

    /// The property an implicit `.x` (or `.x(…)`) is assigned to: `cell.selectionStyle = .none`,
    /// `selectionStyle = flag ? .none : .default` → `selectionStyle`.
    static func assignedProperty(_ node: MemberAccessExprSyntax) -> String? {
        var operand = expression(around: node)
        // A branch of `c ? .x : .y`: the first branch sits inside the ternary element.
        if let ternary = operand.parent?.as(UnresolvedTernaryExprSyntax.self) { operand = ExprSyntax(ternary) }
        guard let (elements, position) = sequencePosition(of: operand), elements.count >= 3, position >= 2,
              elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let target = Interpreter.unwrapped(elements[0])
        if let member = target.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        // `self = .x` in an enum's initializer sets the enum itself.
        guard let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text, name != "self",
              !isLocal(name, around: Syntax(node)) else { return nil }
        return name
    }

    /// A local or parameter of that name in scope: `route = .x` then sets no property.
    private static func isLocal(_ name: String, around node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            if let block = node.as(CodeBlockItemListSyntax.self) {
                let locals = block.compactMap { $0.item.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
                if locals.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) { return true }
            }
            if let function = node.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            if let initializer = node.as(InitializerDeclSyntax.self) {
                return initializer.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            if let closure = node.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
                if parameters.trimmedSource.contains(name) { return true }
            }
            if node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// The type annotated on the binding an implicit `.x` initializes: `var span: Span = .none` → `Span`.
    static func annotatedType(_ node: MemberAccessExprSyntax) -> String? {
        var operand = expression(around: node)
        if let ternary = operand.parent?.as(UnresolvedTernaryExprSyntax.self) { operand = ExprSyntax(ternary) }
        if let list = operand.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) { operand = ExprSyntax(sequence) }
        guard let binding = operand.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) else { return nil }
        return binding.typeAnnotation.map { TypeNames.text(of: $0.type) }
    }

    /// Test doubles are not the app: a file under a test folder (`__tests__`, `Mocks`) …
    static func isTestFile(_ file: String) -> Bool {
        file.split(separator: "/").dropLast().contains(where: { testFolders.contains($0.lowercased()) })
    }

    /// … or code inside a type named as a double (`MockService`, `StubStore`, `ServiceFake`):
    /// told while the file is walked (``RouteMentionFinder``).
    static func isDouble(_ typeName: String) -> Bool {
        doublePrefixes.contains { isDouble(typeName, $0) }
    }

    static let testFolders: Set<String> = ["__tests__", "mocks", "mock", "fakes", "stubs", "testhelpers", "testsupport"]
    static let doublePrefixes = ["Mock", "Stub", "Fake"]

    /// `MockStore`, `StoreMock`, `Mock`; not `Stubborn`.
    private static func isDouble(_ name: String, _ word: String) -> Bool {
        if name.hasSuffix(word) { return true }
        guard name.hasPrefix(word) else { return false }
        return name.dropFirst(word.count).first.map { $0.isUppercase || $0 == "_" } ?? true
    }

    /// The case or the call making it (`.item(id)`), with parentheses and `try`/`await` around it.
    private static func expression(around node: MemberAccessExprSyntax) -> ExprSyntax {
        var current = ExprSyntax(node)
        if let call = current.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id { current = ExprSyntax(call) }
        while let parent = current.parent, let wrapper = parent.as(TupleExprSyntax.self), wrapper.elements.count == 1 {
            current = ExprSyntax(wrapper)
        }
        return current
    }

    /// The elements of the unfolded `a == b` / `a = b` sequence `operand` is one of, and its position.
    private static func sequencePosition(of operand: ExprSyntax) -> ([ExprSyntax], Int)? {
        guard let list = operand.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return nil }
        let elements = Array(list)
        guard let position = elements.firstIndex(where: { $0.id == operand.id }) else { return nil }
        return (elements, position)
    }
}

extension TypeIndex {
    /// What the context of an implicit `.x` says it is (see ``RouteMentionContext``).
    enum MentionContext: Equatable { case unknown, typed(String), notASend }

    /// Declared types of what an implicit `.x` is given to: the parameter of an app method of
    /// that name and label, or the app property assigned. A framework property (none of the app's
    /// types declares it) cannot hold an app enum, unless it is a generic container's value.
    func context(of mention: RouteMention, properties: [String: [PropertyDecl]], methods: [String: [MethodDecl]]) -> MentionContext {
        guard mention.typeName == nil else { return .unknown }
        var declared = [String]()
        if let annotated = mention.annotatedType {
            declared = [annotated]
        } else if let property = mention.assignedProperty {
            guard let found = properties[property] else { return Self.genericValues.contains(property) ? .unknown : .notASend }
            // `var filter = Filter.all`: the type the initial value names.
            declared = found.compactMap { $0.typeName ?? $0.initializer.flatMap(Self.madeType) }
            guard declared.count == found.count else { return .unknown }
        } else if let call = mention.callName {
            let label = mention.callLabel ?? "_"
            // `Screen(route: .x)`: the type's initializers.
            let candidates = call.first?.isUppercase == true ? self.methods(of: call).filter { $0.name == "init" } : methods[call] ?? []
            let found = candidates.compactMap { method -> String? in
                guard let position = method.labels.firstIndex(of: label), position < method.parameters.count else { return nil }
                return method.parameters[position].typeName
            }
            guard !found.isEmpty else { return .unknown }
            declared = found
        } else {
            return .unknown
        }
        let types = Set(declared.map { TypeNames.base(of: TypeNames.strip($0)) })
        let routes = types.filter { isRouteCase(mention.name, of: $0) }
        if routes.count == 1, types.count == 1 { return .typed(routes.first!) }
        guard routes.isEmpty else { return .unknown }
        // Every declared type is concrete and known to the app (declared or extended), none with the case.
        let concrete = types.allSatisfy { type in
            guard let declaration = declaration(of: type) ?? declarations[type]?.first else { return false }
            return declaration.kind != .protocol && declaration.kind != .alias && !declaration.isLibraryStyle
        }
        return concrete ? .notASend : .unknown
    }

    /// `Filter.all`, `Filter(…)` → `Filter`.
    private static func madeType(_ value: ExprSyntax) -> String? {
        var value = Interpreter.unwrapped(value)
        if let call = value.as(FunctionCallExprSyntax.self) { value = Interpreter.unwrapped(call.calledExpression) }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base { value = Interpreter.unwrapped(base) }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name
    }

    /// Properties of generic containers, whose type may be an app route (`subject.value = .x`).
    static let genericValues: Set<String> = ["value", "wrappedValue", "projectedValue", "pointee", "current"]
}
