import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Plain Swift the scanner reads before any navigation word: a property's declared type beats
/// its name, an initializer runs where its object is made, a composition alias is the one type
/// that is all its parts, and a closure handed to a child's `start` is kept and called by it.
@Suite struct ConstructionAndClosureTests {
    static func starts(_ graph: AppGraph, _ coordinator: String) -> [String] {
        graph.coordinator(named: coordinator)?.start.compactMap { if case .screen(let screen) = $0.target { screen } else { nil } } ?? []
    }

    static func screenType(_ graph: AppGraph, _ coordinator: String, _ screen: String) -> String? {
        graph.coordinator(named: coordinator)?.screen(named: screen)?.typeName
    }

    static let prelude = """
        import UIKit
        protocol Coordinator: AnyObject { func start() }
        final class ActivitiesViewController: UIViewController {}
        final class AppDelegate { func launch() { ActivitiesCoordinator(navigationController: UINavigationController()).start() } }
        """

    /// `let rootViewController: ActivitiesViewController` is a screen, though containers are often
    /// called `rootViewController`; a lazy one made by a factory method too.
    @Test(arguments: [
        "private let rootViewController: ActivitiesViewController",
        "private lazy var rootViewController: ActivitiesViewController = makeActivities()",
        "private lazy var rootViewController: ActivitiesViewController = { makeActivities() }()",
    ])
    func aPropertyDeclaredAsAScreenIsThatScreenWhateverItsName(declaration: String) {
        let code = Self.prelude + """

            final class ActivitiesCoordinator: Coordinator {
                let navigationController: UINavigationController
                \(declaration)
                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                    \(declaration.contains("lazy") ? "" : "rootViewController = makeActivities()")
                }
                func start() { navigationController.viewControllers = [rootViewController] }
                private func makeActivities() -> ActivitiesViewController { ActivitiesViewController() }
            }
            """
        let graph = FieldMisreadTests.plainScan(code)
        #expect(Self.starts(graph, "Activities") == ["Activities"])
        #expect(!graph.unknowns.contains { $0.aspect == .start })
    }

    /// Construction runs the initializer: a root coordinator that shows its first screen in `init`
    /// and whose `start()` only does bookkeeping shows that screen when it starts.
    @Test func whatAnInitializerShowsIsPartOfTheStart() {
        let code = """
            import UIKit
            protocol Coordinator: AnyObject { func start() }
            final class SplashViewController: UIViewController {}
            final class AppCoordinator: Coordinator {
                let window: UIWindow
                let navigationController = UINavigationController()
                init(window: UIWindow) {
                    self.window = window
                    window.rootViewController = navigationController
                    showSplash(on: navigationController)
                }
                func start() { Analytics.shared.log("launch") }
                private func showSplash(on navigationController: UINavigationController) {
                    navigationController.viewControllers = [SplashViewController()]
                }
            }
            final class AppDelegate { func launch() { AppCoordinator(window: UIWindow()).start() } }
            """
        let graph = FieldMisreadTests.plainScan(code)
        #expect(Self.starts(graph, "App") == ["Splash"])
        #expect(!graph.unknowns.contains { $0.aspect == .start })
    }

    /// A closure an initializer hands to a call the scanner cannot read (a handler registered for
    /// later) does not run when the object is made.
    @Test func aHandlerRegisteredInAnInitializerDoesNotRunAtConstruction() {
        let code = """
            import UIKit
            protocol Coordinator: AnyObject { func start() }
            final class SplashViewController: UIViewController {}
            final class AppCoordinator: Coordinator {
                let navigationController = UINavigationController()
                init(events: EventBus) {
                    events.onLogout { [weak self] in self?.navigationController.viewControllers = [SplashViewController()] }
                }
                func start() {}
            }
            final class AppDelegate { func launch() { AppCoordinator(events: EventBus()).start() } }
            """
        #expect(Self.starts(FieldMisreadTests.plainScan(code), "App").isEmpty)
    }

