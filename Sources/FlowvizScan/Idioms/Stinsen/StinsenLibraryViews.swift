import FlowvizCore

extension StinsenVocabulary {
    /// SwiftUI's own views named `…View` that are no screen of the app (empty, progress, a
    /// container around the content); `AnyView` is the content it erases.
    static let swiftUIPlainViews: Set<String> = [
        "EmptyView", "ProgressView", "ContentUnavailableView", "ScrollView", "TabView", "WebView", "AnyView",
    ]

    /// A view from a library the factory of a view route makes (`func makeLog() -> some View {
    /// ConsoleView() }`): the one undeclared `…View` type it constructs, no coordinator or app
    /// screen being made. Still a screen of that name; `nil` when none or several are made.
    static func libraryView(madeBy factory: StinsenFactory, _ index: TypeIndex, wrapped: Bool) -> Made? {
        guard let returned = factory.returnType, ["some View", "any View", "AnyView"].contains(returned) else { return nil }
        let constructions = factory.constructions
        let views = constructions.indices.filter { position in
            let name = constructions[position].name
            return name.hasSuffix("View") && !index.isDeclared(name) && !TypeIndex.isSystemType(name)
                && !swiftUIPlainViews.contains(name) && !swiftUIStacks.contains(name) && !wrappers.contains(name)
        }
        guard let position = views.first, Set(views.map { constructions[$0].name }).count == 1 else { return nil }
        var ownStack = false
        var outer = constructions[position].parent
        while let enclosing = outer {
            if swiftUIStacks.contains(constructions[enclosing].name) { ownStack = true }
            outer = constructions[enclosing].parent
        }
        return (constructions[position].name, constructions[position].location, false, wrapped || ownStack)
    }
}
