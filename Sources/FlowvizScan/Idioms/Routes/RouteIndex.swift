import FlowvizCore
import SwiftSyntax

/// One value a route type can take: an enum case (`case item(String)`) or, in a struct or class
/// registry, a static member of the type's own type (`static var detail: Route { … }`).
struct RouteCaseDecl: Hashable, Sendable {
    var name: String
    var location: SourceLocation
}

/// A route value written in the app outside a `switch` pattern and outside its declaration:
/// `.item(id)`, `PantryRoute.close`, `AppStep.login` (RouteMentionFinder).
struct RouteMention: Hashable, Sendable {
    /// The type written before the dot, if any.
    var typeName: String?
    var name: String
    var location: SourceLocation
    /// Given as a flow's first route: `initialRoute: .x` (XCoordinator), `OneStepper(withSingleStep: X)`,
    /// `initialStep` (RxFlow).
    var isInitial = false
    /// The coordinator or flow type a first route is given to, when the code names it:
    /// `Child(initialRoute: .x)`, `super.init(initialRoute: .x)` (the enclosing type),
    /// `.contribute(withNextPresentable: childFlow, withNextStepper: OneStepper(withSingleStep: X))`,
    /// `coordinate(flow: AppFlow(), with: OneStepper(…))`.
    var initialTarget: String? = nil
    /// The call it is an argument of (`navigate` in `navigate(to: .x)`, `accept` in `steps.accept(X)`).
    var callName: String? = nil
    /// The label of that argument (`to` in `navigate(to: .x)`).
    var callLabel: String? = nil
    /// The property an implicit `.x` is assigned to (`selectionStyle` in `cell.selectionStyle = .none`).
    var assignedProperty: String? = nil
    /// The type annotated on the binding an implicit `.x` initializes (`var span: Span = .none`).
    var annotatedType: String? = nil
}

/// A member access that may write a route value (`.detail`, `Page.about`), found where the text
/// writes a case's name (``RouteMentions``); read in full (``RouteMentionFinder/mention(_:)``)
/// when that case's mentions are asked for.
struct RouteMentionCandidate: @unchecked Sendable {
    var node: MemberAccessExprSyntax
    var name: String
    /// The type written before the dot, if any.
    var typeName: String?
    var text: SourceText
    /// Inside a test double's declaration (`MockRouter`): never the app's send.
    var isInDouble = false
}

extension DeclarationCollector {
    /// The route values a member declares: each element of an enum `case`, a `static` property
    /// or function whose type is the declaring type (or `Self`). `nil` for other members.
    func routeCases(_ decl: DeclSyntax, of type: TypeDecl) -> [RouteCaseDecl]? {
        if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
            return enumCase.elements.map { RouteCaseDecl(name: $0.name.text, location: text.location(of: $0.name)) }
        }
        // In an enum, a static member computes one of the cases (`static func configure() -> Launch`):
        // only in a struct or class registry is each static member a route of its own.
        guard type.kind != .enum, type.kind != .protocol else { return nil }
        let ownType = { (written: String?) in written == type.name || written == "Self" }
        if let variable = decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "static" }) {
            let found = variable.bindings.compactMap { binding -> RouteCaseDecl? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                      ownType(binding.typeAnnotation.map { TypeNames.text(of: $0.type) }) else { return nil }
                return RouteCaseDecl(name: name.text, location: text.location(of: name))
            }
            return found.isEmpty ? nil : found
        }
        if let function = decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "static" }),
           ownType(function.signature.returnClause.map { TypeNames.text(of: $0.type) }) {
            return [RouteCaseDecl(name: function.name.text, location: text.location(of: function.name))]
        }
        return nil
    }
}

extension TypeIndex {
    /// Route types by the names of their cases, among `names` (sorted), each case's types in their order.
    static func routeTypes(byCase declarations: [String: [TypeDecl]], among names: [String]) -> [String: [String]] {
        var found = [String: [String]]()
        for name in names {
            guard let group = declarations[name], group.contains(where: { !$0.cases.isEmpty }) else { continue }
            for routeCase in Set(group.flatMap(\.cases).map(\.name)) {
                found[routeCase, default: []].append(name)
            }
        }
        return found
    }

    /// The values `type` can take, in declaration order.
    func routeCases(of type: String) -> [RouteCaseDecl] {
        (declarations[type] ?? []).flatMap(\.cases)
    }

    /// Every name some route type declares as a case.
    var routeCaseNames: Set<String> { Set(routeTypesByCase.keys) }

