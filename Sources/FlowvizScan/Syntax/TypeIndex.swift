/// Every type declared in the scanned files, merged with its extensions, and what the scanner
/// makes of it: coordinator, view controller, SwiftUI view, or something else.
struct TypeIndex {
    /// Declarations by type name; a type's extensions follow its declaration.
    private(set) var declarations = [String: [TypeDecl]]()
    /// Types declared (not extended) more than once, with where: each target of a multi-platform
    /// app (`App/` and `App tvOS/`), each example app in one directory, `#if` alternatives. Only
    /// what every declaration says is kept (``TypeIndex/agreed(_:)``); a coordinator among them is
    /// not walked (its start is unknown).
    private(set) var multiplyDeclared = [String: [SourceLocation]]()
    /// A coordinator declared once per target, as code shared by the targets names it: the
    /// name each target's declaration has (SourceTargets.swift).
    var targetAliases = [String: [String]]()
    /// Computed once, so that lookups during interpretation cost no scan of every type.
    private var ancestryByType = [String: [String]]()
    private var methodsByType = [String: [MethodDecl]]()
    private var propertiesByType = [String: [PropertyDecl]]()
    private var methodsWithBodiesByName = [String: [MethodDecl]]()
    /// Each type's own methods with bodies, types in name order: the order whole-app walks read bodies in.
    private var methodsWithBodiesByType = [(type: String, methods: [MethodDecl])]()
    private var conformersByAncestor = [String: [String]]()
    private var methodsByTypeAndName = [String: [String: [MethodDecl]]]()
    private var propertyByTypeAndName = [String: [String: PropertyDecl]]()
    /// Classification of declared types, once.
    private var viewControllers = [String: Bool]()
    private var coordinators = [String: Bool]()
    /// Route types (enums and types with static members of their own type) by case name (RouteIndex.swift).
    private(set) var routeTypesByCase = [String: [String]]()
    /// Methods the app's navigation controllers call on the screens they pop (``PopNotifications``).
    private(set) var popNotifications = Set<String>()
    /// Route values the app writes outside `case` patterns, by case name (RouteMentionLookup.swift).
    private(set) var routeMentions = RouteMentions()
    /// SwiftUI stacks, modal bindings, destinations and routers (SwiftUIRouteIndex.swift).
    private(set) var swiftUIRoutes = SwiftUIRouteIndex()
    /// What app views make and hold, read when the app has SwiftUI routers (SwiftUIHolderIndex.swift).
    private(set) var swiftUIHolders = SwiftUIHolderIndex()
    /// Stinsen's routes and router calls (StinsenIndex.swift).
    var stinsen = StinsenIndex()
    /// An app's own wrappers around a state machine (StateMachines.swift).
    var stateMachineWrappers = StateMachineWrappers()

