import Dispatch
import FlowvizCore
import SwiftSyntax

/// Stinsen's vocabulary (Docs/SCANNING.md, "Routes"), by its documented names: the library is
/// never linked.
enum StinsenVocabulary {
    /// The protocols a Stinsen coordinator conforms to, and the library's wrappers.
    static let coordinatorProtocols: Set<String> = [
        "NavigationCoordinatable", "TabCoordinatable", "ViewWrapperCoordinator", "NavigationViewCoordinator", "Coordinatable",
    ]
    /// Generic wrappers a factory returns a child in: `NavigationViewCoordinator<Child>` gives the child a stack of its own.
    static let wrappers: Set<String> = ["NavigationViewCoordinator", "ViewWrapperCoordinator"]
    /// What a view holds a coordinator's router as: `X.Router`, `NavigationRouter<X>`, `TabRouter<X>`.
    static let routerTypes: Set<String> = ["NavigationRouter", "TabRouter", "ViewWrapperRouter"]

    /// A coordinator the app declares that conforms (directly or through its ancestors) to Stinsen's protocols.
    static func isCoordinator(_ type: String, _ index: TypeIndex) -> Bool {
        index.isDeclared(type) && index.ancestry(of: type).dropFirst().contains { coordinatorProtocols.contains($0) && !index.isDeclared($0) }
    }

    /// The coordinator a router type names: `ItemCoordinator.Router` → `ItemCoordinator`, `NavigationRouter<X>` → `X`.
    static func routedCoordinator(_ typeName: String) -> String? {
        if typeName.hasSuffix(".Router") { return String(typeName.dropLast(".Router".count)) }
        guard let open = typeName.firstIndex(of: "<"), routerTypes.contains(String(typeName[..<open])), typeName.hasSuffix(">") else { return nil }
        return String(typeName[typeName.index(after: open)..<typeName.index(before: typeName.endIndex)])
    }
}

/// A `@Root` or `@Route(…)` property of a Stinsen coordinator: a destination and the factory that makes it.
struct StinsenRoute: Hashable, Sendable {
    enum Kind: String, Sendable { case root, push, modal, fullScreen, tab }
    var owner: String
    var name: String
    var kind: Kind
    /// `makeDetail` in `@Route(.push) var detail = makeDetail`.
    var factory: String
    var location: SourceLocation
}

/// A method that may be a route's factory (declared anywhere, `#if` branches included): what it
/// returns and the types it constructs (`Name(…)`), in source order.
struct StinsenFactory: Hashable, Sendable {
    var returnType: String?
    var constructions: [(name: String, location: SourceLocation, parent: Int?)]
    var location: SourceLocation

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.location == rhs.location }
    func hash(into hasher: inout Hasher) { hasher.combine(location) }
}

/// A call of a router operation: `route(to: \.x, item)`, `root(\.x)`, `focusFirst(\.x)`,
/// `dismissCoordinator()`, `popLast()`, `popToRoot()`.
struct StinsenSend: Hashable, Sendable {
    var verb: String
    /// The route the key path names (`nil` for the operations that name none).
    var route: String?
    /// `X` in `\X.detail`.
    var keyPathType: String?
    /// The receiver's text without `self.` and optional marks (`nil`: a bare call).
    var receiver: String?
    /// The type and member (method or property) the call sits in.
    var owner: String?
    var member: String?
    var memberLocation: SourceLocation?
    var location: SourceLocation
}

/// Stinsen's declarations and calls in the app, from one walk per file (ParallelParser.swift).
struct StinsenIndex: Sendable {
    var routes = [String: [StinsenRoute]]()
    /// `NavigationStack(initial: \X.start)`, `TabChild(startingItems: [\X.a, \X.b])`: the first routes, by coordinator.
    var initial = [String: [String]]()
    var sends = [StinsenSend]()
    /// `Child().view()`, `NavigationViewCoordinator(Child()).view()` in a view: a coordinator the
    /// view shows in place, started and kept by the library (`verb` is `view`, `route` the type).
    var embeds = [StinsenSend]()
    /// Methods by `Owner.name`, the first declared first.
    var factories = [String: [StinsenFactory]]()
    /// Types each type's code names (`ItemView` names `CastAndCrewHStack`): which screen a view is part of.
    var references = [String: Set<String>]()
    /// Lower-case names code refers to (`makeDetail()`, `self.makeDetail`), route properties'
    /// factories (`@Route(.push) var detail = makeDetail`) not counted: a method no code names.
    var mentioned = Set<String>()

