import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Field misreads about children: what a parent does when they finish or report, finish
/// handlers handed to initializers, wrappers, screens made in init, releases.
extension FieldMisreadTests {
    // MARK: - What the parent does when a child finishes or reports

    /// After Login finishes the parent shows Home; when Search reports an item the parent
    /// pushes Detail. Both happen where the child was started, so neither screen is unreachable.
    @Test func whatTheParentDoesWhenItsChildFinishesOrReportsHappensWhereItStartedIt() throws {
        let code = """
            final class SearchViewController: UIViewController { var didPick: ((Int) -> Void)?; var didCancel: (() -> Void)? }
            final class DetailViewController: UIViewController {}
            final class AppDelegate { func launch() { AppCoordinator(navigationController: UINavigationController()).start() } }
            final class AppCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    let login = BuyCoordinator(navigationController: navigationController)
                    login.didFinish = { [weak self] child in
                        self?.childCoordinators.removeAll { $0 === child }
                        self?.showHome()
                    }
                    childCoordinators.append(login)
                    login.start()
                }
                func showHome() {
                    let home = HomeViewController()
                    home.didTapBuy = { [weak self] in self?.showSearch() }
                    navigationController.setViewControllers([home], animated: true)
                }
                func showSearch() {
                    let search = SearchCoordinator(navigationController: navigationController)
                    search.onItemSelected = { [weak self] id in self?.navigationController.pushViewController(DetailViewController(), animated: true) }
                    search.onClose = { [weak self, weak search] in self?.childCoordinators.removeAll { $0 === search } }
                    childCoordinators.append(search)
                    search.start()
                }
            }
            final class SearchCoordinator: Coordinator {
                var onItemSelected: ((Int) -> Void)?
                var onClose: (() -> Void)?
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    let search = SearchViewController()
                    search.didPick = { [weak self] id in self?.onItemSelected?(id) }
                    search.didCancel = { [weak self] in self?.navigationController.dismiss(animated: true); self?.onClose?() }
                    search.modalPresentationStyle = .fullScreen
                    navigationController.present(search, animated: true)
                }
            }
            """ + FieldIdiomTests.buy
        let graph = FieldIdiomTests.scan(code)
        let app = try #require(graph.coordinator(named: "App"))
        #expect(app.start.map(\.condition) == [nil, "after Buy finishes"])
        let home = try #require(app.screen(named: "Home"))
        #expect(home.transitions.map(\.condition) == [nil, "when Search reports onItemSelected"])
        #expect(home.transitions.last?.action == .push(screen: "Detail"))
        // The output that removes Search is its finish path: kept and released.
        #expect(home.transitions.first?.action.childStart?.releasedOnFinish == true)
        // Only Buy's real leak: it is pushed, kept, and does not finish when popped back.
        #expect(Self.errors(code) == ["leaked_child_coordinator 13"])
        #expect(!Linter.lint(graph).contains { $0.ruleID == "unreachable_screen" })
    }

    // MARK: - A parent that removes a child when its screen is popped