    /// `typealias LoginViewControllerable = UIViewController & LoginViewType`: a value of that type
    /// is the one app screen that is a `UIViewController` and a `LoginViewType`.
    @Test(arguments: ["UIViewController", "UITableViewController"])
    func aCompositionAliasIsTheOneScreenThatIsAllItsParts(base: String) {
        let code = """
            import UIKit
            protocol Coordinator: AnyObject { func start() }
            protocol LoginViewType: AnyObject { func configure() }
            typealias LoginViewControllerable = (UIViewController & LoginViewType)
            final class LoginViewController: \(base), LoginViewType { func configure() {} }
            final class HelpViewController: UIViewController {}
            protocol Builder { func login() throws -> LoginViewControllerable }
            final class ScreenBuilder: Builder {
                func login() throws -> LoginViewControllerable { LoginViewController() }
            }
            final class AuthCoordinator: Coordinator {
                let navigationController: UINavigationController
                let builder: Builder
                init(navigationController: UINavigationController, builder: Builder) {
                    self.navigationController = navigationController
                    self.builder = builder
                }
                func start() {
                    guard let controller = try? builder.login() else { return }
                    navigationController.setViewControllers([controller], animated: false)
                }
            }
            final class AppDelegate { func launch() { AuthCoordinator(navigationController: UINavigationController(), builder: ScreenBuilder()).start() } }
            """
        let graph = FieldMisreadTests.plainScan(code)
        #expect(Self.screenType(graph, "Auth", "Login") == "LoginViewController")
        #expect(Self.starts(graph, "Auth") == ["Login"])
    }

    static func form(finishes: String, modal: String) -> String {
        """
        import UIKit
        class BaseCoordinator {
            var children: [BaseCoordinator] = []
            func add(child: BaseCoordinator) { children.append(child) }
            func remove(child: BaseCoordinator?) { children.removeAll { $0 === child } }
        }
        final class ParentCoordinator: BaseCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let home = HomeViewController()
                home.onShowForm = { [weak self] in self?.showForm() }
                navigationController.setViewControllers([home], animated: false)
            }
            private func showForm() {
                let form = FormCoordinator(parent: navigationController)
                add(child: form)
                form.start { [weak self, weak form] saved in
                    self?.remove(child: form)
                }
            }
        }
        final class FormCoordinator: BaseCoordinator {
            private let parent: UINavigationController
            let navigationController = UINavigationController()
            private var finishHandler: ((Bool) -> Void)?
            init(parent: UINavigationController) { self.parent = parent }
            func start(finishHandler: @escaping (Bool) -> Void) {
                self.finishHandler = finishHandler
                let form = FormViewController()
                form.onSave = { [weak self] in self?.finish(saved: true) }
                navigationController.setViewControllers([form], animated: false)
                \(modal)
                parent.present(navigationController, animated: true)
            }
            private func finish(saved: Bool) {
                parent.dismiss(animated: true)
                \(finishes)
            }
        }
        final class HomeViewController: UIViewController { var onShowForm: (() -> Void)? }
        final class FormViewController: UIViewController { var onSave: (() -> Void)? }
        final class AppDelegate { func launch() { ParentCoordinator(navigationController: UINavigationController()).start() } }
        """
    }

    /// The closure handed to `start` is kept in `finishHandler` and called when the child is
    /// done: the parent's removal in it runs then. Not calling it is a child that never finishes;
    /// a sheet of it swiped away is a leak, reported where the parent keeps the child.
    @Test(arguments: [
        ("finishHandler?(saved)", "navigationController.isModalInPresentation = true", [String]()),
        ("print(saved)", "navigationController.isModalInPresentation = true", ["missing_did_finish 23"]),
        ("finishHandler?(saved)", "", ["leaked_child_coordinator 17"]),
    ])
    func aClosureHandedToAChildsStartIsItsFinishHandler(finishes: String, modal: String, errors: [String]) {
        #expect(FieldMisreadTests.plainErrors(Self.form(finishes: finishes, modal: modal)) == errors)
    }

