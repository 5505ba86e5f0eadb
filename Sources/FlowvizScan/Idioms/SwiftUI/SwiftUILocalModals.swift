import FlowvizCore
import SwiftSyntax

/// A modal a view presents from its own state (Docs/SCANNING.md, "Routes", SwiftUI):
/// `.sheet(isPresented: $showingX) { XView() }`, `.sheet(item: $selected) { ThingView($0) }`,
/// `.fullScreenCover(…)`, `.popover(…)`; never one bound to a router's route property (a route).
struct SwiftUILocalModal {
    /// One view the content may show: a `switch` over the item gives one per case.
    struct Shown {
        /// The item's case (`case .post:`), when the content switches over it.
        var routeCase: String?
        var type: String
        var location: SourceLocation
        var blocksSwipe: Bool
        /// The call that makes it.
        var id: SyntaxIdentifier? = nil
    }

    /// A write that shows it (`showingX = true`, `selected = thing`, `sheet = .post(x)`).
    struct Write {
        /// The case written (`.post(x)` → `post`); `nil` when the value cannot be told.
        var routeCase: String?
        var trigger: String
        var location: SourceLocation
    }

    /// The view whose code holds the modifier.
    var owner: String
    /// `sheet`, `fullScreenCover`, `popover`.
    var modifier: String
    var location: SourceLocation
    /// The views the content makes; empty when it makes no app view the scanner can tell.
    var shown: [Shown]
    /// Whether the content wraps what it shows in a `NavigationStack` / `NavigationView`.
    var inStack: Bool
    /// The owner's own writes to the bound state; none read when the state is another's.
    var writes: [Write]

    var style: AppGraph.ModalStyle { modifier == "fullScreenCover" ? .fullScreen : .sheet }
}

/// Finds the local modals of the app's views, once, for an app with a SwiftUI router.
enum SwiftUILocalModalFinder {
    static let modifierNames = ["sheet", "fullScreenCover", "popover"]
    static let modifiers = TokenWords(modifierNames)

    static func modals(index: TypeIndex, texts: [String: SourceText], routed: Set<String>) -> [SwiftUILocalModal] {
        // Each view is read on its own, on every core, in name order; only methods in files that
        // name a modifier are read token by token.
        let views = index.declarations.keys.sorted().filter(index.isSwiftUIView)
        return Array(ConcurrentRuns.map(views, size: 16, maximum: 32) { run in
            var mentions = FileMentions(modifierNames, texts: texts)
            return run.flatMap { modals(of: $0, index: index, texts: texts, routed: routed, mentions: &mentions) }
        }.joined())
    }

    private static func modals(
        of name: String, index: TypeIndex, texts: [String: SourceText], routed: Set<String>, mentions: inout FileMentions
    ) -> [SwiftUILocalModal] {
        var modals = [SwiftUILocalModal]()
        let methods = (index.declarations[name] ?? []).flatMap(\.methods).filter { !$0.body.isEmpty }
        for method in methods where mentions.named(in: method.location.file) {
            guard let text = texts[method.location.file] else { continue }
            for token in method.body.tokens(viewMode: .sourceAccurate) where modifiers.contains(token) {
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                      let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                      let first = call.arguments.first, ["isPresented", "item"].contains(first.label?.text ?? ""),
                      !isRouted(first.expression, owner: name, routed: routed, index: index),
                      let closure = SwiftUINavigationFinder.contentClosure(call) else { continue }
                let state = ownState(first.expression, of: name, index: index)
                modals.append(SwiftUILocalModal(
                    owner: name, modifier: member.declName.baseName.text, location: text.location(of: member.declName),
                    shown: shown(in: closure, index: index, text: text), inStack: wrapsStack(closure),
                    writes: state.map { writes(to: $0, isFlag: first.label?.text == "isPresented", in: methods, texts: texts) } ?? []
                ))
            }
        }
        return modals
    }

    /// `$router.sheet` where `sheet` is a route property a router binds: a route, read as one.
    private static func isRouted(_ expression: ExprSyntax, owner: String, routed: Set<String>, index: TypeIndex) -> Bool {
        var parts = expression.trimmedSource.drop { $0 == "$" }.split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        guard parts.count >= 2, let router = SwiftUITypes.resolve(Array(parts.dropLast()), in: owner, index: index) else { return false }
        return routed.contains("\(router).\(parts.last!)")
    }