    /// UIKit and SwiftUI names that make a type a screen when it inherits from one.
    static let screenBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UISplitViewController", "UIHostingController", "UIDocumentPickerViewController", "UIImagePickerController",
        "UIActivityViewController", "UIAlertController", "SFSafariViewController", "MFMailComposeViewController",
    ]
    /// Apple's view controllers that are never a screen of the app's flow: alerts, share sheets,
    /// mail and message composers, pickers, QuickLook, Safari.
    static let systemScreens: Set<String> = [
        "UIActivityViewController", "UIAlertController", "SFSafariViewController", "MFMailComposeViewController",
        "UIDocumentPickerViewController", "UIImagePickerController", "PHPickerViewController", "QLPreviewController",
        "MFMessageComposeViewController", "UIFontPickerViewController", "UIColorPickerViewController", "CNContactPickerViewController",
        "SKStoreProductViewController", "EKEventEditViewController", "UIVideoEditorController", "UIReferenceLibraryViewController",
        "UICloudSharingController", "GKGameCenterViewController",
    ]
    /// Containers: a coordinator's stack or tabs, not screens.
    static let containerBases: Set<String> = ["UINavigationController", "UITabBarController"]

    init(_ declarations: [TypeDecl]) {
        // A type an extension of a representable nests (`extension Map { class Coordinator }`) is
        // named by it, as when declared inside it: UIKit's delegate glue, never a flow coordinator.
        let representables = Set(declarations.filter { $0.inherited.contains(where: DeclarationCollector.swiftUIHosts.contains) }.map(\.name))
        for var declaration in declarations {
            if let parent = declaration.extendedParent, representables.contains(parent) {
                declaration.name = "\(parent).\(declaration.name)"
                for method in declaration.methods { method.owner = declaration.name }
            }
            self.declarations[declaration.name, default: []].append(declaration)
        }
        for name in self.declarations.keys where self.declarations[name]!.count > 1 {
            self.declarations[name]!.sort { ($0.kind == .extension ? 1 : 0, $0.location) < ($1.kind == .extension ? 1 : 0, $1.location) }
            // Top-level declarations only: nested types of the same name (`Coordinator` in two
            // representables, `Action` in two screens) belong to different parents.
            let primaries = self.declarations[name]!.filter { $0.kind != .extension && !$0.isNested }
            guard primaries.count > 1 else { continue }
            multiplyDeclared[name] = primaries.map(\.location)
            self.declarations[name] = [Self.agreed(primaries)] + self.declarations[name]!.filter { $0.kind == .extension || $0.isNested }
        }
        let names = self.declarations.keys.sorted()
        ancestryByType.reserveCapacity(names.count)
        methodsByType.reserveCapacity(names.count)
        propertiesByType.reserveCapacity(names.count)
        methodsByTypeAndName.reserveCapacity(names.count)
        propertyByTypeAndName.reserveCapacity(names.count)
        for table in Self.tables(of: names, in: self) {
            let name = table.name
            ancestryByType[name] = table.ancestors
            methodsByType[name] = table.methods
            propertiesByType[name] = table.properties
            methodsWithBodiesByType.append((name, table.ownMethodsWithBodies))
            for method in table.ownMethodsWithBodies {
                methodsWithBodiesByName[method.name, default: []].append(method)
            }
            if !table.isProtocol {
                for ancestor in table.ancestors where ancestor != name { conformersByAncestor[ancestor, default: []].append(name) }
            }
            methodsByTypeAndName[name] = table.methodsByName
            propertyByTypeAndName[name] = table.propertyByName
        }
        // Each type's classification reads only what is already decided (its ancestry, then
        // whether types are screens), so each step is decided for every type at once, on every core.
        viewControllers = Dictionary(uniqueKeysWithValues: zip(names, Self.decide(names, in: self) { $0.computeIsViewController($1) }))
        for name in libraryBaseScreens(among: names) { viewControllers[name] = true }  // LibraryBaseScreens.swift
        coordinators = Dictionary(uniqueKeysWithValues: zip(names, Self.decide(names, in: self) { $0.computeIsCoordinator($1) }))
        // A screen's or coordinator's static members returning its own type are factories
        // (`static func make(…) -> DetailViewController`), not routes.
        let routeTypeNames = Self.names(names, in: self) { index, name in
            index.declaration(of: name)?.kind == .enum || !(index.isViewController(name) || index.isCoordinator(name) || index.isSwiftUIView(name))
        }
        routeTypesByCase = Self.routeTypes(byCase: self.declarations, among: routeTypeNames)
        popNotifications = PopNotifications.names(in: self)
    }

    /// One declaration standing for several of the same name: what they all say (the kind when
    /// they agree, the ancestors they share) and their members, at the first one's location.
    /// Which declaration a use of the name means is not known, so nothing one of them says alone
    /// decides what the type is: an iOS `final class Home: NavigationCoordinatable` and a tvOS
    /// `final class Home: TabCoordinatable` make a `Home` with neither base.
    static func agreed(_ primaries: [TypeDecl]) -> TypeDecl {
        var merged = primaries[0]
        if primaries.contains(where: { $0.kind != merged.kind }) { merged.kind = .class }
        merged.inherited = merged.inherited.filter { ancestor in primaries.allSatisfy { $0.inherited.contains(ancestor) } }
        merged.properties = primaries.flatMap(\.properties)
        merged.methods = primaries.flatMap(\.methods)
        merged.cases = primaries.flatMap(\.cases)
        merged.isLibraryStyle = primaries.contains { $0.isLibraryStyle }
        return merged
    }

    /// Which method a call runs, as Swift dispatches it (Swift/MemberLookup.swift).
    var lookup: MemberLookup { MemberLookup(hierarchy: TypeHierarchy(declarations: declarations)) }

    /// The primary declaration (not an extension), if the type is declared in the scanned files.
    func declaration(of name: String) -> TypeDecl? {
        declarations[name]?.first { $0.kind != .extension }
    }

    func isDeclared(_ name: String) -> Bool { declaration(of: name) != nil }

    /// Declared (not extended) more than once: see ``multiplyDeclared``.
    func isMultiplyDeclared(_ name: String) -> Bool { multiplyDeclared[name] != nil }

    func isProtocol(_ name: String) -> Bool { declaration(of: name)?.kind == .protocol }

    /// Superclass and protocols, from the declaration and its extensions.
    func inherited(_ name: String) -> [String] {
        (declarations[name] ?? []).flatMap(\.inherited)
    }

    /// The type and its ancestors (superclasses and protocols) as far as the sources go,
    /// breadth first, each once.
    func ancestry(of name: String) -> [String] {
        ancestryByType[name] ?? computeAncestry(of: name)
    }

    func computeAncestry(of name: String) -> [String] {
        var seen = [name], queue = [name], index = 0
        while index < queue.count {
            for parent in inherited(queue[index]) where !seen.contains(parent) {
                seen.append(parent)
                queue.append(parent)
            }
            index += 1
        }
        return seen
    }

    /// Methods of the type, its extensions and its ancestors, nearest first.
    func methods(of name: String) -> [MethodDecl] {
        methodsByType[name] ?? ancestry(of: name).flatMap { (declarations[$0] ?? []).flatMap(\.methods) }
    }

    /// Methods declared by the type itself and its extensions (not inherited ones).
    func ownMethods(of name: String) -> [MethodDecl] {
        (declarations[name] ?? []).flatMap(\.methods)
    }

    /// Properties of the type, its extensions and its ancestors, nearest first.
    func properties(of name: String) -> [PropertyDecl] {
        propertiesByType[name] ?? ancestry(of: name).flatMap { (declarations[$0] ?? []).flatMap(\.properties) }
    }

    func property(_ property: String, of type: String) -> PropertyDecl? {
        if let byName = propertyByTypeAndName[type] { return byName[property] }
        return properties(of: type).first { $0.name == property }
    }

    /// The getter of a computed property (`var root: UIViewController { nav }`), if it has one.
    func getter(of property: PropertyDecl, in type: String) -> MethodDecl? {
        methods(of: type).first { $0.name == property.name && $0.labels.isEmpty && $0.location == property.location }
    }

    /// The nearest method named `name`, preferring one whose labels match, then one whose first labels do.
    func method(_ name: String, labels: [String]? = nil, of type: String) -> MethodDecl? {
        let named = methodsByTypeAndName[type].map { $0[name] ?? [] } ?? methods(of: type).filter { $0.name == name }
        let candidates = named.filter { !$0.body.isEmpty || isConcreteOwner($0) }
        if let labels, let exact = candidates.first(where: { $0.labels == labels }) { return exact }
        // Later parameters with default values: `dismiss(animated: true)` → `dismiss(animated:completion:)`.
        if let labels, !labels.isEmpty, let prefixed = candidates.first(where: { $0.labels.starts(with: labels) }) { return prefixed }
        if let labels, let sameCount = candidates.first(where: { $0.labels.count == labels.count }) { return sameCount }
        return candidates.first
    }

    private func isConcreteOwner(_ method: MethodDecl) -> Bool {
        declaration(of: method.owner)?.kind != .protocol
    }

    // MARK: - Classification

    /// A view controller (UIKit) the app declares.
    func isViewController(_ name: String) -> Bool {
        viewControllers[name] ?? computeIsViewController(name)
    }

    func computeIsViewController(_ name: String) -> Bool {
        // An alias of a composition (`UIViewController & LoginViewType`) is no type of its own:
        // a value of it is the one screen that is every part (``conformers(of:)``).
        if lookup.hierarchy.compositionParts(of: name) != nil { return false }
        let ancestors = ancestry(of: name)
        if ancestors.contains(where: Self.containerBases.contains) { return false }
        if ancestors.contains(where: Self.screenBases.contains) { return true }
        return !isDeclared(name) && !Self.containerBases.contains(name) && (name.hasSuffix("ViewController") || Self.screenBases.contains(name))
    }

    /// A SwiftUI view the app declares.
    func isSwiftUIView(_ name: String) -> Bool {
        declaration(of: name)?.kind == .struct && inherited(name).contains("View")
    }

    /// A coordinator type: conforms to or inherits from something named like a coordinator, or
    /// is itself named `…Coordinator` / `…Flow`. Never an actor: navigation is main-actor work.
    func isCoordinator(_ name: String) -> Bool {
        coordinators[name] ?? computeIsCoordinator(name)
    }

    func computeIsCoordinator(_ name: String) -> Bool {
        guard !isViewController(name), !Self.containerBases.contains(name), !isScreenWrapper(name), !isAppStack(name) else { return false }
        if let declaration = declaration(of: name), [.enum, .protocol, .alias, .actor].contains(declaration.kind) { return false }
        let ancestors = ancestry(of: name)
        if ancestors.dropFirst().contains(where: Self.looksLikeCoordinator) || StinsenVocabulary.isCoordinator(name, self) { return true }
        if navigatesByBehaviour(name) { return true }
        guard Self.looksLikeCoordinator(name), !name.utf8.contains(UInt8(ascii: ".")) else { return false }
        // Named like a coordinator and nothing more: a helper struct or an `ObservableObject`
        // state holder is no flow.
        if let declaration = declaration(of: name), declaration.kind == .struct || ancestors.contains("ObservableObject") { return false }
        return true
    }

    /// An Apple controller that is no screen (``systemScreens``: alerts, share sheets, composers,
    /// pickers, previews), or an app subclass of one (`final class PortraitAlert: UIAlertController`).
    func isSystemController(_ type: String) -> Bool {
        ancestry(of: type).contains { Self.systemScreens.contains($0) && !isDeclared($0) }
    }

    /// A coordinator only by a conformance to a `…Coordinating` protocol (`CallsManager:
    /// CallCameraCoordinating`): a role a service may play, so only flow evidence in its own body
    /// makes it a coordinator (``FlowEvidence``), not being created or started.
    func isCoordinatorByRoleOnly(_ name: String) -> Bool {
        guard isCoordinator(name), !Self.looksLikeCoordinator(name), !StinsenVocabulary.isCoordinator(name, self) else { return false }
        let named = ancestry(of: name).dropFirst().filter(Self.looksLikeCoordinator)
        return !named.isEmpty && named.allSatisfy { $0.hasSuffix("Coordinating") }
    }

    /// The protocol of a delegate property `name` declared by some type (a view model's
    /// `coordinatorDelegate`) that `implementer` conforms to: what `x.name = self` makes it.
    func delegateProtocol(named name: String, implementedBy implementer: String) -> String? {
        let conformed = Set(ancestry(of: implementer).filter(isProtocol))
        guard !conformed.isEmpty else { return nil }
        return declarations.values.lazy.flatMap { $0 }.flatMap(\.properties)
            .compactMap { $0.name == name ? $0.typeName.map(TypeNames.base(of:)) : nil }
            .filter { conformed.contains($0) }.sorted().first
    }

    /// A weak property holding the coordinator that started this one: typed as a coordinator,
    /// named for one and typed as a protocol named for coordinators
    /// (`weak var parentCoordinator: ParentCoordinatorDelegate?`), or named `parent` and typed
    /// as an app class that is no screen.
    func refersToParent(_ property: PropertyDecl) -> Bool {
        guard property.isWeak, let typeName = property.typeName.map(TypeNames.base(of:)) else { return false }
        if isCoordinator(typeName) || Self.looksLikeCoordinator(typeName) { return true }
        let name = property.name.lowercased()
        if typeName.contains("Coordinator") && (name.contains("parent") || name.contains("coordinator")) { return true }
        // A base class's `weak var _parent: FlowNode?`: the app's own flow type, whatever its name.
        return name.contains("parent") && isDeclared(typeName) && !isViewController(typeName) && !isProtocol(typeName)
    }

    /// The positions of `types`, the one with the most method code (its ancestors' included)
    /// first: an estimate of how long each takes to interpret.
    func largestFirst(_ types: [String]) -> [Int] {
        let sizes = types.map { type in methods(of: type).reduce(0) { $0 + $1.body.totalLength.utf8Length } }
        return types.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    }

    /// Whether a type of each name could be a coordinator in an index of some of `declarations`
    /// (``computeIsCoordinator``): named like one, or with an ancestor that is (or is Stinsen's),
    /// through any declaration's inherited names. Cheaper than an index, and never `false` for a
    /// name an index of them would call a coordinator.
    static func mayBeCoordinator(_ declarations: [TypeDecl]) -> (String) -> Bool {
        var inherited = [String: [String]]()
        for declaration in declarations { inherited[declaration.name, default: []] += declaration.inherited }
        return { name in
            if looksLikeCoordinator(name) { return true }
            var seen: Set = [name], queue = [name], position = 0
            while position < queue.count {
                for parent in inherited[queue[position]] ?? [] where seen.insert(parent).inserted {
                    if looksLikeCoordinator(parent) || StinsenVocabulary.coordinatorProtocols.contains(parent) { return true }
                    queue.append(parent)
                }
                position += 1
            }
            return false
        }
    }

    /// A coordinator protocol or base type name (`Coordinator`, `FlowCoordinator`, `AppFlow`),
    /// not a delegate or output protocol named after a coordinator.
    static func looksLikeCoordinator(_ name: String) -> Bool {
        for suffix in ["Delegate", "Output", "DataSource", "Factory", "Protocol", "Input", "Assembly", "Builder", "Type"]
            where name.hasSuffix(suffix) { return false }
        return name.hasSuffix("Coordinator") || name.hasSuffix("Coordinating") || name.hasSuffix("Flow")
    }

    /// Coordinator classes and structs that the app uses as coordinators: not protocols, and not
    /// base classes other coordinators inherit from (unless the app creates them too).
    func concreteCoordinators(created: Set<String>) -> [String] {
        let all = declarations.keys.filter { isDeclared($0) && isCoordinator($0) }
        let bases = Set(all.flatMap { inherited($0) })
        return all.filter { (!bases.contains($0) || created.contains($0)) && (!isLibraryStyle($0) || StinsenVocabulary.isCoordinator($0, self)) }.sorted()
    }

    /// An `open` or generic class: a coordinator library's base (`NavigationCoordinator<Route>`)
    /// or a type eraser (`AnyCoordinator<Route>`), not one of the app's flows.
    func isLibraryStyle(_ name: String) -> Bool {
        declaration(of: name)?.isLibraryStyle ?? false
    }

    /// Names of protocol requirements (method base names) of `protocolName` and the protocols it refines.
    func requirements(of protocolName: String) -> Set<String> {
        // The protocols' own declarations: methods their extensions add are no requirements.
        Set(ancestry(of: protocolName).filter(isProtocol).flatMap { (declarations[$0] ?? []).filter { $0.kind == .protocol }.flatMap(\.methodNames) })
    }

    /// Concrete types conforming to `protocolName` (directly or through an ancestor); for an
    /// alias of a composition (`UIViewController & ScreenType`), those that are every part.
    func conformers(of protocolName: String) -> [String] {
        guard let parts = lookup.hierarchy.compositionParts(of: protocolName) else { return conformersByAncestor[protocolName] ?? [] }
        // A part that is UIKit's view controller class is every screen, however deep its UIKit
        // ancestry (`ProfileViewController: UITableViewController` is a `UIViewController`).
        let candidates = parts.filter { $0 != "UIViewController" }.map { Set(conformersByAncestor[$0] ?? []) }
        guard let first = candidates.first else { return [] }
        return first.sorted().filter { type in
            candidates.dropFirst().allSatisfy { $0.contains(type) } && (!parts.contains("UIViewController") || isViewController(type))
        }
    }

    /// Whether `name` is a protocol, or an alias of a composition: a type only other types are.
    func isExistential(_ name: String) -> Bool {
        isProtocol(name) || lookup.hierarchy.compositionParts(of: name) != nil
    }
}

