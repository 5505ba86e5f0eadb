import FlowvizCore
import Foundation
import FlowvizScan
import Testing

/// Idioms seen in production apps (issue 12), each in a small app of our own: one variant that
/// shows the idiom, one that does not.
@Suite struct FieldIdiomTests {
    static let base = """
        class Coordinator {
            var childCoordinators: [Coordinator] = []
            var didFinish: ((Coordinator) -> Void)?
            func start() {}
        }
        final class HomeViewController: UIViewController { var didTapBuy: (() -> Void)? }
        final class BuyViewController: UIViewController { var didCancel: (() -> Void)? }
        """

    static func scan(_ files: [String: String]) -> SwiftScanner.Result {
        var sources = [("Base.swift", Array(base.utf8))]
        for (path, code) in files.sorted(by: { $0.key < $1.key }) { sources.append((path, Array(code.utf8))) }
        return SwiftScanner.scan(sources: sources)
    }

    static func scan(_ code: String) -> AppGraph { scan(["App.swift": code]).graph }

    /// An app delegate creating `AppCoordinator`, whose start is `body`, plus `extra` types.
    static func app(start body: String, members: String = "", _ extra: String = "") -> AppGraph {
        scan("""
            final class AppDelegate { func launch() { AppCoordinator(navigationController: UINavigationController()).start() } }
            final class AppCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
            \(body)
                }
            \(members)
            }
            \(extra)
            """)
    }

    static let buy = """
        final class BuyCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() {
                let buy = BuyViewController()
                buy.didCancel = { [weak self] in guard let self else { return }; self.didFinish?(self) }
                navigationController.pushViewController(buy, animated: true)
            }
        }
        """

    static func homeStart(_ graph: AppGraph) -> ChildStart? {
        graph.coordinator(named: "App")?.screen(named: "Home")?.transitions.first?.action.childStart
    }

    // MARK: - Unknown, not empty

    @Test func aStartThatCannotBeFollowedIsUnknownNotEmpty() {
        let unread = Self.app(start: "navigationController.pushViewController(screens.first(), animated: false)")
        #expect(unread.coordinator(named: "App")?.start.isEmpty == true)
        #expect(unread.unknowns.map(\.aspect) == [.start])
        #expect(unread.unknowns.first?.coordinator == "App")
        #expect(unread.unknowns.first?.location?.line == 6)

        let read = Self.app(start: "navigationController.pushViewController(HomeViewController(), animated: false)")
        #expect(read.unknowns.isEmpty)
        #expect(read.coordinator(named: "App")?.start.count == 1)
    }

    @Test func aCoordinatorWithoutStartIsUnknownAndAnEmptyStartIsKnown() {
        let graph = Self.scan("""
            final class AppDelegate { func launch() { IntroCoordinator().showIntro(); EmptyCoordinator().start() } }
            final class IntroCoordinator: Coordinator {
                let navigation = UINavigationController()
                func showIntro() { navigation.setViewControllers([HomeViewController()], animated: false) }
            }
            final class EmptyCoordinator: Coordinator {
                let navigation = UINavigationController()
                override func start() {}
            }
            """)
        // The app delegate makes it and calls showIntro(), which is not followed: its entry is unknown too.
        #expect(graph.unknowns.map(\.coordinator) == ["Intro", "Intro"])
        #expect(graph.unknowns.map(\.aspect) == [.start, .entry])
    }

    @Test func alertsAreNoUnknownScreens() {
        let graph = Self.app(start: """
                navigationController.pushViewController(HomeViewController(), animated: false)
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                navigationController.present(alert, animated: true)
            """)
        #expect(graph.unknowns.isEmpty)
    }

    @Test func aClosureOnAnUnknownObjectThatNavigatesIsAnUnknownTrigger() {
        let graph = Self.app(start: """
                navigationController.pushViewController(HomeViewController(), animated: false)
                service.onExpired = { [weak self] in self?.navigationController.pushViewController(BuyViewController(), animated: true) }
            """, members: "let service = SessionService()")
        #expect(graph.unknowns.map(\.aspect) == [.triggers])
        let quiet = Self.app(start: """
                navigationController.pushViewController(HomeViewController(), animated: false)
                service.onExpired = { print("expired") }
            """, members: "let service = SessionService()")
        #expect(quiet.unknowns.isEmpty)
    }

