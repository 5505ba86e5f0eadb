import FlowvizCore
import Foundation
import SwiftSyntax

/// Walks one coordinator's code the way the app runs it: from `start()` through the helpers it
/// calls, then each trigger closure, delegate method and finish handler it installs, recording
/// the navigation ``Effect``s it sees. Unknown calls are looked through (their closures run in
/// place); nothing is type-checked, so the result is the code's evident intent.
final class Interpreter: @unchecked Sendable {
    let type: String
    let index: TypeIndex
    let texts: [String: SourceText]
    var effects = [Effect]()
    private(set) var skipped = [SkippedCode]()
    /// Facts about this coordinator's flow the interpreter could not read (``UnreadFact``), each once.
    private(set) var unreadFacts = [UnreadFact]()
    /// Closures first walked as unattached and later found to be a screen's triggers.
    var claimedClosures = Set<SyntaxIdentifier>()
    /// The screen a model being made is handed to (Interpreter+HandedModels.swift).
    var modelOwner: String?
    /// Where the triggers of the screen of each type last made were installed; and the screen
    /// that the part made with those triggers was embedded in (Interpreter+Embedding.swift).
    var lastMadeTriggers = [String: [SourceLocation]]()
    var partTriggerOwners = [SourceLocation: String]()
    var popHookCache = [String: PopHookFinder]()
    /// Holders of the router's SwiftUI views, read once (Interpreter+SwiftUIHolders.swift).
    var holderCache = HolderCache()
    /// ``SelfRemoval/removes(_:of:_:depth:)`` by method key, read once per method.
    var selfRemovalCache = [String: Bool]()
    var parentCallbackCache = [String: [MethodDecl]]()
    var unattachedClosures = [SourceLocation: SyntaxIdentifier]()
    /// `@objc` methods run as external entries (``Origin/unattached(child:location:)``).
    var externalEntries = Set<SourceLocation>()
    /// Children another branch put under the same name (see ``noteBranchAliases(_:_:)``).
    var branchAliases = [ChildRef: Set<ChildRef>]()
    /// Protocol requirements nothing attributed calls, by location: the protocol's name.
    var delegateEntries = [SourceLocation: String]()
    /// Route dispatchers run unattached (``Interpreter/isRouteDispatcher(_:)``).
    var routeDispatchers = Set<SourceLocation>()
    /// The `start()` walked (`nil`: none the scanner can read).
    private(set) var startMethod: MethodDecl?
    private var unreadSeen = Set<UnreadFact>()
    /// Route-driven navigation read so far (Interpreter+Routes.swift).
    var routeState = RouteState()
    /// The coordinator's state machine, read once, and what fired its handlers.
    var stateMachineState = StateMachineState()
    /// `modalPresentationStyle` / `isModalInPresentation` set on a value before it is presented.
    var presentationStyles = [Value: ModalStyle]()
    var notSwipeDismissible = Set<Value>()
    /// Navigation controllers made here and handed to a child's initializer: that child's container.
    var handedContainers = [Value: ChildRef]()
    /// The app's own stacks made here (`NavigationStackCoordinator()`): presenting one handed to no child is an unknown target.
    var appStacksMadeHere = Set<Value>()
    /// Stacks made here and the screen later made their root (`stack.setRootCoordinator(screen)`).
    var containerRoots = [Value: Value]()
    /// Screens made the root of a navigation controller here (`UINavigationController(rootViewController: x)`).
    var stackRoots = Set<Value>()
    /// Screen types made here only as the frame or a secondary part of another screen
    /// (``embeddedContent(_:_:_:_:)``): created, but no screen of their own.
    var embeddedParts = Set<String>()
    /// Values whose style was set from something the scanner does not evaluate: why.
    var unknownStyles = [Value: String]()
    /// The style each presented controller type sets on itself, read once per type.
    var ownStyleCache = [String: PresentationStyleReading?]()
    /// `self.name` by declaration (see ``selfProperty(_:_:)``), once computed.
    var propertyValues = [String: Value]()
    /// The first screen of each stack property the coordinator declares with one
    /// (`lazy var navigationController = UINavigationController(rootViewController: home)`).
    var declaredStackRoots = [String: String]()
    /// Code to run later, in its own origin: triggers and finish handlers.
    private var pending = [Pending]()
    private var visited = Set<ScheduleKey>()

    private struct ScheduleKey: Hashable {
        var origin: Origin
        var body: SyntaxIdentifier
        var file: String
        /// The route cases a dispatcher is run with: each case sent from one origin runs.
        var routes: [String] = []
    }
    /// Methods run or inlined so far (`signature@location`).
    var executedMethods = Set<String>()
    /// What each inlined call did, by its inputs (``InlineMemo``).
    var inlineMemo = InlineMemo()
    /// Each type's one way in for its owner, or none (Interpreter+OwnerEntries.swift), once read.
    var ownerEntryCache = [String: MethodDecl?]()

