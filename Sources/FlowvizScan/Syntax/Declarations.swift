import FlowvizCore
import SwiftSyntax

/// A type declaration (or an extension of one) in a scanned file: what the scanner needs of it.
struct TypeDecl: @unchecked Sendable {
    /// `alias`: `typealias CartScreen = HostingScreen<CartView>`, kept as a type inheriting its target.
    enum Kind: Sendable { case `class`, `struct`, `enum`, `protocol`, `extension`, actor, alias }

    var name: String
    var kind: Kind
    /// Superclass and protocols as written (generic arguments dropped).
    var inherited: [String]
    var location: SourceLocation
    var properties: [PropertyDecl]
    var methods: [MethodDecl]
    /// An enum's cases, and a type's static members of its own type (`static var detail: Route`):
    /// the values a route, step or event can take (RouteIndex.swift).
    var cases: [RouteCaseDecl] = []
    /// An `open` or generic class: a library's base or a type eraser, never an app's flow itself.
    var isLibraryStyle = false
    /// Declared inside another type (named by its own name only: `Coordinator`, `Action`).
    var isNested = false
    /// The type an extension's nested declaration (`extension Map { class Coordinator }`) or a
    /// nested type's extension (`extension Map.Coordinator`) belongs to: `Map`. A representable's
    /// types are then named by it (`Map.Coordinator`), as when declared inside it (TypeIndex).
    var extendedParent: String?
    /// An extension's `where` clause (`extension Coordinator where Self: UIViewController`): the
    /// requirements the extended type must meet for its members to apply (Swift/MemberLookup.swift).
    var requirements: [Requirement] = []

    /// One requirement of a `where` clause, its types' names as written (generic arguments dropped).
    struct Requirement: Sendable, Equatable {
        enum Relation: Sendable { case conforms, sameType }
        var subject: String
        var relation: Relation
        var type: String
    }
}

/// A stored or computed property. A class: declarations are shared, not copied, by the indexes.
final class PropertyDecl: @unchecked Sendable {
    let name: String
    /// The annotated type without `?`/`!`, generic arguments kept (`[Coordinator]`, `Set<FlowCoordinator>`).
    let typeName: String?
    let initializer: ExprSyntax?
    let isWeak: Bool
    let location: SourceLocation
    /// `let`: assigned once, in the initializer or by its own initial value.
    let isConstant: Bool
    /// The custom attributes written on it (`@Router var router`): a property wrapper among them
    /// gives it the wrapper's `wrappedValue` type (SwiftUITypes.resolve).
    var attributes: [String] = []

    init(name: String, typeName: String?, initializer: ExprSyntax?, isWeak: Bool, location: SourceLocation, isConstant: Bool = false) {
        self.name = name
        self.typeName = typeName
        self.initializer = initializer
        self.isWeak = isWeak
        self.location = location
        self.isConstant = isConstant
    }
}

/// A function (or initializer) with a body.
final class MethodDecl: @unchecked Sendable {
    /// The base name (`navigationController`, `start`, `init`).
    let name: String
    /// Argument labels (`_` for none): `["_", "didShow", "animated"]`.
    let labels: [String]
    /// Parameter names used inside the body, with their annotated types.
    let parameters: [(name: String, typeName: String)]
    let returnType: String?
    let body: CodeBlockItemListSyntax
    /// Where the name is.
    let location: SourceLocation
    /// The type that declares it (renamed with it: TypeIndex).
    var owner: String
    /// `@objc` / `@IBAction`: run by the system (a notification, a selector, a control), so
    /// code nothing in the app calls may still run.
    var isExternalEntry = false
    /// Default values as written, by argument label (`style: Style = .push` → `style: .push`).
    var defaults = [String: String]()

    init(
        name: String, labels: [String], parameters: [(name: String, typeName: String)], returnType: String?,
        body: CodeBlockItemListSyntax, location: SourceLocation, owner: String
    ) {
        self.name = name
        self.labels = labels
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.location = location
        self.owner = owner
        // (Appended piece by piece: one of these is made for every method of the app.)
        var signature = name + "("
        for label in labels {
            signature += label
            signature += ":"
        }
        signature += ")"
        self.signature = signature
        self.key = signature + "@" + location.file + ":" + String(location.line) + ":" + String(location.column)
    }

    /// `navigationController(_:didShow:animated:)`.
    let signature: String
    /// The signature and where it is declared: one method, whatever its overloads and overrides.
    let key: String
}

/// Collects the type declarations of one parsed file.
final class DeclarationCollector: SyntaxVisitor {
    /// SwiftUI types whose nested `Coordinator` is a delegate object, not a flow.
    static let swiftUIHosts: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable"]

    let text: SourceText
    private(set) var types = [TypeDecl]()
    /// Free functions and top-level code are not coordinators; their creations of coordinators
    /// still matter (an app delegate, a `@main` struct), so top-level bodies are kept too.
    private(set) var topLevelBodies = [CodeBlockItemListSyntax]()

