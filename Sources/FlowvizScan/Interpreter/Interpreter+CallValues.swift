import FlowvizCore
import SwiftSyntax

/// What calls give by the types the code declares, and the helpers of ``memberCall(_:_:_:_:_:_:)``.
extension Interpreter {
    /// `X.instantiate()`, `X.make(…)`, `X.controllerFromStoryboard(…)`: an instance of `X` when X is a screen or coordinator.
    func instance(of typeName: String, at call: FunctionCallExprSyntax, _ frame: Frame) -> Value? {
        if index.isScreen(typeName) { return .screen(typeName) }
        if typeName == "UINavigationController" { return .container(frame.text.location(of: call)) }
        if index.isTabBarController(typeName) { return .tabBar(typeName) }
        if index.isCoordinator(typeName) { return .child(ChildRef(type: typeName, site: frame.text.location(of: call))) }
        return nil
    }

    /// The value of a factory's declared return type: a screen, a child, the only screen conforming
    /// to a protocol, or an Apple controller that is no screen (an alert).
    func value(ofDeclaredType typeName: String, at call: FunctionCallExprSyntax, _ frame: Frame) -> Value {
        instance(of: typeName, at: call, frame) ?? viewValue(ofType: typeName) ?? systemValue(ofDeclaredType: typeName) ?? .unknown
    }

    /// An Apple controller that is no screen (`-> UIAlertController?`): what a call declared to
    /// return one gives, whatever its body (`nil`, a switch) lets the scanner read.
    func systemValue(ofDeclaredType typeName: String?) -> Value? {
        guard let typeName = typeName.map(TypeNames.base(of:)), index.isSystemController(typeName) else { return nil }
        return .foreign(typeName)
    }

    /// Runs a dismissal handler (a closure value) in the ``Origin/swipeDismiss`` origin; a removal
    /// there that names no child removes the children the closure captured (`{ self?.didFinish(from: child) }`).
    func runDismissalHandler(_ handler: Value, _ frame: Frame) {
        guard case .closure(let closure, let captured, _) = handler else { return }
        var dismissFrame = frame.later(in: .swipeDismiss)
        let children = Set(captured.values.values.compactMap { if case .child(let child) = $0 { child } else { nil } })
        runClosures([handler], removing: children.sorted { "\($0.site)" < "\($1.site)" }, &dismissFrame, at: closure)
    }

    /// A call that hands over what to do when a presentation is dismissed by the user
    /// (`notifyInteractiveDismissal`, `onDismiss`), not a dismissal itself.
    static func registersDismissalHandler(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ByteSearch.occurs("dismiss", in: lowered) && !["dismiss", "diddismiss", "willdismiss"].contains { lowered.hasPrefix($0) }
    }

    /// The member a `map` argument reads: `\.x` or `{ $0.x }`.
    static func mappedMember(_ expression: ExprSyntax) -> String? {
        if let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
           case .property(let component) = keyPath.components.first?.component {
            return component.declName.baseName.text
        }
        if let closure = expression.as(ClosureExprSyntax.self), closure.signature == nil, closure.statements.count == 1,
           case .expr(let body) = closure.statements.first?.item, let member = unwrapped(body).as(MemberAccessExprSyntax.self),
           let base = member.base, unwrapped(base).trimmedSource == "$0" {
            return member.declName.baseName.text
        }
        return nil
    }
}
