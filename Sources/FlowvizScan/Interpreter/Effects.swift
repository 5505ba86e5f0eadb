import FlowvizCore
import SwiftSyntax

/// A child coordinator instance: its type and where it is created (or stored).
struct ChildRef: Hashable, Sendable {
    var type: String
    var site: SourceLocation
}

/// What an expression evaluates to, as far as navigation goes.
enum Value: Hashable, @unchecked Sendable {
    /// A view controller (or SwiftUI view) of this type.
    case screen(String)
    /// Something reached through a screen (`vc.events`, `vc.viewModel.onSelect`): its path.
    case screenMember(String, [String])
    /// An app's tab bar controller (a container, not a screen).
    case tabBar(String)
    /// A child coordinator.
    case child(ChildRef)
    /// Something reached through a child (`child.didFinish`): its path.
    case childMember(ChildRef, [String])
    /// The container (navigation controller, `root`, `toPresent()`) of a child coordinator.
    case childContainer(ChildRef)
    /// The coordinator itself.
    case selfRef
    /// A container the coordinator itself creates and owns (its own `UINavigationController()`).
    case ownContainer
    /// A navigation controller, router or presenting view controller handed to the coordinator.
    case injectedContainer
    /// A navigation controller made here (`UINavigationController()` in a factory): not known to
    /// be anyone's until it is handed to a coordinator; identified by where it is made.
    case container(SourceLocation)
    /// The app's window.
    case window
    /// A closure, to be interpreted where it is called.
    case closure(ClosureExprSyntax, Environment, file: String)
    /// A tuple returned by a factory.
    case tuple([String: Value])
    /// An array literal's elements.
    case list([Value])
    /// An object made with the coordinator as an argument (`Presenter(delegate: self)`,
    /// `ViewModel(coordinator: self)`): once handed to a screen, the coordinator's methods it can
    /// call are that screen's triggers (MVVM-C, VIPER presenters).
    case viewModel(type: String, property: String)
    /// A value of a system type known to be none of the app's navigation (an alert, a share
    /// sheet, a picker): presenting it shows no screen of the flow, and hides nothing either.
    case foreign(String)
    /// A case of a route type (`.item(id)`, `AppStep.login`) and its associated values: what a
    /// dispatcher switches over. `type` when written (`AppStep.login`): a case name several route
    /// types share is then still known to be one type's.
    case route(String, [Value], type: String? = nil)
    case unknown

    /// The child this value is or contains (its container), if any.
    var childRef: ChildRef? {
        switch self {
        case .child(let child), .childContainer(let child): child
        default: nil
        }
    }

    var isContainer: Bool {
        switch self {
        case .ownContainer, .injectedContainer, .childContainer, .container: true
        default: false
        }
    }
}