    init(text: SourceText) {
        self.text = text
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name, .class, node.inheritanceClause, node.memberBlock)
        markLibraryStyle(node)
        return .skipChildren
    }

    /// Marks the type just added as declared inside another.
    private func markNested() {
        if !types.isEmpty { types[types.count - 1].isNested = true }
    }

    /// Marks the class just added when it is `open` or generic.
    fileprivate func markLibraryStyle(_ node: ClassDeclSyntax) {
        guard node.genericParameterClause != nil || node.modifiers.contains(where: { $0.name.text == "open" }),
              let position = types.lastIndex(where: { $0.name == node.name.text }) else { return }
        types[position].isLibraryStyle = true
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name, .struct, node.inheritanceClause, node.memberBlock)
        return .skipChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name, .enum, node.inheritanceClause, node.memberBlock)
        return .skipChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name, .actor, node.inheritanceClause, node.memberBlock)
        return .skipChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name, .protocol, node.inheritanceClause, node.memberBlock)
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = TypeNames.strip(node.extendedType.trimmedSource).split(separator: ".").map(String.init)
        let name = TypeNames.base(of: node.extendedType.trimmedSource)
        let start = types.count
        add(name, at: node.extendedType, .extension, node.inheritanceClause, node.memberBlock)
        // `extension Map.Coordinator`: the parent is the component before the last.
        if let position = types.lastIndex(where: { $0.name == name && $0.kind == .extension }), position >= start {
            if path.count >= 2 { types[position].extendedParent = path[path.count - 2] }
            types[position].requirements = Self.requirements(node.genericWhereClause)
        }
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        addAlias(node)
        return .skipChildren
    }

    /// `typealias Screen = BaseScreen<Model>` inherits its target; `typealias Screen =
    /// UIViewController & ScreenType` inherits each part of the composition.
    fileprivate func addAlias(_ node: TypeAliasDeclSyntax, named name: String? = nil) {
        var value = node.initializer.value
        if let tuple = value.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { value = only.type }
        let targets = value.as(CompositionTypeSyntax.self).map { $0.elements.map { TypeNames.base(of: TypeNames.text(of: $0.type)) } }
            ?? [TypeNames.base(of: TypeNames.text(of: value))]
        types.append(TypeDecl(name: name ?? node.name.text, kind: .alias, inherited: targets, location: text.location(of: node.name), properties: [], methods: []))
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { topLevelBodies.append(body.statements) }
        return .skipChildren
    }

    private func add(
        _ name: TokenSyntax, _ kind: TypeDecl.Kind, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax
    ) {
        add(name.text, at: name, kind, inheritance, members)
    }

    private func add(
        _ name: String, at node: some SyntaxProtocol, _ kind: TypeDecl.Kind, _ inheritance: InheritanceClauseSyntax?,
        _ members: MemberBlockSyntax
    ) {
        let inherited = inheritance?.inheritedTypes.map { TypeNames.base(of: TypeNames.text(of: $0.type)) } ?? []
        if inherited.contains(where: TestCode.testCaseBases.contains) { return }
        var decl = TypeDecl(name: name, kind: kind, inherited: inherited, location: text.location(of: node), properties: [], methods: [])
        for member in members.members {
            collect(member.decl, into: &decl)
        }
        types.append(decl)
    }

    private func collect(_ decl: DeclSyntax, into type: inout TypeDecl) {
        // Members under `#if os(iOS)` / `#if DEBUG`: every clause's, as the scanner does not know the build.
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
            for clause in conditional.clauses {
                guard case .decls(let members)? = clause.elements else { continue }
                for member in members { collect(member.decl, into: &type) }
            }
            return
        }
        if let routeCases = routeCases(decl, of: type) {
            type.cases += routeCases
            if decl.is(EnumCaseDeclSyntax.self) { return }
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            let declared = method(function.name.text, function.signature, body: function.body, at: function.name, owner: type.name)
            declared.isExternalEntry = function.attributes.contains {
                guard case .attribute(let attribute) = $0 else { return false }
                return ["objc", "IBAction"].contains(attribute.nameText)
            }
            type.methods.append(declared)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            type.methods.append(method("init", initializer.signature, body: initializer.body, at: initializer.initKeyword, owner: type.name))
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            let isWeak = variable.modifiers.contains { $0.name.text == "weak" || $0.name.text == "unowned" }
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                let property = PropertyDecl(
                    name: pattern.identifier.text,
                    typeName: binding.typeAnnotation.map { TypeNames.strip(TypeNames.text(of: $0.type)) } ?? Self.environmentType(variable),
                    initializer: binding.initializer?.value,
                    isWeak: isWeak,
                    location: text.location(of: pattern.identifier),
                    isConstant: variable.bindingSpecifier.tokenKind == .keyword(.let)
                )
                if property.typeName == nil {
                    property.attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.nameText }
                }
                type.properties.append(property)
                if let getter = binding.accessorBlock, case .getter(let body) = getter.accessors {
                    type.methods.append(MethodDecl(
                        name: pattern.identifier.text, labels: [], parameters: [],
                        returnType: binding.typeAnnotation.map { TypeNames.strip(TypeNames.text(of: $0.type)) },
                        body: body, location: text.location(of: pattern.identifier), owner: type.name
                    ))
                }
            }
        } else if let nested = decl.as(ClassDeclSyntax.self) {
            if Self.swiftUIHosts.contains(where: type.inherited.contains) {
                // A representable's `Coordinator` is UIKit's delegate glue, named by its parent:
                // never a flow coordinator, never merged with another type of the same name.
                add("\(type.name).\(nested.name.text)", at: nested.name, .class, nested.inheritanceClause, nested.memberBlock)
                return
            }
            add(nested.name, .class, nested.inheritanceClause, nested.memberBlock)
            markNested()
            markLibraryStyle(nested)
            if type.kind == .extension, let position = types.lastIndex(where: { $0.name == nested.name.text }) {
                types[position].extendedParent = type.name
            }
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            addAlias(alias)
            markNested()
            // Also by its parent (`Factory.Alert.ResultType`): a factory's result type, however
            // many factories name theirs alike.
            addAlias(alias, named: "\(type.name).\(alias.name.text)")
        } else if let nested = decl.as(StructDeclSyntax.self) {
            add(nested.name, .struct, nested.inheritanceClause, nested.memberBlock)
            markNested()
        } else if let nested = decl.as(EnumDeclSyntax.self) {
            add(nested.name, .enum, nested.inheritanceClause, nested.memberBlock)
            markNested()
        } else if let nested = decl.as(ProtocolDeclSyntax.self) {
            add(nested.name, .protocol, nested.inheritanceClause, nested.memberBlock)
            markNested()
        }
    }
}

