import FlowvizCore
import SwiftSyntax

/// SwiftUI route navigation as SwiftUI documents it (Docs/SCANNING.md, "Routes", SwiftUI), read
/// from the views once, before the interpreters run:
/// - `NavigationStack(path: $router.path) { Root() }` binds a router's path to a stack whose first
///   screen is `Root`; `.sheet(item: $router.sheet)` / `.fullScreenCover(item:)` bind a route
///   property to a modal presentation;
/// - `.navigationDestination(for: Route.self) { route in switch route { … } }` and the content of
///   `.sheet(item:)` are **destinations**: each case builds the screen that route shows, also
///   through an app registry (`{ $0.view }` where `var view: some View { switch self { … } }`).
/// A **router** (the coordinator of such an app) is a class whose route property a view binds this
/// way and that something appends to or sets: a plain `ObservableObject` state holder is none.
struct SwiftUIRouteIndex: @unchecked Sendable {
    enum Style: Hashable, Sendable { case push, sheet, fullScreen }

    /// A router's route property bound to a stack or a modal presentation.
    struct Binding: Sendable {
        var router: String
        var property: String
        var style: Style
        /// A stack's first screens (`NavigationStack(path:) { Shelf() }`), where they are made.
        var roots: [(type: String, location: SourceLocation)]
        /// The view whose code binds it (a modal's presenting screen).
        var host: String
        /// A stack's content closure as written in the host's code.
        var content: Syntax? = nil
    }

    /// One case of a destination: the screen it builds.
    struct Case: Sendable {
        var name: String
        var screen: (type: String, location: SourceLocation, id: SyntaxIdentifier)?
        /// `.interactiveDismissDisabled()` in the case: a sheet the user cannot swipe away.
        var blocksSwipe: Bool
        /// A route factory's own style (`Route(id:, style: .sheet) { … }`): the router writes it
        /// only to the property bound with that style (SwiftUIRouteFactories.swift).
        var style: Style? = nil
    }

    /// A closure turning a route value into a screen.
    struct Destination: Sendable {
        var routeType: String?
        var style: Style
        /// For `.sheet(item:)` / `.fullScreenCover(item:)`: the bound router and property.
        var router: String?
        var property: String?
        var cases: [Case]
        var hasDefault: Bool
        /// How `unreachable_route` names it: `ShopView.navigationDestination(for:)`, `ShopRoute.view`.
        var name: String
        /// The app view a modal's content wraps each screen in (`StackHost { item.route.view }`):
        /// when it binds a stack of its own, the screens are presented on a stack of their own.
        var wrapper: String? = nil
    }

    private(set) var bindings = [Binding]()
    private(set) var destinations = [Destination]()
    /// The app's routers, by type name.
    private(set) var routers = Set<String>()
    /// Modals the views present from their own state, in an app with a router (SwiftUILocalModals.swift).
    private(set) var localModals = [SwiftUILocalModal]()

    init() {}

    /// The calls every binding and destination is read from (`NavigationStack(path:)`,
    /// `navigationDestination(for:)`, `sheet(item:)`, `fullScreenCover(item:)`).
    static let bindingCalls = ["NavigationStack", "navigationDestination", "sheet", "fullScreenCover"]