/// Local names in scope. Two environments compare equal: a closure's identity is its syntax.
struct Environment: Hashable, @unchecked Sendable {
    var values = [String: Value]()
    /// For a closure's captures, whose `self` it has: `.some(nil)` the coordinator's, `.some(type)`
    /// another type's (a factory's); `nil` when not a closure's.
    var creator: String?? = nil
    subscript(name: String) -> Value? {
        get { values[name] }
        set { values[name] = newValue }
    }
    static func == (lhs: Environment, rhs: Environment) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

/// Where, in the app's life, a piece of coordinator code runs.
enum Origin: Hashable, Sendable {
    /// `start()` (and what it calls).
    case start
    /// A screen's trigger: a closure, an event case, a delegate method, an action method.
    case trigger(screen: String, name: String, location: SourceLocation)
    /// The handler of a flow event in `handle(flowEvent:)`.
    case eventHandler(event: String, location: SourceLocation)
    /// Code run when a child reports didFinish (its closure, signal or delegate method).
    case finishHandler(ChildRef?)
    /// Code run when a child reports something other than finishing (`search.onItemSelected = { … }`,
    /// a delegate method): a trigger of wherever the child was started.
    case childOutput(ChildRef, name: String)
    /// Code run when the navigation controller shows a view controller (pop back detection).
    case navigationDidShow
    /// Code run when a sheet is swiped away.
    case swipeDismiss
    /// Initializers and property initializers: where a coordinator sets itself up.
    case setup
    /// A method nothing the scanner followed calls: what it creates and installs still counts
    /// (an unreachable screen's triggers), what it shows does not.
    case unused
    /// One case of a deep-link switch.
    case deepLink(name: String, location: SourceLocation)
    /// A closure set on something the scanner cannot tell (`viewModel.onSelect = { … }`, a
    /// child's output other than finishing): walked so that what it creates and starts counts,
    /// but attached to no screen; what it navigates is reported as unread.
    case unattached(child: String?, location: SourceLocation)
}

/// One navigation-relevant thing coordinator code does.
struct Effect: Sendable {
    enum Kind: Hashable, Sendable {
        case push(screen: String)
        case present(screen: String, presentation: ModalPresentation)
        /// A screen made the root of a stack, a window or a tab (`setViewControllers`, `rootViewController =`).
        case setRoot(screen: String)
        case startChild(ChildRef)
        case retain(ChildRef)
        case release(ChildRef?)
        /// A library start that keeps and releases the child itself (`start(childCoordinator:)`).
        case managedStart(ChildRef)
        case finish
        case pop
        case popToRoot
        case dismiss
        case send(event: String)
        /// The coordinator presents its own container modally: it is vertical.
        case presentsOwnContainer(style: AppGraph.ModalStyle, swipeDismissible: Bool)
        /// The coordinator presents (or makes the window's root) a child's container; `nil`
        /// style: the parent does not say (the child's own `modalPresentationStyle` decides).
        case presentsChild(ChildRef, style: AppGraph.ModalStyle?, swipeDismissible: Bool?)
        /// A trigger exists even if it does nothing the scanner can see.
        case declaresTrigger
        /// A flow-event handler returns `true`: the event goes no further.
        case stopsPropagation
        /// The child is meant to live as long as this coordinator: its container is installed in a
        /// tab bar (`viewControllers = [a.root, b.root]`) or made the window's root.
        case longLived(ChildRef, because: String)
        /// One `case` of a `switch` in a child's finish handler: a finish path release must cover.
        case finishPath
        /// The coordinator hands itself to a screen or the screen's view model, which may keep it.
        case handsSelfToScreen
        /// The coordinator calls one of its own closure properties (`callback?()`): a finish when
        /// a parent's handler for that output removes it (decided at assembly).
        case callsOutput(String)
        /// The coordinator makes its own screen or container the window's root.
        case becomesWindowRoot
        /// The window's root is the coordinator's own navigation controller (made or handed in):
        /// its screens are on a navigation stack even though it holds the window.
        case stackIsWindowRoot
        /// A child's container replaces the root of a stack or the window (`setRootModule(main)`).
        case rootsChild(ChildRef)
        /// The child is handed to a call the scanner cannot read (`registry.track(child)`): it may
        /// be kept or released there.
        case handedOff(ChildRef, to: String)
        /// `start()` installs triggers on this screen (a tab bar's view handed in by a factory):
        /// the screen the coordinator drives when its start shows nothing else.
        case drivesScreen(String)
        /// The coordinator's finish takes it out of its parent's children itself
        /// (`parent?.removeChild(self)`), recorded beside that `.finish`.
        case removesItself
        /// The child is assigned to a stored property of its own, strong or weak (not put in a list
        /// of children): that property's name.
        case keptInProperty(ChildRef, property: String)
    }

    var origin: Origin
    var conditions: [String]
    var kind: Kind
    var location: SourceLocation
    /// For an effect inside a helper of a base class or a protocol extension, the statement of
    /// the coordinator's own code that called the helper: where that keeping is in its code.
    var callSite: SourceLocation? = nil
}

extension Effect.Kind {
    /// The same bookkeeping effect about another child.
    func replacingChild(with other: ChildRef) -> Effect.Kind {
        switch self {
        case .startChild: .startChild(other)
        case .retain: .retain(other)
        case .managedStart: .managedStart(other)
        case .keptInProperty(_, let property): .keptInProperty(other, property: property)
        case .release: .release(other)
        default: self
        }
    }

    /// The child coordinator the effect concerns, if any.
    var child: ChildRef? {
        switch self {
        case .startChild(let child), .retain(let child), .managedStart(let child), .presentsChild(let child, _, _),
             .longLived(let child, _), .rootsChild(let child), .handedOff(let child, _), .keptInProperty(let child, _):
            child
        case .release(let child): child
        default: nil
        }
    }
}

/// Something the scanner saw and could not use, listed by `--verbose`.
public struct SkippedCode: Hashable, Sendable, CustomStringConvertible {
    public var location: FlowvizCore.SourceLocation?
    public var reason: String

    public init(_ reason: String, at location: FlowvizCore.SourceLocation?) {
        self.reason = reason
        self.location = location
    }

    public var description: String {
        (location.map { "\($0): " } ?? "") + reason
    }
}
