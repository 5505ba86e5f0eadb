import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Field misreads about screens and releases: screens made in init, hosting controllers, bar
/// buttons, filtered arrays, routers' pop completions, self-removal, outputs that finish.
extension FieldMisreadTests {
    /// A child whose screen is made in its `init` and handed to the parent through
    /// `toPresentable()` (its start is empty) shows that screen, presented by the parent.
    @Test func aScreenMadeInInitAndHandedOverIsTheStart() {
        let code = """
            final class CardViewController: UIViewController { var onClose: (() -> Void)? }
            final class CardFlow {
                var didFinish: ((CardFlow) -> Void)?
                private let vc: CardViewController
                init() {
                    vc = CardViewController()
                    vc.onClose = { [weak self] in guard let self else { return }; self.didFinish?(self) }
                }
                func start() {}
                func toPresentable() -> UIViewController { vc }
            }

            final class HomeViewController: UIViewController { var onOpen: (() -> Void)? }

            final class AppFlow {
                var children: [AnyObject] = []
                let nav = UINavigationController()
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() {
                    let home = HomeViewController()
                    home.onOpen = { [weak self] in self?.openCard() }
                    nav.setViewControllers([home], animated: false)
                    window.rootViewController = nav
                }
                func openCard() {
                    let child = CardFlow()
                    child.didFinish = { [weak self] c in
                        self?.nav.dismiss(animated: true)
                        self?.children.removeAll { $0 === c }
                    }
                    children.append(child)
                    child.start()
                    let screen = child.toPresentable()
                    screen.modalPresentationStyle = .fullScreen
                    nav.present(screen, animated: true)
                }
            }

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var app: AppFlow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let w = UIWindow(); window = w
                    app = AppFlow(window: w); app?.start()
                    return true
                }
            }
            """
        #expect(Self.plainErrors(code) == [])
        let card = Self.plainScan(code).coordinator(named: "CardFlow")
        #expect(card?.start.first?.target == .screen("Card"))
        #expect(card?.attachment == .vertical(.init(style: .fullScreen, swipeDismissible: false)))
    }

    /// `flows = flows.filter { $0 !== flow }` (here in a protocol extension's helper) releases.
    @Test func reassigningAFilteredArrayReleases() {
        let code = """
            protocol Flow: AnyObject {
                var flows: [Flow] { get set }
            }

            extension Flow {
                func addFlow(_ f: Flow) { flows.append(f) }
                func removeFlow(_ f: Flow) { flows = flows.filter { $0 !== f } }
            }

            protocol PickerFlowDelegate: AnyObject {
                func pickerDidClose(_ flow: PickerFlow)
            }

            final class PickerFlow: Flow {
                var flows: [Flow] = []
                weak var delegate: PickerFlowDelegate?
                let nav: UINavigationController
                init(nav: UINavigationController) { self.nav = nav }
                func start() {
                    let vc = PickerViewController()
                    vc.onClose = { [weak self] in
                        guard let self else { return }
                        self.delegate?.pickerDidClose(self)
                    }
                    let wrap = UINavigationController(rootViewController: vc)
                    nav.present(wrap, animated: true)
                }
            }

            final class PickerViewController: UIViewController {
                var onClose: (() -> Void)?
            }

            final class HomeViewController: UIViewController {
                var onPick: (() -> Void)?
            }

            final class AppFlow: Flow, PickerFlowDelegate {
                var flows: [Flow] = []
                let nav = UINavigationController()
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() {
                    let home = HomeViewController()
                    home.onPick = { [weak self] in self?.showPicker() }
                    nav.setViewControllers([home], animated: false)
                    window.rootViewController = nav
                }
                func showPicker() {
                    let child = PickerFlow(nav: nav)
                    child.delegate = self
                    addFlow(child)
                    child.start()
                }
                func pickerDidClose(_ flow: PickerFlow) {
                    removeFlow(flow)
                }
            }

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var app: AppFlow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let w = UIWindow()
                    window = w
                    app = AppFlow(window: w)
                    app?.start()
                    return true
                }
            }
            """
        // Only the real bug is left: swiping the picker sheet away does not finish it.
        #expect(Self.plainErrors(code) == ["leaked_child_coordinator 52"])
    }

