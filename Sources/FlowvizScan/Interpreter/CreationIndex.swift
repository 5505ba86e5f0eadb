import FlowvizCore
import SwiftSyntax

/// Where screens and coordinators are created, found syntactically in every body: the screens
/// each coordinator creates (shown or not, so unreachable ones are found too), and the
/// coordinators created outside coordinators (an app or scene delegate: the root's creator).
struct CreationIndex {
    private(set) var screensByCoordinator = [String: [(type: String, location: SourceLocation)]]()
    private(set) var createdCoordinators = Set<String>()
    private(set) var createdOutsideCoordinators = Set<String>()
    /// Coordinators the app's entry creates: the app or scene delegate, the `@main` App, top-level code.
    private(set) var createdByAppEntry = Set<String>()
    /// Where an app entry first creates each of them, and which entry (its type, or the file of
    /// top-level code).
    private(set) var appEntryCreations = [String: (location: SourceLocation, entry: String)]()
    private(set) var skipped = [SkippedCode]()
    /// Screens the app's entry makes (its window's root, each branch's), in source order, by entry type.
    private(set) var entryScreens = [String: [(type: String, location: SourceLocation)]]()
    /// Every place each coordinator type is made (`X(…)`, `X.instantiate()`), with the type whose
    /// code makes it (nil: top-level code): what ``GraphAssembler/entryUnknowns()`` checks against the starts read.
    private(set) var coordinatorSites = [String: [(owner: String?, location: SourceLocation, isReturned: Bool)]]()

    init(index: TypeIndex, parsed: [ParsedFile]) {
        var coordinatorTypes = [String: Bool]()
        for file in parsed {
            for (owner, creation) in file.creations {
                let isCoordinator = coordinatorTypes[owner] ?? index.isCoordinator(owner)
                coordinatorTypes[owner] = isCoordinator
                record([creation], in: owner, isCoordinator: isCoordinator, index: index)
            }
            for creation in file.topLevelCreations where index.isCoordinator(creation.type) && !creation.isCast {
                createdCoordinators.insert(creation.type)
                createdOutsideCoordinators.insert(creation.type)
                createdByAppEntry.insert(creation.type)
                noteEntry(creation, entry: creation.location.file)
                coordinatorSites[creation.type, default: []].append((nil, creation.location, creation.isReturned))
            }
        }
        for key in screensByCoordinator.keys {
            screensByCoordinator[key]!.sort { $0.location < $1.location }
        }
        for key in entryScreens.keys {
            entryScreens[key]!.sort { $0.location < $1.location }
        }
    }

    private mutating func noteEntry(_ creation: CreationFinder.Creation, entry: String) {
        if let known = appEntryCreations[creation.type], known.location <= creation.location { return }
        appEntryCreations[creation.type] = (creation.location, entry)
    }

    private mutating func record(_ found: [CreationFinder.Creation], in owner: String, isCoordinator: Bool, index: TypeIndex) {
        for creation in found {
            // `Coordinator()` inside a representable makes its own nested `Coordinator`.
            if index.isDeclared("\(owner).\(creation.type)") { continue }
            if index.isCoordinator(creation.type) {
                if creation.isCast { continue }
                createdCoordinators.insert(creation.type)
                coordinatorSites[creation.type, default: []].append((owner, creation.location, creation.isReturned))
                if !isCoordinator { createdOutsideCoordinators.insert(creation.type) }
                if Self.isAppEntry(owner, index) {
                    createdByAppEntry.insert(creation.type)
                    noteEntry(creation, entry: owner)
                }
            } else if !isCoordinator, !creation.isCast, index.isScreen(creation.type) || ViewControllerParts.isAppContainer(creation.type, index),
                      Self.isAppEntry(owner, index) {
                if !(entryScreens[owner] ?? []).contains(where: { $0.type == creation.type }) {
                    entryScreens[owner, default: []].append((creation.type, creation.location))
                }
            } else if isCoordinator, index.isScreen(creation.type) {
                if !(screensByCoordinator[owner] ?? []).contains(where: { $0.type == creation.type && $0.location <= creation.location }) {
                    screensByCoordinator[owner, default: []].removeAll { $0.type == creation.type }
                    screensByCoordinator[owner, default: []].append((creation.type, creation.location))
                }
            }
        }
    }
}

extension CreationIndex {
    /// The app's entry: its app or scene delegate, or a SwiftUI `App`.
    static func isAppEntry(_ type: String, _ index: TypeIndex) -> Bool {
        if type.hasSuffix("AppDelegate") || type.hasSuffix("SceneDelegate") { return true }
        let ancestry = index.ancestry(of: type)
        return ancestry.contains("UIApplicationDelegate") || ancestry.contains("UIWindowSceneDelegate")
            || index.declaration(of: type)?.kind == .struct && ancestry.contains("App")
    }
}

/// Finds `X(…)`, `X.instantiate()`, `… as! X` and `UIHostingController(rootView: X(…))` in code.
final class CreationFinder: SyntaxVisitor {
    struct Creation {
        var type: String
        var location: SourceLocation
        /// `… as! X`: a screen obtained from a storyboard, never a coordinator created.
        var isCast = false
        /// Made in a function declared to return it (`func makeSettings() -> SettingsCoordinator`):
        /// a factory that hands what it makes to its caller.
        var isReturned = false
    }