    mutating func add(_ other: StinsenIndex) {
        mentioned.formUnion(other.mentioned)
        for (owner, found) in other.routes { routes[owner, default: []] += found }
        for (owner, found) in other.initial { initial[owner, default: []] += found }
        sends += other.sends
        embeds += other.embeds
        for (key, found) in other.factories { factories[key, default: []] += found }
        for (owner, found) in other.references { references[owner, default: []].formUnion(found) }
    }

    /// The sends that may name `route` of `owner`: typed for it, or a bare key path (`\.x`).
    func sends(of route: String, in owner: String) -> [StinsenSend] {
        sends.filter { $0.route == route && ($0.keyPathType == nil || $0.keyPathType == owner) }
    }
}

extension StinsenIndex {
    /// The app's Stinsen facts, each file walked on every core and added in file order; empty
    /// when no type the app declares is a Stinsen coordinator, since every reader of the index
    /// asks about one (`StinsenVocabulary.isCoordinator`), and the walk is a whole-app one.
    static func read(_ files: [ParsedFile], index: TypeIndex) -> StinsenIndex {
        var read = StinsenIndex()
        // A Stinsen coordinator's ancestry holds one of the library's protocols, and every
        // ancestry is made of the names declarations inherit: an app whose declarations inherit
        // none of them has no Stinsen coordinator, and no type's ancestry is asked.
        let namesLibraryProtocol = index.declarations.values.contains { declarations in
            declarations.contains { $0.inherited.contains(where: StinsenVocabulary.coordinatorProtocols.contains) }
        }
        guard namesLibraryProtocol, index.declarations.keys.contains(where: { StinsenVocabulary.isCoordinator($0, index) }) else { return read }
        let results = UnsafeResults<StinsenIndex>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { position in
            let file = files[position]
            results.set(position, file.tree.map { StinsenFinder.find(in: $0, text: file.text) } ?? StinsenIndex())
        }
        for found in results.values { read.add(found) }
        return read
    }
}

/// Walks a file for ``StinsenIndex``'s facts.
final class StinsenFinder: SyntaxVisitor {
    private let text: SourceText
    private var found = StinsenIndex()
    private var types = [String]()
    private var members = [(name: String, location: SourceLocation)]()
    /// Inside a route property (its factory names are the library's to call).
    private var inRoute = false

    private init(text: SourceText) {
        self.text = text
        super.init(viewMode: .sourceAccurate)
    }

    static func find(in tree: SourceFileSyntax, text: SourceText) -> StinsenIndex {
        let finder = StinsenFinder(text: text)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(TypeNames.base(of: node.extendedType.trimmedSource))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        members.append((node.name.text, text.location(of: node.name)))
        if let owner = types.last, let body = node.body {
            found.factories["\(owner).\(node.name.text)", default: []].append(StinsenFactory(
                returnType: node.signature.returnClause.map { $0.type.trimmedSource },
                constructions: ConstructionFinder.constructions(in: body).map { ($0.name, text.location(of: $0.node), $0.parent) },
                location: text.location(of: node.name)
            ))
        }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { members.removeLast() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        members.append(("init", text.location(of: node.initKeyword)))
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { members.removeLast() }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
        guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return .visitChildren }
        members.append((name?.text ?? "", name.map(text.location(of:)) ?? text.location(of: node)))
        if let name, let owner = types.last, let route = route(node, name: name, owner: owner) {
            found.routes[owner, default: []].append(route)
            inRoute = true
        }
        return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) {
        if node.parent?.is(MemberBlockItemSyntax.self) == true { members.removeLast(); inRoute = false }
    }

