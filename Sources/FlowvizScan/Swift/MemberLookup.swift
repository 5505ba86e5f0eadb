/// Finds the method a call runs, the way Swift dispatches it: on the receiver's type and its
/// extensions, then up its superclass chain (each class with its extensions), then in the
/// extensions of the protocols it conforms to whose `where` clauses it meets, a constrained
/// extension before an unconstrained one. `super.m()` starts at the superclass. A method is
/// matched by its base name and argument labels (trailing parameters with default values may be
/// left out); nothing is resolved by name alone.
struct MemberLookup: Sendable {
    /// What a call resolves to.
    enum Resolution {
        /// The app's method with a body that runs.
        case method(MethodDecl)
        /// A protocol requirement with no default in the app: which conformer's method runs
        /// depends on the value, not on this type.
        case requirement(MethodDecl)
        /// A protocol extension that may apply, under a `where` clause on an associated type
        /// that declarations cannot decide.
        case undecided(MethodDecl)
        /// Nothing the app declares: a framework's method, or none at all.
        case notDeclared

        /// The method that runs, when the app's code decides it.
        var method: MethodDecl? {
            if case .method(let method) = self { return method }
            return nil
        }
    }

    let hierarchy: TypeHierarchy

    /// The method `type.name(labels…)` runs.
    func method(_ name: String, labels: [String], on type: String) -> Resolution {
        let type = hierarchy.resolvingAlias(type)
        for owner in [type] + hierarchy.superclassChain(of: type) where hierarchy.kind(of: owner) != .protocol {
            if let found = declared(name, labels, in: hierarchy.declarationsOf(owner).filter { $0.requirements.isEmpty }) {
                return .method(found)
            }
        }
        return protocolDefault(name, labels, for: type)
    }

    /// Every method named `name` a value of `type` can call, whatever its labels, in the order
    /// Swift looks: the type and its extensions, its superclasses, then protocol extensions.
    func methods(_ name: String, on type: String) -> [MethodDecl] {
        let type = hierarchy.resolvingAlias(type)
        let owners = ([type] + hierarchy.superclassChain(of: type)).filter { hierarchy.kind(of: $0) != .protocol }
        let declarations = owners.flatMap { hierarchy.declarationsOf($0).filter { $0.requirements.isEmpty } }
            + hierarchy.conformances(of: type).flatMap { hierarchy.declarationsOf($0).filter { $0.kind != .protocol } }
        return declarations.flatMap { $0.methods.filter { $0.name == name } }
    }

    /// The method `super.name(labels…)` runs in a method of `type`.
    func superMethod(_ name: String, labels: [String], from type: String) -> Resolution {
        guard let parent = hierarchy.superclass(of: hierarchy.resolvingAlias(type)) else { return .notDeclared }
        return method(name, labels: labels, on: parent)
    }

    /// A protocol extension's default for `type`: one whose `where` clause holds beats one without.
    private func protocolDefault(_ name: String, _ labels: [String], for type: String) -> Resolution {
        var unconstrained: MethodDecl?, undecided: MethodDecl?, requirement: MethodDecl?
        let protocols = hierarchy.kind(of: type) == .protocol ? [type] + hierarchy.conformances(of: type) : hierarchy.conformances(of: type)
        for proto in protocols {
            for declaration in hierarchy.declarationsOf(proto) {
                if declaration.kind == .protocol {
                    requirement = requirement ?? declared(name, labels, in: [declaration])
                    continue
                }
                guard let found = declared(name, labels, in: [declaration]) else { continue }
                if declaration.requirements.isEmpty {
                    unconstrained = unconstrained ?? found
                } else {
                    switch hierarchy.requirementsHold(declaration.requirements, extended: proto, for: type) {
                    case true?: return .method(found)
                    case nil: undecided = undecided ?? found
                    case false?: continue
                    }
                }
            }
        }
        if let undecided { return .undecided(undecided) }
        if let unconstrained { return .method(unconstrained) }
        if let requirement { return .requirement(requirement) }
        return .notDeclared
    }

    /// The first method named `name` in `declarations` whose labels match: the same labels, or
    /// more whose extra (trailing) parameters all have default values. (In a protocol's own
    /// declaration a method is a requirement; anywhere else, an implementation.)
    private func declared(_ name: String, _ labels: [String], in declarations: [TypeDecl]) -> MethodDecl? {
        for declaration in declarations {
            for method in declaration.methods where method.name == name {
                if Self.labels(labels, match: method) { return method }
            }
        }
        return nil
    }

    /// Whether a call with `labels` can call `method`.
    static func labels(_ labels: [String], match method: MethodDecl) -> Bool {
        guard method.labels.count >= labels.count, Array(method.labels.prefix(labels.count)) == labels else { return false }
        return method.labels.dropFirst(labels.count).allSatisfy { method.defaults[$0] != nil }
    }
}