    @Test func aChildHandedToAnUnreadableCallHasUnknownRetention() {
        let handed = Self.app(start: """
                let home = HomeViewController()
                home.didTapBuy = { [weak self] in
                    guard let self else { return }
                    let child = BuyCoordinator(navigationController: self.navigationController)
                    self.registry.track(child)
                    child.start()
                }
                navigationController.pushViewController(home, animated: false)
            """, members: "let registry = Registry()", Self.buy)
        #expect(handed.unknowns.map(\.aspect) == [.retention])
        #expect(handed.unknowns.first?.child == "Buy")
        let local = Self.app(start: """
                let home = HomeViewController()
                home.didTapBuy = { [weak self] in
                    guard let self else { return }
                    let child = BuyCoordinator(navigationController: self.navigationController)
                    child.start()
                }
                navigationController.pushViewController(home, animated: false)
            """, Self.buy)
        #expect(local.unknowns.isEmpty)
        #expect(Self.homeStart(local)?.retained == false)
    }

    // MARK: - Long-lived flows

    static let tabs = """
        final class FeedCoordinator: Coordinator {
            let navigation = UINavigationController()
            override func start() { navigation.setViewControllers([HomeViewController()], animated: false) }
        }
        final class InboxCoordinator: Coordinator {
            let navigation = UINavigationController()
            override func start() { navigation.setViewControllers([BuyViewController()], animated: false) }
        }
        """

    @Test func childrenInstalledInATabBarAreLongLived() {
        let graph = Self.scan("""
            final class AppDelegate { func launch() { RootCoordinator(window: UIWindow()).start() } }
            final class RootCoordinator: Coordinator {
                let window: UIWindow
                let tabBar = UITabBarController()
                init(window: UIWindow) { self.window = window }
                override func start() {
                    let feed = FeedCoordinator(), inbox = InboxCoordinator()
                    childCoordinators = [feed, inbox]
                    feed.start(); inbox.start()
                    tabBar.viewControllers = [feed.navigation, inbox.navigation]
                    window.rootViewController = tabBar
                }
            }
            """ + Self.tabs)
        #expect(graph.coordinator(named: "Feed")?.lifetime == .longLived)
        #expect(graph.coordinator(named: "Inbox")?.lifetime == .longLived)
        let mapped = Self.scan("""
            final class AppDelegate { func launch() { RootCoordinator(window: UIWindow()).start() } }
            final class RootCoordinator: Coordinator {
                let window: UIWindow
                let tabBar = UITabBarController()
                var tabs: [Coordinator] = []
                init(window: UIWindow) { self.window = window }
                override func start() {
                    tabs = [FeedCoordinator(), InboxCoordinator()]
                    tabBar.viewControllers = tabs.map(\\.navigation)
                    window.rootViewController = tabBar
                }
            }
            """ + Self.tabs)
        #expect(mapped.coordinator(named: "Inbox")?.lifetime == .longLived)
    }

    @Test func aPushedChildIsBounded() {
        let graph = Self.app(start: """
                let home = HomeViewController()
                home.didTapBuy = { [weak self] in
                    guard let self else { return }
                    let child = BuyCoordinator(navigationController: self.navigationController)
                    self.childCoordinators.append(child)
                    child.start()
                }
                navigationController.pushViewController(home, animated: false)
            """, Self.buy)
        #expect(graph.coordinator(named: "Buy")?.lifetime == .bounded)
    }