    /// Whether `name` is a case of some route type (of `type`, when given).
    func isRouteCase(_ name: String, of type: String? = nil) -> Bool {
        guard let types = routeTypesByCase[name] else { return false }
        return type.map(types.contains) ?? true
    }

    /// The route type whose cases include every name in `names` (the type a `switch` is over).
    func routeType(covering names: [String], preferring hint: String? = nil) -> String? {
        guard let first = names.first, var candidates = routeTypesByCase[first] else { return nil }
        for name in names.dropFirst() { candidates = candidates.filter { routeTypesByCase[name]?.contains($0) ?? false } }
        if let hint, candidates.contains(hint) { return hint }
        return candidates.count == 1 ? candidates[0] : nil
    }
}

/// The route value an expression writes, read from its text alone: `.item(id)` → (nil, item),
/// `PantryRoute.close` → (PantryRoute, close). `nil` when it is not a case of an app route type.
enum RouteExpressions {
    static func routeCase(_ expression: ExprSyntax, index: TypeIndex) -> (type: String?, name: String)? {
        var expression = Interpreter.unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = Interpreter.unwrapped(call.calledExpression) }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        // A name no route type declares is none, whatever its receiver.
        guard index.isRouteCase(name) else { return nil }
        guard let base = member.base else { return (nil, name) }
        let typeName = TypeNames.base(of: Interpreter.unwrapped(base).trimmedSource)
        return index.isRouteCase(name, of: typeName) ? (typeName, name) : nil
    }
}

/// Finds the route values a file writes (outside `case` patterns and enum declarations): what
/// the app sends to its dispatchers.
final class RouteMentionFinder: SyntaxVisitor {
    private let text: SourceText
    private(set) var found = [RouteMentionCandidate]()
    /// How many of the types the walk is inside are test doubles (RouteMentionContext.isDouble).
    private var doubles = 0

    init(text: SourceText) {
        self.text = text
        super.init(viewMode: .sourceAccurate)
    }

