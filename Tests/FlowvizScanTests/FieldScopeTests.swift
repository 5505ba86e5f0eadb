import FlowvizCore
import FlowvizScan
import FlowvizTestSupport
import Foundation
import Testing

/// What is scanned and what only looks like navigation.
@Suite struct FieldScopeTests {
    @Test func aCastTestsAScreenAndMakesNone() {
        func graph(_ cast: String) -> AppGraph {
            FieldIdiomTests.app(start: """
                    navigationController.pushViewController(HomeViewController(), animated: false)
                    \(cast)
                """)
        }
        #expect(graph("if let shown = navigationController.topViewController as? BuyViewController { print(shown) }")
            .coordinator(named: "App")?.screen(named: "Buy") == nil)
        #expect(graph("let made = storyboard.instantiateViewController(withIdentifier: \"Buy\") as! BuyViewController")
            .coordinator(named: "App")?.screen(named: "Buy") != nil)
    }

    @Test func pagingIsNotAViewControllerNavigating() {
        func graph(_ call: String) -> AppGraph {
            FieldIdiomTests.app(start: "navigationController.pushViewController(HomeViewController(), animated: false)", """
                final class IntroPager: UIPageViewController {
                    override func viewDidLoad() { \(call) }
                }
                """)
        }
        #expect(graph("setViewControllers([HomeViewController()], direction: .forward, animated: false)").sourceFacts.isEmpty)
        #expect(graph("navigationController?.pushViewController(HomeViewController(), animated: true)").sourceFacts.count == 1)
    }

    @Test func anObjCMethodThatNavigatesIsAnUnknownTriggerNotDeadCode() {
        func graph(_ attribute: String) -> AppGraph {
            FieldIdiomTests.app(start: "navigationController.pushViewController(HomeViewController(), animated: false)",
                                members: "\(attribute) func appWillResignActive() { navigationController.present(BuyViewController(), animated: false) }")
        }
        #expect(graph("@objc").unknowns.map(\.aspect) == [.triggers])
        #expect(graph("").unknowns.isEmpty)
    }

    @Test func aLibrarysOwnSourcesAreSkippedWhenTheRepositoryHoldsAnExampleApp() throws {
        let files = [
            "Package.swift": "// swift-tools-version:5.9",
            "Sources/Kit/NavigationFlow.swift": "open class NavigationFlow<Route>: Coordinator { open func start() {} }\nclass Coordinator {}",
            "Example/App/AppCoordinator.swift": """
                final class AppDelegate { func launch() { AppCoordinator().start() } }
                final class HomeViewController: UIViewController {}
                final class AppCoordinator: NavigationFlow<Int> {
                    let navigation = UINavigationController()
                    override func start() { navigation.setViewControllers([HomeViewController()], animated: false) }
                }
                """,
        ]
        let root = try ScratchDirectory.holding(files, prefix: "flowviz-library")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try SwiftScanner.scan(directory: root.path)
        #expect(result.files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["AppCoordinator.swift"])
        #expect(result.skipped.contains { $0.reason.contains("a library's own sources") })
        #expect(result.graph.coordinators.map(\.name) == ["App"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("Example"))
        try "final class AppDelegate { func launch() { Shop().start() } }\nfinal class Shop: NavigationFlow<Int> {}"
            .write(to: root.appendingPathComponent("Sources/Kit/Shop.swift"), atomically: true, encoding: .utf8)
        #expect(try SwiftScanner.scan(directory: root.path).files.count == 2)
    }
}

/// Finishes tied to a screen's life.
@Suite struct FieldPopHookTests {
    static func graph(hook: String) -> AppGraph {
        FieldIdiomTests.app(start: """
                let home = HomeViewController()
                home.didTapBuy = { [weak self] in
                    guard let self else { return }
                    let child = PagesCoordinator(navigationController: self.navigationController)
                    child.didFinish = { [weak self] done in self?.childCoordinators.removeAll { $0 === done } }
                    self.childCoordinators.append(child)
                    child.start()
                }
                navigationController.pushViewController(home, animated: false)
            """, """
            final class PagesViewController: UIViewController {
                var onPop: (() -> Void)?
                override func viewWillDisappear(_ animated: Bool) { \(hook) }
            }
            final class PagesCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    let pages = PagesViewController()
                    pages.onPop = { [weak self] in guard let self else { return }; self.didFinish?(self) }
                    navigationController.pushViewController(pages, animated: true)
                }
            }
            """)
    }

