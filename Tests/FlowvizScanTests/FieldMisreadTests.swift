import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Misreads found by reading flowviz's findings on public apps (issue 12), each rebuilt as a small
/// app of our own: the variant the scanner misread, and one where the finding is real.
@Suite struct FieldMisreadTests {
    /// Error findings of a graph as `rule line`.
    static func errorLines(_ graph: AppGraph) -> [String] {
        Linter.lint(graph).filter { $0.severity == .error }.map { "\($0.ruleID) \($0.location?.line ?? 0)" }
    }

    /// Error findings of `code` with ``FieldIdiomTests/base`` beside it.
    static func errors(_ code: String) -> [String] { errorLines(FieldIdiomTests.scan(code)) }

    /// `code` scanned alone, as `App.swift`.
    static func plainScan(_ code: String) -> AppGraph { SwiftScanner.scan(sources: [("App.swift", Array(code.utf8))]).graph }

    /// Error findings of `code` scanned alone.
    static func plainErrors(_ code: String) -> [String] { errorLines(plainScan(code)) }

    // MARK: - A window whose root is the coordinator's own stack

    /// The root coordinator holds the window and a navigation controller (handed in, or made
    /// at its declaration), puts the navigation controller in the window and its screens on
    /// it: pushes there have a stack. A root screen put straight into the window has none.
    @Test(arguments: [
        ("let navigationController: UINavigationController", "init(window: UIWindow, navigationController: UINavigationController) { self.window = window; self.navigationController = navigationController }"),
        ("let navigationController = UINavigationController()", "init(window: UIWindow) { self.window = window }"),
    ])
    func aWindowWhoseRootIsTheCoordinatorsStackHasAStack(property: String, initializer: String) {
        let app = { (root: String) in """
            final class FeedViewController: UIViewController { var onDetail: (() -> Void)? }
            final class ArticleViewController: UIViewController {}
            final class AppCoordinator: Coordinator {
                let window: UIWindow
                \(property)
                \(initializer)
                override func start() {
                    let home = FeedViewController()
                    home.onDetail = { [weak self] in self?.showDetail() }
                    \(root)
                }
                func showDetail() { navigationController.pushViewController(ArticleViewController(), animated: true) }
            }
            """
        }
        let onStack = app("window.rootViewController = navigationController; navigationController.viewControllers = [home]")
        #expect(FieldIdiomTests.scan(onStack).coordinator(named: "App")?.container == .navigationStack)
        #expect(Self.errors(onStack) == [])
        let inWindow = app("window.rootViewController = home")
        #expect(FieldIdiomTests.scan(inWindow).coordinator(named: "App")?.container == .window)
        #expect(Self.errors(inWindow) == ["push_without_navigation_stack 9"])
    }

    // MARK: - Finishing through what the screens call

    /// The finish goes through a weak parent typed with a protocol named for coordinators
    /// (`ParentCoordinatorDelegate`), called from a method the screen calls on its coordinator.
    @Test func aParentTypedWithACoordinatorProtocolHearsTheFinish() {
        let app = { (close: String) in """
            protocol ParentCoordinatorDelegate: AnyObject { func didFinish(from child: AnyObject) }
            final class MenuViewController: UIViewController {
                weak var coordinator: MenuCoordinator?
                func closeTapped() { coordinator?.close() }
            }
            final class AppCoordinator: Coordinator, ParentCoordinatorDelegate {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    let home = HomeViewController()
                    home.didTapBuy = { [weak self] in self?.showMenu() }
                    navigationController.pushViewController(home, animated: false)
                }
                func showMenu() {
                    let menu = MenuCoordinator(navigationController: navigationController)
                    menu.parentCoordinator = self
                    childCoordinators.append(menu)
                    menu.start()
                }
                func didFinish(from child: AnyObject) { childCoordinators.removeAll { $0 === child } }
            }
            final class MenuCoordinator: Coordinator {
                weak var parentCoordinator: ParentCoordinatorDelegate?
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    let menu = MenuViewController()
                    menu.coordinator = self
                    menu.modalPresentationStyle = .fullScreen
                    navigationController.present(menu, animated: true)
                }
                func close() {
                    navigationController.dismiss(animated: true\(close)
                }
            }
            final class AppDelegate { func launch() { AppCoordinator(navigationController: UINavigationController()).start() } }
            """
        }
        // Told after the dismissal, in its completion, or right after it.
        #expect(Self.errors(app(", completion: { [weak self] in guard let self else { return }; self.parentCoordinator?.didFinish(from: self) })")) == [])
        #expect(Self.errors(app(")\n        parentCoordinator?.didFinish(from: self)")) == [])
        #expect(Self.errors(app(")")) == ["missing_did_finish 22"])
    }

