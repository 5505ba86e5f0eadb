import SwiftSyntax

/// A coordinator with no `start()` driven by its owner's call of one way in
/// (`qrCoordinator.showQRCode(…)`, `diary.showCurrentDayScreen()`): its one method that its own
/// code never calls and that navigates is its start under another name, and the owner calling it
/// starts it. A type with several such ways in (a router called from many places) or none (a
/// data "coordinator") is not read this way.
extension Interpreter {
    /// The one way in of `type`, if it has exactly one: its own method with a body, not an
    /// initializer nor a system entry (`@objc`), named nowhere in its own code, that shows
    /// something (a navigation call in it or in an own method it calls). Read once per type.
    func ownerEntry(of type: String) -> MethodDecl? {
        if let known = ownerEntryCache[type] { return known }
        let own = index.ownMethods(of: type).filter { !$0.body.isEmpty }
        var named = Set<String>()
        var navigatesDirectly = Set<String>()
        var calls = [String: Set<String>]()
        for method in own {
            var previous: TokenKind?
            for token in method.body.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind {
                    named.insert(text)
                    calls[method.key, default: []].insert(text)
                    if previous == .period, Names.shows.contains(text) {
                        navigatesDirectly.insert(method.name)
                    }
                }
                previous = token.tokenKind
            }
        }
        let entries = own.filter { method in
            guard method.name != "init", !method.isExternalEntry, !named.contains(method.name), !Names.isFinish(method.name),
                  !Names.dismiss.contains(method.name), !Names.pop.contains(method.name) else { return false }
            return navigatesDirectly.contains(method.name) || !(calls[method.key] ?? []).isDisjoint(with: navigatesDirectly)
        }
        let found = entries.count == 1 ? entries.first : nil
        ownerEntryCache[type] = .some(found)
        return found
    }

    /// Whether a call of `name` on a child of `childType` is the one way in of a child that has
    /// no `start()`.
    func entersChild(_ childType: String, calling name: String) -> Bool {
        guard index.method("start", of: childType) == nil else { return false }
        return ownerEntry(of: childType)?.name == name
    }

    /// For a coordinator with no `start()`: runs its one way in as its start. Whether it had one
    /// that shows something the scan follows (one showing only system UI, a mail composer or an
    /// alert, is no flow's start: what it did is kept as code nothing calls).
    func runOwnerEntry() -> Bool {
        guard let method = ownerEntry(of: type) else { return false }
        let before = effects.count
        var frame = makeFrame(.start, for: method)
        bind(method, method.parameters.map { _ in .unknown }, into: &frame)
        _ = executeBody(of: method, &frame)
        guard !startShowsNothing else {
            _ = reassignEffects(since: before, to: .unused) { _ in true }
            return false
        }
        return true
    }

    /// For a coordinator with no `start()` that declares its own stack with a first screen
    /// (`lazy var viewController = UINavigationController(rootViewController: overview)`): the
    /// stack is what its owner shows (a tab, a window's root, a sheet), so that first screen is
    /// its start. Swift makes the stack when the owner first reads the property.
    func runDeclaredStackStart() -> Bool {
        for property in index.properties(of: type) where property.initializer != nil && !property.isWeak {
            var frame = newFrame(.start, at: property.location)
            _ = selfProperty(property.name, &frame)
            guard let root = declaredStackRoots[property.name] else { continue }
            record(.setRoot(screen: root), frame, at: property.location)
            return true
        }
        return runHandedScreenStart()
    }

    /// For a coordinator with no `start()` made around one of the app's screens, which its
    /// initializer is handed and keeps (`init(viewController: StartViewController)` storing it in
    /// `weak var viewController: StartViewController!`): whoever made it shows that screen, and the
    /// coordinator's flow begins there.
    private func runHandedScreenStart() -> Bool {
        let initializers = index.ownMethods(of: type).filter { $0.name == "init" }
        for property in index.properties(of: type) where property.initializer == nil {
            guard let declared = property.typeName.map(TypeNames.base(of:)), index.isDeclared(declared), index.isScreen(declared),
                  initializers.contains(where: { method in method.parameters.contains { TypeNames.base(of: $0.typeName) == declared } })
            else { continue }
            let frame = newFrame(.start, at: property.location)
            record(.setRoot(screen: declared), frame, at: property.location)
            propertyValues[property.name] = .screen(declared)
            return true
        }
        return false
    }
}