    /// `inOneWalk`: every body walked at once, as the two walks must match (for tests).
    init(index: TypeIndex, texts: [String: SourceText], inOneWalk: Bool = false) {
        // Bindings and destinations are made only by these calls (a modal of a view modifier's
        // parameter, also by the modifier's callers). The bodies in files naming one are walked
        // first: if none of their bindings leads to screens, no route exists, and the other
        // bodies (read for what writes a binding) are not walked; else they are, and what they
        // find is put among the first walk's findings in the app's order.
        var mentions = FileMentions(Self.bindingCalls, texts: texts)
        mentions.searchEveryFile()
        // No file names one: the first walk would find nothing.
        guard inOneWalk || mentions.namedInAnyFile else { return }
        let finder: SwiftUINavigationFinder
        if inOneWalk {
            finder = SwiftUINavigationFinder.walk(index: index, texts: texts)
        } else {
            finder = SwiftUINavigationFinder.walk(index: index, texts: texts) { mentions.named(in: $0.location.file) }
            guard !finder.parametricModals.isEmpty
                || finder.bindings.contains(where: { Self.leadsToScreens($0, finder.destinations, index) }) else { return }
            finder.absorb(SwiftUINavigationFinder.walk(index: index, texts: texts) { !mentions.named(in: $0.location.file) })
        }
        finder.finish()
        // Evidence: something appends to the bound path or sets the bound route, and a destination
        // turns what is written into app screens (a sheet of a plain item is no route, nor one whose
        // cases show only the view's own content).
        destinations = finder.destinations
        bindings = finder.bindings.filter { binding in
            finder.written.contains(binding.property) && Self.leadsToScreens(binding, destinations, index)
        }
        routers = Set(bindings.map(\.router))
        if !routers.isEmpty {
            localModals = SwiftUILocalModalFinder.modals(index: index, texts: texts, routed: Set(bindings.map { "\($0.router).\($0.property)" }))
        }
        destinations = destinations.filter { destination in
            destination.router.map(routers.contains) ?? !routers.isEmpty
        }
    }

    func bindings(of router: String) -> [Binding] { bindings.filter { $0.router == router } }

    /// The destinations a route written to `property` of `router` goes to: a modal's own content,
    /// or, for a stack, every push destination of the path's route type (any, for `NavigationPath`).
    func destinations(for binding: Binding, index: TypeIndex) -> [Destination] {
        Self.destinations(for: binding, among: destinations, index: index)
    }

    private static func destinations(for binding: Binding, among destinations: [Destination], index: TypeIndex) -> [Destination] {
        if binding.style != .push { return destinations.filter { $0.router == binding.router && $0.property == binding.property } }
        let declared = index.property(binding.property, of: binding.router)?.typeName.flatMap(TypeNames.element(of:)).map(TypeNames.base(of:))
        return destinations.filter { $0.style == .push && (declared == nil || $0.routeType == nil || $0.routeType == declared) }
    }

    /// Whether one of `binding`'s destinations shows an app screen for some case.
    private static func leadsToScreens(_ binding: Binding, _ destinations: [Destination], _ index: TypeIndex) -> Bool {
        Self.destinations(for: binding, among: destinations, index: index).contains { $0.cases.contains { $0.screen != nil } }
    }
}

/// Walks method bodies for stacks, modal bindings and destinations, and for writes to route properties.
final class SwiftUINavigationFinder: SyntaxVisitor {
    let index: TypeIndex
    let texts: [String: SourceText]
    var owner = ""
    var file = ""
    var method: MethodDecl?
    var bindings = [SwiftUIRouteIndex.Binding]()
    var destinations = [SwiftUIRouteIndex.Destination]()
    /// Property names something appends to (`path.append(x)`) or assigns (`sheet = .x`).
    var written = Set<String>()
    /// Read once every body is walked (SwiftUIStacks.swift): a stack's content, by binding.
    var pendingRoots = [Int: PendingRoots]()
    /// `$router.sheet` passed to any call, for modifiers that bind their parameter.
    var bindingArguments = [BindingArgument]()
    /// `sheet(item: sheets)` where `sheets` is a parameter of a view modifier.
    var parametricModals = [ParametricModal]()
    /// App views made with a content closure (`Tab { Home() }`), by view type.
    var contentMakers = [String: [ContentMaker]]()
    /// Where the body being walked stands in the app's order of bodies.
    var position = 0

    init(index: TypeIndex, texts: [String: SourceText]) {
        self.index = index
        self.texts = texts
        super.init(viewMode: .sourceAccurate)
    }