    /// The parent is its stack's delegate and, in `navigationController(_:didShow:animated:)`,
    /// removes the child whose screen was popped: the child ends on pop back. Without that
    /// method the kept child leaks when the user pops back.
    @Test(arguments: [(true, [String]()), (false, ["leaked_child_coordinator 24"])])
    func aParentRemovingTheChildWhenItsScreenIsPoppedEndsItOnPopBack(removesOnPop: Bool, errors: [String]) {
        let didShow = """
                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                          !navigationController.viewControllers.contains(from) else { return }
                    if let checkout = from as? CheckoutViewController { childDidFinish(checkout.coordinator) }
                }
            """
        let code = """
            protocol Flow: AnyObject { var children: [Flow] { get set }; func start() }
            final class ShelfViewController: UIViewController {
                weak var coordinator: ShopCoordinator?
                func buyTapped() { coordinator?.checkout() }
            }
            final class CheckoutViewController: UIViewController {
                weak var coordinator: CheckoutCoordinator?
                func doneTapped() { coordinator?.didFinishBuying() }
            }
            final class AppDelegate { func launch() { ShopCoordinator(navigationController: UINavigationController()).start() } }
            final class ShopCoordinator: NSObject, Flow, UINavigationControllerDelegate {
                var children = [Flow]()
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    navigationController.delegate = self
                    let shelf = ShelfViewController()
                    shelf.coordinator = self
                    navigationController.pushViewController(shelf, animated: false)
                }
                func checkout() {
                    let child = CheckoutCoordinator(navigationController: navigationController)
                    child.parent = self
                    children.append(child)
                    child.start()
                }
                func childDidFinish(_ child: Flow?) {
                    for (index, flow) in children.enumerated() where flow === child {
                        children.remove(at: index)
                        break
                    }
                }
            \(removesOnPop ? didShow : "")
            }
            final class CheckoutCoordinator: Flow {
                weak var parent: ShopCoordinator?
                var children = [Flow]()
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let screen = CheckoutViewController()
                    screen.coordinator = self
                    navigationController.pushViewController(screen, animated: true)
                }
                func didFinishBuying() { parent?.childDidFinish(self) }
            }
            """
        #expect(Self.errors(code) == errors)
    }

    // MARK: - A finish handler handed to the child's initializer

    /// `LoginCoordinator(…, onFinish: { … })` and a trailing closure are the child's finish
    /// handlers: the removal there is the release, and what follows happens after it finishes.
    /// Without them the kept children leak.
    @Test func aClosureHandedToTheChildsInitializerIsItsFinishHandler() {
        let code = """
            protocol Coordinator: AnyObject { func start() }
            final class HomeViewController: UIViewController { var onLogin: (() -> Void)?; var onSettings: (() -> Void)? }
            final class LoginViewController: UIViewController { var onDone: (() -> Void)? }
            final class SettingsViewController: UIViewController { var onClose: (() -> Void)? }
            final class ProfileViewController: UIViewController {}
            final class AppDelegate { func launch() { AppCoordinator(navigationController: UINavigationController()).start() } }
            final class AppCoordinator: Coordinator {
                private var children: [Coordinator] = []
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let home = HomeViewController()
                    home.onLogin = { [weak self] in self?.showLogin() }
                    home.onSettings = { [weak self] in self?.showSettings() }
                    navigationController.pushViewController(home, animated: false)
                }
                func showLogin() {
                    let login = LoginCoordinator(navigationController: navigationController, onFinish: { [weak self] coordinator in
                        self?.children.removeAll { $0 === coordinator }
                        self?.navigationController.pushViewController(ProfileViewController(), animated: true)
                    })
                    children.append(login)
                    login.start()
                }
                func showSettings() {
                    let settings = SettingsCoordinator(presenter: navigationController) { [weak self] coordinator in
                        self?.children.removeAll { $0 === coordinator }
                    }
                    children.append(settings)
                    settings.start()
                }
            }
            final class LoginCoordinator: Coordinator {
                private let onFinish: (Coordinator) -> Void
                let navigationController: UINavigationController
                init(navigationController: UINavigationController, onFinish: @escaping (Coordinator) -> Void) {
                    self.navigationController = navigationController
                    self.onFinish = onFinish
                }
                func start() {
                    let login = LoginViewController()
                    login.onDone = { [weak self] in
                        guard let self else { return }
                        self.navigationController.dismiss(animated: true)
                        self.onFinish(self)
                    }
                    login.modalPresentationStyle = .fullScreen
                    navigationController.present(login, animated: true)
                }
            }
            final class SettingsCoordinator: Coordinator {
                private let completion: (Coordinator) -> Void
                let presenter: UINavigationController
                init(presenter: UINavigationController, completion: @escaping (Coordinator) -> Void) {
                    self.presenter = presenter
                    self.completion = completion
                }
                func start() {
                    let settings = SettingsViewController()
                    settings.onClose = { [weak self] in
                        guard let self else { return }
                        self.presenter.dismiss(animated: true) { self.completion(self) }
                    }
                    settings.isModalInPresentation = true
                    presenter.present(settings, animated: true)
                }
            }
            """
        #expect(Self.plainErrors(code) == [])
        #expect(Self.plainScan(code).coordinator(named: "App")?.screen(named: "Home")?.transitions.map(\.condition) == [nil, "after Login finishes", nil])
        let unhandled = code.replacingOccurrences(of: "self?.children.removeAll { $0 === coordinator }", with: "self?.navigationController.popToRootViewController(animated: true)")
        #expect(Self.plainErrors(unhandled) == ["leaked_child_coordinator 22", "leaked_child_coordinator 29"])
    }