    @Test func aScreenCallingBackWhenMovingFromItsParentFinishesOnPopBack() {
        let popped = Self.graph(hook: "super.viewWillDisappear(animated); if isMovingFromParent { onPop?() }")
        #expect(popped.coordinator(named: "Pages")?.finishesOnPopBack == true)
        #expect(popped.coordinator(named: "Pages")?.screen(named: "Pages")?.triggers == [])
        let always = Self.graph(hook: "super.viewWillDisappear(animated); onPop?()")
        #expect(always.coordinator(named: "Pages")?.finishesOnPopBack == false)
        #expect(always.coordinator(named: "Pages")?.screen(named: "Pages")?.triggers == ["onPop"])
    }
}

/// A child its own screens keep alive.
@Suite struct FieldScreenOwnedTests {
    static func graph(_ strength: String) -> AppGraph {
        FieldIdiomTests.app(start: """
                let home = HomeViewController()
                home.didTapBuy = { [weak self] in
                    guard let self else { return }
                    let tour = TourCoordinator(navigationController: self.navigationController)
                    tour.start()
                }
                navigationController.pushViewController(home, animated: false)
            """, """
            final class TourModel { \(strength) var flow: TourCoordinator?; init(flow: TourCoordinator) { self.flow = flow } }
            final class TourViewController: UIViewController { init(model: TourModel) {} }
            final class TourCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() { navigationController.pushViewController(TourViewController(model: TourModel(flow: self)), animated: true) }
            }
            """)
    }

    @Test func aChildHandingItselfStronglyToItsScreenHasUnknownRetention() {
        let strong = Self.graph("")
        #expect(strong.unknowns.map(\.aspect) == [.retention])
        #expect(strong.unknowns.first?.child == "Tour")
        #expect(Self.graph("weak").unknowns.isEmpty)
    }
}

/// Release on every finish path, in statement order.
@Suite struct FieldFinishPathTests {
    static func graph(handler: String, order: String = "self.childCoordinators.append(child); child.start()", childStart: String = "") -> AppGraph {
        FieldIdiomTests.app(start: """
                let home = HomeViewController()
                home.didTapBuy = { [weak self] in
                    guard let self else { return }
                    let child = SignInCoordinator(navigationController: self.navigationController)
                    child.didFinish = { [weak self] result in \(handler) }
                    \(order)
                }
                navigationController.pushViewController(home, animated: false)
            """, """
            final class SignInCoordinator: Coordinator {
                let navigationController: UINavigationController
                var signedIn = false
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    \(childStart)
                    let buy = BuyViewController()
                    buy.didCancel = { [weak self] in guard let self else { return }; self.didFinish?(self) }
                    navigationController.pushViewController(buy, animated: true)
                }
            }
            """)
    }

    @Test func aReleaseInOneCaseOfTheResultLeaksOnTheOthers() {
        let one = Self.graph(handler: "switch outcome { case .done: self?.childCoordinators.removeAll(); case .cancelled: break }")
        #expect(FieldIdiomTests.homeStart(one)?.releasedOnFinish == false)
        let every = Self.graph(handler: "switch outcome { case .done: self?.childCoordinators.removeAll(); case .cancelled: self?.childCoordinators.removeAll() }")
        #expect(FieldIdiomTests.homeStart(every)?.releasedOnFinish == true)
        let before = Self.graph(handler: "self?.childCoordinators.removeAll(); switch outcome { case .done: print(1); case .cancelled: break }")
        #expect(FieldIdiomTests.homeStart(before)?.releasedOnFinish == true)
    }

    @Test func keptOnlyAfterAStartThatCanFinishAtOnceIsKeptForever() {
        let release = "self?.childCoordinators.removeAll()"
        let finishesAtOnce = "if signedIn { didFinish?(self); return }"
        #expect(FieldIdiomTests.homeStart(Self.graph(handler: release, order: "child.start(); self.childCoordinators.append(child)", childStart: finishesAtOnce))?.releasedOnFinish == false)
        #expect(FieldIdiomTests.homeStart(Self.graph(handler: release, childStart: finishesAtOnce))?.releasedOnFinish == true)
        #expect(FieldIdiomTests.homeStart(Self.graph(handler: release, order: "child.start(); self.childCoordinators.append(child)"))?.releasedOnFinish == true)
    }
}