extension DeclarationCollector {
    /// The requirements of a `where` clause: conformances (`Self: UIViewController`) and same
    /// types (`Self == HomeCoordinator`, `Route == AppRoute`); layout requirements are dropped.
    static func requirements(_ clause: GenericWhereClauseSyntax?) -> [TypeDecl.Requirement] {
        (clause?.requirements ?? []).compactMap { requirement in
            switch requirement.requirement {
            case .conformanceRequirement(let conformance):
                return .init(subject: TypeNames.strip(conformance.leftType.trimmedSource), relation: .conforms,
                             type: TypeNames.base(of: conformance.rightType.trimmedSource))
            case .sameTypeRequirement(let same):
                return .init(subject: TypeNames.strip(same.leftType.trimmedSource), relation: .sameType,
                             type: TypeNames.base(of: same.rightType.trimmedSource))
            default:
                return nil
            }
        }
    }

    /// `@Environment(Router.self) var router`: the type SwiftUI's environment gives it.
    static func environmentType(_ variable: VariableDeclSyntax) -> String? {
        for case .attribute(let attribute) in variable.attributes where attribute.nameText == "Environment" {
            guard case .argumentList(let arguments)? = attribute.arguments, let first = arguments.first,
                  let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                  let base = member.base else { continue }
            return TypeNames.strip(base.trimmedSource)
        }
        return nil
    }

    fileprivate func method(
        _ name: String, _ signature: FunctionSignatureSyntax, body: CodeBlockSyntax?, at nameToken: TokenSyntax, owner: String
    ) -> MethodDecl {
        let parameters = signature.parameterClause.parameters
        let defaults = Dictionary(parameters.compactMap { parameter in
            parameter.defaultValue.map { (parameter.firstName.text, $0.value.trimmedSource) }
        }, uniquingKeysWith: { first, _ in first })
        let declared = MethodDecl(
            name: name,
            labels: parameters.map { $0.firstName.text },
            parameters: parameters.map { (($0.secondName ?? $0.firstName).text, TypeNames.strip(TypeNames.text(of: $0.type))) },
            returnType: signature.returnClause.map { TypeNames.strip(TypeNames.text(of: $0.type)) },
            body: body?.statements ?? [],
            location: text.location(of: nameToken),
            owner: owner
        )
        declared.defaults = defaults
        return declared
    }
}

/// Protocol requirements are functions without bodies; they are kept as methods with an empty body.
extension TypeDecl {
    /// Base names of the methods declared (or required, for a protocol).
    var methodNames: [String] { methods.map(\.name) }
}

extension TypeNames {
    /// The named type a type annotation spells, optionals and generic arguments dropped:
    /// `SettingsCoordinator?` and `Router<AppRoute>` give `SettingsCoordinator` and `Router`.
    static func named(_ type: TypeSyntax) -> String {
        base(of: strip(text(of: type)))
    }

    /// A type's text; plain and optional names without rebuilding the source text.
    static func text(of type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.text
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return text(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return text(of: unwrapped.wrappedType) }
        return type.trimmedSource
    }
}