    private let text: SourceText
    private(set) var found = [Creation]()
    /// View-controller-style push/present calls seen on the way (for `view_controller_navigates`).
    private(set) var navigations = SelfNavigationFinder()
    /// Only code outside type declarations (top-level statements and free functions).
    private var topLevelOnly = false

    private init(text: SourceText) {
        self.text = text
        super.init(viewMode: .sourceAccurate)
    }

    static func creations(in node: some SyntaxProtocol, text: SourceText) -> [Creation] {
        let finder = CreationFinder(text: text)
        finder.walk(node)
        return finder.found
    }

    /// Creations and self-navigation calls of a body, in one walk.
    /// (`parameters`: the method's, typed, for what its navigation calls show.)
    static func scan(
        _ body: CodeBlockItemListSyntax, text: SourceText, parameters: [(name: String, typeName: String)] = []
    ) -> (creations: [Creation], navigations: [SelfNavigationFinder.Call]) {
        let finder = CreationFinder(text: text)
        finder.navigations.declare(parameters)
        finder.walk(body)
        return (finder.found, finder.navigations.found)
    }

    /// Whether `bytes[range]` (the text the tree was parsed from) may hold what a walk finds:
    /// a word starting with an uppercase or non-ASCII letter (a type, `Self`), a cast (`as`) or
    /// a navigation call's name. Code with none of these (`didTapNext?()`) is not walked.
    static func mayFind(in bytes: [UInt8], _ range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { text in
            var position = range.lowerBound
            while position < range.upperBound {
                let byte = text[position]
                if byte >= 0x80 || (byte >= 0x41 && byte <= 0x5A) { return true }
                guard IdentifierText.isIdentifier(byte: byte) else { position += 1; continue }
                let start = position
                while position < range.upperBound, IdentifierText.isIdentifier(byte: text[position]) { position += 1 }
                if position < range.upperBound, text[position] >= 0x80 { return true }
                guard byte >= 0x61, position - start <= Self.longestWord else { continue }
                let word = String(decoding: UnsafeBufferPointer(rebasing: text[start..<position]), as: UTF8.self)
                if Self.words.contains(word) { return true }
            }
            return false
        }
    }

    /// The same, over `node`'s text (`bytes`: what its tree was parsed from).
    static func mayFind(in bytes: [UInt8], _ node: some SyntaxProtocol) -> Bool {
        mayFind(in: bytes, node.position.utf8Offset..<node.endPosition.utf8Offset)
    }