    func location(of node: some SyntaxProtocol, in file: String? = nil) -> SourceLocation {
        (texts[file ?? self.file] ?? SourceText(path: file ?? self.file, bytes: [])).location(of: node)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = Interpreter.unwrapped(node.calledExpression)
        let labels = node.arguments.map { $0.label?.text }
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let member = callee.as(MemberAccessExprSyntax.self), ["append", "insert"].contains(name), let base = member.base {
            if let property = Self.lastName(base) { written.insert(property) }
        }
        noteArguments(node, calling: name)
        switch (name, labels.first ?? nil) {
        case ("NavigationStack", "path"?):
            if let bound = boundProperty(node.arguments.first!.expression) {
                if let content = node.trailingClosure { pendingRoots[bindings.count] = .init(statements: content.statements, owner: owner, file: file) }
                bindings.append(.init(
                    router: bound.router, property: bound.property, style: .push, roots: [], host: owner, content: node.trailingClosure.map(Syntax.init)
                ))
            }
        case ("navigationDestination", "for"?):
            let routeType = node.arguments.first.map { TypeNames.base(of: $0.expression.trimmedSource.replacingOccurrences(of: ".self", with: "")) }
            if let closure = Self.contentClosure(node) {
                addDestination(closure, routeType: routeType, style: .push, bound: nil, name: "\(owner).navigationDestination(for:)")
            }
        case ("sheet", "item"?), ("fullScreenCover", "item"?):
            let style: SwiftUIRouteIndex.Style = name == "sheet" ? .sheet : .fullScreen
            if let bound = boundProperty(node.arguments.first!.expression), let closure = Self.contentClosure(node) {
                addModal(bound, style: style, closure: closure, host: owner, name: "\(owner).\(name!)(item:)")
            } else if let closure = Self.contentClosure(node) {
                noteParametricModal(node.arguments.first!.expression, style: style, closure: closure, name: "\(owner).\(name!)(item:)")
            }
        default:
            break
        }
        return .visitChildren
    }