    struct Frame {
        var origin: Origin
        var conditions: [String] = []
        var env = Environment()
        var file: String
        /// Methods being inlined, against recursion.
        var callStack: [String] = []
        var text: SourceText
        /// Inside a method of another type (a factory), that type: its `self` is not the coordinator.
        var foreignSelf: String? = nil
        /// The type that declares the method this frame runs (a superclass's, a protocol
        /// extension's): where `super` starts. Nil in the coordinator's own entry points.
        var methodOwner: String? = nil
        /// The declared or constructed type of each local and parameter (Evaluation of values by
        /// type, Interpreter+TypedCalls.swift), beside what the value environment knows of it.
        var localTypes = [String: String]()
        /// Inside a state machine's handler: the event it runs for (Interpreter+StateMachine.swift).
        var stateEvent: StateEvent? = nil
        /// The statement running (its location is read only when a helper's effects need it).
        var statement: CodeBlockItemSyntax? = nil

        /// This frame for code that runs later, on its own (`origin`: a pop, a swipe away), under
        /// none of the conditions that led to where it was installed.
        func later(in origin: Origin) -> Frame {
            var frame = self
            frame.origin = origin
            frame.conditions = []
            return frame
        }
    }

    struct Pending {
        var origin: Origin
        var body: CodeBlockItemListSyntax
        var frame: Frame
    }

    /// How a statement list ended.
    enum Completion { case normal, returned(Value) }

    /// The coordinator types of the graph: a child of another type (a base class, a type
    /// eraser) is no element of it, and what is done with it is unread.
    let concrete: Set<String>

    init(type: String, index: TypeIndex, texts: [String: SourceText], concrete: Set<String>? = nil) {
        self.type = type
        self.index = index
        self.texts = texts
        self.concrete = concrete ?? [type]
    }

    // MARK: - Running

    /// Interprets `start()` (or `createMainViewController()` of a NavigationFlowCoordinator), then
    /// everything installed along the way; then flow-event handlers, deep links and the
    /// pop-back and swipe-dismiss callbacks.
    func run() {
        if let qualified = index.targetAliases[type] { return runTargetAlias(qualified) }
        if index.isMultiplyDeclared(type) { return runMultiplyDeclared() }
        noteShownThroughAlias()
        let beforeInit = effects.count
        for method in index.methods(of: type) where method.name == "init" && method.owner == type {
            // What init stores (`self.viewModel = viewModel`, handed to a screen) is what later code reads.
            let frame = runMethodFrame(method, origin: .setup, arguments: [])
            // (Screens and what belongs to them only: containers are read from declarations.)
            for (key, value) in frame.env.values where key.hasPrefix("self.") && propertyValues[String(key.dropFirst(5))] == nil {
                switch value {
                case .screen, .screenMember: propertyValues[String(key.dropFirst(5))] = value
                default: break
                }
            }
        }
        // Construction runs the initializer: what it shows, starts and keeps happens where the
        // coordinator is made, before its start, so it is part of the start.
        _ = reassignEffects(since: beforeInit, to: .start) { _ in true }
        let anyStart = index.method("start", of: type)
        let main = index.method("createMainViewController", of: type)
        // `start()`, or a `start(…)` with parameters that is not a deep-link entry.
        if let start = index.method("start", labels: [], of: type) ?? anyStart.flatMap({ isDeepLinkStart($0) ? nil : $0 }) {
            startMethod = start
            runMethod(start, origin: .start, arguments: [])
        }
        let routeDriven = runSwiftUIRoutes() || startMethod == nil && main == nil && (runStinsenStart() || runInitialRoutes())
        if anyStart == nil, main == nil, !routeDriven, !runDeclaredStackStart(), !runOwnerEntry() {
            let location = index.declaration(of: type)?.location
            noteUnread(UnreadFact(aspect: .start, reason: "\(type) has no start() the scanner can read", location: location))
        }
        // The screen the coordinator hands its parent to show (`createMainViewController()`, or
        // `toPresentable()` when start shows nothing: a screen made in init).
        let presentable = main ?? (startShowsNothing ? Self.presentableMethods.lazy.compactMap { self.index.method($0, labels: [], of: self.type) }
            .first { $0.returnType != nil && !$0.body.isEmpty } : nil)
        if let main = presentable {
            var frame = makeFrame(.start, for: main)
            if case .returned(let value) = executeBody(of: main, &frame), let screen = screenType(of: value) {
                record(.setRoot(screen: screen), frame, at: main.location)
            }
        }
        drainPending()
        runRoutesSentAtStart()
        runRoutesFromUnknownOrigins()
        runUnfiredStateMachineCases()
        runUnusedMethods()
        runStinsenSends()
        runFlowEventHandlers()
        runDeepLinks()
        for (name, origin) in [("navigationController", Origin.navigationDidShow), ("presentationControllerDidDismiss", .swipeDismiss)] {
            for method in index.methods(of: type) where method.name == name && (name != "navigationController" || method.labels.contains("didShow")) {
                runMethod(method, origin: origin, arguments: [])
                break
            }
        }
        drainPending()
        reportUnattached()
    }

