import FlowvizCore
import SwiftSyntax

/// State machines driving a coordinator (Docs/SCANNING.md, "Routes"): SwiftState's documented
/// names (`addAnyHandler`, `addHandler`, `addRoutes`, `addRouteMapping`, `addErrorHandler`,
/// `tryEvent`) and an app's own wrappers around them, found by what they forward: a method
/// passing its parameter to `tryEvent` fires events, one passing its closure parameter to
/// `addAnyHandler` / `addHandler` registers a handler.
struct StateMachineWrappers: Sendable {
    /// Wrapper methods that fire the event they are given, by name: the event parameter's position.
    private(set) var firing = [String: Int]()
    /// Wrapper methods that register the handler they are given, by name: the type declaring them
    /// (whose own routes are the machine's transitions).
    private(set) var registering = [String: String]()

    static let fire = "tryEvent"
    static let anyHandlers: Set<String> = ["addAnyHandler", "addHandler"]

    init() {}

    /// `texts`: a method in a file whose text names none of the calls is read no further.
    init(index: TypeIndex, texts: [String: SourceText]) {
        let words = Self.anyHandlers.union([Self.fire])
        let names = TokenWords(words)
        var files = FileMentions(words, texts: texts)
        files.searchEveryFile()
        guard files.namedInAnyFile else { return }
        for name in index.declarations.keys.sorted() {
            for method in index.ownMethods(of: name) where !method.parameters.isEmpty && !method.body.isEmpty {
                guard files.named(in: method.location.file), method.body.tokens(viewMode: .sourceAccurate).contains(where: names.contains) else { continue }
                let parameters = method.parameters.map(\.name)
                for call in StateMachineCalls.calls(in: Syntax(method.body)) {
                    let forwarded = call.node.arguments.map { Interpreter.unwrapped($0.expression).as(DeclReferenceExprSyntax.self)?.baseName.text }
                    if call.name == Self.fire, let first = forwarded.first, let name = first, let position = parameters.firstIndex(of: name) {
                        firing[method.name] = position
                    }
                    if Self.anyHandlers.contains(call.name), forwarded.contains(where: { $0.map(parameters.contains) ?? false }) {
                        registering[method.name] = method.owner
                    }
                }
            }
        }
    }
}

/// What a coordinator's state machine is made of: the handlers it registers and the
/// transitions its routes declare.
struct StateMachineReading {
    struct Handler {
        var closure: ClosureExprSyntax
        var file: String
        var location: SourceLocation
        /// `addRoutes(event: .e, …) { … }`, `addHandler(event: .e) { … }`: the events it runs for; `nil`: any.
        var events: Set<String>?
    }

    /// One transition a route declares; `nil`: any (or not known).
    struct Transition: Hashable {
        var from: String?
        var event: String?
        var to: String?
    }

    var handlers = [Handler]()
    var transitions = [Transition]()
    /// A route mapping whose cases the scanner cannot read: an event may lead anywhere.
    var mappingUnread = false

    var isEmpty: Bool { handlers.isEmpty }

    /// The transitions an event may take (from and to unknown when no route says).
    func transitions(for event: String) -> [Transition] {
        let matching = transitions.filter { $0.event == nil || $0.event == event }
        let unknown = Transition(from: nil, event: event, to: nil)
        return matching.isEmpty || mappingUnread ? [unknown] + matching : matching
    }

    /// Reads the registrations in `type`'s methods (its bases' too); a handler registered through
    /// an app wrapper brings the routes the wrapper's type declares.
    init(type: String, index: TypeIndex, wrappers: StateMachineWrappers, texts: [String: SourceText]) {
        var owners = Set<String>()
        // A method in a file naming no registration is read no further.
        var files = FileMentions(Self.registrations.union(wrappers.registering.keys), texts: texts)
        for method in index.methods(of: type) where !method.body.isEmpty && files.named(in: method.location.file) {
            guard let text = texts[method.location.file] else { continue }
            for call in StateMachineCalls.calls(in: Syntax(method.body)) {
                if let owner = wrappers.registering[call.name] {
                    owners.insert(owner)
                    if let closure = Self.handlerClosure(call.node) {
                        handlers.append(Handler(closure: closure, file: text.path, location: text.location(of: call.node), events: nil))
                    }
                    continue
                }
                read(call, text: text, handlers: true)
            }
        }
        for owner in owners.sorted() where !index.isCoordinator(owner) {
            for method in index.ownMethods(of: owner) where !method.body.isEmpty && files.named(in: method.location.file) {
                guard let text = texts[method.location.file] else { continue }
                for call in StateMachineCalls.calls(in: Syntax(method.body)) { read(call, text: text, handlers: false) }
            }
        }
    }