    /// `sheet = .settings`, `router.path = []`: an assignment to a route property.
    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self), let property = Self.lastName(node.leftOperand) { written.insert(property) }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let property = Self.lastName(elements[0]) { written.insert(property) }
        return .visitChildren
    }

    /// `path`, `self.path`, `router.path` → `path`.
    static func lastName(_ expression: ExprSyntax) -> String? {
        let expression = Interpreter.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The trailing closure, or the one passed as `destination:` / `content:`.
    static func contentClosure(_ node: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        // `.sheet(item: $x) { onDismiss } content: { item in … }`: the labelled content, not the dismissal.
        if let content = node.additionalTrailingClosures.first(where: { ["content", "destination"].contains($0.label.text) }) { return content.closure }
        if let content = node.arguments.first(where: { ["content", "destination"].contains($0.label?.text ?? "") })?.expression.as(ClosureExprSyntax.self) {
            return content
        }
        return node.trailingClosure ?? node.arguments.lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
    }

    func addModal(_ bound: (router: String, property: String), style: SwiftUIRouteIndex.Style, closure: ClosureExprSyntax, host: String, name: String) {
        bindings.append(.init(router: bound.router, property: bound.property, style: style, roots: [], host: host))
        let declared = index.property(bound.property, of: bound.router)?.typeName.map(TypeNames.base(of:))
        addDestination(closure, routeType: declared, style: style, bound: bound, name: name)
    }

    /// `$router.path`, `$model.router.sheet`: the router type (resolved from the view's declared
    /// properties) and the property; `nil` for a view's own `@State` path (no router).
    func boundProperty(_ expression: ExprSyntax, in owner: String? = nil) -> (router: String, property: String)? {
        let owner = owner ?? self.owner
        guard expression.firstToken(viewMode: .sourceAccurate)?.text.hasPrefix("$") == true else { return nil }
        var text = expression.trimmedSource
        text.removeFirst()
        var parts = text.split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        guard parts.count >= 2, let property = parts.last else { return nil }
        guard let router = SwiftUITypes.resolve(Array(parts.dropLast()), in: owner, index: index),
              index.declaration(of: router)?.kind == .class, index.property(property, of: router) != nil else { return nil }
        return (router, property)
    }

    func addDestination(
        _ closure: ClosureExprSyntax, routeType: String?, style: SwiftUIRouteIndex.Style, bound: (router: String, property: String)?, name: String
    ) {
        let parameters = Interpreter.parameterNames(of: closure) + ["$0"]
        var switchNode = Interpreter.eventSwitch(in: closure.statements, over: parameters) ?? Self.wrappedSwitch(closure.statements, over: parameters)
        var destinationName = name
        var caseFile = file
        if switchNode == nil, let (registry, method) = registryMethod(closure.statements, parameters: parameters, routeType: routeType) {
            switchNode = Interpreter.eventSwitch(in: method.body, over: method.parameters.map(\.name) + ["self"])
            destinationName = "\(registry).\(method.name)"
            caseFile = method.location.file
        }
        guard let switchNode else {
            addFactoryDestination(closure, routeType: routeType, style: style, bound: bound, name: name, parameters: parameters)
            return
        }
        var cases = [SwiftUIRouteIndex.Case]()
        var hasDefault = false
        for element in switchNode.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            guard case .case(let label) = switchCase.label else { hasDefault = true; continue }
            let screen = SwiftUITypes.firstScreen(in: Syntax(switchCase.statements), index: index)
            let blocks = switchCase.statements.description.contains("interactiveDismissDisabled()")
            for item in label.caseItems {
                guard let route = Interpreter.routeName(of: item.pattern) else { continue }
                cases.append(.init(
                    name: route, screen: screen.map { ($0.type, location(of: $0.node, in: caseFile), $0.node.id) }, blocksSwipe: blocks
                ))
            }
        }
        guard !cases.isEmpty else { return }
        let resolved = routeType.flatMap { index.isDeclared($0) ? $0 : nil } ?? index.routeType(covering: cases.map(\.name))
        destinations.append(.init(
            routeType: resolved, style: style, router: bound?.router, property: bound?.property, cases: cases, hasDefault: hasDefault,
            name: destinationName
        ))
    }

    /// `{ $0.view }`, `{ route in route.destination() }`, `{ destination(for: $0) }`: the registry
    /// member or helper that switches over the route.
    private func registryMethod(_ statements: CodeBlockItemListSyntax, parameters: [String], routeType: String?) -> (String, MethodDecl)? {
        guard statements.count == 1, let only = statements.first, case .expr(var expression) = only.item else { return nil }
        expression = Interpreter.unwrapped(expression)
        var isCall = false
        if let made = expression.as(FunctionCallExprSyntax.self) { isCall = true; expression = Interpreter.unwrapped(made.calledExpression) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           parameters.contains(Interpreter.unwrapped(base).trimmedSource), let routeType,
           let method = index.method(member.declName.baseName.text, of: routeType), !method.body.isEmpty {
            return (routeType, method)
        }
        if isCall, let reference = expression.as(DeclReferenceExprSyntax.self),
           let method = index.method(reference.baseName.text, of: owner), !method.body.isEmpty {
            return (owner, method)
        }
        return nil
    }
}

/// Reading types in SwiftUI code without a type checker.
enum SwiftUITypes {
    /// The type of `router` / `model.router` as the views declare it: an annotation
    /// (`@EnvironmentObject var router: Router`), an initializer (`@StateObject var router = Router()`)
    /// or `@Environment(Router.self)`.
    static func resolve(_ path: [String], in owner: String, index: TypeIndex) -> String? {
        var current = owner
        for name in path {
            guard let property = index.property(name, of: current) else { return nil }
            if let typeName = property.typeName {
                current = TypeNames.base(of: typeName)
            } else if let made = property.initializer.flatMap({ $0.as(FunctionCallExprSyntax.self) }),
                      let typeName = CreationFinder.typeName(Interpreter.unwrapped(made.calledExpression)) {
                current = typeName
            } else if let wrapped = property.attributes.lazy.compactMap({ index.property("wrappedValue", of: $0)?.typeName }).first {
                current = TypeNames.base(of: wrapped)  // `@Router var router`: the wrapper's `wrappedValue`
            } else {
                return nil
            }
        }
        return index.isDeclared(current) ? current : nil
    }

