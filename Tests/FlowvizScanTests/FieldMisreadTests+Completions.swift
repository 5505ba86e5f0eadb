import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Field misreads about completions and whose code runs where (issue 12): a coordinator's own
/// closure handed over as a dismissal's completion, finishing inside `start`, another
/// coordinator's method reached through a service, a router keeping what its completion names,
/// a hosting controller whose root view cannot be followed, a first screen shown by a call the
/// scanner does not read, closures made by the coordinator and run inside a factory, and a
/// root's child made by one of its properties.
extension FieldMisreadTests {
    /// A consent coordinator presents one screen; its button dismisses it and hands the
    /// coordinator's stored `completion` over as the dismissal's completion: that is its finish.
    /// Handing over `nil` finishes nothing.
    @Test(arguments: [true, false])
    func anOwnClosureHandedOverAsACompletionFinishes(handedOver: Bool) {
        let errors = Self.errors("""
            final class AppDelegate { func launch() { AppCoordinator(navigationController: UINavigationController()).start() } }
            final class ConsentViewController: UIViewController { var didAccept: (() -> Void)? }
            final class AppCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    let home = HomeViewController()
                    home.didTapBuy = { [weak self] in self?.showConsent() }
                    navigationController.setViewControllers([home], animated: false)
                }
                func showConsent() {
                    let consent = ConsentCoordinator(root: navigationController, completion: { [weak self] in self?.childCoordinators.removeAll() })
                    childCoordinators.append(consent)
                    consent.start()
                }
            }
            final class ConsentCoordinator: Coordinator {
                let root: UINavigationController
                private let completion: () -> Void
                init(root: UINavigationController, completion: @escaping () -> Void) { self.root = root; self.completion = completion }
                override func start() {
                    let consent = ConsentViewController()
                    consent.isModalInPresentation = true
                    consent.didAccept = { [weak self] in self?.root.dismiss(animated: true, completion: \(handedOver ? "self?.completion" : "nil")) }
                    root.present(consent, animated: true)
                }
            }
            """)
        #expect(errors.contains { $0.hasPrefix("missing_did_finish") } == !handedOver, "\(errors)")
    }