    /// The calls ``isRegistration(_:_:)`` accepts.
    static let registrations: Set<String> = ["addAnyHandler", "addRouteMapping", "addErrorHandler", "addHandler", "addRoutes"]

    /// Whether a call is a SwiftState registration (its closure runs on events, not in place).
    static func isRegistration(_ name: String, _ call: FunctionCallExprSyntax) -> Bool {
        // (What the call says is read only for a registration's name.)
        let byEvent = { call.arguments.first?.label?.text == "event" }
        let byRoute = { ByteSearch.occurs("=>", in: call.arguments.first?.expression.trimmedSource ?? "") }
        switch name {
        case "addAnyHandler", "addRouteMapping", "addErrorHandler": return handlerClosure(call) != nil
        case "addHandler": return handlerClosure(call) != nil && (byEvent() || byRoute())
        case "addRoutes": return byEvent() || byRoute()
        default: return false
        }
    }

    private mutating func read(_ call: StateMachineCalls.Call, text: SourceText, handlers readsHandlers: Bool) {
        guard Self.isRegistration(call.name, call.node) else { return }
        let closure = Self.handlerClosure(call.node)
        switch call.name {
        case "addRouteMapping":
            let before = transitions.count
            if let closure { readMapping(closure) } else { mappingUnread = true }
            if readsHandlers, let handler = Self.mappingHandler(call.node) {
                addMappingHandler(handler, mapped: transitions[before...], location: text.location(of: call.node), file: text.path)
            }
        case "addRoutes", "addHandler":
            let events = call.node.arguments.first { $0.label?.text == "event" }.map { Self.caseNames(in: $0.expression) }
            let keyed = events.flatMap { $0.contains("any") || $0.isEmpty ? nil : Set($0) }
            if call.name == "addRoutes" {
                let pairs = call.node.arguments.first { $0.label?.text == "transitions" }.map { Self.pairs(in: $0.expression) } ?? []
                for event in keyed.map({ $0.sorted().map(Optional.some) }) ?? [nil] {
                    if pairs.isEmpty { transitions.append(Transition(from: nil, event: event, to: nil)) }
                    for pair in pairs { transitions.append(Transition(from: pair.from, event: event, to: pair.to)) }
                }
            }
            if readsHandlers, let closure {
                handlers.append(Handler(closure: closure, file: text.path, location: text.location(of: call.node), events: keyed))
            }
        case "addAnyHandler":
            if readsHandlers, let closure {
                handlers.append(Handler(closure: closure, file: text.path, location: text.location(of: call.node), events: nil))
            }
        default:
            break  // `addErrorHandler`: runs on failed transitions only
        }
    }

    /// `addRouteMapping { event, fromState, _ in switch (fromState, event) { case (.a, .e): return .b … } }`.
    private mutating func readMapping(_ closure: ClosureExprSyntax) {
        let names = Interpreter.parameterNames(of: closure)
        guard names.count >= 2, let node = SwitchFinder.switches(in: closure.statements).first else {
            if names.count < 2 || !readGuardMapping(closure, event: names[0], from: names[1]) { mappingUnread = true }
            return
        }
        let subject = StateMachineSyntax.subjectElements(node.subject)
        let eventPosition = subject.firstIndex(of: names[0]), fromPosition = subject.firstIndex(of: names[1])
        guard eventPosition != nil else { mappingUnread = true; return }
        for element in node.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            let results = ReturnFinder.returns(in: Syntax(switchCase.statements)).flatMap { expression -> [String?] in
                if expression.is(NilLiteralExprSyntax.self) { return [] }
                let names = Self.caseNames(in: expression)
                return names.isEmpty ? [nil] : names
            }
            guard case .case(let label) = switchCase.label else {
                for to in results { transitions.append(Transition(from: nil, event: nil, to: to)) }
                continue
            }
            for item in label.caseItems {
                let elements = StateMachineSyntax.patternElements(item.pattern.trimmedSource, count: subject.count)
                let event = eventPosition.flatMap { StateMachineSyntax.caseName(elements[$0]) }
                let from = fromPosition.flatMap { StateMachineSyntax.caseName(elements[$0]) }
                for to in results { transitions.append(Transition(from: from, event: event, to: to)) }
            }
        }
    }

    static func handlerClosure(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
    }

    /// `.a`, `.a(x)`, `Event.a`, `[.a, .b]`, `flag ? .a : .b`: the case names written.
    static func caseNames(in expression: ExprSyntax) -> [String] {
        let expression = Interpreter.unwrapped(expression)
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.flatMap { caseNames(in: $0.expression) } }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard let position = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                  let ternary = elements[position].as(UnresolvedTernaryExprSyntax.self) else { return [] }
            return caseNames(in: ternary.thenExpression) + elements[(position + 1)...].flatMap { caseNames(in: $0) }
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return caseNames(in: ternary.thenExpression) + caseNames(in: ternary.elseExpression)
        }
        var node = expression
        if let call = node.as(FunctionCallExprSyntax.self) { node = Interpreter.unwrapped(call.calledExpression) }
        guard let member = node.as(MemberAccessExprSyntax.self) else { return [] }
        return [member.declName.baseName.text]
    }

    /// `[.a => .b, .c => .d]`: each pair's states (`.any`: any).
    static func pairs(in expression: ExprSyntax) -> [(from: String?, to: String?)] {
        guard let array = Interpreter.unwrapped(expression).as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { element in
            let parts = element.expression.trimmedSource.components(separatedBy: "=>")
            guard parts.count == 2 else { return nil }
            return (StateMachineSyntax.caseName(parts[0]), StateMachineSyntax.caseName(parts[1]))
        }
    }
}