    /// The lowercase words ``mayFind(in:_:)`` walks for: a cast, and a navigation call's name.
    private static let words = SelfNavigationFinder.names.filter { $0.first?.isLowercase == true }.union(["as"])
    private static let longestWord = words.map(\.utf8.count).max() ?? 0

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        navigations.bind(node)
        return .visitChildren
    }

    static func topLevelCreations(in tree: SourceFileSyntax, text: SourceText) -> [Creation] {
        let finder = CreationFinder(text: text)
        finder.topLevelOnly = true
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { topLevelOnly ? .skipChildren : .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { topLevelOnly ? .skipChildren : .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { topLevelOnly ? .skipChildren : .visitChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { topLevelOnly ? .skipChildren : .visitChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if !topLevelOnly { navigations.consider(node) }
        let callee = Interpreter.unwrapped(node.calledExpression)
        if let name = Self.typeName(callee) {
            found.append(Creation(type: name, location: text.location(of: node), isReturned: Self.isInFactory(of: name, node)))
        } else if let nested = ConstructionFinder.qualifiedTypeName(callee) {
            // `Settings.EditProfileView(…)`: the nested type is made, not its parent.
            found.append(Creation(type: nested, location: text.location(of: node)))
        } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, let name = Self.typeName(Interpreter.unwrapped(base)) {
            found.append(Creation(type: name, location: text.location(of: node)))
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "init",
                  let name = ContextualType.of(node) {
            // `let child: SettingsCoordinator = .init(…)`, `return .init(…)` in a typed function.
            found.append(Creation(type: name, location: text.location(of: node)))
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (position, element) in elements.enumerated() where element.is(UnresolvedAsExprSyntax.self) && position + 1 < elements.count && position > 0 {
            // `storyboard.instantiateViewController(…) as! X` makes an X; `shown as? X` only tests one.
            guard Interpreter.unwrapped(elements[position - 1]).is(FunctionCallExprSyntax.self) else { continue }
            if let type = elements[position + 1].as(TypeExprSyntax.self) {
                found.append(Creation(type: TypeNames.base(of: type.type.trimmedSource), location: text.location(of: elements[position - 1]), isCast: true))
            }
        }
        return .visitChildren
    }

    /// Whether `node` is in a function declared to return `type` (or a tuple holding it).
    static func isInFactory(of type: String, _ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                guard let result = function.signature.returnClause?.type else { return false }
                if let tuple = result.as(TupleTypeSyntax.self) {
                    return tuple.elements.contains { TypeNames.base(of: TypeNames.text(of: $0.type)) == type }
                }
                return TypeNames.base(of: TypeNames.text(of: result)) == type
            }
            current = parent.parent
        }
        return false
    }

    /// An uppercase bare name: a type (`PhotoViewController`), not a value.
    static func typeName(_ expression: ExprSyntax) -> String? {
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return typeName(generic.expression) }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return nil }
        return name
    }
}

extension TypeIndex {
    /// A type the graph shows as a screen: an app view controller or SwiftUI view (system view
    /// controllers such as alerts and share sheets are not screens of the app's flow).
    func isScreen(_ name: String) -> Bool {
        guard !Self.isSystemType(name) || isDeclared(name) else { return false }
        return isViewController(name) || isSwiftUIView(name) || isScreenWrapper(name)
    }

    /// The app's own navigation stack, whatever its name (`NavigationStackCoordinator` with
    /// `push(_:)` and `setRootCoordinator(_:)`, or a root, split or tab wrapper with
    /// `setSheetCoordinator(_:)`): it pushes, roots and presents what it is handed, and starts nothing.
    func isAppStack(_ name: String) -> Bool {
        guard isDeclared(name), !isViewController(name), method("start", of: name) == nil else { return false }
        let methods = ownMethods(of: name).filter { !$0.parameters.isEmpty && !$0.body.isEmpty }
        // A root, split or tab wrapper has no push, but sets its sheet (`setSheetCoordinator(_:)`) like the stack does.
        let setsSheet = methods.contains { $0.name.hasPrefix("setSheet") || $0.name.hasPrefix("setFullScreenCover") }
        return setsSheet || methods.contains { Names.push.contains($0.name) } && methods.contains { Names.setRoot.contains($0.name) || Names.present.contains($0.name) }
    }

    /// A screen-wrapper coordinator: a type named like a coordinator that hands out one screen
    /// (`toPresentable()`, `viewController`), publishes what the user does there (`actions`) or has
    /// no method but its initializer and `toPresentable()`, and holds no navigation container or children. It is a screen of the flow that shows it.
    func isScreenWrapper(_ name: String) -> Bool {
        guard isDeclared(name), Self.looksLikeCoordinator(name), let kind = declaration(of: name)?.kind, kind == .class || kind == .struct else { return false }
        let properties = self.properties(of: name)
        let handsOutScreen = method("toPresentable", labels: [], of: name) != nil
            || properties.contains { ["viewController", "hostingController", "presentable"].contains($0.name) }
        // What the user does there is published (`actions`), or nothing is: a wrapper with no `start()` of its own.
        let publishes = properties.contains { $0.name.lowercased().hasPrefix("actions") } || reportsThroughCallback(name, properties)
        guard handsOutScreen, publishes || method("start", of: name) == nil && ownMethods(of: name).allSatisfy({ $0.name == "init" || $0.name == "toPresentable" }) else { return false }
        return !properties.contains { property in
            guard let typeName = property.typeName else { return false }
            let base = TypeNames.base(of: typeName)
            return Self.containerBases.contains(base) || base == "UIWindow" || base.hasSuffix("NavigationController") || ByteSearch.occurs("Router", in: base)
                || TypeNames.element(of: typeName).map(Self.looksLikeCoordinator) == true
        }
    }

    /// `let callback: (Action) -> Void` handed in at creation: what the user does there goes to its
    /// maker, as published `actions` would. A `start()` that shows nothing (locking the orientation)
    /// does not make it a flow.
    private func reportsThroughCallback(_ name: String, _ properties: [PropertyDecl]) -> Bool {
        guard properties.contains(where: { $0.isConstant && $0.initializer == nil && $0.typeName.map { ByteSearch.occurs("->", in: $0) } == true }) else { return false }
        guard let start = method("start", of: name) else { return true }
        return !start.body.tokens(viewMode: .sourceAccurate).contains { Names.navigationFamilies.contains($0.text) || $0.text.hasPrefix("start") }
    }

    /// An app's `UITabBarController` subclass: the container a tab coordinator drives, whose
    /// tab-selection closures start the tabs' flows.
    func isTabBarController(_ name: String) -> Bool {
        isDeclared(name) && ancestry(of: name).contains("UITabBarController")
    }

    /// An app's `UINavigationController` subclass: a stack, like the system's.
    func isNavigationController(_ name: String) -> Bool {
        isDeclared(name) && ancestry(of: name).contains("UINavigationController")
    }

    /// `UIAlertController`, `SFSafariViewController`, `MFMailComposeViewController`: Apple's types.
    static func isSystemType(_ name: String) -> Bool {
        let prefixes = ["UI", "SF", "MF", "AV", "PH", "CN", "EK", "QL", "GK", "SK", "WK", "PK", "MK", "NS"]
        guard name.count > 3, prefixes.contains(String(name.prefix(2))) else { return false }
        let third = name.unicodeScalars[name.unicodeScalars.index(name.unicodeScalars.startIndex, offsetBy: 2)]
        return third.properties.isUppercase
    }
}