/// Children of a type that is no flow of the graph, and the root.
@Suite struct FieldRootAndEraserTests {
    @Test func aChildTypedByATypeEraserIsAnUnknownTargetNotADanglingStart() {
        let result = FieldIdiomTests.scan(["App.swift": """
            final class AppDelegate { func launch() { AppCoordinator(navigationController: UINavigationController()).start() } }
            class AnyCoordinator<Route>: Coordinator { init<C: Coordinator>(_ wrapped: C) {} }
            protocol Flows { func makeSettings() -> AnyCoordinator<Int> }
            final class AppFlows: Flows { func makeSettings() -> AnyCoordinator<Int> { registry.resolve() } }
            final class AppCoordinator: Coordinator {
                let navigationController: UINavigationController
                let flows: Flows
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    navigationController.pushViewController(HomeViewController(), animated: false)
                    let settings = flows.makeSettings()
                    childCoordinators.append(settings)
                    settings.start()
                }
            }
            """])
        #expect(result.inconsistencies.isEmpty)
        #expect(result.graph.coordinators.map(\.name) == ["App"])
        #expect(result.graph.unknowns.map(\.aspect) == [.target])
    }

    @Test func theRootIsWhatTheAppDelegateCreates() {
        let graph = FieldIdiomTests.scan("""
            final class SyncService { func run() { SyncCoordinator().start() } }
            final class SyncCoordinator: Coordinator {
                let navigation = UINavigationController()
                override func start() { navigation.setViewControllers([BuyViewController()], animated: false) }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate { func connect() { ZooCoordinator().start() } }
            final class ZooCoordinator: Coordinator {
                let navigation = UINavigationController()
                override func start() { navigation.setViewControllers([HomeViewController()], animated: false) }
            }
            """)
        #expect(graph.coordinators.filter(\.isRoot).map(\.name) == ["Zoo"])
    }

    @Test func aRouteDispatcherIsNoDeepLinkAndWhatItShowsIsUnattached() {
        let graph = FieldIdiomTests.app(start: "navigationController.pushViewController(HomeViewController(), animated: false)",
            members: """
                func navigate(to route: ShopRoute) {
                    switch route {
                    case .buy: navigationController.pushViewController(BuyViewController(), animated: true)
                    }
                }
            """, "enum ShopRoute { case buy }")
        #expect(graph.deepLinks.isEmpty)
        #expect(graph.unknowns.map(\.aspect) == [.triggers])
        #expect(graph.unknowns.first?.reason.contains("route dispatcher") == true)
    }

    @Test func anEmptyStartBesideARouteDispatcherIsUnknown() {
        let graph = FieldIdiomTests.scan("""
            final class AppDelegate { func launch() { ShopCoordinator().start() } }
            enum ShopRoute { case buy }
            final class ShopCoordinator: Coordinator {
                let navigation = UINavigationController()
                override func start() {}
                func navigate(to route: ShopRoute) { navigation.setViewControllers([BuyViewController()], animated: false) }
            }
            """)
        #expect(graph.unknowns.map(\.aspect).contains(.start))
    }
}

/// A first screen with its own back button: how popping ends the flow is not read.
@Suite struct FieldCustomBackTests {
    static func graph(_ viewDidLoad: String) -> AppGraph {
        FieldIdiomTests.app(start: """
                let home = HomeViewController()
                home.didTapBuy = { [weak self] in
                    guard let self else { return }
                    let child = StepsCoordinator(navigationController: self.navigationController)
                    child.didFinish = { [weak self] done in self?.childCoordinators.removeAll { $0 === done } }
                    self.childCoordinators.append(child)
                    child.start()
                }
                navigationController.pushViewController(home, animated: false)
            """, """
            final class StepViewController: UIViewController {
                var onBack: (() -> Void)?
                override func viewDidLoad() { \(viewDidLoad) }
            }
            final class StepsCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() {
                    let step = StepViewController()
                    step.onBack = { [weak self] in guard let self else { return }; self.didFinish?(self) }
                    navigationController.pushViewController(step, animated: true)
                }
            }
            """)
    }

    @Test func aReplacedBackButtonMakesThePopBackUnknown() {
        let custom = Self.graph("navigationItem.leftBarButtonItem = UIBarButtonItem(title: \"Back\", style: .plain, target: nil, action: nil)")
        #expect(custom.unknowns.map(\.aspect) == [.finish])
        #expect(custom.unknowns.first?.coordinator == "Steps")
        #expect(Self.graph("title = \"Step\"").unknowns.isEmpty)
    }
}
