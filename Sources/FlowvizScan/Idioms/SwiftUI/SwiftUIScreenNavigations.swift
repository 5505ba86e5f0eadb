import FlowvizCore
import SwiftSyntax

/// What the app's SwiftUI views show by themselves (``ScreenNavigation``), whoever owns their
/// state, and the app views each embeds (its parts):
/// - `NavigationLink(destination: V())` and `NavigationLink { V() } label: { … }` push `V`;
///   a link by value (`NavigationLink(value:)`) shows what a destination maps it to, read there;
/// - `.navigationDestination(for:|isPresented:|item:) { … }` pushes the content's first app view
///   (each case's, when it switches over the value);
/// - `.sheet`, `.popover` and `.fullScreenCover` present it (a sheet is swipe-dismissible unless
///   the content says `.interactiveDismissDisabled()`; content wrapped in `NavigationStack` comes
///   on a stack of its own);
/// - the app's own modifier methods that forward a content parameter to one of those
///   (`extension View { func themeModal(item:content:) -> some View { sheet(item: item, content: content) } }`)
///   present what each caller passes;
/// - content may be a closure or a method of the view (`content: modalDestination`).
///
/// Every other app view or view modifier a view's code makes (`HomeTab()`, `.modifier(Paywall())`)
/// is a part of it: on screen while it is, so what the part shows, the view shows.
struct SwiftUIScreenReading: Sendable {
    var navigations = [ScreenNavigation]()
    /// The app views and modifiers each view makes outside navigation content, in source order.
    var parts = [String: [String]]()
}

enum SwiftUIScreenNavigations {
    /// The modifiers that present or push the content they are given (also what a SwiftUI
    /// router's holders leave out of the code a view holds: Interpreter+SwiftUIHolders.swift).
    static let presenterNames: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination"]

    /// An app modifier method forwarding its content parameter to a presenter.
    struct Forwarder: Sendable {
        var presenter: String
        /// The argument label the caller passes the content with (`_`: unlabelled, or trailing).
        var label: String
    }

    static func read(index: TypeIndex, texts: [String: SourceText]) -> SwiftUIScreenReading {
        let forwarders = self.forwarders(index: index)
        let views = index.declarations.keys.sorted().filter { index.isViewComponent($0) && index.isDeclared($0) }
        let routed = Set(index.swiftUIRoutes.destinations.flatMap(\.cases).compactMap { $0.screen?.id })
        let readings = ConcurrentRuns.map(views, size: 16, maximum: 32) { run in
            run.map { SwiftUIViewReader(view: $0, index: index, texts: texts, forwarders: forwarders, routed: routed).read() }
        }.joined()
        var reading = SwiftUIScreenReading()
        for (view, found) in zip(views, readings) {
            reading.navigations += found.navigations
            if !found.parts.isEmpty { reading.parts[view] = found.parts }
        }
        return reading
    }

    /// `extension View { func themeModal<C>(item: …, content: @escaping (Item) -> C) -> some View { sheet(item: item, content: content) } }`.
    private static func forwarders(index: TypeIndex) -> [String: Forwarder] {
        var found = [String: Forwarder]()
        for method in index.ownMethods(of: "View") where !method.body.isEmpty {
            for token in method.body.tokens(viewMode: .sourceAccurate) where presenterNames.contains(token.text) {
                guard let call = presenterCall(at: token), let content = contentArgument(of: call) else { continue }
                // The parameter passed on (`content: content`), or called in the content (`{ value in content(value) }`).
                let forwarded: String? = if let reference = content.as(DeclReferenceExprSyntax.self) {
                    reference.baseName.text
                } else if let closure = content.as(ClosureExprSyntax.self) {
                    method.parameters.map(\.name).first { name in calls(name, in: closure) }
                } else {
                    nil
                }
                guard let forwarded, let position = method.parameters.firstIndex(where: { $0.name == forwarded }),
                      position < method.labels.count else { continue }
                found[method.name] = Forwarder(presenter: token.text, label: method.labels[position])
            }
        }
        return found
    }

    /// Whether `closure` calls `name(…)`.
    private static func calls(_ name: String, in closure: ClosureExprSyntax) -> Bool {
        closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let call = reference.parent?.as(FunctionCallExprSyntax.self) else { return false }
            return call.calledExpression.id == reference.id
        }
    }

    /// `x.sheet(…)` or a bare `sheet(…)` whose name is `token`.
    static func presenterCall(at token: TokenSyntax) -> FunctionCallExprSyntax? {
        guard let reference = token.parent else { return nil }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
           let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
            return call
        }
        if let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id { return call }
        return nil
    }

    /// The content a presenter call is given: its labelled `content:` / `destination:` argument
    /// or its trailing content closure.
    static func contentArgument(of call: FunctionCallExprSyntax, label: String? = nil) -> ExprSyntax? {
        if let label, label != "_" {
            if let argument = call.arguments.first(where: { $0.label?.text == label }) { return argument.expression }
            if let closure = call.additionalTrailingClosures.first(where: { $0.label.text == label }) { return ExprSyntax(closure.closure) }
            return call.trailingClosure.map(ExprSyntax.init)
        }
        if let closure = SwiftUINavigationFinder.contentClosure(call) { return ExprSyntax(closure) }
        return call.arguments.first { ["content", "destination"].contains($0.label?.text ?? "") }?.expression
    }
}
