import FlowvizCore
import SwiftSyntax

/// SwiftState's `addRouteMapping(_:handler:)`: the mapping closure decides each event's next
/// state, the handler runs on every transition the mapping allows.
extension StateMachineReading {
    /// `addRouteMapping { … } handler: { … }`, `addRouteMapping(mapping, handler: { … })`: the handler closure.
    static func mappingHandler(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.additionalTrailingClosures.first(where: { $0.label.text == "handler" }) { return trailing.closure }
        if let argument = call.arguments.first(where: { $0.label?.text == "handler" }) { return argument.expression.as(ClosureExprSyntax.self) }
        return nil
    }

    /// The handler runs for the events its mapping maps (`mapped`, the transitions just read);
    /// when the mapping does not say which (a wildcard, an unread mapping) it is fired by no
    /// known event and runs from an unknown origin.
    mutating func addMappingHandler(_ closure: ClosureExprSyntax, mapped: ArraySlice<Transition>, location: SourceLocation, file: String) {
        let events = mapped.map(\.event)
        let known = events.isEmpty || events.contains(nil) ? Set<String>() : Set(events.compactMap { $0 })
        handlers.append(Handler(closure: closure, file: file, location: location, events: known))
    }

    /// `{ event, fromState, _ in guard event == .e, case .a = fromState else { return nil }; return .b }`:
    /// one transition per event compared in the guards; `false` when no guard names an event.
    mutating func readGuardMapping(_ closure: ClosureExprSyntax, event: String, from: String) -> Bool {
        var events = [String](), fromStates = [String]()
        for item in closure.statements {
            guard let guardStatement = item.item.as(GuardStmtSyntax.self) else { continue }
            for element in guardStatement.conditions {
                switch element.condition {
                case .expression(let expression):
                    events += Self.comparedCases(expression, to: event)
                case .matchingPattern(let matching) where Interpreter.unwrapped(matching.initializer.value).trimmedSource == from:
                    if let name = StateMachineSyntax.caseName(matching.pattern.trimmedSource) { fromStates.append(name) }
                default:
                    break
                }
            }
        }
        guard !events.isEmpty else { return false }
        let results = ReturnFinder.returns(in: Syntax(closure.statements)).flatMap { expression -> [String?] in
            if expression.is(NilLiteralExprSyntax.self) { return [] }
            let names = Self.caseNames(in: expression)
            return names.isEmpty ? [nil] : names
        }
        let sources: [String?] = fromStates.isEmpty ? [nil] : fromStates
        for name in events { for source in sources { for to in results { transitions.append(Transition(from: source, event: name, to: to)) } } }
        return true
    }

    /// `event == .e`, `.e == event`, `event == .e || event == .f`: the cases `name` is compared to.
    private static func comparedCases(_ expression: ExprSyntax, to name: String) -> [String] {
        guard let sequence = Interpreter.unwrapped(expression).as(SequenceExprSyntax.self) else { return [] }
        let elements = Array(sequence.elements)
        var found = [String]()
        for (position, element) in elements.enumerated() where element.as(BinaryOperatorExprSyntax.self)?.operator.text == "==" {
            guard position > 0, position + 1 < elements.count else { continue }
            let left = Interpreter.unwrapped(elements[position - 1]).trimmedSource
            let right = Interpreter.unwrapped(elements[position + 1]).trimmedSource
            if left == name { found += caseNames(in: elements[position + 1]) }
            if right == name { found += caseNames(in: elements[position - 1]) }
        }
        return found
    }
}
