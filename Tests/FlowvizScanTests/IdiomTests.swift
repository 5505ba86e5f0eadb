import Foundation
import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Idioms from the coordinator styles the scanner reads, each in a small app of its own.
@Suite struct IdiomTests {
    static let base = """
        class Coordinator: NSObject {
            var didFinish: ((Coordinator) -> Void)?
            var childCoordinators: [Coordinator] = []
            func start() {}
        }
        final class AppDelegate {
            func application() { let coordinator = AppCoordinator(navigationController: UINavigationController()); coordinator.start() }
        }
        final class HomeViewController: UIViewController { var didTapBuy: (() -> Void)?; var didTapHelp: (() -> Void)? }
        final class BuyViewController: UIViewController { var didCancel: (() -> Void)? }
        """

    static func scan(_ code: String) -> AppGraph {
        SwiftScanner.scan(sources: [("App.swift", Array((base + "\n" + code).utf8))]).graph
    }

    static let buyCoordinator = """
        final class BuyCoordinator: Coordinator {
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() {
                let buy = BuyViewController()
                buy.didCancel = { [weak self] in self.map { $0.didFinish?($0) } ; self?.didFinish?(self!) }
                navigationController.pushViewController(buy, animated: true)
            }
        }
        """

    static func app(_ childStart: String) -> String {
        """
        final class AppCoordinator: Coordinator {
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() {
                let home = HomeViewController()
                home.didTapBuy = { [weak self] in self?.buy() }
                navigationController.pushViewController(home, animated: false)
            }
            private func buy() {
        \(childStart)
            }
        }
        """ + "\n" + buyCoordinator
    }

    static func buyStart(_ graph: AppGraph) -> ChildStart? {
        graph.coordinator(named: "App")?.screen(named: "Home")?.transitions.first?.action.childStart
    }

    @Test func retainedAndReleasedThroughRemoveAll() throws {
        let graph = Self.scan(Self.app("""
                let child = BuyCoordinator(navigationController: navigationController)
                child.didFinish = { [weak self] finished in self?.childCoordinators.removeAll { $0 === finished } }
                childCoordinators.append(child)
                child.start()
            """))
        #expect(graph.coordinator(named: "App")?.isRoot == true)
        #expect(Self.buyStart(graph) == ChildStart("Buy", retained: true, releasedOnFinish: true))
        #expect(graph.coordinator(named: "Buy")?.attachment == .horizontal)
    }

    @Test func startedFromALocalOnlyIsUnretained() throws {
        let graph = Self.scan(Self.app("""
                let child = BuyCoordinator(navigationController: navigationController)
                child.start()
            """))
        #expect(Self.buyStart(graph)?.retained == false)
        #expect(Linter.lint(graph).map(\.ruleID).contains("unretained_child_coordinator"))
    }

    @Test func keptInAStoredPropertyAndNeverClearedLeaks() throws {
        let graph = Self.scan(Self.app("""
                let child = BuyCoordinator(navigationController: navigationController)
                self.buyCoordinator = child
                child.start()
            """).replacingOccurrences(of: "private let navigationController: UINavigationController\n    init(navigationController: UINavigationController) { self.navigationController = navigationController }\n    override func start() {\n        let home", with: "private let navigationController: UINavigationController\n    private var buyCoordinator: BuyCoordinator?\n    init(navigationController: UINavigationController) { self.navigationController = navigationController }\n    override func start() {\n        let home"))
        #expect(Self.buyStart(graph) == ChildStart("Buy", retained: true, releasedOnFinish: false, keptIn: "buyCoordinator"))
    }

    @Test func clearingTheStoredPropertyOnFinishReleases() throws {
        let code = Self.app("""
                let child = BuyCoordinator(navigationController: navigationController)
                child.didFinish = { [weak self] _ in self?.buyCoordinator = nil }
                buyCoordinator = child
                child.start()
            """).replacingOccurrences(of: "    init(navigationController: UINavigationController) { self.navigationController = navigationController }\n    override func start() {\n        let home", with: "    private var buyCoordinator: BuyCoordinator?\n    init(navigationController: UINavigationController) { self.navigationController = navigationController }\n    override func start() {\n        let home")
        #expect(Self.buyStart(Self.scan(code)) == ChildStart("Buy", retained: true, releasedOnFinish: true, keptIn: "buyCoordinator"))
    }