    /// `router.push(child, popCompletion: { children.removeAll { $0 === child } })`: the child is
    /// removed when its screen is popped, by the back button or by its own finish.
    @Test func aRemovalInARoutersPopCompletionReleasesTheChild() {
        let code = """
            protocol Presentable { func toPresentable() -> UIViewController }
            extension UIViewController: Presentable { func toPresentable() -> UIViewController { self } }

            final class Router {
                let nav: UINavigationController
                private var completions: [UIViewController: () -> Void] = [:]
                init(nav: UINavigationController) { self.nav = nav }
                func push(_ module: Presentable, animated: Bool, popCompletion: (() -> Void)?) {
                    let vc = module.toPresentable()
                    if let popCompletion { completions[vc] = popCompletion }
                    nav.pushViewController(vc, animated: animated)
                }
            }

            protocol Flow: AnyObject, Presentable { var children: [Flow] { get set }; func start() }

            final class DetailViewController: UIViewController { var onDone: (() -> Void)? }
            final class DetailFlow: Flow {
                var children: [Flow] = []
                var onFinish: (() -> Void)?
                private let vc = DetailViewController()
                func start() { vc.onDone = { [weak self] in self?.onFinish?() } }
                func toPresentable() -> UIViewController { vc }
            }

            final class HomeViewController: UIViewController { var onOpen: (() -> Void)? }
            final class AppFlow: Flow {
                var children: [Flow] = []
                let router: Router
                let window: UIWindow
                init(window: UIWindow) { self.window = window; router = Router(nav: UINavigationController()) }
                func start() {
                    let home = HomeViewController()
                    home.onOpen = { [weak self] in self?.openDetail() }
                    router.nav.setViewControllers([home], animated: false)
                    window.rootViewController = router.nav
                }
                func toPresentable() -> UIViewController { router.nav }
                func openDetail() {
                    let child = DetailFlow()
                    child.onFinish = { [weak self] in
                        self?.router.nav.popViewController(animated: true)
                    }
                    child.start()
                    children.append(child)
                    router.push(child, animated: true, popCompletion: { [weak self] in
                        self?.children.removeAll { $0 === child }
                    })
                }
            }

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var app: AppFlow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let w = UIWindow(); window = w
                    app = AppFlow(window: w); app?.start()
                    return true
                }
            }
            """
        #expect(Self.plainErrors(code) == [])
        let unremoved = code.replacingOccurrences(of: "self?.children.removeAll { $0 === child }", with: "print(\"popped\")")
        #expect(Self.plainErrors(unremoved).contains { $0.hasPrefix("leaked_child_coordinator") })
    }

    /// A closure property named `callback`, which the child calls on its way out and whose
    /// handler in the parent removes it (or, forwarded, ends the parent too), is its finish.
    @Test func anOutputWhoseHandlerRemovesTheChildIsItsFinish() {
        let code = """
            final class ListViewController: UIViewController { var onDone: (() -> Void)? }
            final class ListScreenFlow {
                var callback: (() -> Void)?
                let nav: UINavigationController
                init(nav: UINavigationController) { self.nav = nav }
                func start() {
                    let vc = ListViewController()
                    vc.onDone = { [weak self] in self?.callback?() }
                    nav.setViewControllers([vc], animated: false)
                }
            }

            final class ListFlow {
                var children: [AnyObject] = []
                var callback: (() -> Void)?
                let nav = UINavigationController()
                func start() {
                    let root = makeListScreenFlow()
                    root.start()
                    children.append(root)
                }
                private func makeListScreenFlow() -> ListScreenFlow {
                    let flow = ListScreenFlow(nav: nav)
                    flow.callback = { [weak self] in
                        self?.callback?()
                    }
                    return flow
                }
            }

            final class HomeViewController: UIViewController { var onList: (() -> Void)? }
            final class AppFlow {
                var children: [AnyObject] = []
                let nav = UINavigationController()
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() {
                    let home = HomeViewController()
                    home.onList = { [weak self] in self?.showList() }
                    nav.setViewControllers([home], animated: false)
                    window.rootViewController = nav
                }
                func showList() {
                    let child = ListFlow()
                    child.callback = { [weak self, weak child] in
                        self?.nav.dismiss(animated: true)
                        self?.children.removeAll { $0 === child }
                    }
                    children.append(child)
                    child.start()
                    child.nav.modalPresentationStyle = .fullScreen
                    nav.present(child.nav, animated: true)
                }
            }

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var app: AppFlow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let w = UIWindow(); window = w
                    app = AppFlow(window: w); app?.start()
                    return true
                }
            }
            """
        #expect(Self.plainErrors(code) == [])
        // Handled by neither a removal nor the parent's own ending, it is only an output.
        let unhandled = code.replacingOccurrences(of: "self?.callback?()\n", with: "print(\"listed\")\n")
        #expect(Self.plainErrors(unhandled).contains { $0.hasPrefix("missing_did_finish") })
    }