    // MARK: - Presentation style chosen by the presented controller

    /// A single-screen child presents a sheet-like controller that sets its own style: a literal
    /// is read, a value makes the presentation unknown (a note, no swipe-away leak), and with
    /// no style at all it is a page sheet the user can swipe away.
    @Test(arguments: [
        ("modalPresentationStyle = .overFullScreen", [String](), 0),
        ("modalPresentationStyle = model.style", [], 1),
        ("", ["leaked_child_coordinator 19"], 0),
    ])
    func aStyleTheControllerSetsOnItselfDecidesTheSwipe(style: String, errors: [String], notes: Int) {
        let code = """
            final class ActionSheetModel { var style: UIModalPresentationStyle = .overFullScreen }
            final class ActionSheetViewController: UIViewController {
                weak var coordinator: ActionSheetCoordinator?
                init(model: ActionSheetModel) { super.init(nibName: nil, bundle: nil); \(style) }
                func cancelTapped() { coordinator?.close() }
            }
            final class AppDelegate { func launch() { AppCoordinator(navigationController: UINavigationController()).start() } }
            final class AppCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    let home = HomeViewController()
                    home.didTapBuy = { [weak self] in self?.showSheet() }
                    navigationController.pushViewController(home, animated: false)
                }
                func showSheet() {
                    let sheet = ActionSheetCoordinator(navigationController: navigationController)
                    sheet.didFinish = { [weak self] child in self?.childCoordinators.removeAll { $0 === child } }
                    childCoordinators.append(sheet)
                    sheet.start()
                }
            }
            final class ActionSheetCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    let sheet = ActionSheetViewController(model: ActionSheetModel())
                    sheet.coordinator = self
                    navigationController.present(sheet, animated: true)
                }
                func close() { navigationController.dismiss(animated: true); didFinish?(self) }
            }
            """
        let graph = FieldIdiomTests.scan(code)
        #expect(Self.errors(code) == errors)
        #expect(graph.unknowns.filter { $0.aspect == .presentation }.count == notes)
        #expect(graph.unknowns.first { $0.aspect == .presentation }?.reason.contains("ActionSheetViewController sets `modalPresentationStyle = model.style`") ?? (notes == 0))
    }

    // MARK: - The main flow the root keeps

    /// The root starts the main flow from its launch screen's callback and keeps it. A flow
    /// with no way at all to tell a parent it is done is the session's main flow (long-lived);
    /// one with a parent reference it never calls is a bounded flow that never finishes.
    @Test func aKeptChildOfTheRootWithNoWayToFinishIsTheMainFlow() {
        let app = { (channel: String) in """
            protocol Starting: AnyObject { func start() }
            final class LaunchViewController: UIViewController { var onLoaded: (() -> Void)? }
            final class BrowserViewController: UIViewController {}
            final class SceneCoordinator: Starting {
                let window: UIWindow
                let navigationController = UINavigationController()
                var children: [Starting] = []
                init(window: UIWindow) { self.window = window }
                func start() {
                    window.rootViewController = navigationController
                    let launch = LaunchViewController()
                    launch.onLoaded = { [weak self] in self?.startBrowser() }
                    navigationController.setViewControllers([launch], animated: false)
                }
                func startBrowser() {
                    let browser = BrowserCoordinator(navigationController: navigationController)
                    children.append(browser)
                    browser.start()
                }
            }
            final class BrowserCoordinator: Starting {
                \(channel)
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.pushViewController(BrowserViewController(), animated: false) }
            }
            final class SceneDelegate { func connect() { SceneCoordinator(window: UIWindow()).start() } }
            """
        }
        let main = app("")
        #expect(FieldIdiomTests.scan(main).coordinator(named: "Browser")?.lifetime == .longLived)
        #expect(Self.errors(main) == [])
        let bounded = app("weak var parentCoordinator: SceneCoordinator?")
        #expect(FieldIdiomTests.scan(bounded).coordinator(named: "Browser")?.lifetime == .bounded)
        // One bug, one message: the user pops back past it and nothing in it ever finishes, so
        // its parent never removes it: the leak, where the parent keeps it (not also missing_did_finish).
        #expect(Self.errors(bounded) == ["leaked_child_coordinator 17"])
    }

    // MARK: - Flows embedded in a screen