    /// The child that presents its own stack property (`parent.present(navigationController)`) is a
    /// vertical flow, whoever made the stack.
    @Test func aChildPresentingItsOwnStackPropertyIsVertical() {
        let graph = FieldMisreadTests.plainScan(Self.form(finishes: "finishHandler?(saved)", modal: ""))
        guard case .vertical(let presentation)? = graph.coordinator(named: "Form")?.attachment else {
            Issue.record("Form is not read as presented")
            return
        }
        #expect(presentation.style == .sheet && presentation.swipeDismissible)
    }

    /// A stored function called (`makeCreate(router)`, declared `(UINavigationController) ->
    /// CreateCoordinator`) gives a value of its result type, made there: a child whose handlers
    /// and keeping are read.
    @Test func aStoredFunctionCalledGivesAValueOfItsResultType() {
        let code = """
            import UIKit
            protocol Coordinator: AnyObject { func start() }
            final class AddCoordinator: Coordinator {
                var children: [Coordinator] = []
                private let router: UINavigationController
                private let makeCreate: (UINavigationController) -> CreateCoordinator
                init(router: UINavigationController, makeCreate: @escaping (UINavigationController) -> CreateCoordinator) {
                    self.router = router
                    self.makeCreate = makeCreate
                }
                func start() {
                    let home = HomeViewController()
                    home.onCreate = { [weak self] in self?.openCreate() }
                    router.setViewControllers([home], animated: false)
                }
                func openCreate() {
                    let create = makeCreate(router)
                    create.onClose = { [weak self, weak create] in self?.children.removeAll { $0 === create } }
                    children.append(create)
                    create.start()
                }
            }
            final class CreateCoordinator: Coordinator {
                var onClose: (() -> Void)?
                let router: UINavigationController
                init(router: UINavigationController) { self.router = router }
                func start() {
                    let form = CreateViewController()
                    form.onDone = { [weak self] in self?.onClose?() }
                    form.isModalInPresentation = true
                    router.present(form, animated: true)
                }
            }
            final class HomeViewController: UIViewController { var onCreate: (() -> Void)? }
            final class CreateViewController: UIViewController { var onDone: (() -> Void)? }
            final class AppDelegate { func launch() { AddCoordinator(router: UINavigationController(), makeCreate: { CreateCoordinator(router: $0) }).start() } }
            """
        let graph = FieldMisreadTests.plainScan(code)
        let start = graph.coordinator(named: "Add")?.screen(named: "Home")?.transitions.first?.action.childStart
        #expect(start == ChildStart("Create", retained: true, releasedOnFinish: true))
        #expect(FieldMisreadTests.plainErrors(code).isEmpty)
    }

    /// Construction runs the initializer: a module struct made around a screen
    /// (`Module(view: vc, output: model)`, its init storing `self.view = view`) holds that screen
    /// in `view`, so pushing `module.view` pushes it.
    @Test(arguments: [
        "init(view: UIViewController, output: AnyObject) { self.view = view; self.output = output }",
        "",
    ])
    func anObjectMadeAroundAScreenHoldsItInItsProperty(initializer: String) {
        let code = """
            import UIKit
            protocol Coordinator: AnyObject { func start() }
            struct Module {
                let view: UIViewController
                let output: AnyObject
                \(initializer)
            }
            enum SettingsAssembly {
                static func module() -> Module {
                    let controller = SettingsViewController()
                    return .init(view: controller, output: controller)
                }
            }
            final class SettingsCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let module = SettingsAssembly.module()
                    navigationController.pushViewController(module.view, animated: true)
                }
            }
            final class SettingsViewController: UIViewController {}
            final class AppDelegate { func launch() { SettingsCoordinator(navigationController: UINavigationController()).start() } }
            """
        let graph = FieldMisreadTests.plainScan(code)
        #expect(graph.coordinator(named: "Settings")?.screen(named: "Settings")?.typeName == "SettingsViewController")
        #expect(!graph.unknowns.contains { $0.aspect == .start })
    }

