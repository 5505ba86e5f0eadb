import FlowvizCore
import SwiftSyntax

extension Interpreter {
    /// `let child = Child(…); child.handle(.room(id))`: a route sent to the dispatcher of a child
    /// made here (not read from a property), which nothing here starts otherwise, is where the
    /// child begins; its `start()` may be unavailable (`fatalError("expects a route")`). A route
    /// handed to a child kept in a property (`self.child?.handle(route)`) is forwarded, not a start.
    /// Whether the call was such a start (recorded, with the parent's callbacks installed).
    func startsChildByRoute(_ child: ChildRef, _ name: String, _ labels: [String], _ values: [Value], at call: FunctionCallExprSyntax, _ frame: Frame) -> Bool {
        guard frame.origin != .unused, !index.properties(of: type).contains(where: { $0.location == child.site }),
              let method = index.method(name, labels: labels, of: child.type) else { return false }
        let dispatchers = RouteDispatcher.find(in: method, index: index, text: texts[method.location.file])
        guard dispatchers.contains(where: { dispatcher in
            guard dispatcher.parameter < values.count, case .route(let route, _, _) = values[dispatcher.parameter] else { return false }
            return dispatcher.cases.contains { $0.name == route }
        }) else { return false }
        if effects.contains(where: { $0.origin == frame.origin && $0.kind == .startChild(child) }) { return false }
        record(.startChild(child), frame, at: call)
        installParentCallbacks(for: child)
        return true
    }
}
