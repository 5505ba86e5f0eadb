import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Field misreads about children an app presents through its own helpers: a fresh stack shown
/// by a protocol extension's `presentChild`, a base `dismiss(animated:)` that removes the child
/// from its parent, and a child pushed onto the app's own container (§5, §6).
extension FieldMisreadTests {
    /// A base coordinator with children, and presenting helpers in protocol extensions.
    /// `swipeHook` is what `presentChild` does about a sheet swiped away; `removal` is the body
    /// of the parent's `removeChild`.
    static func presentingBase(swipeHook: String, removal: String = "_children.removeAll { $0 === child }") -> String {
        """
        open class FlowNode: NSObject {
            private weak var _parent: FlowNode?
            private var _children: [FlowNode] = []
            public func addChild(_ child: FlowNode) { _children.append(child); child._parent = self }
            public func removeChild(_ child: FlowNode) { \(removal) }
            public func removeFromParent() { _parent?.removeChild(self) }
        }
        public protocol Presentable: FlowNode { var presentedViewController: UIViewController { get } }
        public protocol Presenting: FlowNode { var presentationContext: UIViewController { get } }
        public struct ModalConfiguration {
            var handler: (() -> Void)?
            public mutating func notifyInteractiveDismissal(_ handler: @escaping () -> Void) { self.handler = handler }
        }
        extension Presenting {
            public func presentChild(_ child: some Presentable, animated: Bool) {
                var configuration = ModalConfiguration()
                \(swipeHook)
                addChild(child)
                presentationContext.present(child.presentedViewController, animated: animated)
            }
        }
        extension Presentable {
            public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
                removeFromParent()
                presentedViewController.dismiss(animated: animated, completion: completion)
            }
        }
        final class PlainNavigationController: UINavigationController {}
        final class SortViewController: UIViewController { var onDone: (() -> Void)? }
        final class AppDelegate { func launch() { HomeFlow(navigationController: UINavigationController()).start() } }
        """
    }

    static let swipeRemoves = "configuration.notifyInteractiveDismissal { [weak child] in child?.removeFromParent() }"

    /// A parent showing `SortFlow` on a new stack with `presentChild`; `handler` is what it sets
    /// as the child's finish handler, `done` what the child's screen runs.
    static func presentedChildCode(handler: String, done: String = "self.didFinish?(self)", extra: String = "") -> String {
        """
        final class HomeFlow: FlowNode, Presenting {
            let navigationController: UINavigationController
            var presentationContext: UIViewController { navigationController }
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let home = HomeViewController()
                home.didTapBuy = { [weak self] in self?.showSorting() }
                navigationController.pushViewController(home, animated: false)
            }
            private func showSorting() {
                let child = SortFlow(navigationController: PlainNavigationController())
                \(handler)
                child.start()
                presentChild(child, animated: true)
            }
        }
        final class SortFlow: FlowNode, Presentable {
            let navigationController: UINavigationController
            var presentedViewController: UIViewController { navigationController }
            var didFinish: ((SortFlow) -> Void)?
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func dismiss() { didFinish?(self) }
            func start() {
                let sort = SortViewController()
                sort.onDone = { [weak self] in guard let self else { return }; \(done) }
                navigationController.pushViewController(sort, animated: false)
            }
            \(extra)
        }
        """
    }

    /// The child on its own new stack is presented (vertical, no back to pop), and the base
    /// `dismiss(animated:)` its finish handler calls removes it from the parent, even though the
    /// child declares a `dismiss()` of its own.
    @Test func aChildPresentedOnAFreshStackByTheAppsHelperIsVerticalAndReleasedByTheBaseDismiss() throws {
        let code = Self.presentingBase(swipeHook: Self.swipeRemoves)
            + Self.presentedChildCode(handler: "child.didFinish = { finished in finished.dismiss(animated: true) }")
        let graph = FieldIdiomTests.scan(code)
        #expect(Self.errorLines(graph) == [], "\(Self.errorLines(graph))")
        let sort = try #require(graph.coordinator(named: "SortFlow"))
        #expect(sort.attachment?.presentation != nil)
        #expect(sort.finishesOnSwipeDismiss)
    }

    /// The same child finishing by calling the base `dismiss(animated:)` itself, with no handler
    /// set by the parent: it takes itself out of its parent's children.
    @Test func aChildDismissingItselfThroughTheBaseIsReleased() {
        let code = Self.presentingBase(swipeHook: Self.swipeRemoves)
            + Self.presentedChildCode(handler: "", done: "self.dismiss(animated: true)")
        #expect(Self.errors(code) == [])
    }

    /// …unless the parent's `removeChild` removes nothing: then it is kept forever.
    @Test func aSelfRemovalThatRemovesNothingLeaks() {
        let code = Self.presentingBase(swipeHook: Self.swipeRemoves, removal: "print(child)")
            + Self.presentedChildCode(handler: "", done: "self.dismiss(animated: true)")
        #expect(Self.errors(code).contains { $0.hasPrefix("leaked_child_coordinator") }, "\(Self.errors(code))")
    }

    /// Without the swipe hook, the sheet swiped away leaves the child behind: a real leak.
    @Test func aPresentedChildWithoutASwipeHookLeaksOnSwipe() {
        let code = Self.presentingBase(swipeHook: "")
            + Self.presentedChildCode(handler: "child.didFinish = { finished in finished.dismiss(animated: true) }")
        let errors = Self.errors(code)
        #expect(errors.count == 1 && errors.allSatisfy { $0.hasPrefix("leaked_child_coordinator") }, "\(errors)")
    }