extension TypeIndex {
    /// The app's methods named `name` with bodies, whatever their type.
    func methodsWithBodies(named name: String) -> [MethodDecl] { methodsWithBodiesByName[name] ?? [] }

    /// Every method with a body of the types `including` keeps: types in name order, each
    /// type's declarations and methods as declared. The order whole-app walks read bodies in.
    func methodsWithBodies(ofTypes including: (String) -> Bool = { _ in true }) -> [MethodDecl] {
        methodsWithBodiesByType.filter { including($0.type) }.flatMap(\.methods)
    }

    /// A method with a body named `name` on any type (a factory or router method), preferring
    /// matching labels; `nil` when none.
    func anyMethod(named name: String, labels: [String]) -> MethodDecl? {
        let candidates = methodsWithBodiesByName[name] ?? []
        return candidates.first { $0.labels == labels } ?? candidates.first
    }
}

extension TypeIndex {
    /// Reads SwiftUI route navigation; the routers it finds are coordinators (they own a bound
    /// path or route that something writes), whatever their name.
    mutating func readSwiftUIRoutes(texts: [String: SourceText]) {
        swiftUIRoutes = SwiftUIRouteIndex(index: self, texts: texts)
        for router in swiftUIRoutes.routers { coordinators[router] = true }
        if !swiftUIRoutes.routers.isEmpty { swiftUIHolders = SwiftUIHolderIndex(index: self) }
    }

    /// Keeps where `files` write the cases of route types; each case's mentions are read, and
    /// typed by their context when it declares a type (RouteMentionContext.swift), when first asked for.
    mutating func recordRouteMentions(in files: [ParsedFile]) {
        routeMentions = RouteMentions(files: files, index: self)
    }
}