    /// `@Root var start = makeStart`, `@Route(.push) var detail = makeDetail`, `@Route(tabItem: makeTab) var home = makeHome`.
    private func route(_ node: VariableDeclSyntax, name: TokenSyntax, owner: String) -> StinsenRoute? {
        for case .attribute(let attribute) in node.attributes {
            let attributeName = attribute.nameText
            guard attributeName == "Root" || attributeName == "Route",
                  let factory = node.bindings.first?.initializer?.value.trimmedSource.split(separator: ".").last else { continue }
            var kind = StinsenRoute.Kind.root
            if attributeName == "Route" {
                guard case .argumentList(let arguments)? = attribute.arguments, let first = arguments.first else { continue }
                if first.label?.text == "tabItem" {
                    kind = .tab
                } else if let member = first.expression.as(MemberAccessExprSyntax.self), let style = StinsenRoute.Kind(rawValue: member.declName.baseName.text) {
                    kind = style
                } else {
                    continue
                }
            }
            return StinsenRoute(owner: owner, name: name.text, kind: kind, factory: String(factory), location: text.location(of: name))
        }
        return nil
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if let owner = types.last, let first = name.unicodeScalars.first, first.properties.isUppercase {
            found.references[owner, default: []].insert(name)
        } else if !inRoute {
            found.mentioned.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = Interpreter.unwrapped(node.calledExpression)
        let member = callee.as(MemberAccessExprSyntax.self)
        guard let name = member?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return .visitChildren }
        let keyPaths = node.arguments.compactMap { $0.expression.as(KeyPathExprSyntax.self) }
            + (node.arguments.first?.expression.as(ArrayExprSyntax.self)?.elements.compactMap { $0.expression.as(KeyPathExprSyntax.self) } ?? [])
        switch name {
        case "NavigationStack" where node.arguments.first?.label?.text == "initial", "TabChild" where node.arguments.first?.label?.text == "startingItems":
            for keyPath in keyPaths {
                let (root, route) = Self.split(keyPath)
                guard let owner = root ?? types.last, let route else { continue }
                found.initial[owner, default: []].append(route)
            }
        case "route" where node.arguments.first?.label?.text == "to" && !keyPaths.isEmpty,
             "root" where !keyPaths.isEmpty, "focusFirst" where !keyPaths.isEmpty,
             "dismissCoordinator", "popLast", "popToRoot":
            let (root, route) = keyPaths.first.map(Self.split) ?? (nil, nil)
            var receiver = member?.base.map { $0.trimmedSource.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") }
            if receiver?.hasPrefix("self.") == true { receiver?.removeFirst(5) }
            if receiver == "self" { receiver = nil }
            found.sends.append(StinsenSend(
                verb: name, route: route, keyPathType: root, receiver: receiver, owner: types.last,
                member: members.last?.name, memberLocation: members.last?.location, location: text.location(of: node)
            ))
        case "view" where node.arguments.isEmpty:
            guard let made = member?.base?.as(FunctionCallExprSyntax.self) else { break }
            for construction in ConstructionFinder.constructions(in: made) where !StinsenVocabulary.wrappers.contains(construction.name) {
                found.embeds.append(StinsenSend(
                    verb: name, route: construction.name, keyPathType: nil, receiver: nil, owner: types.last,
                    member: members.last?.name, memberLocation: members.last?.location, location: text.location(of: node)
                ))
                break
            }
        default:
            break
        }
        return .visitChildren
    }

    /// `\X.detail` → (X, detail); `\.detail` → (nil, detail).
    static func split(_ keyPath: KeyPathExprSyntax) -> (String?, String?) {
        let root = keyPath.root.map { TypeNames.base(of: $0.trimmedSource) }
        let route = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
        return (root, route)
    }
}

extension StinsenIndex {
    /// The coordinator a send goes to: the one a router property names (`router: X.Router`), a
    /// coordinator-typed receiver, the enclosing coordinator for a bare call, the key path's root
    /// (`\X.detail`); `nil` when the scanner cannot tell.
    static func target(of send: StinsenSend, index: TypeIndex) -> String? {
        guard let receiver = send.receiver else {
            if let owner = send.owner, StinsenVocabulary.isCoordinator(owner, index) { return owner }
            return send.keyPathType
        }
        // A type declared once per platform holds the property in each file: this file's first.
        let declared = send.owner.map { owner in index.properties(of: owner).filter { $0.name == receiver } } ?? []
        guard let typeName = (declared.first { $0.location.file == send.location.file } ?? declared.first)?.typeName else { return send.keyPathType }
        if let routed = StinsenVocabulary.routedCoordinator(typeName) { return TypeNames.base(of: routed) }
        let base = TypeNames.base(of: typeName)
        return StinsenVocabulary.isCoordinator(base, index) ? base : send.keyPathType
    }

    /// Whether something in the app may send `route` of `owner` (sends the scanner cannot tie to a
    /// coordinator count for every coordinator with a route of that name).
    func isSent(_ route: String, of owner: String, index: TypeIndex) -> Bool {
        let lineage = Set(index.ancestry(of: owner))
        return sends.contains { send in
            guard send.route == route else { return false }
            guard let target = Self.target(of: send, index: index) else { return true }
            // Shared code's router of a coordinator declared once per target is each target's.
            return lineage.contains(target) || index.ancestry(of: target).contains(owner) || index.targetAliases[target]?.contains(owner) == true
        }
    }
}
