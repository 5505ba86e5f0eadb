import FlowvizCore
import SwiftSyntax

/// A fact the interpreter could not establish, by coordinator type (the assembler names it).
struct UnreadFact: Hashable, Sendable {
    var aspect: UnknownFact.Aspect
    /// The screen type concerned (a trigger's screen), if any.
    var screen: String?
    /// The child coordinator type concerned (its bookkeeping or outputs), if any.
    var child: String?
    var reason: String
    var location: SourceLocation?
    /// Where in the coordinator's life the gap is (a gap in `start()` explains an empty start).
    var origin: Origin? = nil
    /// One item of a gap said once for many (the routes one dispatcher is sent from code the
    /// scanner cannot attribute): facts alike but for their item merge into one whose reason
    /// lists the items (``merged(_:)``).
    var item: String? = nil

    /// The facts for the graph: a gap reached from several origins once (the graph does not
    /// keep origins), and grouped facts as one, listing their items in the order found.
    static func merged(_ facts: [UnreadFact]) -> [UnreadFact] {
        var result = [UnreadFact]()
        var byKey = [String: Int]()
        var items = [Int: [String]]()
        for fact in facts {
            let place = fact.item == nil ? fact.location.map { "\($0)" } ?? "" : "group"
            let key = "\(fact.aspect)|\(fact.screen ?? "")|\(fact.child ?? "")|\(fact.reason)|\(place)"
            if let at = byKey[key] {
                if let item = fact.item, !items[at, default: []].contains(item) { items[at, default: []].append(item) }
                continue
            }
            byKey[key] = result.count
            if let item = fact.item { items[result.count] = [item] }
            result.append(fact)
        }
        for (at, list) in items {
            let shown = list.prefix(maximumItems).joined(separator: ", ")
            let more = list.count > maximumItems ? ", and \(list.count - maximumItems) more" : ""
            result[at].reason += ": " + shown + more
            result[at].item = nil
        }
        return result
    }

    /// How many items a grouped fact names before it counts the rest.
    static let maximumItems = 6
}

extension Interpreter {
    /// Records that `aspect` could not be read here, and why. Code nothing the scanner followed
    /// calls (`.unused`) and set-up code say nothing the app is known to do, so their gaps are
    /// not facts about the flow.
    func unread(_ aspect: UnknownFact.Aspect, _ reason: String, _ frame: Frame, at node: some SyntaxProtocol, child: String? = nil) {
        switch frame.origin {
        case .unused, .setup: return
        default: break
        }
        var screen: String?
        if case .trigger(let triggerScreen, _, _) = frame.origin { screen = triggerScreen }
        noteUnread(UnreadFact(
            aspect: aspect, screen: screen, child: child, reason: reason, location: frame.text.location(of: node), origin: frame.origin
        ))
    }

    /// `File.swift:12`: where a grouped fact's item was found, short enough to list several.
    static func shortPlace(_ location: SourceLocation) -> String {
        "\(location.file.split(separator: "/").last.map(String.init) ?? location.file):\(location.line)"
    }

    /// A short, one-line quote of code for a reason.
    static func quote(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedSource.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let squeezed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return "`" + (squeezed.count > 60 ? String(squeezed.prefix(59)) + "…" : squeezed) + "`"
    }

    /// Walks a closure set on something unknown in its own ``Origin/unattached(child:location:)``.
    func scheduleUnattached(_ closure: ClosureExprSyntax, _ captured: Environment, file: String, child: String?, _ frame: Frame) {
        var inner = closureFrame(frame, captured: captured, file: file)
        for name in Self.parameterNames(of: closure) { inner.env[name] = .unknown }
        schedule(.unattached(child: child, location: inner.text.location(of: closure)), closure.statements, inner)
        unattachedClosures[inner.text.location(of: closure)] = closure.id
    }

    /// After the walk: each unattached closure that navigates or finishes is a gap in what the
    /// coordinator's triggers (or its finishing) are known to do.
    func reportUnattached() {
        // One gap per protocol: a screen's delegate the scanner cannot tie is one misread, however many methods it has.
        var reportedProtocols = Set<String>()
        for effect in effects {
            guard case .unattached(let child, let location) = effect.origin,
                  !(unattachedClosures[location].map { claimedClosures.contains($0) } ?? false) else { continue }
            let aspect: UnknownFact.Aspect
            switch effect.kind {
            case .push, .present, .setRoot, .startChild, .presentsChild, .presentsOwnContainer, .managedStart: aspect = .triggers
            case .finish, .callsOutput: aspect = .finish  // an own closure called may be its finish
            default: continue
            }
            if let required = delegateEntries[location] {
                guard reportedProtocols.insert("\(required) \(aspect)").inserted else { continue }
                let what = aspect == .finish ? "finish" : "navigate"
                noteUnread(UnreadFact(
                    aspect: aspect, reason: "requirements of \(required) \(what), and the scanner cannot tie \(required) to one of its screens; when they run is not known",
                    location: location
                ))
                continue
            }
            let owner = routeDispatchers.contains(location) ? "a route dispatcher, whose callers the scanner does not follow yet"
                : externalEntries.contains(location) ? "an `@objc` method the system calls (a notification, a selector)"
                : child.map { "an output of \($0) other than finishing" } ?? "a closure kept by an object the scanner cannot tell"
            let what = aspect == .finish ? "finishes" : "navigates"
            noteUnread(UnreadFact(aspect: aspect, child: child, reason: "\(owner) \(what); when it runs is not known", location: location))
        }
    }

    /// Children among `values` go into a call the scanner does not read: whether it keeps or
    /// releases them is not known.
    func handOff(_ values: [Value], _ call: FunctionCallExprSyntax, _ frame: Frame) {
        for case .child(let child) in values {
            record(.handedOff(child, to: Self.quote(call.calledExpression)), frame, at: call)
        }
    }
}

extension Interpreter {
    /// A coordinator declared more than once (two targets, two example apps): which declaration
    /// a parent starts is not known, so nothing either one does is read and no finding rests on
    /// a mix of them. Its start is unknown, and leads to each coordinator either one makes
    /// (so none of them is reported unreachable for want of reading it).
    func runMultiplyDeclared() {
        let declared = index.multiplyDeclared[type] ?? []
        let places = declared.map { "\($0.file):\($0.line)" }.joined(separator: ", ")
        let reason = "\(type) is declared \(declared.count) times (\(places)), as separate targets do: which one runs is not known"
        noteUnread(UnreadFact(aspect: .start, reason: reason, location: declared.first))
        // Each declaration may be shown differently (a stack in one, tabs in the other).
        noteUnread(UnreadFact(aspect: .presentation, reason: "\(reason); how it is shown differs between them", location: declared.first))
        var made = [String: SourceLocation]()
        let bodies = index.ownMethods(of: type).map { (Syntax($0.body), $0.location.file) }
            + index.properties(of: type).compactMap { property in property.initializer.map { (Syntax($0), property.location.file) } }
        for (body, file) in bodies {
            guard let text = texts[file] else { continue }
            for creation in CreationFinder.creations(in: body, text: text) where creation.type != type && index.isCoordinator(creation.type) && !creation.isCast {
                made[creation.type] = min(made[creation.type] ?? creation.location, creation.location)
            }
        }
        for (child, location) in made.sorted(by: { $0.value < $1.value }) {
            noteUnread(UnreadFact(aspect: .start, child: child, reason: "\(reason); one of them makes \(child)", location: location))
        }
    }
}