    static let presentableMethods = ["toPresentable", "toPresent", "toViewController", "rootViewController", "presentable"]

    /// Whether `start()` showed nothing: no screen, child or container.
    var startShowsNothing: Bool {
        !effects.contains { effect in
            guard effect.origin == .start else { return false }
            switch effect.kind {
            case .push, .present, .setRoot, .startChild, .managedStart, .presentsOwnContainer, .presentsChild, .drivesScreen: return true
            default: return false
            }
        }
    }

    /// The app protocols (delegates the coordinator acts as, not coordinator protocols) it conforms
    /// to, each with its requirements: another type calls them, from a screen the scanner may not
    /// tie to this coordinator.
    private func delegateProtocols() -> [(name: String, requirements: Set<String>)] {
        index.ancestry(of: type).dropFirst().filter { index.isProtocol($0) && !TypeIndex.looksLikeCoordinator($0) }
            .map { ($0, index.requirements(of: $0)) }
    }

    /// Runs the coordinator's own methods nothing called, in the `.unused` origin.
    private func runUnusedMethods() {
        let delegates = delegateProtocols()
        for method in index.ownMethods(of: type) where !method.body.isEmpty && method.name != "init" {
            guard !executedMethods.contains(method.key) else { continue }
            let requiredBy = method.isExternalEntry ? nil : delegates.first { $0.requirements.contains(method.name) }?.name
            if method.isExternalEntry || isRouteDispatcher(method) || requiredBy != nil {
                // Shown from a notification or selector, or by whoever holds the coordinator as a
                // delegate: what it navigates is not attached to a screen.
                if method.isExternalEntry {
                    externalEntries.insert(method.location)
                } else if let requiredBy {
                    delegateEntries[method.location] = requiredBy
                } else {
                    routeDispatchers.insert(method.location)
                }
                runMethod(method, origin: .unattached(child: nil, location: method.location), arguments: [])
            } else {
                runMethod(method, origin: .unused, arguments: [])
            }
            drainPending()
        }
    }

    func drainPending() {
        // A cursor, not `removeFirst()`: the queue grows while it drains, and shifting it is quadratic.
        var position = 0
        while position < pending.count {
            let next = pending[position]
            position += 1
            var frame = next.frame.later(in: next.origin)
            // Code run later runs on its own: the methods that installed it are not on its stack
            // (a trigger sending a route back into the dispatcher that showed its screen).
            frame.callStack = []
            _ = execute(next.body, &frame)
        }
        pending.removeAll()
    }

    /// Schedules `method`'s body in `origin`, its parameters bound to `arguments`.
    func schedule(_ method: MethodDecl, in origin: Origin, arguments: [Value] = []) {
        var frame = makeFrame(origin, for: method)
        bind(method, arguments, into: &frame)
        let routes = arguments.compactMap { if case .route(let name, _, _) = $0 { name } else { nil } }
        schedule(origin, method.body, frame, routes: routes)
    }

    /// The frame a closure's body runs in: the caller's, with the closure's captures and file.
    func closureFrame(_ frame: Frame, captured: Environment, file: String) -> Frame {
        var inner = frame
        inner.env = frame.env.merging(captured)
        // A closure made in the coordinator and run inside a factory still has the coordinator's `self`.
        if let creator = captured.creator { inner.foreignSelf = creator }
        if file != frame.file, let text = texts[file] {
            inner.file = file
            inner.text = text
        }
        return inner
    }

    func schedule(_ origin: Origin, _ body: CodeBlockItemListSyntax, _ frame: Frame, routes: [String] = []) {
        guard visited.insert(ScheduleKey(origin: origin, body: body.id, file: frame.file, routes: routes)).inserted else { return }
        pending.append(Pending(origin: origin, body: body, frame: frame))
    }

    /// A fresh frame for code at `location` run in `origin` (a route's factory, a view's send).
    func newFrame(_ origin: Origin, at location: SourceLocation) -> Frame {
        Frame(origin: origin, file: location.file, text: texts[location.file] ?? SourceText(path: location.file, bytes: []))
    }

