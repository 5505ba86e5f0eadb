import FlowvizCore
import SwiftSyntax

/// Where app code outside a router writes to it (Docs/SCANNING.md, "Routes", SwiftUI):
/// `router.push(.detail)` (a router method), `router.path.append(.detail)`, `router.sheet = .x`,
/// `NavigationLink(value: .x)` inside a stack of the router, and a view's `dismiss()`.
struct SwiftUISend {
    enum Kind {
        /// A method of the router, with the arguments as written.
        case call(name: String, labels: [String], arguments: [ExprSyntax])
        /// An operation on a bound path (`append`, `removeLast`, `removeAll`).
        case path(property: String, call: FunctionCallExprSyntax)
        /// `router.sheet = .x`, `router.path = []`.
        case assign(property: String, value: ExprSyntax)
        /// `NavigationLink(value: .x)`: a push onto the stack the link sits in.
        case link(ExprSyntax)
        /// `dismiss()` from `@Environment(\.dismiss)` (or `presentationMode`): pops or dismisses the view.
        case dismiss
    }

    var kind: Kind
    /// The type whose code writes (a view, a view model, a service).
    var owner: String
    var method: MethodDecl
    var node: Syntax
    var location: SourceLocation
    /// What the user does: a button's title, the modifier or control whose closure it is in
    /// (`onTapGesture`), or the enclosing method's name.
    var trigger: String
}

/// Finds the writes to one router's routes in every other type's code.
final class SwiftUISendFinder: SyntaxVisitor {
    private let router: String
    private let index: TypeIndex
    private let properties: Set<String>
    private let hasStack: Bool
    private var owner = ""
    private var method: MethodDecl?
    private var text: SourceText?
    private(set) var found = [SwiftUISend]()

    private init(router: String, index: TypeIndex) {
        self.router = router
        self.index = index
        let bindings = index.swiftUIRoutes.bindings(of: router)
        properties = Set(bindings.map(\.property))
        hasStack = bindings.contains { $0.style == .push }
        super.init(viewMode: .sourceAccurate)
    }

    /// Every method of another type is read, on every core (a single-router app interprets one
    /// coordinator, and this walk is most of it), in chunks kept in order.
    static func sends(to router: String, index: TypeIndex, texts: [String: SourceText]) -> [SwiftUISend] {
        let methods = index.methodsWithBodies(ofTypes: { $0 != router }).filter { $0.owner != router }
        return ConcurrentRuns.map(methods, size: 64, maximum: 32) { run in
            let finder = SwiftUISendFinder(router: router, index: index)
            for method in run {
                finder.owner = method.owner
                finder.method = method
                finder.text = texts[method.location.file]
                finder.walk(method.body)
            }
            return finder.found
        }.joined().sorted { $0.location < $1.location }
    }

    private func add(_ kind: SwiftUISend.Kind, _ node: some SyntaxProtocol) {
        guard let method, let text else { return }
        found.append(SwiftUISend(
            kind: kind, owner: owner, method: method, node: Syntax(node), location: text.location(of: node),
            trigger: Self.triggerName(Syntax(node), method: method)
        ))
    }

    /// `router`, `self.router`, `model.router`: whether the expression is this router.
    private func isRouter(_ expression: ExprSyntax) -> Bool {
        SwiftUIForwarders.resolve(expression, in: owner, index: index) == router
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = Interpreter.unwrapped(node.calledExpression)
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            let holder = SwiftUIForwarders.resolve(base, in: owner, index: index)
            if holder == router {
                if let declared = index.method(name, labels: node.arguments.map { $0.label?.text ?? "_" }, of: router), !declared.body.isEmpty {
                    add(.call(name: name, labels: declared.labels, arguments: node.arguments.map(\.expression)), node)
                }
            } else if let path = Interpreter.unwrapped(base).as(MemberAccessExprSyntax.self), properties.contains(path.declName.baseName.text),
                      let holder = path.base, isRouter(holder) {
                add(.path(property: path.declName.baseName.text, call: node), node)
            } else if name == "dismiss", node.arguments.isEmpty, base.trimmedSource.hasSuffix("presentationMode.wrappedValue") {
                add(.dismiss, node)
            } else if let holder,
                      let forwarded = SwiftUIForwarders.follow(holder, name, Array(node.arguments), to: router, index: index) {
                add(forwarded, node)  // `router.route(to: .x)` on a type that passes the route on to the router
            }
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "NavigationLink", hasStack, let value = node.arguments.first(where: { $0.label?.text == "value" }) {
                add(.link(value.expression), node)
            } else if name == "dismiss", node.arguments.isEmpty, index.isSwiftUIView(owner), index.property("dismiss", of: owner) != nil {
                add(.dismiss, node)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
           let member = Interpreter.unwrapped(elements[0]).as(MemberAccessExprSyntax.self), properties.contains(member.declName.baseName.text),
           let holder = member.base, isRouter(holder) {
            add(.assign(property: member.declName.baseName.text, value: elements[2]), node)
        }
        return .visitChildren
    }

    /// `Button("Basket") { router.push(.basket) }` → `Basket`; `.onTapGesture { … }` → `onTapGesture`;
    /// outside any closure, the enclosing method (`select`).
    static func triggerName(_ node: Syntax, method: MethodDecl) -> String {
        // `NavigationLink("Care guide", value: …)`: the link's own title.
        if let link = node.as(FunctionCallExprSyntax.self), link.calledExpression.trimmedSource == "NavigationLink" {
            return title(of: link) ?? "NavigationLink"
        }
        var current = node.parent
        while let parent = current, !parent.is(CodeBlockItemListSyntax.self) || parent.id != method.body.id {
            if parent.is(ClosureExprSyntax.self) {
                var holder = parent.parent
                if holder?.is(LabeledExprSyntax.self) == true { holder = holder?.parent?.parent }
                if holder?.is(MultipleTrailingClosureElementSyntax.self) == true { holder = holder?.parent?.parent }
                if let call = holder?.as(FunctionCallExprSyntax.self) {
                    let callee = Interpreter.unwrapped(call.calledExpression)
                    if let title = title(of: call) { return title }
                    if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                        return name
                    }
                }
            }
            current = parent.parent
        }
        return method.name
    }

    /// A control's title: its first argument when it is a plain string literal.
    static func title(of call: FunctionCallExprSyntax) -> String? {
        guard let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self), !segment.content.text.isEmpty else { return nil }
        return segment.content.text
    }
}