    /// The first app view made in `node`, in source order (`NavigationStack { Checkout() }` → Checkout).
    static func firstScreen(in node: Syntax, index: TypeIndex) -> (type: String, node: FunctionCallExprSyntax)? {
        let calls = node.tokens(viewMode: .sourceAccurate).lazy.compactMap { token -> FunctionCallExprSyntax? in
            guard let reference = token.parent, let holder = reference.parent else { return nil }
            if let call = holder.as(FunctionCallExprSyntax.self) { return call }
            // `Editor.MainView(…)`: the type's name is the member of a namespace.
            guard let member = holder.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else { return nil }
            return member.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == member.id ? $0 : nil }
        }
        for call in calls {
            if let name = viewTypeName(call.calledExpression), index.isSwiftUIView(name) || index.isViewController(name) && index.isDeclared(name) {
                // A wrapper around content it is handed (`Gate { SignInView() }`): the screen is the content's.
                if isContentWrapper(name, index: index), let content = wrappedContent(of: call), let inner = firstScreen(in: Syntax(content.statements), index: index) {
                    return inner
                }
                return (name, call)
            }
        }
        return nil
    }

    /// A view that shows content its maker hands it: a `content` property of no app type
    /// (`let content: Content`, `var content: () -> Content`, `AnyView`). One that puts the content
    /// on a stack of its own (`NavigationStack { content() }`) stays the screen: what the content
    /// pushes goes onto a stack the wrapper holds, which only the wrapper tells.
    static func isContentWrapper(_ name: String, index: TypeIndex) -> Bool {
        guard let content = index.property("content", of: name),
              content.typeName.map({ !index.isDeclared(TypeNames.base(of: $0)) }) ?? true else { return false }
        return !index.ownMethods(of: name).contains { method in
            method.body.tokens(viewMode: .sourceAccurate).contains { ["NavigationStack", "NavigationView"].contains($0.text) }
        }
    }

    /// The closure a view is made with as its content: trailing, or passed as `content:`.
    static func wrappedContent(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
    }

    /// `Shelf`, `Editor.MainView` (a view nested in a namespace): the type a call makes.
    static func viewTypeName(_ callee: ExprSyntax) -> String? {
        let callee = Interpreter.unwrapped(callee)
        if let name = CreationFinder.typeName(callee) { return name }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, CreationFinder.typeName(Interpreter.unwrapped(base)) != nil else { return nil }
        return CreationFinder.typeName(ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName)))
    }
}

/// Dead SwiftUI routes (`unreachable_route`): a case a router's destination builds a screen for
/// that nothing in the app writes, at the case's declaration.
struct SwiftUIRouteChecks {
    let index: TypeIndex
    /// Cases a router ran from a known origin (see ``RouteChecks/dispatched``).
    var dispatched = Set<String>()

    /// The facts `existing` (the coordinators' own dispatchers) does not already hold.
    func facts(besides existing: [SourceFact]) -> [SourceFact] {
        var seen = Set(existing.compactMap { fact -> String? in
            if case .unreachableRoute(let type, let route, _) = fact.kind { "\(type).\(route)" } else { nil }
        })
        var facts = [SourceFact]()
        for destination in index.swiftUIRoutes.destinations {
            guard let routeType = destination.routeType else { continue }
            let declared = Dictionary(index.routeCases(of: routeType).map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
            for routeCase in destination.cases {
                guard let location = declared[routeCase.name], seen.insert("\(routeType).\(routeCase.name)").inserted else { continue }
                let mentions = (index.routeMentions[routeCase.name] ?? []).filter { $0.typeName == nil || $0.typeName == routeType }
                guard mentions.isEmpty, !dispatched.contains(routeCase.name) else { continue }
                facts.append(SourceFact(
                    .unreachableRoute(routeType: routeType, route: routeCase.name, dispatcher: destination.name), location: location
                ))
            }
        }
        return facts
    }
}