    @Test func aFlowThatMakesItselfTheWindowsRootIsLongLived() {
        let child = """
            final class ListCoordinator: Coordinator {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                override func start() { window.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
            }
            """
        let graph = Self.scan("""
            final class AppDelegate { func launch() { AppCoordinator(window: UIWindow()).start() } }
            final class AppCoordinator: Coordinator {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                override func start() { let list = ListCoordinator(window: window); childCoordinators.append(list); list.start() }
            }
            """ + child)
        #expect(graph.coordinator(named: "List")?.lifetime == .longLived)
        let helper = Self.scan("""
            final class AppDelegate { func launch() { AppCoordinator(window: UIWindow()).start() } }
            final class AppCoordinator: Coordinator {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                override func start() { let list = ListCoordinator(window: window); childCoordinators.append(list); list.start() }
            }
            final class ListCoordinator: Coordinator {
                let window: UIWindow
                let navigation = UINavigationController()
                init(window: UIWindow) { self.window = window }
                override func start() {
                    navigation.setViewControllers([HomeViewController()], animated: false)
                    window.replaceRootViewController(with: navigation)
                }
                func done() { didFinish?(self) }
            }
            """)
        #expect(helper.coordinator(named: "List")?.lifetime == .longLived)
    }

    @Test func theRootsLaunchFlowThatNeverFinishesIsLongLivedOneThatFinishesIsNot() {
        let main = """
            final class MainCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() { navigationController.setViewControllers([HomeViewController()], animated: false) }
            }
            """
        let session = Self.app(start: """
                let main = MainCoordinator(navigationController: navigationController)
                childCoordinators.append(main)
                main.start()
            """, main)
        #expect(session.coordinator(named: "Main")?.lifetime == .longLived)
        let login = Self.app(start: """
                let buy = BuyCoordinator(navigationController: navigationController)
                childCoordinators.append(buy)
                buy.start()
            """, Self.buy)
        #expect(login.coordinator(named: "Buy")?.lifetime == .bounded)
    }

    // MARK: - What is a coordinator, what is scanned

    @Test func testCodeIsNotScanned() {
        let app = """
            final class AppDelegate { func launch() { AppCoordinator().start() } }
            final class AppCoordinator: Coordinator {
                let navigation = UINavigationController()
                override func start() { navigation.setViewControllers([HomeViewController()], animated: false) }
            }
            """
        let result = Self.scan([
            "App.swift": app,
            "AppTests.swift": "import XCTest\nfinal class FakeCoordinator: Coordinator { override func start() {} }",
            "Spec.swift": "final class FlowSpec: XCTestCase { func testIt() { _ = SpyCoordinator() } }\nfinal class SpyCoordinator: Coordinator {}",
        ])
        #expect(result.graph.coordinators.map(\.name) == ["App"])
    }

    @Test func representablesStateHoldersHelpersAndSpiesAreNotCoordinators() {
        let graph = Self.scan("""
            final class AppDelegate { func launch() { AppCoordinator().start() } }
            final class AppCoordinator: Coordinator {
                let navigation = UINavigationController()
                override func start() { navigation.setViewControllers([HomeViewController()], animated: false) }
            }
            struct TrailMap: UIViewRepresentable {
                func makeCoordinator() -> Coordinator { Coordinator() }
                final class Coordinator: NSObject, MKMapViewDelegate {}
            }
            final class SettingsCoordinator: ObservableObject { @Published var page = 0 }
            struct LayoutCoordinator { var spacing = 8 }
            protocol SignInCoordinating: AnyObject { func goToInbox() }
            final class SpySignInCoordinator: SignInCoordinating { var went = false; func goToInbox() { went = true } }
            """)
        #expect(graph.coordinators.map(\.name) == ["App"])
    }