    // MARK: - Wrappers, forwarded finishes, screens made in init

    /// A screenless onboarding flow runs two children one after the other and finishes when the
    /// second does; each child's screen calls the `completion` it was given (`vc.onDone =
    /// completion`). The children live as long as the onboarding flow; its finish after a child
    /// is a note (not drawable yet), not a missing finish.
    @Test func aWrapperThatFinishesWithItsLastChildIsNoMissingFinish() {
        let code = """
            final class ConsentViewController: UIViewController { var onDone: (() -> Void)? }
            final class TopicsViewController: UIViewController { var onDone: (() -> Void)? }
            final class ConsentFlow {
                let nav: UINavigationController; let completion: () -> Void
                init(nav: UINavigationController, completion: @escaping () -> Void) { self.nav = nav; self.completion = completion }
                func start() { let vc = ConsentViewController(); vc.onDone = completion; nav.setViewControllers([vc], animated: true) }
            }
            final class TopicsFlow {
                let nav: UINavigationController; let completion: () -> Void
                init(nav: UINavigationController, completion: @escaping () -> Void) { self.nav = nav; self.completion = completion }
                func start() { let vc = TopicsViewController(); vc.onDone = completion; nav.setViewControllers([vc], animated: true) }
            }
            final class OnboardingFlow {
                var children: [AnyObject] = []
                let nav: UINavigationController; let completion: () -> Void
                init(nav: UINavigationController, completion: @escaping () -> Void) { self.nav = nav; self.completion = completion }
                func start() {
                    let child = ConsentFlow(nav: nav, completion: { [weak self] in self?.startTopics() })
                    children.append(child); child.start()
                }
                private func startTopics() {
                    let child = TopicsFlow(nav: nav, completion: { [weak self] in self?.completion() })
                    children.append(child); child.start()
                }
            }
            final class AppFlow {
                var children: [AnyObject] = []
                let nav = UINavigationController()
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() {
                    let home = HomeViewController()
                    home.onOpen = { [weak self] in self?.openOnboarding() }
                    nav.setViewControllers([home], animated: false)
                    window.rootViewController = nav
                }
                func openOnboarding() {
                    let modal = UINavigationController()
                    let child = OnboardingFlow(nav: modal, completion: { [weak self] in
                        self?.nav.dismiss(animated: true)
                        self?.children.removeAll { $0 is OnboardingFlow }
                    })
                    children.append(child); child.start()
                    modal.isModalInPresentation = true
                    nav.present(modal, animated: true)
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
            final class HomeViewController: UIViewController { var onOpen: (() -> Void)? }
            """
        #expect(Self.plainErrors(code) == [])
        let graph = Self.plainScan(code)
        #expect(graph.unknowns.map(\.aspect) == [.finish])
        #expect(graph.unknowns.first?.reason.hasPrefix("it finishes after TopicsFlow finishes") == true)
        // The parent's retention still counts: a wrapper started from a trigger and never removed leaks.
        let leaking = code.replacingOccurrences(of: "self?.children.removeAll { $0 is OnboardingFlow }", with: "")
        #expect(Self.plainErrors(leaking) == ["leaked_child_coordinator 43"])
    }
}