    /// A coordinator that finishes inside its start on one branch and shows a screen with no
    /// way out on the other: the start's finish cannot be drawn yet, so it is a note, never
    /// `missing_did_finish`. Without the finishing branch the finding is real.
    @Test(arguments: [true, false])
    func aFinishInsideStartIsANoteNotAMissingFinish(finishesAtStart: Bool) throws {
        let graph = FieldIdiomTests.app(start: """
                let home = HomeViewController()
                home.didTapBuy = { [weak self] in self?.check() }
                navigationController.setViewControllers([home], animated: false)
            """, members: """
                func check() {
                    let check = CheckCoordinator(navigationController: navigationController)
                    check.didFinish = { [weak self] _ in self?.childCoordinators.removeAll() }
                    childCoordinators.append(check)
                    check.start()
                }
            """, """
            final class BlockedViewController: UIViewController {}
            final class CheckCoordinator: Coordinator {
                let navigationController: UINavigationController
                var isAllowed = true
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    if isAllowed {
                        \(finishesAtStart ? "didFinish?(self)" : "")
                    } else {
                        let blocked = BlockedViewController()
                        blocked.isModalInPresentation = true
                        navigationController.present(blocked, animated: true)
                    }
                }
            }
            """)
        let errors = Self.errorLines(graph)
        #expect(errors.contains { $0.hasPrefix("missing_did_finish") } == !finishesAtStart, "\(errors)")
        let note = graph.unknowns.first { $0.coordinator == "Check" && $0.aspect == .finish }
        #expect((note != nil) == finishesAtStart)
        if finishesAtStart { #expect(try #require(note).reason.contains("in its start when isAllowed")) }
    }

    /// A deep link handed to a shared service whose delegate (another coordinator) navigates:
    /// that coordinator's code is not the root's, so nothing it shows is pinned on the root.
    /// A plain factory the root calls is still followed.
    @Test func anotherCoordinatorsMethodReachedThroughAServiceIsNotInlined() throws {
        let graph = FieldIdiomTests.app(start: """
                navigationController.setViewControllers([HomeViewController()], animated: false)
            """, members: """
                func handle(link: String) -> Bool { SignInService.shared.continueSignIn(with: link) }
                func makeBuy() -> UIViewController { ScreenFactory().buy() }
            """, """
            protocol SignInServiceDelegate: AnyObject { func signInService(_ service: SignInService, didReceive token: String) -> Bool }
            final class SignInService {
                static let shared = SignInService()
                weak var delegate: SignInServiceDelegate?
                func continueSignIn(with token: String) -> Bool { delegate?.signInService(self, didReceive: token) ?? false }
            }
            final class LoadingViewController: UIViewController {}
            final class SignInCoordinator: Coordinator, SignInServiceDelegate {
                let router = UINavigationController()
                override func start() { router.setViewControllers([BuyViewController()], animated: false) }
                func signInService(_ service: SignInService, didReceive token: String) -> Bool {
                    router.setViewControllers([LoadingViewController()], animated: false)
                    return true
                }
            }
            final class ScreenFactory { func buy() -> UIViewController { BuyViewController() } }
            """)
        let app = try #require(graph.coordinator(named: "App"))
        #expect(app.screen(named: "Loading") == nil)
        #expect(!Self.errorLines(graph).contains { $0.hasPrefix("unreachable_screen") }, "\(Self.errorLines(graph))")
    }

    /// `router.push(child, animated: true) { self.remove(child) }`: the router stores that
    /// completion until the pop, so the child it names is kept till then. A completion that
    /// does not name the child keeps nothing: the child is unretained.
    @Test(arguments: [true, false])
    func aRoutersStoredPopCompletionKeepsTheChildItNames(namesChild: Bool) {
        let errors = Self.errors("""
            final class AppDelegate { func launch() { AppCoordinator(router: Router()).start() } }
            final class Router {
                let navigationController = UINavigationController()
                func setRootModule(_ module: UIViewController) { navigationController.setViewControllers([module], animated: false) }
                func push(_ coordinator: Coordinator, animated: Bool, popCompletion: (() -> Void)?) {}
            }
            final class DetailViewController: UIViewController { var didClose: (() -> Void)? }
            final class AppCoordinator: Coordinator {
                let router: Router
                init(router: Router) { self.router = router }
                override func start() {
                    let home = HomeViewController()
                    home.didTapBuy = { [weak self] in self?.showDetail() }
                    router.setRootModule(home)
                }
                func showDetail() {
                    let detail = DetailCoordinator(router: router)
                    detail.start()
                    router.push(detail, animated: true) { \(namesChild ? "self.remove(detail)" : "print(\"popped\")") }
                }
                func remove(_ child: Coordinator) { childCoordinators.removeAll { $0 === child } }
            }
            final class DetailCoordinator: Coordinator {
                let router: Router
                init(router: Router) { self.router = router }
                override func start() {
                    // Something to come back to: the screen's close runs through the coordinator.
                    let detail = DetailViewController()
                    detail.didClose = { [weak self] in self?.router.navigationController.popViewController(animated: true) }
                    router.navigationController.pushViewController(detail, animated: true)
                }
            }
            """)
        #expect(errors.contains { $0.hasPrefix("unretained_child_coordinator") } == !namesChild, "\(errors)")
    }

    /// The app's hosting controller made with a root view the scanner cannot follow shows
    /// something unknown, not a screen of its own; the view of the other branch is the start.
    @Test(arguments: [true, false])
    func aHostingControllerWithAnUnfollowedRootViewIsNoScreen(provided: Bool) throws {
        let graph = FieldIdiomTests.app(start: """
                let chooser = ChooserCoordinator(provider: \(provided ? "Provider()" : "nil"))
                chooser.start()
                childCoordinators.append(chooser)
                navigationController.setViewControllers([chooser.toPresentable()], animated: false)
            """, """
            final class AppHostingController: UIHostingController<AnyView> {
                init<V: View>(rootView: V) { super.init(rootView: AnyView(rootView)) }
            }
            struct ChooserView: View { var body: some View { Text("Choose") } }
            final class ChooserCoordinator: Coordinator {
                private let host: AppHostingController
                init(provider: Provider?) {
                    if let provider {
                        host = AppHostingController(rootView: provider.view())
                    } else {
                        host = AppHostingController(rootView: ChooserView())
                    }
                }
                func toPresentable() -> UIViewController { host }
            }
            """)
        let chooser = try #require(graph.coordinator(named: "Chooser"))
        #expect(chooser.screens.map(\.name) == ["Chooser"])
        #expect(!Self.errorLines(graph).contains { $0.hasPrefix("unreachable_screen") }, "\(Self.errorLines(graph))")
    }

    /// A child sharing its parent's router whose start sets up its first screen's triggers but
    /// shows it with a call the scanner does not read (a bottom sheet in a window of its own):
    /// whether it is pushed is unknown, so no pop-back leak. Pushed, the leak is real.
    @Test(arguments: [true, false])
    func aFirstScreenShownByAnUnreadCallLeavesThePresentationUnknown(unreadCall: Bool) {
        let graph = FieldIdiomTests.app(start: """
                let home = HomeViewController()
                home.didTapBuy = { [weak self] in self?.showSign() }
                navigationController.setViewControllers([home], animated: false)
            """, members: """
                func showSign() {
                    let sign = SignCoordinator(navigationController: navigationController)
                    sign.didFinish = { [weak self] _ in self?.childCoordinators.removeAll() }
                    childCoordinators.append(sign)
                    sign.start()
                }
            """, """
            final class SignViewController: UIViewController { var didConfirm: (() -> Void)? }
            final class SignCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    let sign = SignViewController()
                    sign.didConfirm = { [weak self] in guard let self else { return }; self.didFinish?(self) }
                    \(unreadCall ? "BottomSheet(content: sign).show(in: SheetWindow())" : "navigationController.pushViewController(sign, animated: true)")
                }
            }
            """)
        let errors = Self.errorLines(graph)
        #expect(errors.contains { $0.hasPrefix("leaked_child_coordinator") } == !unreadCall, "\(errors)")
        #expect(graph.unknowns.contains { $0.coordinator == "Sign" && $0.aspect == .presentation } == unreadCall)
    }

    /// A closure the coordinator hands a screen factory runs with the coordinator's `self`,
    /// even when the factory installs it: its `self?.showBuy()` is the coordinator's method.
    @Test func aClosureHandedToAFactoryKeepsTheCoordinatorsSelf() throws {
        let graph = FieldIdiomTests.app(start: """
                let home = ScreenBuilder().home(buyAction: { [weak self] in self?.showBuy() })
                navigationController.setViewControllers([home], animated: false)
            """, members: """
                func showBuy() { navigationController.pushViewController(BuyViewController(), animated: true) }
            """, """
            final class ScreenBuilder {
                func home(buyAction: @escaping () -> Void) -> UIViewController {
                    let home = HomeViewController()
                    home.didTapBuy = buyAction
                    return home
                }
            }
            """)
        let home = try #require(graph.coordinator(named: "App")?.screen(named: "Home"))
        #expect(home.transitions.map(\.action) == [.push(screen: "Buy")])
    }

    /// The root's tab flow made by a lazy property and started after sign-in is the app's
    /// shell: long-lived, so keeping it is no leak. Made anew each time, it is bounded.
    @Test(arguments: [true, false])
    func aChildMadeByTheRootsPropertyIsLongLived(lazyProperty: Bool) throws {
        let graph = FieldIdiomTests.app(start: """
                let signIn = SignInCoordinator()
                signIn.didFinish = { [weak self] _ in self?.startTabs() }
                childCoordinators.append(signIn)
                signIn.start()
            """, members: """
                \(lazyProperty ? "private lazy var tabs: TabsCoordinator = TabsCoordinator()" : "")
                func startTabs() {
                    \(lazyProperty ? "" : "let tabs = TabsCoordinator()")
                    childCoordinators.append(tabs)
                    tabs.start()
                }
            """, """
            final class SignInCoordinator: Coordinator {
                let navigation = UINavigationController()
                override func start() {
                    let buy = BuyViewController()
                    buy.didCancel = { [weak self] in guard let self else { return }; self.didFinish?(self) }
                    navigation.setViewControllers([buy], animated: false)
                }
            }
            final class TabsCoordinator: Coordinator {
                let navigation = UINavigationController()
                override func start() {
                    let home = HomeViewController()
                    home.didTapBuy = { [weak self] in guard let self else { return }; self.didFinish?(self) }
                    navigation.setViewControllers([home], animated: false)
                }
            }
            """)
        #expect(try #require(graph.coordinator(named: "Tabs")).lifetime == (lazyProperty ? .longLived : .bounded))
    }

    /// Six launch checks, each started when the one before finishes, the last finishing the
    /// parent: the parent's finish is read through the whole chain.
    @Test func aLongChainOfChildrenStillFinishesTheParent() {
        let names = (1...6).map { "Check\($0)" }
        let starts = names.enumerated().map { position, name in
            let next = position + 1 < names.count ? "self?.start\(names[position + 1])()" : "guard let self else { return }; self.didFinish?(self)"
            return """
                func start\(name)() {
                    let child = \(name)Coordinator()
                    child.didFinish = { [weak self] _ in \(next) }
                    childCoordinators.append(child)
                    child.start()
                }
            """
        }.joined(separator: "\n")
        let children = names.map { name in
            """
            final class \(name)Coordinator: Coordinator {
                let navigation = UINavigationController()
                override func start() {
                    let buy = BuyViewController()
                    buy.didCancel = { [weak self] in guard let self else { return }; self.didFinish?(self) }
                    navigation.setViewControllers([buy], animated: false)
                }
            }
            """
        }.joined(separator: "\n")
        let graph = FieldIdiomTests.app(start: """
                let launch = LaunchCoordinator()
                launch.didFinish = { [weak self] _ in self?.childCoordinators.removeAll() }
                childCoordinators.append(launch)
                launch.start()
            """, """
            final class LaunchCoordinator: Coordinator {
                override func start() { startCheck1() }
            \(starts)
            }
            \(children)
            """)
        #expect(!Self.errorLines(graph).contains { $0.hasPrefix("missing_did_finish") }, "\(Self.errorLines(graph))")
    }
}