    /// A call with a trailing closure on a typed value runs the method the closure's parameter
    /// belongs to (`factory.confirm(count: 1) { … }` → `confirm(count:completion:)`), so the
    /// screen it is declared to return is shown.
    @Test func aTypedCallWithATrailingClosureFindsItsMethod() {
        let code = """
            import UIKit
            protocol Coordinator: AnyObject { func start() }
            class ScreenFactory {
                func confirm(count: Int, completion: @escaping (Int) -> Void) -> ConfirmViewController {
                    let controller = ConfirmViewController()
                    controller.onDone = completion
                    return controller
                }
            }
            final class EditCoordinator: Coordinator {
                let navigationController: UINavigationController
                let factory: ScreenFactory
                var editFactory: ScreenFactory { factory }
                init(navigationController: UINavigationController, factory: ScreenFactory) {
                    self.navigationController = navigationController
                    self.factory = factory
                }
                func start() {
                    let confirm = editFactory.confirm(count: 1) { [weak self] count in self?.navigationController.popViewController(animated: true) }
                    navigationController.pushViewController(confirm, animated: true)
                }
            }
            final class ConfirmViewController: UIViewController { var onDone: ((Int) -> Void)? }
            final class AppDelegate { func launch() { EditCoordinator(navigationController: UINavigationController(), factory: ScreenFactory()).start() } }
            """
        let graph = FieldMisreadTests.plainScan(code)
        #expect(Self.starts(graph, "Edit") == ["Confirm"])
        #expect(!graph.unknowns.contains { $0.aspect == .start })
    }

    /// A factory outside the graph (`func makeCreate(router:) -> CreateCoordinator` of a module)
    /// hands what it makes to its caller: when a start of the coordinator is read, the factory's
    /// making is no unknown entry.
    @Test func aFactoryThatReturnsTheCoordinatorIsNoUnknownEntry() {
        let code = """
            import UIKit
            protocol Coordinator: AnyObject { func start() }
            final class WalletModule {
                func makeAdd(router: UINavigationController) -> AddCoordinator {
                    AddCoordinator(router: router, makeCreate: { self.makeCreate(router: $0) })
                }
                func makeCreate(router: UINavigationController) -> CreateCoordinator { CreateCoordinator(router: router) }
            }
            final class AddCoordinator: Coordinator {
                var children: [Coordinator] = []
                private let router: UINavigationController
                private let makeCreate: (UINavigationController) -> CreateCoordinator
                init(router: UINavigationController, makeCreate: @escaping (UINavigationController) -> CreateCoordinator) {
                    self.router = router
                    self.makeCreate = makeCreate
                }
                func start() {
                    let create = makeCreate(router)
                    create.onClose = { [weak self, weak create] in self?.children.removeAll { $0 === create } }
                    children.append(create)
                    create.start()
                }
            }
            final class CreateCoordinator: Coordinator {
                var onClose: (() -> Void)?
                let router: UINavigationController
                init(router: UINavigationController) { self.router = router }
                func start() {
                    let form = CreateViewController()
                    form.onDone = { [weak self] in self?.onClose?() }
                    router.setViewControllers([form], animated: false)
                }
            }
            final class CreateViewController: UIViewController { var onDone: (() -> Void)? }
            final class AppDelegate { func launch() { WalletModule().makeAdd(router: UINavigationController()).start() } }
            """
        let graph = FieldMisreadTests.plainScan(code)
        #expect(graph.coordinator(named: "Add")?.start.contains { $0.target == .child(ChildStart("Create")) } == true)
        #expect(!graph.unknowns.contains { $0.aspect == .entry && ($0.coordinator == "Create" || $0.child == "Create") })
    }
}