    /// Two child flows whose roots a screen embeds (`pager.pages = [a.root, b.root]`) live as
    /// long as that screen.
    @Test func flowsEmbeddedInAScreenAreLongLived() {
        let code = """
            final class PagerViewController: UIViewController { var pages: [UIViewController] = [] }
            final class AppDelegate { func launch() { AppCoordinator(navigationController: UINavigationController()).start() } }
            final class AppCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    let pager = PagerViewController()
                    let first = PageCoordinator(), second = PageCoordinator()
                    childCoordinators = [first, second]
                    first.start(); second.start()
                    pager.pages = [first.navigation, second.navigation]
                    navigationController.pushViewController(pager, animated: false)
                }
            }
            final class PageCoordinator: Coordinator {
                let navigation = UINavigationController()
                override func start() { navigation.setViewControllers([HomeViewController()], animated: false) }
            }
            """
        #expect(FieldIdiomTests.scan(code).coordinator(named: "Page")?.lifetime == .longLived)
        #expect(Self.errors(code) == [])
    }

    // MARK: - Kept alive by what it shows

    /// A child the parent does not keep, whose screen's processor holds it strongly through a
    /// type eraser (`Processor(coordinator: asAnyCoordinator())`), lives as long as its screen:
    /// its retention is unknown (a note), not an unretained child. With a weak reference, nothing
    /// keeps it.
    @Test(arguments: [("let", [String](), 1), ("weak var", ["unretained_child_coordinator 32"], 0)])
    func aChildItsScreensKeepThroughATypeEraserHasUnknownRetention(holder: String, errors: [String], notes: Int) {
        let code = """
            open class AnyCoordinator<Route>: Coordinator {
                private let wrapped: Coordinator
                init(_ wrapped: Coordinator) { self.wrapped = wrapped }
            }
            extension Coordinator {
                func asAnyCoordinator() -> AnyCoordinator<Int> { AnyCoordinator(self) }
            }
            final class ScanProcessor {
                \(holder) coordinator: AnyCoordinator<Int>?
                init(coordinator: AnyCoordinator<Int>) { self.coordinator = coordinator }
            }
            final class ScanViewController: UIViewController {
                var onClose: (() -> Void)?
                let processor: ScanProcessor
                init(processor: ScanProcessor) { self.processor = processor; super.init(nibName: nil, bundle: nil) }
            }
            final class ScanCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    let screen = ScanViewController(processor: ScanProcessor(coordinator: asAnyCoordinator()))
                    screen.onClose = { [weak self] in guard let self else { return }; self.navigationController.dismiss(animated: true); self.didFinish?(self) }
                    navigationController.setViewControllers([screen], animated: false)
                }
            }
            final class AppDelegate { func launch() { AppCoordinator(navigationController: UINavigationController()).start() } }
            final class AppCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    let home = HomeViewController()
                    home.didTapBuy = { [weak self] in self?.showScan() }
                    navigationController.pushViewController(home, animated: false)
                }
                func showScan() {
                    let stack = UINavigationController()
                    let scan = ScanCoordinator(navigationController: stack)
                    scan.start()
                    navigationController.present(stack, animated: true)
                }
            }
            """
        #expect(Self.errors(code) == errors)
        #expect(FieldIdiomTests.scan(code).unknowns.filter { $0.aspect == .retention }.count == notes)
    }

    // MARK: - Stacks handed to a child, leaks started from several places

    /// A navigation controller made here, handed to the child's initializer and presented: the
    /// child is presented (full screen here: no pop-back leak). Kept and never removed, started
    /// from two triggers: one leak, the other start a note.
    @Test func aStackHandedToAChildAndPresentedPresentsIt() throws {
        let code = """
            final class MenuViewController: UIViewController { var onBuy: (() -> Void)?; var onGift: (() -> Void)? }
            final class AppDelegate { func launch() { AppCoordinator(navigationController: UINavigationController()).start() } }
            final class AppCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    let menu = MenuViewController()
                    menu.onBuy = { [weak self] in self?.showBuy() }
                    menu.onGift = { [weak self] in self?.showBuy() }
                    navigationController.pushViewController(menu, animated: false)
                }
                func showBuy() {
                    let stack = UINavigationController()
                    let buy = BuyCoordinator(navigationController: stack)
                    buy.didFinish = { [weak self] _ in self?.navigationController.dismiss(animated: true) }
                    childCoordinators.append(buy)
                    buy.start()
                    stack.modalPresentationStyle = .fullScreen
                    navigationController.present(stack, animated: true)
                }
            }
            """ + FieldIdiomTests.buy
        let graph = FieldIdiomTests.scan(code)
        #expect(graph.coordinator(named: "Buy")?.attachment == .vertical(.init(style: .fullScreen, swipeDismissible: false)))
        let leaks = Linter.lint(graph).filter { $0.ruleID == "leaked_child_coordinator" }
        #expect(leaks.count == 1)
        #expect(leaks.first?.notes.contains { $0.message.hasPrefix("also started from MenuViewController.") } == true)
    }
}
