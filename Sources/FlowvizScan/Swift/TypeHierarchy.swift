/// What Swift says about how the app's types relate, before any navigation word: each class's
/// superclass chain, each type's protocol conformances (its own, its extensions', its
/// superclasses' and the protocols' own ancestors), and the extensions of each protocol with the
/// requirements of their `where` clauses.
///
/// Types the app only uses (UIKit's, a library's) are known by name: their declarations are not
/// scanned, so what they inherit is not known, and their extensions in the app are.
struct TypeHierarchy: Sendable {
    private let declarations: [String: [TypeDecl]]

    init(declarations: [String: [TypeDecl]]) {
        self.declarations = declarations
    }

    /// The primary declaration's kind (an alias's is `.alias`); nil for a type the app only extends or uses.
    func kind(of type: String) -> TypeDecl.Kind? {
        declarations[type]?.first { $0.kind != .extension }?.kind
    }

    /// The type an alias names (`typealias Screen = BaseScreen<Model>` → `BaseScreen`), followed
    /// through aliases of aliases; the name itself when it is no alias, or an alias of a
    /// composition (``compositionParts(of:)``).
    func resolvingAlias(_ type: String) -> String {
        var current = type, seen = Set<String>()
        while kind(of: current) == .alias, seen.insert(current).inserted,
              let targets = declarations[current]?.first(where: { $0.kind == .alias })?.inherited, targets.count == 1 {
            current = targets[0]
        }
        return current
    }

    /// The parts of a composition an alias names (`typealias Screen = UIViewController & ScreenType`
    /// → `UIViewController`, `ScreenType`), aliases followed; nil for any other type.
    func compositionParts(of type: String) -> [String]? {
        let type = resolvingAlias(type)
        guard kind(of: type) == .alias, let parts = declarations[type]?.first(where: { $0.kind == .alias })?.inherited,
              parts.count > 1 else { return nil }
        return parts.map(resolvingAlias)
    }

    /// What the type's declaration and extensions list after `:`, aliases resolved.
    func inherited(_ type: String) -> [String] {
        (declarations[type] ?? []).filter { $0.kind != .alias }.flatMap(\.inherited).map(resolvingAlias)
    }

    /// A class's direct superclass: the first type its declaration inherits, when that is a class
    /// the app declares or a type the app does not declare as a protocol and whose name is not
    /// one of a protocol (``looksLikeProtocol(_:)``). Nil for a struct, an enum, a protocol, a
    /// root class, and a type the app does not declare.
    func superclass(of type: String) -> String? {
        let type = resolvingAlias(type)
        guard kind(of: type) == .class,
              let first = declarations[type]?.first(where: { $0.kind == .class })?.inherited.first.map(resolvingAlias) else { return nil }
        switch kind(of: first) {
        case .class?: return first
        case nil: return Self.looksLikeProtocol(first) ? nil : first
        default: return nil
        }
    }

    /// The superclasses, nearest first, as far as the app's declarations go (ending at a type the
    /// app does not declare, such as `UIViewController`).
    func superclassChain(of type: String) -> [String] {
        var chain = [String](), current = resolvingAlias(type), seen: Set = [current]
        while let next = superclass(of: current), seen.insert(next).inserted {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// Every protocol the type conforms to: those its declaration and extensions list, those of its
    /// superclasses, and those these protocols inherit, nearest first, each once.
    func conformances(of type: String) -> [String] {
        let type = resolvingAlias(type)
        let classes = [type] + superclassChain(of: type)
        var result = [String](), seen = Set(classes)
        var queue = classes.flatMap { inherited($0).filter { !classes.contains($0) } }
        if kind(of: type) == .protocol { queue.insert(contentsOf: inherited(type), at: 0) }
        var index = 0
        while index < queue.count {
            let name = queue[index]
            index += 1
            guard seen.insert(name).inserted else { continue }
            result.append(name)
            queue += inherited(name)
        }
        return result
    }

    /// Whether `type` is `other`, a subclass of it, or conforms to it.
    func isA(_ type: String, _ other: String) -> Bool {
        let type = resolvingAlias(type), other = resolvingAlias(other)
        return type == other || superclassChain(of: type).contains(other) || conformances(of: type).contains(other)
    }

    /// The type's own declaration and its extensions, declaration first (TypeIndex sorts them so).
    func declarationsOf(_ type: String) -> [TypeDecl] {
        (declarations[resolvingAlias(type)] ?? []).filter { $0.kind != .alias }
    }

    /// Whether every requirement of an extension of `extended` holds for `type`. `Self` and the
    /// extended type's own name stand for `type`; a requirement on another name (an associated
    /// type: `Route == AppRoute`) cannot be decided from declarations, and is `nil`.
    func requirementsHold(_ requirements: [TypeDecl.Requirement], extended: String, for type: String) -> Bool? {
        var decided = true
        for requirement in requirements {
            guard requirement.subject == "Self" || requirement.subject == extended else { return nil }
            switch requirement.relation {
            case .conforms: decided = decided && isA(type, requirement.type)
            case .sameType: decided = decided && resolvingAlias(type) == resolvingAlias(requirement.type)
            }
        }
        return decided
    }

    /// Apple's and the standard library's protocol names, and the endings protocols are named with:
    /// what decides that an undeclared first inherited type is no superclass.
    static func looksLikeProtocol(_ name: String) -> Bool {
        if protocolNames.contains(name) { return true }
        return protocolEndings.contains { name.hasSuffix($0) }
    }

    private static let protocolNames: Set<String> = [
        "View", "App", "Scene", "Error", "ObservableObject", "NSObjectProtocol", "AnyObject", "Any", "Sendable",
        "Hashable", "Equatable", "Comparable", "Identifiable", "Codable", "Decodable", "Encodable",
        "CaseIterable", "RawRepresentable", "CustomStringConvertible", "Collection", "Sequence",
    ]
    private static let protocolEndings = ["Delegate", "DataSource", "Protocol", "Representable", "Convertible", "Type", "ing", "able", "ible"]
}
