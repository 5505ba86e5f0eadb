import FlowvizCore
import SwiftSyntax

/// A route type whose static members each build their view (Docs/SCANNING.md, "Routes", SwiftUI):
///
///     struct Route: Hashable {
///         init(id: String, style: Style = .push, @ViewBuilder content: () -> some View) { … }
///         var destination: some View { content }
///     }
///     extension Route { static var settings: Route { Route(id: "settings", style: .sheet) { SettingsView() } } }
///
/// A destination that shows the route value (`navigationDestination(for: Route.self) { $0.destination }`,
/// a sheet whose item holds the route: `sheet(item: $router.sheet) { item in item.route.destination }`)
/// shows every factory of that style: each static member is a case, its first app view the screen.
extension SwiftUINavigationFinder {
    func addFactoryDestination(
        _ closure: ClosureExprSyntax, routeType: String?, style: SwiftUIRouteIndex.Style, bound: (router: String, property: String)?,
        name: String, parameters: [String]
    ) {
        guard let routeType, let factories = Self.factoryType(of: routeType, index: index),
              closure.statements.tokens(viewMode: .sourceAccurate).contains(where: { parameters.contains($0.text) }) else { return }
        var cases = [SwiftUIRouteIndex.Case]()
        var seen = Set<String>()
        for routeCase in index.routeCases(of: factories) where seen.insert(routeCase.name).inserted {
            // Of overloads (`videoPlayer(item:)` making a model and calling `videoPlayer(model:)`), the one building the view.
            let built = index.methods(of: factories).lazy.filter { $0.name == routeCase.name && !$0.body.isEmpty }.compactMap { factory in
                SwiftUITypes.firstScreen(in: Syntax(factory.body), index: self.index).map { (factory, $0) }
            }.first
            // A static member that builds no app view is a value, not a route factory (`static var preview: Item`).
            guard let (factory, screen) = built else { continue }
            let declared = factoryStyle(factory, of: factories)
            guard declared == nil || declared == style else { continue }
            cases.append(.init(
                name: routeCase.name, screen: (screen.type, location(of: screen.node, in: factory.location.file), screen.node.id),
                blocksSwipe: factory.body.description.contains("interactiveDismissDisabled()"), style: declared
            ))
        }
        guard !cases.isEmpty else { return }
        destinations.append(.init(
            routeType: factories, style: style, router: bound?.router, property: bound?.property, cases: cases, hasDefault: false, name: name,
            wrapper: style == .push ? nil : SwiftUITypes.firstScreen(in: Syntax(closure.statements), index: index)?.type
        ))
    }

    /// The type whose static members are the routes: `type` itself, or the type of one of its
    /// properties (a presented item holding the route: `struct Presented { let route: Route }`).
    static func factoryType(of type: String, index: TypeIndex) -> String? {
        func isRegistry(_ name: String) -> Bool {
            guard let kind = index.declaration(of: name)?.kind, kind == .struct || kind == .class else { return false }
            return !index.routeCases(of: name).isEmpty
        }
        if isRegistry(type) { return type }
        return index.properties(of: type).lazy.compactMap { $0.typeName.map(TypeNames.base(of:)) }.first(where: isRegistry)
    }

    /// The style a factory gives its route: the `style:` it passes to the type's initializer, or
    /// that parameter's default; `nil` when it cannot be read (a style computed from a closure).
    private func factoryStyle(_ factory: MethodDecl, of type: String) -> SwiftUIRouteIndex.Style? {
        let made = factory.body.tokens(viewMode: .sourceAccurate).lazy.compactMap { token -> FunctionCallExprSyntax? in
            guard [type, "Self", "init"].contains(token.text), let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
            return call
        }.first
        guard let made else { return nil }
        let labels = made.arguments.compactMap { $0.label?.text }
        if let written = made.arguments.first(where: { $0.label?.text == "style" }) { return Self.style(named: written.expression.trimmedSource) }
        // `withNamespace: { .push(.zoom(sourceID: "item", namespace: $0)) }`: a closure returning one style.
        if let closure = made.arguments.lazy.compactMap({ $0.expression.as(ClosureExprSyntax.self) }).first(where: { $0.statements.count == 1 }),
           let style = Self.style(named: closure.statements.trimmedSource) {
            return style
        }
        let initializer = index.methods(of: type).first { $0.name == "init" && Set(labels).isSubset(of: Set($0.labels)) && $0.labels.contains("style") }
        return initializer?.defaults["style"].flatMap(Self.style(named:))
    }

    /// `.sheet`, `.fullscreen`, `.push(.automatic)`: a style's name.
    static func style(named text: String) -> SwiftUIRouteIndex.Style? {
        let name = text.drop { $0 == "." }.lowercased()
        if name.hasPrefix("push") { return .push }
        if name.hasPrefix("sheet") { return .sheet }
        if name.hasPrefix("fullscreen") { return .fullScreen }
        return nil
    }
}

/// Types between a view and its router: `@Router var router` whose `route(to:)` passes the route
/// on to `coordinator?.push(route)` (up to four hops).
enum SwiftUIForwarders {
    /// The router method `name` (called on a value of `type` with `arguments`) ends in, with the
    /// arguments as the first call wrote them; `nil` when the route does not reach `router`.
    static func follow(
        _ type: String, _ name: String, _ arguments: [LabeledExprSyntax], to router: String, index: TypeIndex, depth: Int = 0
    ) -> SwiftUISend.Kind? {
        let labels = arguments.map { $0.label?.text ?? "_" }
        guard depth < 4, type != router, let method = index.method(name, labels: labels, of: type), !method.body.isEmpty else { return nil }
        // Each parameter's expression at the first call, matched by label in order.
        var bound = [String: ExprSyntax]()
        var position = 0
        for argument in arguments {
            let label = argument.label?.text ?? "_"
            while position < method.labels.count, method.labels[position] != label { position += 1 }
            guard position < method.labels.count else { break }
            bound[method.parameters[position].name] = argument.expression
            position += 1
        }
        for call in method.body.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) }) {
            guard let member = Interpreter.unwrapped(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base,
                  let holder = resolve(base, in: type, index: index) else { continue }
            var passes = false
            let passed = call.arguments.map { argument -> LabeledExprSyntax in
                guard let reference = argument.expression.as(DeclReferenceExprSyntax.self), let value = bound[reference.baseName.text] else { return argument }
                passes = true
                return argument.with(\.expression, value)
            }
            guard passes else { continue }
            let callee = member.declName.baseName.text
            if holder == router {
                let calledLabels = passed.map { $0.label?.text ?? "_" }
                guard let declared = index.method(callee, labels: calledLabels, of: router), !declared.body.isEmpty else { continue }
                return .call(name: callee, labels: declared.labels, arguments: passed.map(\.expression))
            }
            if let found = follow(holder, callee, passed, to: router, index: index, depth: depth + 1) { return found }
        }
        return nil
    }

    /// `router`, `self.router`, `coordinator?`: the declared type of a property path of `owner`.
    static func resolve(_ expression: ExprSyntax, in owner: String, index: TypeIndex) -> String? {
        guard var parts = Interpreter.propertyPath(expression) else { return nil }
        if parts.first == "self" { parts.removeFirst() }
        return parts.isEmpty ? nil : SwiftUITypes.resolve(parts, in: owner, index: index)
    }
}
