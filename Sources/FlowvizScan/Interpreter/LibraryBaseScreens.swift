import SwiftSyntax

/// Screens on a base class the scan does not read (`class SettingsView: FormViewController`, a
/// form library's), known by use: an RxFlow flow pushes, presents, sets as a root, wraps in a
/// navigation controller or contributes one it makes. UIKit's type checking makes what is shown
/// a view controller, and the base cannot send the app's steps (Swift values neither a library
/// nor an Objective-C base knows), so what the screen tells its flow is in the subclass the scan
/// reads. A type shown only by other coordinators stays unknown: the delegate calls they rely on
/// may come from the unread base (an app's Objective-C controller).
extension TypeIndex {
    /// (`names`: every declared type's, in order.)
    func libraryBaseScreens(among names: [String]) -> Set<String> {
        let candidates = Set(Self.names(names, in: self) { $0.hasUnreadBase($1) })
        guard !candidates.isEmpty else { return [] }
        var found = Set<String>()
        for flow in declarations.keys.sorted() where RouteVocabulary.isRxFlow(flow, self) {
            for method in ownMethods(of: flow) where !method.body.isEmpty {
                found.formUnion(ShownMadeFinder.shown(candidates, in: method.body))
            }
        }
        return found
    }

    /// A class whose superclass chain (each first inherited name) ends in a name the scan does
    /// not declare and that is no Apple type: a library's base or the app's Objective-C one.
    private func hasUnreadBase(_ name: String) -> Bool {
        guard declaration(of: name)?.kind == .class, !Self.looksLikeCoordinator(name) else { return false }
        var current = name
        var seen: Set<String> = [name]
        while let base = declaration(of: current)?.inherited.first.map(TypeNames.base(of:)) {
            guard isDeclared(base) else { return !Self.isSystemType(base) && !["NSObject", "Flow", "Stepper"].contains(base) }
            guard seen.insert(base).inserted else { return false }
            current = base
        }
        return false
    }
}

/// The candidate types a method makes (`X(…)`, directly or through a local) and hands to a
/// navigation call: `push…`/`present…`/`setViewControllers`, a `rootViewController:` argument, or
/// RxFlow's `.contribute(withNext:)` / `withNextPresentable:`.
final class ShownMadeFinder: SyntaxVisitor {
    private let candidates: Set<String>
    private var locals = [String: String]()
    private var shown = Set<String>()

    private init(_ candidates: Set<String>) {
        self.candidates = candidates
        super.init(viewMode: .sourceAccurate)
    }

    static func shown(_ candidates: Set<String>, in body: CodeBlockItemListSyntax) -> Set<String> {
        let finder = ShownMadeFinder(candidates)
        finder.walk(body)
        return finder.shown
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value, let made = made(value) { locals[node.pattern.trimmedSource] = made }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = Interpreter.unwrapped(node.calledExpression)
        let name = called.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text
        let navigates = name.map(Names.shows.contains) ?? false
        for argument in node.arguments {
            let label = argument.label?.text
            let counts = label == "rootViewController" || name == "contribute" && (label == "withNext" || label == "withNextPresentable")
                || navigates && name != "contribute"
            guard counts else { continue }
            var values = [Interpreter.unwrapped(argument.expression)]
            if let array = values[0].as(ArrayExprSyntax.self) { values = array.elements.map { Interpreter.unwrapped($0.expression) } }
            for value in values {
                if let reference = value.as(DeclReferenceExprSyntax.self), let type = locals[reference.baseName.text] { shown.insert(type) }
                if let type = made(value) { shown.insert(type) }
            }
        }
        return .visitChildren
    }

    /// `X(…)` for a candidate `X`.
    private func made(_ expression: ExprSyntax) -> String? {
        guard let call = Interpreter.unwrapped(expression).as(FunctionCallExprSyntax.self),
              let type = Interpreter.unwrapped(call.calledExpression).as(DeclReferenceExprSyntax.self)?.baseName.text,
              candidates.contains(type) else { return nil }
        return type
    }
}