    func makeFrame(_ origin: Origin, for method: MethodDecl) -> Frame {
        executedMethods.insert(method.key)
        let text = texts[method.location.file] ?? SourceText(path: method.location.file, bytes: [])
        return Frame(origin: origin, file: method.location.file, callStack: [method.key], text: text)
    }

    /// Runs `method` in a fresh frame with its parameters bound to `arguments` (by position).
    @discardableResult
    func runMethod(_ method: MethodDecl, origin: Origin, arguments: [Value]) -> Value {
        var frame = makeFrame(origin, for: method)
        bind(method, arguments, into: &frame)
        if case .returned(let value) = executeBody(of: method, &frame) { return value }
        return .unknown
    }

    /// Like ``runMethod(_:origin:arguments:)``, keeping the frame (what the method stored in `self.…`).
    func runMethodFrame(_ method: MethodDecl, origin: Origin, arguments: [Value]) -> Frame {
        var frame = makeFrame(origin, for: method)
        bind(method, arguments, into: &frame)
        _ = executeBody(of: method, &frame)
        return frame
    }

    /// Runs a method's body; a body that is one expression returns its value when the method
    /// returns one (`func asErased() -> AnyFlow { AnyFlow(self) }`).
    func executeBody(of method: MethodDecl, _ frame: inout Frame) -> Completion {
        if method.returnType != nil, method.body.count == 1, let only = method.body.first, case .expr(let expression) = only.item,
           !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self) {
            return .returned(evaluate(expression, &frame))
        }
        return execute(method.body, &frame)
    }

    func bind(_ method: MethodDecl, _ arguments: [Value], into frame: inout Frame) {
        for (position, parameter) in method.parameters.enumerated() {
            frame.env[parameter.name] = position < arguments.count ? arguments[position] : .unknown
            frame.localTypes[parameter.name] = TypeNames.base(of: parameter.typeName)
        }
    }

    // MARK: - Recording

    func record(_ kind: Effect.Kind, _ frame: Frame, at location: SourceLocation) {
        if let child = kind.child, !concrete.contains(child.type) {
            // `AnyCoordinator<…>` from a factory, a base class: which flow it is cannot be told.
            switch kind {
            case .startChild, .managedStart, .presentsChild:
                if frame.origin != .unused, frame.origin != .setup {
                    noteUnread(UnreadFact(
                        aspect: .target, reason: "a child typed `\(child.type)` (a base, protocol or type eraser): which flow it is cannot be told",
                        location: location, origin: frame.origin
                    ))
                }
            default: break
            }
            return
        }
        let origin = embeddingOrigin(frame.origin)
        effects.append(Effect(origin: origin, conditions: frame.conditions, kind: kind, location: location))
        // The same name held another child on another branch: starting, keeping or releasing it does so to that one too.
        switch kind {
        case .startChild(let child), .retain(let child), .managedStart(let child), .keptInProperty(let child, _), .release(let child?):
            for other in branchAliases[child] ?? [] {
                effects.append(Effect(origin: origin, conditions: frame.conditions, kind: kind.replacingChild(with: other), location: location))
            }
        default: break
        }
    }

    /// `let first: Flow; if a { first = makeA() } else { first = makeB() }`: after the branches
    /// the name holds the first branch's child; the others are remembered as its aliases.
    func noteBranchAliases(_ merged: Environment, _ branches: [Environment]) {
        for (name, value) in merged.values {
            guard case .child(let kept) = value else { continue }
            for branch in branches {
                if case .child(let other)? = branch.values[name], other != kept { branchAliases[kept, default: []].insert(other) }
            }
        }
    }

    func record(_ kind: Effect.Kind, _ frame: Frame, at node: some SyntaxProtocol) {
        record(kind, frame, at: frame.text.location(of: node))
    }

    /// Moves the effects recorded since `before` that `matching` picks to `origin`; whether any moved.
    func reassignEffects(since before: Int, to origin: Origin, matching: (Effect.Kind) -> Bool) -> Bool {
        var moved = false
        for position in before..<effects.count where matching(effects[position].kind) {
            effects[position].origin = origin
            moved = true
        }
        return moved
    }

    /// A trigger exists (even when it does nothing the scanner can see).
    func declareTrigger(_ origin: Origin, at location: SourceLocation) {
        if case .trigger(let screen, _, let installed) = origin { lastMadeTriggers[screen, default: []].append(installed) }
        effects.append(Effect(origin: origin, conditions: [], kind: .declaresTrigger, location: location))
    }

    func noteUnread(_ fact: UnreadFact) {
        if unreadSeen.insert(fact).inserted { unreadFacts.append(fact) }
    }

    func skip(_ reason: String, _ frame: Frame, at node: some SyntaxProtocol) {
        skipped.append(SkippedCode(reason, at: frame.text.location(of: node)))
    }
}