    /// A representable's `Coordinator` declared in an extension of it (in another file, with an
    /// extension of its own) is delegate glue like the nested form; a coordinator an extension of
    /// another type nests is still a flow.
    @Test func aRepresentablesCoordinatorDeclaredInAnExtensionIsNoCoordinator() {
        let app = """
            final class AppDelegate { func launch() { AppCoordinator().start() } }
            final class AppCoordinator: Coordinator {
                let navigation = UINavigationController()
                override func start() { navigation.setViewControllers([HomeViewController()], animated: false) }
            }
            enum Editor { struct Field: UIViewRepresentable { func makeCoordinator() -> Coordinator { Coordinator() } } }
            """
        let glue = "extension Editor.Field {\n    final class Coordinator: NSObject, UITextViewDelegate { func start() {} }\n}\n"
            + "extension Editor.Field.Coordinator { func textViewDidChange(_ view: UITextView) {} }"
        let result = Self.scan(["App.swift": app, "Glue.swift": glue])
        #expect(result.graph.coordinators.map(\.name) == ["App"])

        let flow = "extension Flows {\n    final class TourCoordinator: Coordinator {\n        let navigation = UINavigationController()\n"
            + "        override func start() { navigation.setViewControllers([HomeViewController()], animated: false) }\n    }\n}\nenum Flows {}"
        let withFlow = Self.scan(["App.swift": app, "Glue.swift": glue, "Flow.swift": flow])
        #expect(withFlow.graph.coordinators.map(\.name).sorted() == ["App", "Tour"])
    }

    // MARK: - Keeping and releasing

    @Test func anAddHelperWithAnEarlyReturnInALoopRetains() {
        let graph = Self.app(start: """
                let home = HomeViewController()
                home.didTapBuy = { [weak self] in
                    guard let self else { return }
                    let child = BuyCoordinator(navigationController: self.navigationController)
                    child.didFinish = { [weak self] done in self?.childCoordinators.removeAll { $0 === done } }
                    self.keep(child)
                    child.start()
                }
                navigationController.pushViewController(home, animated: false)
            """, members: """
                func keep(_ child: Coordinator) {
                    for existing in childCoordinators where existing === child { return }
                    childCoordinators.append(child)
                }
            """, Self.buy)
        #expect(Self.homeStart(graph) == ChildStart("Buy", retained: true, releasedOnFinish: true))
    }

    @Test func childrenKeptByKeyAreRetainedAndReleased() {
        func graph(_ release: String) -> AppGraph {
            Self.app(start: """
                    let home = HomeViewController()
                    home.didTapBuy = { [weak self] in
                        guard let self else { return }
                        let child = BuyCoordinator(navigationController: self.navigationController)
                        child.didFinish = { [weak self] _ in \(release) }
                        self.children["buy"] = child
                        child.start()
                    }
                    navigationController.pushViewController(home, animated: false)
                """, members: "var children: [String: Coordinator] = [:]", Self.buy)
        }
        #expect(Self.homeStart(graph("self?.children[\"buy\"] = nil")) == ChildStart("Buy", retained: true, releasedOnFinish: true))
        #expect(Self.homeStart(graph("print(\"done\")")) == ChildStart("Buy", retained: true, releasedOnFinish: false))
    }

    @Test func aChildCallingItsParentsFinishMethodIsReleasedThere() {
        func graph(_ body: String) -> AppGraph {
            Self.app(start: """
                    let home = HomeViewController()
                    home.didTapBuy = { [weak self] in
                        guard let self else { return }
                        let child = NotesCoordinator()
                        child.parentCoordinator = self
                        self.childCoordinators.append(child)
                        child.start()
                    }
                    navigationController.pushViewController(home, animated: false)
                """, members: "func childDidFinish(_ child: Coordinator) { \(body) }", """
                final class NotesCoordinator: Coordinator {
                    weak var parentCoordinator: AppCoordinator?
                    let navigation = UINavigationController()
                    override func start() {
                        let buy = BuyViewController()
                        buy.didCancel = { [weak self] in guard let self else { return }; self.parentCoordinator?.childDidFinish(self) }
                        navigation.setViewControllers([buy], animated: false)
                    }
                }
                """)
        }
        #expect(Self.homeStart(graph("childCoordinators.removeAll { $0 === child }"))?.releasedOnFinish == true)
        #expect(Self.homeStart(graph("print(child)"))?.releasedOnFinish == false)
    }