    @Test func eventEnumSwitchGivesOneTriggerPerCase() throws {
        let graph = Self.scan("""
            final class ListViewController: UIViewController { enum Event { case didSelect(Int); case didTapCart }; let events = Signal<Event>() }
            final class CartViewController: UIViewController {}
            final class DetailViewController: UIViewController {}
            final class AppCoordinator: Coordinator {
                let navigationController = UINavigationController()
                override func start() {
                    let list = ListViewController()
                    list.events.on { [weak self] event in
                        guard let self = self else { return }
                        switch event {
                        case .didSelect(let id): self.showDetail(id)
                        case .didTapCart: self.navigationController.pushViewController(CartViewController(), animated: true)
                        }
                    }
                    navigationController.setViewControllers([list], animated: false)
                }
                func showDetail(_ id: Int) { navigationController.pushViewController(DetailViewController(), animated: true) }
            }
            """)
        let list = try #require(graph.coordinator(named: "App")?.screen(named: "List"))
        #expect(list.transitions.map(\.trigger) == ["didSelect", "didTapCart"])
        #expect(list.transitions.map(\.action) == [.push(screen: "Detail"), .push(screen: "Cart")])
        #expect(graph.coordinator(named: "App")?.start.map(\.target) == [.screen("List")])
    }

    @Test func storyboardCastsHostedSwiftUIViewsAndFullScreenPresentation() throws {
        let graph = Self.scan("""
            struct TimerView: View { var body: some View { Text("") } }
            final class RecipeViewController: UIViewController { var onTimer: (() -> Void)? }
            final class AppCoordinator: Coordinator {
                let navigationController = UINavigationController()
                override func start() {
                    let recipe = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Recipe") as! RecipeViewController
                    recipe.onTimer = { [weak self] in
                        let timer = UIHostingController(rootView: TimerView())
                        timer.modalPresentationStyle = .fullScreen
                        self?.navigationController.present(timer, animated: true)
                    }
                    navigationController.pushViewController(recipe, animated: false)
                }
            }
            """)
        let recipe = try #require(graph.coordinator(named: "App")?.screen(named: "Recipe"))
        #expect(recipe.transitions.first?.action == .present(screen: "Timer", presentation: ModalPresentation(style: .fullScreen)))
    }

    @Test func delegateProtocolMethodsAreTriggersAndDelegateCallsFinish() throws {
        let graph = Self.scan("""
            protocol HelpViewControllerDelegate: AnyObject { func helpViewControllerDidClose(_ controller: HelpViewController) }
            final class HelpViewController: UIViewController { weak var delegate: HelpViewControllerDelegate? }
            protocol HelpCoordinatorDelegate: AnyObject { func helpCoordinatorDidFinish(_ coordinator: HelpCoordinator) }
            final class HelpCoordinator: Coordinator, HelpViewControllerDelegate {
                weak var delegate: HelpCoordinatorDelegate?
                private let presenter: UIViewController
                init(presenter: UIViewController) { self.presenter = presenter }
                override func start() {
                    let help = HelpViewController()
                    help.delegate = self
                    presenter.present(help, animated: true)
                }
                func helpViewControllerDidClose(_ controller: HelpViewController) { delegate?.helpCoordinatorDidFinish(self) }
            }
            final class AppCoordinator: Coordinator, HelpCoordinatorDelegate {
                let navigationController = UINavigationController()
                override func start() {
                    let home = HomeViewController()
                    home.didTapHelp = { [weak self] in
                        guard let self else { return }
                        let help = HelpCoordinator(presenter: self.navigationController)
                        help.delegate = self
                        self.childCoordinators.append(help)
                        help.start()
                    }
                    navigationController.pushViewController(home, animated: false)
                }
                func helpCoordinatorDidFinish(_ coordinator: HelpCoordinator) { childCoordinators.removeAll { $0 === coordinator } }
            }
            """)
        let help = try #require(graph.coordinator(named: "Help"))
        #expect(help.attachment == .vertical(ModalPresentation(style: .sheet)))
        #expect(help.container == .singleScreen)
        #expect(help.screen(named: "Help")?.transitions.map(\.action) == [.finish])
        #expect(graph.coordinator(named: "App")?.screen(named: "Home")?.transitions.first?.action.childStart == ChildStart("Help"))
        // The sheet can be swiped away and HelpCoordinator does not finish then: a real leak.
        #expect(Linter.lint(graph).filter { $0.severity == .error }.map(\.ruleID) == ["leaked_child_coordinator"])
    }

