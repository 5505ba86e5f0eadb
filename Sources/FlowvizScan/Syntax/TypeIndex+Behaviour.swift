import SwiftSyntax

/// Classification by what a type does, beside TypeIndex's by what it is and is named.
extension TypeIndex {
    /// A coordinator by what it does, whatever its name (`Router`, `Navigator`, `Wireframe`): a
    /// class that holds a navigation container (a navigation or tab bar controller, a window) and
    /// in its own code makes one of the app's screens and shows it with a navigation call. A
    /// helper handed what it shows (`push(_ module:)`) makes no screen, and stays a container.
    func navigatesByBehaviour(_ name: String) -> Bool {
        guard let declaration = declaration(of: name), declaration.kind == .class, !isSwiftUIView(name),
              !name.hasSuffix("Delegate"), !ancestry(of: name).contains("ObservableObject") else { return false }
        let holdsContainer = properties(of: name).contains { property in
            guard let typeName = property.typeName.map(TypeNames.base(of:)) else { return false }
            return Self.containerBases.contains(typeName) || typeName == "UIWindow"
                || typeName.hasSuffix("NavigationController") || typeName.hasSuffix("TabBarController")
        }
        guard holdsContainer else { return false }
        return ownMethods(of: name).contains { method in
            var makesScreen = false, navigates = false
            var previous: TokenKind?
            for token in method.body.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind {
                    if !makesScreen, text.first?.isUppercase == true, isDeclared(text), isViewController(text) || isSwiftUIView(text) { makesScreen = true }
                    if !navigates, previous == .period, Names.shows.contains(text) { navigates = true }
                }
                if makesScreen && navigates { return true }
                previous = token.tokenKind
            }
            return false
        }
    }
}
