extension TypeIndex {
    /// One type's ancestry and members, ancestors' included: what the index keeps per type.
    struct TypeTables {
        var name: String
        var ancestors: [String]
        var methods: [MethodDecl]
        var properties: [PropertyDecl]
        var methodsByName: [String: [MethodDecl]]
        /// The nearest property of each name.
        var propertyByName: [String: PropertyDecl]
        var isProtocol: Bool
        /// Its own declarations' methods that have a body, in their order.
        var ownMethodsWithBodies: [MethodDecl]
    }

    /// The tables of `names`, in their order, read on every core: each reads only `index`'s declarations.
    static func tables(of names: [String], in index: TypeIndex) -> [TypeTables] {
        chunked(names) { name in
            let ancestors = index.computeAncestry(of: name)
            let methods = ancestors.flatMap { (index.declarations[$0] ?? []).flatMap(\.methods) }
            let properties = ancestors.flatMap { (index.declarations[$0] ?? []).flatMap(\.properties) }
            var methodsByName = [String: [MethodDecl]]()
            for method in methods { methodsByName[method.name, default: []].append(method) }
            var propertyByName = [String: PropertyDecl]()
            for property in properties where propertyByName[property.name] == nil { propertyByName[property.name] = property }
            return TypeTables(
                name: name, ancestors: ancestors, methods: methods, properties: properties, methodsByName: methodsByName,
                propertyByName: propertyByName, isProtocol: index.isProtocol(name),
                ownMethodsWithBodies: (index.declarations[name] ?? []).flatMap(\.methods).filter { !$0.body.isEmpty }
            )
        }
    }

    /// Those of `names` for which `keep(index, name)` holds, in their order, decided on every core.
    static func names(_ names: [String], in index: TypeIndex, where keep: @escaping (TypeIndex, String) -> Bool) -> [String] {
        zip(names, decide(names, in: index, keep)).filter(\.1).map(\.0)
    }

    /// `decide(index, name)` for each of `names`, in their order, on every core.
    static func decide(_ names: [String], in index: TypeIndex, _ decide: @escaping (TypeIndex, String) -> Bool) -> [Bool] {
        chunked(names) { decide(index, $0) }
    }

    private static func chunked<Result>(_ names: [String], _ transform: @escaping (String) -> Result) -> [Result] {
        Array(ConcurrentRuns.map(names, size: 64, maximum: 32) { $0.map(transform) }.joined())
    }
}