    @Test func viewControllersThatNavigateAndChildrenThatKeepTheirParentAreFacts() throws {
        let graph = Self.scan("""
            final class NoteViewController: UIViewController {
                func open() {
                    navigationController?.pushViewController(BuyViewController(), animated: true)
                    present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true)
                }
            }
            final class NotesCoordinator: Coordinator {
                weak var parentCoordinator: AppCoordinator?
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() { navigationController.pushViewController(NoteViewController(), animated: true) }
                func openCart() { parentCoordinator?.showCart() }
            }
            final class AppCoordinator: Coordinator {
                let navigationController = UINavigationController()
                override func start() {
                    let notes = NotesCoordinator(navigationController: navigationController)
                    notes.parentCoordinator = self
                    notes.start()
                }
                func showCart() {}
            }
            """)
        #expect(graph.sourceFacts.map(\.kind) == [
            .viewControllerNavigates(viewController: "NoteViewController", call: "pushViewController", target: "BuyViewController"),
            .childReferencesParent(coordinator: "Notes", property: "parentCoordinator", parentType: "AppCoordinator"),
        ])
    }

    /// A child's weak back reference used only to say it is done or to leave the parent's children
    /// is the idiom tutorials teach: no fact. A strong one, or one the child drives the parent
    /// through, is.
    @Test(arguments: [
        ("weak var parentCoordinator: AppCoordinator?", "parentCoordinator?.childDidFinish(self)", false),
        ("weak var parentCoordinator: AppCoordinator?", "self.parentCoordinator?.childCoordinators.removeAll { $0 === self }", false),
        ("weak var parentCoordinator: AppCoordinator?", "parentCoordinator?.showCart()", true),
        ("var parentCoordinator: AppCoordinator?", "parentCoordinator?.childDidFinish(self)", true),
    ])
    func aWeakParentUsedOnlyToFinishIsNoFact(declaration: String, use: String, reported: Bool) {
        let graph = Self.scan("""
            final class NotesCoordinator: Coordinator {
                \(declaration)
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() { navigationController.pushViewController(NoteViewController(), animated: true) }
                func close() { \(use) }
            }
            final class NoteViewController: UIViewController {}
            final class AppCoordinator: Coordinator {
                let navigationController = UINavigationController()
                var childCoordinators: [Coordinator] = []
                override func start() {
                    let notes = NotesCoordinator(navigationController: navigationController)
                    notes.parentCoordinator = self
                    notes.start()
                }
                func showCart() {}
                func childDidFinish(_ child: Coordinator) {}
            }
            """)
        let facts = graph.sourceFacts.filter { if case .childReferencesParent = $0.kind { true } else { false } }
        #expect(facts.count == (reported ? 1 : 0))
    }

    /// A sheet made in a factory box (its style set there) whose coordinator finishes through an
    /// observer kept in a property, its closure set before it becomes the presentation delegate.
    @Test func factoryBoxStylesAndSwipeObserversReachTheChild() throws {
        let graph = Self.scan("""
            final class SheetObserver: NSObject { var onDismiss: (() -> Void)? }
            final class ShareViewController: UIViewController { var onDone: (() -> Void)? }
            final class Factory {
                func makeShareBox() -> (configurator: ShareCoordinator, toPresent: UIViewController?) {
                    let navigation = UINavigationController()
                    navigation.modalPresentationStyle = .pageSheet
                    let coordinator = ShareCoordinator(navigation: navigation)
                    return (coordinator, navigation)
                }
            }
            final class ShareCoordinator: Coordinator {
                private let navigation: UINavigationController
                private let observer = SheetObserver()
                init(navigation: UINavigationController) { self.navigation = navigation }
                override func start() {
                    let share = ShareViewController()
                    share.onDone = { [weak self] in self?.didFinish?(self!) }
                    navigation.setViewControllers([share], animated: false)
                    observer.onDismiss = { [weak self] in self?.didFinish?(self!) }
                    navigation.presentationController?.delegate = observer
                }
            }
            final class AppCoordinator: Coordinator {
                let navigationController = UINavigationController()
                let factory = Factory()
                override func start() {
                    let home = HomeViewController()
                    home.didTapBuy = { [weak self] in
                        guard let self else { return }
                        let (coordinator, module) = self.factory.makeShareBox()
                        coordinator.didFinish = { [weak self] finished in self?.childCoordinators.removeAll { $0 === finished } }
                        self.childCoordinators.append(coordinator)
                        self.navigationController.present(module!, animated: true)
                        coordinator.start()
                    }
                    navigationController.pushViewController(home, animated: false)
                }
            }
            """)
        let share = try #require(graph.coordinator(named: "Share"))
        #expect(share.attachment == .vertical(ModalPresentation(style: .sheet, swipeDismissible: true)))
        #expect(share.finishesOnSwipeDismiss)
        #expect(Linter.lint(graph).filter { $0.severity == .error }.map(\.description) == [])
    }

    @Test func unparsableCodeIsReportedNotFatal() throws {
        let result = SwiftScanner.scan(sources: [("Broken.swift", Array("final class AppCoordinator: Coordinator { func start( {".utf8))])
        #expect(result.syntaxErrors.first?.file == "Broken.swift")
    }
}
