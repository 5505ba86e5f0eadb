import FlowvizCore
import Foundation
import SwiftSyntax

/// Statements: blocks, declarations, `if`, `guard`, `switch` and their conditions, each run
/// in the frame of the code being walked.
extension Interpreter {
    func execute<Items: Sequence<CodeBlockItemSyntax>>(_ items: Items, _ frame: inout Frame) -> Completion {
        for item in items {
            frame.statement = item
            switch item.item {
            case .decl(let decl):
                if let conditional = decl.as(IfConfigDeclSyntax.self) {
                    if case .returned(let value) = compiledBranches(conditional, &frame) { return .returned(value) }
                } else {
                    declare(decl, &frame)
                }
            case .stmt(let statement):
                if case .returned(let value) = executeStatement(statement, &frame) { return .returned(value) }
            case .expr(let expression):
                if case .returned(let value) = expressionStatement(expression, &frame) { return .returned(value) }
            }
        }
        return .normal
    }

    private func declare(_ decl: DeclSyntax, _ frame: inout Frame) {
        guard let variable = decl.as(VariableDeclSyntax.self) else { return }
        for binding in variable.bindings {
            let value = binding.initializer.map { evaluate($0.value, &frame) } ?? .unknown
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                frame.env[name] = value
                frame.localTypes[name] = declaredType(of: binding, frame)
            } else if let tuple = binding.pattern.as(TuplePatternSyntax.self), case .tuple(let members) = value {
                for (position, element) in tuple.elements.enumerated() {
                    guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    frame.env[name] = members[element.label?.text ?? "\(position)"] ?? members["\(position)"] ?? .unknown
                }
            }
        }
    }

    private func executeStatement(_ statement: StmtSyntax, _ frame: inout Frame) -> Completion {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return expressionStatement(expression.expression, &frame)
        }
        if let returned = statement.as(ReturnStmtSyntax.self) {
            return .returned(returned.expression.map { evaluate($0, &frame) } ?? .unknown)
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            // `guard let step = step as? OtherStep else { return .none }` on a route of another type.
            let cast = routeCast(guardStatement.conditions, frame)
            if cast == false { return execute(guardStatement.body.statements, &frame) }
            let label = conditionLabel(guardStatement.conditions, &frame)
            if cast == true { return .normal }
            var elseFrame = frame
            if let label { elseFrame.conditions.append(Conditions.negated(label)) }
            _ = execute(guardStatement.body.statements, &elseFrame)
            if let label { frame.conditions.append(label) }
            return .normal
        }
        // A loop may run no time at all: a `return` inside it does not end the method
        // (`for c in children where c === child { return }` before `children.append(child)`).
        if let loop = statement.as(ForStmtSyntax.self) {
            var inner = frame
            let sequence = evaluate(loop.sequence, &inner)
            // Over a list the scanner knows (`for child in [a, b] { child.start() }`), the body
            // runs once for each element, bound to the loop's name.
            if let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let items = Self.knownElements(sequence) {
                for item in items {
                    var each = inner
                    each.env[name] = item
                    _ = execute(loop.body.statements, &each)
                }
                return .normal
            }
            _ = execute(loop.body.statements, &inner)
            return .normal
        }
        if let loop = statement.as(WhileStmtSyntax.self) {
            var inner = frame
            _ = execute(loop.body.statements, &inner)
            return .normal
        }
        if let loop = statement.as(RepeatStmtSyntax.self) {
            var inner = frame
            _ = execute(loop.body.statements, &inner)
            return .normal
        }
        if let doStatement = statement.as(DoStmtSyntax.self) {
            return execute(doStatement.body.statements, &frame)
        }
        if let deferStatement = statement.as(DeferStmtSyntax.self) {
            var inner = frame
            _ = execute(deferStatement.body.statements, &inner)
        }
        return .normal
    }

    private func expressionStatement(_ expression: ExprSyntax, _ frame: inout Frame) -> Completion {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return branch(ifExpression, &frame)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchCases(switchExpression, &frame)
        }
        _ = evaluate(expression, &frame)
        return .normal
    }

    /// Both branches run, each under its condition; the `if` returns only when both do.
    func branch(_ node: IfExprSyntax, _ frame: inout Frame) -> Completion {
        // `if let step = step as? ChildStep { … }` on a route value: only the branch the cast takes.
        switch routeCast(node.conditions, frame) {
        case true?:
            _ = conditionLabel(node.conditions, &frame)
            return execute(node.body.statements, &frame)
        case false?:
            switch node.elseBody {
            case .ifExpr(let nested)?: return branch(nested, &frame)
            case .codeBlock(let block)?: return execute(block.statements, &frame)
            case nil: return .normal
            }
        case nil:
            break
        }
        let label = conditionLabel(node.conditions, &frame)
        var thenFrame = frame
        if let label { thenFrame.conditions.append(label) }
        let thenCompletion = execute(node.body.statements, &thenFrame)
        var elseFrame = frame
        if let label { elseFrame.conditions.append(Conditions.negated(label)) }
        var elseCompletion = Completion.normal
        switch node.elseBody {
        case .ifExpr(let nested)?: elseCompletion = branch(nested, &elseFrame)
        case .codeBlock(let block)?: elseCompletion = execute(block.statements, &elseFrame)
        case nil: break
        }
        frame.env = thenFrame.env.merging(elseFrame.env)
        noteBranchAliases(frame.env, [thenFrame.env, elseFrame.env])
        if case .returned(let thenValue) = thenCompletion, case .returned(let elseValue) = elseCompletion {
            // `if let x = given { return x } else { return Made() }`: what is known of either.
            return .returned(thenValue == .unknown ? elseValue : thenValue)
        }
        return .normal
    }

    func switchCases(_ node: SwitchExprSyntax, _ frame: inout Frame) -> Completion {
        let subject = node.subject.trimmedSource
        if let fired = stateMachineCases(node, &frame) { return fired }
        let subjectValue = evaluate(node.subject, &frame)
        if let dispatched = dispatch(node, subject: subjectValue, &frame) { return dispatched }
        // Names assigned in the cases (`let first: UIViewController` set in each) are known after
        // the switch, as after an if/else; the first case that knows a name wins.
        var merged = frame.env
        var branches = [Environment]()
        defer {
            frame.env = merged
            noteBranchAliases(merged, branches)
        }
        for element in node.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            var caseFrame = frame
            switch switchCase.label {
            case .case(let label):
                caseFrame.conditions.append("\(subject) is \(label.caseItems.map(\.pattern.trimmedSource).joined(separator: ", "))")
            case .default:
                caseFrame.conditions.append("\(subject) is something else")
            }
            if case .finishHandler = frame.origin { record(.finishPath, caseFrame, at: switchCase.label) }
            _ = execute(switchCase.statements, &caseFrame)
            merged = merged.merging(caseFrame.env)
            branches.append(caseFrame.env)
        }
        return .normal
    }

    /// A readable label for a branch, binding `if let x = …` names on the way; `nil` for
    /// conditions that only unwrap `self`.
    func conditionLabel(_ conditions: ConditionElementListSyntax, _ frame: inout Frame) -> String? {
        var parts = [String]()
        for element in conditions {
            switch element.condition {
            case .optionalBinding(let binding):
                let name = binding.pattern.trimmedSource
                let value = binding.initializer.map { evaluate($0.value, &frame) } ?? frame.env[name] ?? .unknown
                frame.env[name] = value
                if value == .selfRef || binding.initializer == nil && name == "self" { continue }
                parts.append(binding.initializer.map { "\($0.value.trimmedSource) exists" } ?? "\(name) exists")
            case .expression(let expression):
                _ = evaluate(expression, &frame)
                parts.append(expression.trimmedSource)
            default:
                parts.append(element.condition.trimmedSource)
            }
        }
        return parts.isEmpty ? nil : Conditions.clean(parts.joined(separator: ", "))
    }

    /// The elements of a list value when each is something the scanner follows (a few, so a loop
    /// over them runs once per element); `nil` otherwise.
    static func knownElements(_ value: Value) -> [Value]? {
        guard case .list(let items) = value, !items.isEmpty, items.count <= 16, !items.contains(.unknown) else { return nil }
        return items
    }
}

extension Environment {
    /// Names bound on either branch (the first branch wins a conflict).
    func merging(_ other: Environment) -> Environment {
        var merged = self
        for (name, value) in other.values where merged.values[name] == nil || merged.values[name] == .unknown {
            merged.values[name] = value
        }
        return merged
    }
}

/// Branch labels.
enum Conditions {
    static func negated(_ label: String) -> String {
        if label.hasPrefix("not ") { return String(label.dropFirst(4)) }
        if label.hasPrefix("!"), !label.contains(" ") { return String(label.dropFirst()) }
        return "not " + label
    }

    /// One line, single spaces, `self.`/`self?.` dropped, at most 80 characters.
    static func clean(_ text: String) -> String {
        var cleaned = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for prefix in ["self?.", "self.", "self!."] where ByteSearch.occurs(prefix, in: cleaned) {
            cleaned = cleaned.replacingOccurrences(of: prefix, with: "")
        }
        if cleaned.hasPrefix("!"), !cleaned.contains(" ") { cleaned = "not " + cleaned.dropFirst() }
        return cleaned.count > 80 ? String(cleaned.prefix(79)) + "…" : cleaned
    }
}