    /// A child pushing onto the app's own container (a view controller with its own
    /// `pushViewController`) may have no back button: its pop back is unknown, not a leak.
    @Test(arguments: [true, false])
    func aChildPushedOntoTheAppsOwnContainerHasAnUnknownPopBack(customContainer: Bool) {
        let stack = customContainer ? "RootContainerViewController" : "UINavigationController"
        let code = """
            final class RootContainerViewController: UIViewController {
                func pushViewController(_ controller: UIViewController, animated: Bool) { addChild(controller) }
            }
            final class AppDelegate { func launch() { AppFlow(container: \(stack)()).start() } }
            final class AppFlow: Coordinator {
                let container: \(stack)
                init(container: \(stack)) { self.container = container }
                override func start() {
                    let home = HomeViewController()
                    home.didTapBuy = { [weak self] in self?.showDone() }
                    container.pushViewController(home, animated: false)
                }
                func showDone() {
                    let child = DoneFlow(container: container)
                    child.didFinish = { [weak self] finished in self?.childCoordinators.removeAll { $0 === finished } }
                    childCoordinators.append(child)
                    child.start()
                }
            }
            final class DoneFlow: Coordinator {
                let container: \(stack)
                init(container: \(stack)) { self.container = container }
                override func start() {
                    let buy = BuyViewController()
                    buy.didCancel = { [weak self] in guard let self else { return }; self.didFinish?(self) }
                    container.pushViewController(buy, animated: true)
                }
            }
            """
        let graph = FieldIdiomTests.scan(code)
        let errors = Self.errorLines(graph)
        if customContainer {
            #expect(errors == [], "\(errors)")
            #expect(graph.unknowns.contains { $0.coordinator == "DoneFlow" && $0.reason.contains("the app's own container") })
        } else {
            #expect(errors.contains { $0.hasPrefix("leaked_child_coordinator") }, "\(errors)")
        }
    }

    /// A SwiftUI view with modifiers, hosted by the app's hosting controller made in `init` and
    /// handed to the parent by `toPresentable()`, is the start screen: one screen, reachable.
    @Test(arguments: ["PickerScreen()", "PickerScreen().environmentObject(PickerModel()).padding()"])
    func aHostedViewWithModifiersIsTheStartScreen(view: String) throws {
        let code = """
            import SwiftUI
            final class PickerModel: ObservableObject {}
            struct PickerScreen: View { var body: some View { Text("Pick") } }
            final class BrandHostingController: UIHostingController<AnyView> {}
            final class PickerFlow: Coordinator {
                private let host: BrandHostingController
                override init() {
                    let view = \(view)
                    host = BrandHostingController(rootView: view)
                }
                override func start() {}
                func toPresentable() -> UIViewController { host }
            }
            final class AppDelegate { func launch() { AppFlow(navigationController: UINavigationController()).start() } }
            final class AppFlow: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    let home = HomeViewController()
                    home.didTapBuy = { [weak self] in self?.showPicker() }
                    navigationController.pushViewController(home, animated: false)
                }
                func showPicker() {
                    let picker = PickerFlow()
                    picker.start()
                    childCoordinators.append(picker)
                    navigationController.present(picker.toPresentable(), animated: true)
                }
            }
            """
        let graph = FieldIdiomTests.scan(code)
        #expect(!Self.errorLines(graph).contains { $0.hasPrefix("unreachable_screen") }, "\(Self.errorLines(graph))")
        let picker = try #require(graph.coordinator(named: "PickerFlow"))
        #expect(picker.screens.map(\.typeName) == ["PickerScreen"])
        #expect(picker.start.count == 1)
    }

    /// A method the coordinator implements for an app protocol (it is some screen's delegate)
    /// is called by that screen even when the scanner cannot tell which: what it shows is
    /// reached from an unknown place, not unreachable. The same method outside any protocol,
    /// called by nothing, leaves its screen unreachable.
    @Test(arguments: [true, false])
    func aDelegateRequirementNothingAttributedCallsIsAnUnknownTrigger(required: Bool) {
        let code = """
            protocol ReaderCoordinatorDelegate: AnyObject { \(required ? "func showFontPicker()" : "") }
            final class FontPickerViewController: UIViewController {}
            final class PageViewController: UIViewController {
                weak var coordinatorDelegate: ReaderCoordinatorDelegate?
            }
            final class AppDelegate { func launch() { ReaderFlow(navigationController: UINavigationController()).start() } }
            final class ReaderFlow: Coordinator, ReaderCoordinatorDelegate {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() { navigationController.setViewControllers([HomeViewController()], animated: false) }
                func showFontPicker() { navigationController.present(FontPickerViewController(), animated: true) }
            }
            """
        let graph = FieldIdiomTests.scan(code)
        let errors = Self.errorLines(graph)
        if required {
            #expect(errors == [], "\(errors)")
            #expect(graph.unknowns.contains { $0.reason.contains("requirements of ReaderCoordinatorDelegate navigate") })
        } else {
            #expect(errors.contains { $0.hasPrefix("unreachable_screen") }, "\(errors)")
        }
    }
}
