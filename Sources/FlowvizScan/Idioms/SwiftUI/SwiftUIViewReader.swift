import FlowvizCore
import SwiftSyntax

/// Reads one app view's (or view modifier's) own code for ``SwiftUIScreenNavigations``: what it
/// shows, then what it embeds outside that content.
struct SwiftUIViewReader {
    let view: String
    let index: TypeIndex
    let texts: [String: SourceText]
    let forwarders: [String: SwiftUIScreenNavigations.Forwarder]
    /// The screens a SwiftUI router's destinations make: routes, read by that idiom (a route
    /// nothing sends shows nothing), never a view's own navigation.
    let routed: Set<SyntaxIdentifier>

    private static let linkName = "NavigationLink"

    func read() -> (navigations: [ScreenNavigation], parts: [String]) {
        let methods = index.ownMethods(of: view).filter { !$0.body.isEmpty }
        var navigations = [ScreenNavigation]()
        var contents = Set<SyntaxIdentifier>()
        var contentMethods = Set<String>()
        for method in methods {
            guard let text = texts[method.location.file] else { continue }
            for token in method.body.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind else { continue }
                if name == Self.linkName {
                    guard let (destination, found) = link(at: token, text: text) else { continue }
                    contents.insert(destination.id)
                    navigations += found
                } else if SwiftUIScreenNavigations.presenterNames.contains(name) || forwarders[name] != nil {
                    guard let call = SwiftUIScreenNavigations.presenterCall(at: token) else { continue }
                    let forwarder = SwiftUIScreenNavigations.presenterNames.contains(name) ? nil : forwarders[name]
                    guard let content = SwiftUIScreenNavigations.contentArgument(of: call, label: forwarder?.label) else { continue }
                    contents.insert(content.id)
                    let presenter = forwarder?.presenter ?? name
                    let location = text.location(of: token)
                    if let closure = content.as(ClosureExprSyntax.self) {
                        let found = SwiftUILocalModalFinder.shown(in: closure, index: index, text: text)
                        if found.isEmpty, let method = calledContentMethod(in: closure) {
                            // `{ destination(for: $0) }`: the view's own method builds the content.
                            contentMethods.insert(method.name)
                            let methodText = texts[method.location.file] ?? text
                            let built = SwiftUILocalModalFinder.shown(in: method.body, parameters: method.parameters.map(\.name), index: index, text: methodText)
                            navigations += shown(built, presenter, Syntax(method.body), name, location)
                        } else {
                            navigations += shown(found, presenter, Syntax(closure.statements), name, location)
                        }
                    } else if let method = contentMethod(content) {
                        contentMethods.insert(method.name)
                        let methodText = texts[method.location.file] ?? text
                        let found = SwiftUILocalModalFinder.shown(in: method.body, parameters: method.parameters.map(\.name), index: index, text: methodText)
                        navigations += shown(found, presenter, Syntax(method.body), name, location)
                    }
                }
            }
        }
        return (navigations, parts(methods.filter { !contentMethods.contains($0.name) }, outside: contents))
    }

    /// `NavigationLink(destination: V())`, `NavigationLink { V() } label: { … }`: the destination and what it pushes.
    private func link(at token: TokenSyntax, text: SourceText) -> (Syntax, [ScreenNavigation])? {
        guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == token.parent?.id,
              !call.arguments.contains(where: { $0.label?.text == "value" }) else { return nil }
        let destination: Syntax? = if let argument = call.arguments.first(where: { $0.label?.text == "destination" }) {
            Syntax(argument.expression)
        } else if let closure = call.trailingClosure,
                  call.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) || call.arguments.first.map({ $0.label == nil }) == true {
            // `NavigationLink { V() } label: { … }`, or a title first: `NavigationLink("Pay") { V() }`.
            Syntax(closure)
        } else {
            nil
        }
        guard let destination else { return nil }
        guard let screen = SwiftUITypes.firstScreen(in: destination, index: index), screen.type != view else { return (destination, []) }
        return (destination, [ScreenNavigation(screen: view, target: screen.type, kind: .push, trigger: Self.linkName, location: text.location(of: token))])
    }

    /// The view's own method or computed property a content closure's one expression calls
    /// (`{ destination(for: $0) }`, `{ self.sheetView }`).
    private func calledContentMethod(in closure: ClosureExprSyntax) -> MethodDecl? {
        guard closure.statements.count == 1, let item = closure.statements.first else { return nil }
        var expression: ExprSyntax? = item.item.as(ExprSyntax.self)
        if let statement = item.item.as(StmtSyntax.self) { expression = statement.as(ExpressionStmtSyntax.self)?.expression }
        guard var expression = expression.map(Interpreter.unwrapped) else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        return contentMethod(expression)
    }

    /// `content: modalDestination`, `content: self.modalDestination`: a method of the view.
    private func contentMethod(_ content: ExprSyntax) -> MethodDecl? {
        let content = Interpreter.unwrapped(content)
        let name: String? = if let reference = content.as(DeclReferenceExprSyntax.self) {
            reference.baseName.text
        } else if let member = content.as(MemberAccessExprSyntax.self), member.base?.trimmedSource == "self" {
            member.declName.baseName.text
        } else {
            nil
        }
        return name.flatMap { name in index.methods(of: view).first { $0.name == name && !$0.body.isEmpty } }
    }

    private func shown(
        _ found: [SwiftUILocalModal.Shown], _ presenter: String, _ content: Syntax, _ trigger: String, _ location: SourceLocation
    ) -> [ScreenNavigation] {
        let wrapped = SwiftUILocalModalFinder.wrapsStack(content)
        var seen = Set<String>()
        return found.compactMap { shown in
            guard shown.type != view, shown.id.map(routed.contains) != true, seen.insert(shown.type).inserted else { return nil }
            // Content wrapped in a stack, or a view that makes its own (`var body: some View { NavigationStack { … } }`).
            let inStack = wrapped || index.ownMethods(of: shown.type).contains { SwiftUILocalModalFinder.wrapsStack(Syntax($0.body)) }
            let kind: ScreenNavigation.Kind = switch presenter {
            case "navigationDestination": .push
            case "fullScreenCover": .present(.init(style: .fullScreen, inNavigationStack: inStack))
            default: .present(.init(style: .sheet, swipeDismissible: !shown.blocksSwipe, inNavigationStack: inStack))
            }
            return ScreenNavigation(screen: view, target: shown.type, kind: kind, trigger: trigger, location: location)
        }
    }

    /// The app views and view modifiers `methods` make outside navigation `contents`, in source order.
    private func parts(_ methods: [MethodDecl], outside contents: Set<SyntaxIdentifier>) -> [String] {
        var parts = [String]()
        for method in methods {
            for token in method.body.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true, name != view, !parts.contains(name),
                      index.isViewComponent(name), index.isDeclared(name),
                      let call = token.parent?.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == token.parent?.id else { continue }
                var ancestor: Syntax? = Syntax(call)
                var inside = false
                while let node = ancestor, node.id != method.body.id {
                    if contents.contains(node.id) { inside = true; break }
                    ancestor = node.parent
                }
                if !inside { parts.append(name) }
            }
        }
        return parts
    }
}
