import FlowvizCore
import SwiftSyntax

/// Something a screen shows by itself, read from its own code: a view controller's push or
/// present, a SwiftUI view's navigation link, sheet, cover or destination. ``ScreenFlows`` draws
/// it as the screen's transition, in each coordinator that shows the screen, and from the app's
/// entry in an app without coordinators.
struct ScreenNavigation: Sendable {
    enum Kind: Sendable, Equatable {
        case push
        case present(AppGraph.ModalPresentation)
    }

    /// The screen type whose code shows `target`.
    var screen: String
    /// The screen type shown.
    var target: String
    var kind: Kind
    /// What runs it: the method, or the SwiftUI control or modifier.
    var trigger: String
    var location: SourceLocation

    /// The name of the function, property or initializer whose code holds `node`: a trigger's name.
    static func enclosingName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { return function.name.text }
            if syntax.is(InitializerDeclSyntax.self) { return "init" }
            if let binding = syntax.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                return name.identifier.text
            }
            current = syntax.parent
        }
        return nil
    }
}