    /// `vc.navigationItem.rightBarButtonItem = UIBarButtonItem(…, primaryAction: UIAction { finish })`
    /// is a trigger of the screen.
    @Test func aBarButtonActionIsATriggerOfTheScreen() throws {
        let code = """
            final class NoteViewController: UIViewController {}
            final class NoteFlow {
                var didFinish: ((NoteFlow) -> Void)?
                let nav = UINavigationController()
                func start() {
                    let vc = NoteViewController()
                    vc.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
                        guard let self else { return }
                        self.didFinish?(self)
                    })
                    nav.setViewControllers([vc], animated: false)
                }
            }

            final class HomeViewController: UIViewController { var onOpen: (() -> Void)? }

            final class AppFlow {
                var children: [AnyObject] = []
                let nav = UINavigationController()
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() {
                    let home = HomeViewController()
                    home.onOpen = { [weak self] in self?.openNote() }
                    nav.setViewControllers([home], animated: false)
                    window.rootViewController = nav
                }
                func openNote() {
                    let child = NoteFlow()
                    child.didFinish = { [weak self] c in
                        self?.nav.dismiss(animated: true)
                        self?.children.removeAll { $0 === c }
                    }
                    children.append(child)
                    child.start()
                    child.nav.isModalInPresentation = true
                    nav.present(child.nav, animated: true)
                }
            }

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var app: AppFlow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let w = UIWindow(); window = w
                    app = AppFlow(window: w); app?.start()
                    return true
                }
            }
            """
        #expect(Self.plainErrors(code) == [])
        let note = Self.plainScan(code).coordinator(named: "NoteFlow")
        #expect(note?.screen(named: "Note")?.transitions.map(\.action) == [.finish])
    }

    /// `AppHostingController(rootView: NoteView(model: model))`: the app's hosting controller
    /// subclass shows its root view, one screen; the view's model's closure calling the
    /// coordinator's `callback` may be its finish (a note), not a missing one.
    @Test func anAppsHostingControllerShowsItsRootView() throws {
        let code = """
            final class BadgeModel: ObservableObject {}
            final class NoteModel { var onDone: (() -> Void)? }
            struct NoteView: View { let model: NoteModel; var body: some View { Button("Done") { model.onDone?() } } }
            protocol Presentable { func toPresentable() -> UIViewController }
            protocol Coordinator: AnyObject { var childCoordinators: [Coordinator] { get set }; func start() }
            class AppHostingController: UIHostingController<AnyView> { init<V: View>(rootView: V) { super.init(rootView: AnyView(rootView)) }; @MainActor required dynamic init?(coder: NSCoder) { nil } }
            final class NoteFlow: Coordinator, Presentable {
                var childCoordinators: [Coordinator] = []
                var callback: (() -> Void)?
                private let host: AppHostingController
                private let model = NoteModel()
                init() {
                    host = AppHostingController(rootView: NoteView(model: model))
                }
                func start() { model.onDone = { [weak self] in guard let self else { return }; self.callback?() } }
                func toPresentable() -> UIViewController { host }
            }
            final class HomeViewController: UIViewController { var onOpen: (() -> Void)? }
            final class AppFlow {
                var children: [AnyObject] = []
                let nav = UINavigationController()
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() {
                    let home = HomeViewController()
                    home.onOpen = { [weak self] in self?.openNote() }
                    nav.setViewControllers([home], animated: false)
                    window.rootViewController = nav
                }
                func openNote() {
                    let child = NoteFlow()
                    child.callback = { [weak self, weak child] in self?.nav.dismiss(animated: true); self?.children.removeAll { $0 === child } }
                    children.append(child)
                    child.start()
                    nav.present(child.toPresentable(), animated: true)
                }
            }
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var app: AppFlow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let w = UIWindow(); window = w
                    app = AppFlow(window: w); app?.start()
                    return true
                }
            }
            """
        #expect(Self.plainErrors(code) == [])
        let note = try #require(Self.plainScan(code).coordinator(named: "NoteFlow"))
        #expect(note.screens.map(\.name) == ["Note"])
        #expect(note.start.first?.target == .screen("Note"))
    }

    /// A coordinator nothing starts is unreachable_coordinator's one warning: how it would be
    /// shown is not known, so it is not also missing a finish.
    @Test func aCoordinatorNothingStartsIsNotAlsoMissingAFinish() {
        let code = """
            protocol Coordinator: AnyObject { func start() }
            final class AppDelegate { func launch() { AppCoordinator(navigationController: UINavigationController()).start() } }
            final class HomeViewController: UIViewController {}
            final class OrphanViewController: UIViewController {}
            final class AppCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.pushViewController(HomeViewController(), animated: false) }
            }
            final class OrphanCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.pushViewController(OrphanViewController(), animated: true) }
            }
            """
        let findings = Linter.lint(Self.plainScan(code))
        #expect(findings.map(\.ruleID) == ["unreachable_coordinator"])
    }