    @Test func aDelegateHandedToTheChildsInitializerIsItsFinishHandler() {
        func graph(_ argument: String) -> AppGraph {
            Self.app(start: """
                    let home = HomeViewController()
                    home.didTapBuy = { [weak self] in
                        guard let self else { return }
                        let child = TourCoordinator(\(argument))
                        self.childCoordinators.append(child)
                        child.start()
                    }
                    navigationController.pushViewController(home, animated: false)
                """, members: "func tourDidFinish() { childCoordinators.removeAll() }", """
                protocol TourDelegate: AnyObject { func tourDidFinish() }
                extension AppCoordinator: TourDelegate {}
                final class TourCoordinator: Coordinator {
                    weak var delegate: TourDelegate?
                    let navigation = UINavigationController()
                    init(delegate: TourDelegate? = nil) { self.delegate = delegate }
                    override func start() {
                        let buy = BuyViewController()
                        buy.didCancel = { [weak self] in self?.delegate?.tourDidFinish() }
                        navigation.setViewControllers([buy], animated: false)
                    }
                }
                """)
        }
        #expect(Self.homeStart(graph("delegate: self"))?.releasedOnFinish == true)
        #expect(Self.homeStart(graph(""))?.releasedOnFinish == false)
    }

    // MARK: - Screens, view models, builders

    @Test func closuresOnAViewModelHandedToTheScreenAreItsTriggers() {
        func graph(_ attach: String) -> AppGraph {
            Self.app(start: """
                    let home = HomeViewController()
                    let model = HomeModel()
                    model.onPick = { [weak self] in self?.navigationController.pushViewController(BuyViewController(), animated: true) }
                    \(attach)
                    navigationController.pushViewController(home, animated: false)
                """, "final class HomeModel { var onPick: (() -> Void)? }")
        }
        let attached = graph("home.model = model")
        #expect(attached.coordinator(named: "App")?.screen(named: "Home")?.triggers == ["onPick"])
        #expect(attached.unknowns.isEmpty)
        let loose = graph("")
        #expect(loose.coordinator(named: "App")?.screen(named: "Home")?.triggers == [])
        #expect(loose.unknowns.map(\.aspect) == [.triggers])
    }

    @Test func aPresenterMadeWithTheCoordinatorCarriesItsDelegateTriggers() {
        let graph = Self.app(start: """
                let list = ListViewController(presenter: ListPresenter(delegate: self))
                navigationController.pushViewController(list, animated: false)
            """, members: "func listDidPick() { navigationController.pushViewController(BuyViewController(), animated: true) }", """
            protocol ListDelegate: AnyObject { func listDidPick() }
            extension AppCoordinator: ListDelegate {}
            final class ListPresenter { weak var delegate: ListDelegate?; init(delegate: ListDelegate) { self.delegate = delegate } }
            final class ListViewController: UIViewController { init(presenter: ListPresenter) {} }
            """)
        let list = graph.coordinator(named: "App")?.screen(named: "List")
        #expect(list?.triggers == ["listDidPick"])
        #expect(list?.transitions.first?.action == .push(screen: "Buy"))
    }

    @Test func aFirstScreenFromAStaticBuilderOrAssignedInSwitchCasesIsRead() {
        let builder = Self.app(start: "navigationController.setViewControllers([HomeBuilder.make(flow: self)], animated: false)", """
            typealias HomeScreen = HostingScreen<HomeView>
            class HostingScreen<Content>: UIHostingController<Content> {}
            struct HomeView: View { var body: some View { Text("") } }
            enum HomeBuilder { static func make(flow: AppCoordinator) -> HomeScreen { HomeScreen(rootView: HomeView()) } }
            """)
        #expect(builder.coordinator(named: "App")?.start.count == 1)
        #expect(builder.unknowns.isEmpty)
        let deferred = Self.app(start: """
                let first: UIViewController
                switch mode {
                case .home: first = HomeViewController()
                case .buy: first = BuyViewController()
                }
                navigationController.setViewControllers([first], animated: false)
            """, members: "var mode = Mode.home")
        #expect(deferred.coordinator(named: "App")?.start.isEmpty == false)
        #expect(deferred.unknowns.isEmpty)
    }
}