/// Reading patterns and subjects of a `switch (context.fromState, context.event, context.toState)` as text.
enum StateMachineSyntax {
    /// The subject's elements: `(a.b, c)` → `["a.b", "c"]`, `x` → `["x"]`.
    static func subjectElements(_ subject: ExprSyntax) -> [String] {
        let subject = Interpreter.unwrapped(subject)
        if let tuple = subject.as(TupleExprSyntax.self) {
            return tuple.elements.map { Interpreter.unwrapped($0.expression).trimmedSource }
        }
        return [subject.trimmedSource]
    }

    /// A case pattern's elements, `count` of them (`_` for any missing): `let (.a, x)` → `[".a", "x"]`.
    static func patternElements(_ pattern: String, count: Int) -> [String] {
        var text = pattern.trimmed
        var bindsAll = false
        for prefix in ["let ", "var "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count); bindsAll = true }
        var elements = [text]
        if count > 1, text.hasPrefix("("), text.hasSuffix(")") {
            elements = []
            var depth = 0, current = ""
            for character in text.dropFirst().dropLast() {
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" { depth -= 1 }
                if character == ",", depth == 0 { elements.append(current.trimmed); current = ""; continue }
                current.append(character)
            }
            elements.append(current.trimmed)
        }
        if bindsAll { elements = elements.map { $0.hasPrefix(".") ? $0 : "_" } }
        return (0..<count).map { $0 < elements.count ? elements[$0] : "_" }
    }

    /// The case an element names (`.a`, `.a(let x)`, `State.a`); `nil` for `_`, a binding or `.any`.
    static func caseName(_ element: String) -> String? {
        var text = element.trimmed
        for prefix in ["let ", "var "] where text.hasPrefix(prefix) { return nil }
        if let colon = text.firstIndex(of: ":"), !text.contains("(") { text = String(text[text.index(after: colon)...]).trimmed }
        let head = text.prefix { $0 != "(" }
        guard head.contains("."), let last = head.split(separator: ".").last else { return nil }
        let name = String(last).trimmed
        return name == "any" ? nil : name
    }
}

/// Calls by name in a body: `tryEvent`, `addAnyHandler`, `machine.addRoutes(…)`.
final class StateMachineCalls: SyntaxVisitor {
    struct Call {
        var name: String
        var node: FunctionCallExprSyntax
    }
    private var found = [Call]()

    static func calls(in node: Syntax) -> [Call] {
        let finder = StateMachineCalls(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = Interpreter.unwrapped(node.calledExpression)
        if let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text {
            found.append(Call(name: name, node: node))
        }
        return .visitChildren
    }
}

/// The values a body returns, outside nested closures.
final class ReturnFinder: SyntaxVisitor {
    private var found = [ExprSyntax]()

    static func returns(in node: Syntax) -> [ExprSyntax] {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { found.append(expression) }
        return .skipChildren
    }
}

private extension StringProtocol {
    /// Without whitespace at either end.
    var trimmed: String {
        guard let start = firstIndex(where: { !$0.isWhitespace }), let end = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[start...end])
    }
}