    /// What may be route values in `tree`; none in a file under a test folder (test code is not the app).
    static func mentions(in tree: SourceFileSyntax, text: SourceText) -> [RouteMentionCandidate] {
        guard !RouteMentionContext.isTestFile(text.path) else { return [] }
        let finder = RouteMentionFinder(text: text)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name) }
    override func visitPost(_ node: ClassDeclSyntax) { leave(node.name) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name) }
    override func visitPost(_ node: StructDeclSyntax) { leave(node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name) }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node.name) }
    private func enter(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        if RouteMentionContext.isDouble(name.text) { doubles += 1 }
        return .visitChildren
    }
    private func leave(_ name: TokenSyntax) { if RouteMentionContext.isDouble(name.text) { doubles -= 1 } }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: ExpressionPatternSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    /// `route(to: \.item)` is Stinsen's (StinsenIndex); no key path names an enum case.
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// Any case name, whatever its capitals (`.Detail`, `Page.About`): the index keeps only
    /// names some type declares as a case (TypeIndex.recordRouteMentions).
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let candidate = Self.candidate(node, text: text, isInDouble: doubles > 0) { found.append(candidate) }
        return .visitChildren
    }

    /// `node` as a candidate: a name, after nothing or after a capitalised name.
    /// (Whether it is sent at all is read later, for names some type declares as a case: most are not.)
    static func candidate(_ node: MemberAccessExprSyntax, text: SourceText, isInDouble: Bool) -> RouteMentionCandidate? {
        let name = node.declName.baseName.text
        guard name.first.map(IdentifierText.startsName) == true else { return nil }
        var typeName: String?
        if let base = node.base {
            let base = Interpreter.unwrapped(base)
            // `Page.About`, `Router.Route.thread`: the last type named before the case.
            let written = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            guard let written, written.first?.isUppercase == true else { return nil }
            typeName = written
        }
        return RouteMentionCandidate(node: node, name: name, typeName: typeName, text: text, isInDouble: isInDouble)
    }

    /// The mention `candidate` is, read in full; `nil` in test code.
    static func mention(_ candidate: RouteMentionCandidate) -> RouteMention? {
        let node = candidate.node, typeName = candidate.typeName
        if candidate.isInDouble { return nil }  // a test file has no candidates
        if RouteMentionContext.isNotASend(node) { return nil }
        return RouteMention(
            typeName: typeName, name: candidate.name, location: candidate.text.location(of: node.declName), isInitial: Self.isInitial(node),
            initialTarget: Self.initialTarget(node), callName: Self.callName(node), callLabel: Self.callArgument(node)?.label?.text,
            assignedProperty: typeName == nil ? RouteMentionContext.assignedProperty(node) : nil,
            annotatedType: typeName == nil ? RouteMentionContext.annotatedType(node) : nil
        )
    }

    static let initialLabels: Set<String> = ["initialRoute", "initialStep", "withSingleStep"]

    /// The name of the call the route is passed to: `.item(id)` in `navigate(to: .item(id))` → `navigate`.
    static func callName(_ node: MemberAccessExprSyntax) -> String? {
        guard let argument = callArgument(node), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = Interpreter.unwrapped(call.calledExpression)
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return callee.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The call argument the route is (`.item(id)` itself, or the call it makes).
    static func callArgument(_ node: MemberAccessExprSyntax) -> LabeledExprSyntax? {
        var current = Syntax(node)
        if let own = current.parent?.as(FunctionCallExprSyntax.self), own.calledExpression.id == node.id { current = Syntax(own) }
        guard let argument = current.parent?.as(LabeledExprSyntax.self), argument.parent?.parent?.is(FunctionCallExprSyntax.self) == true else { return nil }
        return argument
    }

    /// Inside an argument labelled as a first route, or an `initialStep` property: its
    /// initializer, or anywhere in its getter (`guard hasKey else { return Step.welcome }`
    /// then `return Step.main`: each branch is a first step).
    static func isInitial(_ node: MemberAccessExprSyntax) -> Bool {
        var current: Syntax? = Syntax(node)
        while let node = current {
            if let argument = node.as(LabeledExprSyntax.self), let label = argument.label?.text { return initialLabels.contains(label) }
            if let binding = node.as(PatternBindingSyntax.self) { return binding.pattern.trimmedSource == "initialStep" }
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// The type a first route is given to (see ``RouteMention/initialTarget``); `nil` when unnamed.
    static func initialTarget(_ node: MemberAccessExprSyntax) -> String? {
        var current: Syntax? = Syntax(node)
        var argument: LabeledExprSyntax?
        for _ in 0..<8 {
            guard let node = current else { return nil }
            if let labeled = node.as(LabeledExprSyntax.self), labeled.label != nil { argument = labeled; break }
            current = node.parent
        }
        guard let argument, let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = Interpreter.unwrapped(call.calledExpression).trimmedSource
        if argument.label?.text != "withSingleStep" {
            if ["init", "super.init", "self.init"].contains(callee) { return enclosingType(of: Syntax(call)) }
            return typeName(callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee)
        }
        // `OneStepper(withSingleStep: X)` handed with a presentable: the flow it is handed with.
        guard let stepperArgument = call.parent?.as(LabeledExprSyntax.self),
              ["withNextStepper", "with"].contains(stepperArgument.label?.text ?? ""),
              let presentable = stepperArgument.parent?.as(LabeledExprListSyntax.self)?.first?.expression else { return nil }
        return madeType(of: presentable)
    }

    /// `Flow()` → `Flow`; a local or property made so (`let flow = SettingsFlow()`) → its type.
    private static func madeType(of expression: ExprSyntax) -> String? {
        let expression = Interpreter.unwrapped(expression)
        if let made = expression.as(FunctionCallExprSyntax.self) { return typeName(Interpreter.unwrapped(made.calledExpression).trimmedSource) }
        var name = expression.trimmedSource
        if name.hasPrefix("self.") { name.removeFirst(5) }
        var node: Syntax? = Syntax(expression)
        while let current = node {
            node = current.parent
            let items: [DeclSyntax]
            if let block = current.as(CodeBlockItemListSyntax.self) {
                items = block.compactMap { $0.item.as(DeclSyntax.self) }
            } else if let members = current.as(MemberBlockItemListSyntax.self) {
                items = members.map(\.decl)
            } else {
                continue
            }
            for variable in items.compactMap({ $0.as(VariableDeclSyntax.self) }) {
                for binding in variable.bindings where binding.pattern.trimmedSource == name {
                    if let annotated = binding.typeAnnotation { return typeName(TypeNames.base(of: annotated.type.trimmedSource)) }
                    return binding.initializer.flatMap { madeType(of: $0.value) }
                }
            }
        }
        return nil
    }

    private static func typeName(_ text: String) -> String? {
        text.first?.isUppercase == true && IdentifierText.isIdentifier(text) ? text : nil
    }

    private static func enclosingType(of node: Syntax) -> String? {
        var current = node.parent
        while let node = current {
            if let name = node.as(ClassDeclSyntax.self)?.name ?? node.as(StructDeclSyntax.self)?.name { return name.text }
            if let extended = node.as(ExtensionDeclSyntax.self) { return TypeNames.base(of: extended.extendedType.trimmedSource) }
            current = node.parent
        }
        return nil
    }
}