    /// The finish handler calls the child's `dismiss()`, which removes it from its parent through
    /// the base class (`removeFromParent()` → `parent?.removeChild(self)`): released.
    @Test func aChildRemovingItselfThroughItsBaseClassIsReleased() {
        let code = """
            class FlowBase {
                private(set) var children: [FlowBase] = []
                private weak var parent: FlowBase?
                func addChild(_ c: FlowBase) { children.append(c); c.parent = self }
                func removeChild(_ c: FlowBase) { children.removeAll { $0 === c } }
                func removeFromParent() { parent?.removeChild(self) }
            }
            final class NoteViewController: UIViewController { var onClose: (() -> Void)? }
            final class NoteFlow: FlowBase {
                var didFinish: ((NoteFlow) -> Void)?
                let nav = UINavigationController()
                func start() {
                    let vc = NoteViewController()
                    vc.onClose = { [weak self] in guard let self else { return }; self.didFinish?(self) }
                    nav.setViewControllers([vc], animated: false)
                }
                func dismiss() { removeFromParent(); nav.dismiss(animated: true) }
            }

            final class HomeViewController: UIViewController { var onOpen: (() -> Void)? }

            final class AppFlow: FlowBase {
                let nav = UINavigationController()
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() {
                    let home = HomeViewController()
                    home.onOpen = { [weak self] in self?.openNote() }
                    nav.setViewControllers([home], animated: false)
                    window.rootViewController = nav
                }
                func openNote() {
                    let child = NoteFlow()
                    child.didFinish = { c in c.dismiss() }
                    addChild(child)
                    child.start()
                    child.nav.isModalInPresentation = true
                    nav.present(child.nav, animated: true)
                }
            }

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var app: AppFlow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let w = UIWindow(); window = w
                    app = AppFlow(window: w); app?.start()
                    return true
                }
            }
            """
        #expect(Self.plainErrors(code) == [])
        let kept = code.replacingOccurrences(of: "func removeFromParent() { parent?.removeChild(self) }", with: "func removeFromParent() {}")
        #expect(Self.plainErrors(kept).map { $0.components(separatedBy: " ")[0] } == ["leaked_child_coordinator"])
    }

    /// `SplashHost(rootView: SplashView(model: model), model: model)`, the model made with the
    /// coordinator: the model's calls of the coordinator are the view's triggers.
    @Test func aHostingSubclassHandsItsModelToTheRootView() throws {
        let code = """
            import SwiftUI
            protocol Coordinator: AnyObject { func start() }
            protocol SplashFlowDelegate: AnyObject { func splashDidFinish(_ flow: SplashCoordinator) }
            final class SplashModel { private weak var coordinator: SplashCoordinator?; init(coordinator: SplashCoordinator) { self.coordinator = coordinator }
                func loaded() { coordinator?.finishSplash() } }
            struct SplashView: View { let model: SplashModel; var body: some View { Text("…") } }
            final class SplashHost: UIHostingController<SplashView> { let model: SplashModel
                init(rootView: SplashView, model: SplashModel) { self.model = model; super.init(rootView: rootView) } }
            final class AppDelegate { func launch() { AppCoordinator(navigationController: UINavigationController()).start() } }
            final class AppCoordinator: Coordinator, SplashFlowDelegate {
                var children: [Coordinator] = []
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let splash = SplashCoordinator(navigationController: navigationController)
                    splash.delegate = self
                    children.append(splash)
                    splash.start()
                }
                func splashDidFinish(_ flow: SplashCoordinator) { children.removeAll { $0 === flow } }
            }
            final class SplashCoordinator: Coordinator {
                weak var delegate: SplashFlowDelegate?
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let model = SplashModel(coordinator: self)
                    navigationController.setViewControllers([SplashHost(rootView: SplashView(model: model), model: model)], animated: false)
                }
                func finishSplash() { delegate?.splashDidFinish(self) }
            }
            """
        #expect(Self.plainErrors(code) == [])
        let splash = try #require(Self.plainScan(code).coordinator(named: "Splash"))
        #expect(splash.screens.map(\.name) == ["Splash"])
        #expect(splash.screens.first?.transitions.map(\.action) == [.finish])
    }
}