    /// `$showingX`, `$self.selected`: the view's own property; `nil` for another's or a `Binding(get:set:)`.
    private static func ownState(_ expression: ExprSyntax, of owner: String, index: TypeIndex) -> String? {
        var text = expression.trimmedSource
        guard text.hasPrefix("$") else { return nil }
        text.removeFirst()
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return !text.contains(".") && index.property(text, of: owner) != nil ? text : nil
    }

    /// The content's first app view, or each case's when it switches over the item.
    static func shown(in closure: ClosureExprSyntax, index: TypeIndex, text: SourceText) -> [SwiftUILocalModal.Shown] {
        shown(in: closure.statements, parameters: Interpreter.parameterNames(of: closure), index: index, text: text)
    }

    /// The first app view `statements` make, or each case's when they switch over one of `parameters`.
    static func shown(in statements: CodeBlockItemListSyntax, parameters: [String], index: TypeIndex, text: SourceText) -> [SwiftUILocalModal.Shown] {
        let parameters = parameters + ["$0"]
        if let switchNode = Interpreter.eventSwitch(in: statements, over: parameters)
            ?? SwiftUINavigationFinder.wrappedSwitch(statements, over: parameters) {
            return switchNode.cases.flatMap { element -> [SwiftUILocalModal.Shown] in
                guard case .switchCase(let switchCase) = element,
                      let screen = SwiftUITypes.firstScreen(in: Syntax(switchCase.statements), index: index) else { return [] }
                let names: [String?] = if case .case(let label) = switchCase.label { label.caseItems.map { Interpreter.routeName(of: $0.pattern) } } else { [nil] }
                return names.map { .init(routeCase: $0, type: screen.type, location: text.location(of: screen.node), blocksSwipe: blocksSwipe(switchCase.statements), id: screen.node.id) }
            }
        }
        guard let screen = SwiftUITypes.firstScreen(in: Syntax(statements), index: index) else { return [] }
        return [.init(routeCase: nil, type: screen.type, location: text.location(of: screen.node), blocksSwipe: blocksSwipe(statements), id: screen.node.id)]
    }

    static func blocksSwipe(_ node: some SyntaxProtocol) -> Bool {
        let code = node.description
        return code.contains("interactiveDismissDisabled()") || code.contains("interactiveDismissDisabled(true)")
    }

    /// `NavigationStack { Settings() }`, `NavigationView { … }` around the content.
    static func wrapsStack(_ closure: ClosureExprSyntax) -> Bool {
        wrapsStack(Syntax(closure.statements))
    }

    static func wrapsStack(_ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { ["NavigationStack", "NavigationView"].contains($0.text) }
    }

    /// The writes in the owner's code that show the modal: `true` or `toggle()` for a flag, anything but `nil` for an item.
    private static func writes(to state: String, isFlag: Bool, in methods: [MethodDecl], texts: [String: SourceText]) -> [SwiftUILocalModal.Write] {
        var found = [SwiftUILocalModal.Write]()
        for method in methods {
            guard let text = texts[method.location.file] else { continue }
            for token in method.body.tokens(viewMode: .sourceAccurate) where token.text == state {
                guard let target = writtenExpression(token) else { continue }
                var value: ExprSyntax?
                if let sequence = target.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    guard elements.count == 3, elements[0].id == target.id, elements[1].is(AssignmentExprSyntax.self) else { continue }
                    value = Interpreter.unwrapped(elements[2])
                } else if let member = target.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
                          member.parent?.is(FunctionCallExprSyntax.self) == true, isFlag {
                    value = nil
                } else {
                    continue
                }
                if let value {
                    let written = value.trimmedSource
                    if isFlag ? written != "true" : written == "nil" { continue }
                }
                found.append(.init(
                    routeCase: value.flatMap(caseName), trigger: SwiftUISendFinder.triggerName(Syntax(token), method: method),
                    location: text.location(of: target)
                ))
            }
        }
        return found
    }

    /// `state` or `self.state` as a whole expression (not `other.state`).
    private static func writtenExpression(_ token: TokenSyntax) -> ExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            return member.base?.trimmedSource == "self" ? ExprSyntax(member) : nil
        }
        return ExprSyntax(reference)
    }

    /// `.post(action)`, `Sheets.post`, `.report` → the case; `nil` for a value that cannot be told.
    private static func caseName(_ value: ExprSyntax) -> String? {
        let callee = value.as(FunctionCallExprSyntax.self).map { Interpreter.unwrapped($0.calledExpression) } ?? value
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, CreationFinder.typeName(Interpreter.unwrapped(base)) == nil { return nil }
        return member.declName.baseName.text
    }
}
