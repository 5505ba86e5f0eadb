import FlowvizCore
import FlowvizLint
import FlowvizScan
import FlowvizTestSupport
import Testing

/// Route-driven navigation (Docs/SCANNING.md, "Routes"): a method switching over a route value
/// is a dispatcher; a call passing a case runs only that case, from where the call sits. Each
/// vocabulary in an app of its own, with a dead route that triggers `unreachable_route` and the
/// same app with the route sent that does not.
@Suite struct RouteTests {
    static func scan(_ code: String) -> AppGraph {
        SwiftScanner.scan(sources: [("App.swift", Array(code.utf8))]).graph
    }

    static func findings(_ graph: AppGraph) -> [String] {
        Linter.lint(graph).map { "\($0.ruleID) \($0.location.map { "\($0.line)" } ?? "-")" }
    }

    static func transitions(_ graph: AppGraph, _ coordinator: String, _ screen: String) -> [String] {
        (graph.coordinator(named: coordinator)?.screen(named: screen)?.transitions ?? []).map { transition in
            // `push(screen: "Item")` → `push Item`
            let text = String(describing: transition.action)
            let target = text.split(separator: "\"").dropFirst().first.map { " " + $0 } ?? ""
            return "\(transition.trigger) \(text.prefix { $0 != "(" })\(target)"
        }
    }

    // MARK: - An app's own dispatcher

    /// `unreachable_route`'s own Swift example (without its marker): a library whose shelves
    /// send the `settings` route or not.
    static func plain(sendsSettings: Bool) -> String {
        let example = UnreachableRouteRule.description
        return ExampleMarkers.strip((sendsSettings ? example.nonTriggeringSwiftExamples : example.triggeringSwiftExamples)[0]).text
    }

    @Test func ownDispatcherRunsOnlyThePassedCaseFromWhereTheCallSits() {
        let graph = Self.scan(Self.plain(sendsSettings: false))
        #expect(graph.coordinator(named: "Library")?.start.count == 1)
        #expect(Self.transitions(graph, "Library", "Shelves") == ["onSelectBook push Book"])
        #expect(Self.findings(graph) == ["unreachable_route 9", "unreachable_screen 24"])
        #expect(graph.sourceFacts.map(\.kind) == [.unreachableRoute(routeType: "LibraryRoute", route: "settings", dispatcher: "LibraryCoordinator.navigate(to:)")])
    }

    @Test func ownDispatcherWithEveryRouteSentIsClean() {
        let graph = Self.scan(Self.plain(sendsSettings: true))
        #expect(Self.transitions(graph, "Library", "Shelves") == ["onSelectBook push Book", "onSettings present Settings"])
        #expect(Self.findings(graph) == [])
    }

    @Test func aCaseSentThatNoDispatcherHandlesIsReported() {
        let code = Self.plain(sendsSettings: true)
            .replacingOccurrences(of: "case settings", with: "case settings\n    case help")
            .replacingOccurrences(of: "self?.navigate(to: .settings)", with: "self?.navigate(to: .settings); self?.navigate(to: LibraryRoute.help)")
        let graph = Self.scan(code)
        #expect(graph.sourceFacts.map(\.kind) == [.unhandledRoute(routeType: "LibraryRoute", route: "help")])
        #expect(Self.findings(graph) == ["unreachable_route 10"])
    }

    @Test func aSwitchThatOnlyPicksAValueIsNoDispatcher() {
        let code = Self.plain(sendsSettings: true).replacingOccurrences(of: "final class ShelvesViewController", with: """
            enum LoadFailure { case offline, timeout, forbidden }
            extension LibraryCoordinator {
                func message(for failure: LoadFailure) -> String {
                    switch failure {
                    case .offline: return "You are offline"
                    case .timeout: return "Try again"
                    }
                }
                func load() { report(LoadFailure.forbidden) }
                func report(_ failure: LoadFailure) {}
            }
            final class ShelvesViewController
            """)
        let graph = Self.scan(code)
        #expect(graph.sourceFacts.isEmpty)
        #expect(Self.findings(graph) == [])
    }

    @Test func anEmptyStartFollowedByTheParentsRouteBeginsWithThatRoute() {
        let parent = """
            protocol Coordinator: AnyObject { func start() }
            final class AppDelegate { func launch() { AppCoordinator().start() } }
            final class AppCoordinator: Coordinator {
                var children: [Coordinator] = []
                func start() {
                    let items = ItemsCoordinator(navigation: UINavigationController())
                    children.append(items)
                    items.start()
                    items.navigate(to: .list)
                }
            }
            """
        let child = """
            enum ItemsRoute { case list, detail }
            final class ItemsCoordinator: Coordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {}
                func navigate(to route: ItemsRoute) {
                    switch route {
                    case .list:
                        let list = ListViewController()
                        list.onSelect = { [weak self] in self?.navigate(to: .detail) }
                        navigation.setViewControllers([list], animated: false)
                    case .detail: navigation.pushViewController(DetailViewController(), animated: true)
                    }
                }
            }
            final class ListViewController: UIViewController { var onSelect: (() -> Void)? }
            final class DetailViewController: UIViewController {}
            """
        let graph = SwiftScanner.scan(sources: [("App.swift", Array(parent.utf8)), ("Items.swift", Array(child.utf8))]).graph
        #expect(graph.coordinator(named: "Items")?.start.count == 1)
        #expect(Self.transitions(graph, "Items", "List") == ["onSelect push Detail"])
        #expect(!Self.findings(graph).contains { $0.hasPrefix("empty_start") || $0.hasPrefix("unreachable") })
    }

    // MARK: - XCoordinator

    static func xcoordinator(triggersOffers: Bool) -> String {
        """
        final class AppDelegate { let router = PantryCoordinator().strongRouter }
        enum PantryRoute: Route {
            case shelf
            case item(String)
            case offers
            case close
        }
        final class PantryCoordinator: NavigationCoordinator<PantryRoute> {
            init() { super.init(initialRoute: .shelf) }
            override func prepareTransition(for route: PantryRoute) -> NavigationTransition {
                switch route {
                case .shelf:
                    let shelf = ShelfViewController()
                    shelf.bind(to: ShelfViewModel(router: unownedRouter))
                    return .push(shelf)
                case .item(let id):
                    return .push(ItemViewController(id: id, router: unownedRouter))
                case .offers:
                    return .push(OffersViewController())
                case .close:
                    return .pop()
                }
            }
        }
        final class ShelfViewModel {
            private let router: UnownedRouter<PantryRoute>
            init(router: UnownedRouter<PantryRoute>) { self.router = router }
            private lazy var offersAction = CocoaAction { [unowned self] in self.router.rx.trigger(\(triggersOffers ? ".offers" : ".close")) }
            func select(_ id: String) { router.trigger(.item(id)) }
        }
        final class ShelfViewController: UIViewController { func bind(to model: ShelfViewModel) {} }
        final class ItemViewController: UIViewController {
            let router: UnownedRouter<PantryRoute>
            init(id: String, router: UnownedRouter<PantryRoute>) { self.router = router; super.init(nibName: nil, bundle: nil) }
            @objc func closeTapped() { router.trigger(.close) }
        }
        final class OffersViewController: UIViewController { @objc func close() {} }
        """
    }

    @Test func xcoordinatorInitialRoutePrepareTransitionAndRouterTriggers() {
        let graph = Self.scan(Self.xcoordinator(triggersOffers: false))
        let pantry = graph.coordinator(named: "Pantry")
        #expect(pantry?.isRoot == true)
        #expect(pantry?.start.count == 1)
        #expect(Self.transitions(graph, "Pantry", "Shelf") == ["offersAction pop", "select push Item"])
        #expect(Self.transitions(graph, "Pantry", "Item") == ["closeTapped pop"])
        #expect(Self.findings(graph) == ["unreachable_route 5", "unreachable_screen 19"])
    }

    @Test func xcoordinatorRouteTriggeredFromALazyActionIsReached() {
        let graph = Self.scan(Self.xcoordinator(triggersOffers: true))
        #expect(Self.transitions(graph, "Pantry", "Shelf").contains("offersAction push Offers"))
        #expect(Self.findings(graph) == [])
    }

    @Test func xcoordinatorTabsSetByATriggerInTheInitializerAreLongLivedChildren() {
        let graph = Self.scan("""
            final class AppDelegate { let router = MainCoordinator().strongRouter }
            enum MainRoute: Route { case initial }
            final class MainCoordinator: TabBarCoordinator<MainRoute> {
                init() {
                    super.init(rootViewController: UITabBarController(), initialRoute: nil)
                    trigger(.initial)
                }
                override func prepareTransition(for route: MainRoute) -> TabBarTransition {
                    switch route {
                    case .initial:
                        let feed = FeedCoordinator()
                        let inbox = InboxCoordinator()
                        return .multiple(.set([feed, inbox]), .select(feed))
                    }
                }
            }
            enum FeedRoute: Route { case list }
            final class FeedCoordinator: NavigationCoordinator<FeedRoute> {
                init() { super.init(initialRoute: .list) }
                override func prepareTransition(for route: FeedRoute) -> NavigationTransition {
                    switch route { case .list: return .push(FeedViewController()) }
                }
            }
            enum InboxRoute: Route { case list }
            final class InboxCoordinator: NavigationCoordinator<InboxRoute> {
                init() { super.init(initialRoute: .list) }
                override func prepareTransition(for route: InboxRoute) -> NavigationTransition {
                    switch route { case .list: return .push(InboxViewController()) }
                }
            }
            final class FeedViewController: UIViewController {}
            final class InboxViewController: UIViewController {}
            """)
        #expect(graph.coordinator(named: "Main")?.start.count == 2)
        #expect(graph.coordinator(named: "Feed")?.lifetime == .longLived)
        #expect(graph.coordinator(named: "Inbox")?.lifetime == .longLived)
        #expect(Self.findings(graph) == [])
    }

    /// A container whose initializer shows its tabs has a known start, whatever routes it
    /// handles; one whose initializer shows nothing begins with the routes others send.
    @Test func xcoordinatorTabsGivenToTheInitializerAreTheStartNotAnUnknownRoute() {
        func graph(_ initializer: String) -> AppGraph {
            Self.scan("""
                final class AppDelegate { let router = HomeCoordinator().strongRouter }
                enum HomeRoute: Route { case about }
                final class HomeCoordinator: TabBarCoordinator<HomeRoute> {
                    init() { \(initializer) }
                    override func prepareTransition(for route: HomeRoute) -> TabBarTransition {
                        switch route { case .about: return .present(AboutViewController()) }
                    }
                }
                enum NewsRoute: Route { case list }
                final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
                    init() { super.init(initialRoute: .list) }
                    override func prepareTransition(for route: NewsRoute) -> NavigationTransition {
                        switch route { case .list: return .push(NewsViewController()) }
                    }
                }
                final class NewsViewController: UIViewController {}
                final class AboutViewController: UIViewController {}
                """)
        }
        let tabs = graph("super.init(tabs: [NewsCoordinator().strongRouter])")
        #expect(tabs.coordinator(named: "Home")?.start.count == 1)
        #expect(!tabs.unknowns.contains { $0.aspect == .start })
        let empty = graph("super.init(rootViewController: UITabBarController())")
        #expect(empty.unknowns.contains { $0.aspect == .start && $0.coordinator == "Home" })
    }

    // MARK: - RxFlow

    static func rxflow(stepsToOffers: Bool) -> String {
        """
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func launch() { coordinator.coordinate(flow: PantryFlow(), with: OneStepper(withSingleStep: PantryStep.shelf)) }
        }
        enum PantryStep: Step {
            case shelf
            case item(id: String)
            case offers
            case done
        }
        final class PantryFlow: Flow {
            var root: Presentable { rootViewController }
            private let rootViewController = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? PantryStep else { return .none }
                switch step {
                case .shelf: return showShelf()
                case .item(let id): return showItem(id)
                case .offers:
                    rootViewController.pushViewController(OffersViewController(), animated: true)
                    return .none
                case .done: return .end(forwardToParentFlowWithStep: PantryStep.done)
                }
            }
            private func showShelf() -> FlowContributors {
                let model = ShelfViewModel()
                let shelf = ShelfViewController(model: model)
                rootViewController.pushViewController(shelf, animated: false)
                return .one(flowContributor: .contribute(withNextPresentable: shelf, withNextStepper: model))
            }
            private func showItem(_ id: String) -> FlowContributors {
                let item = ItemViewController()
                rootViewController.pushViewController(item, animated: true)
                return .one(flowContributor: .contribute(withNextPresentable: item, withNextStepper: item))
            }
        }
        final class ShelfViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func pick(_ id: String) { steps.accept(PantryStep.item(id: id)) }
            \(stepsToOffers ? "func offers() { steps.accept(PantryStep.offers) }" : "")
        }
        final class ShelfViewController: UIViewController {
            let model: ShelfViewModel
            init(model: ShelfViewModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
        }
        final class ItemViewController: UIViewController, Stepper {
            let steps = PublishRelay<Step>()
            @objc func doneTapped() { steps.accept(PantryStep.done) }
        }
        final class OffersViewController: UIViewController {}
        """
    }

    @Test func rxflowStepsFromSteppersAreTheContributedScreensTriggers() {
        let graph = Self.scan(Self.rxflow(stepsToOffers: false))
        #expect(graph.coordinator(named: "PantryFlow")?.start.count == 1)
        #expect(Self.transitions(graph, "PantryFlow", "Shelf") == ["pick push Item"])
        #expect(Self.transitions(graph, "PantryFlow", "Item") == ["doneTapped finish"])
        #expect(Self.findings(graph) == ["unreachable_route 8", "unreachable_screen 20"])
    }

    @Test func rxflowWithEveryStepSentIsClean() {
        let graph = Self.scan(Self.rxflow(stepsToOffers: true))
        #expect(Self.transitions(graph, "PantryFlow", "Shelf") == ["pick push Item", "offers push Offers"])
        #expect(Self.findings(graph) == [])
    }

    /// A parent flow presenting a child flow that shares its step enum (RxFlow's demo style):
    /// the child's first step is the parent's case too, the child ends by handing a step back.
    static func rxflowChild(launch: String = "AppStepper()", settingsModel: String = "SettingsModel()", endsForwarding: Bool = true) -> String {
        """
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func launch() { coordinator.coordinate(flow: AppFlow(), with: \(launch)) }
        }
        final class AppStepper: Stepper { let steps = PublishRelay<Step>(); var initialStep: Step { AppStep.home } }
        enum AppStep: Step { case home, settingsAreRequired, settingsAreComplete, downloads }
        final class AppFlow: Flow {
            var root: Presentable { rootViewController }
            private let rootViewController = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .home:
                    let home = HomeViewController()
                    rootViewController.pushViewController(home, animated: false)
                    return .one(flowContributor: .contribute(withNextPresentable: home, withNextStepper: home))
                case .settingsAreRequired:
                    let settingsFlow = SettingsFlow()
                    Flows.use(settingsFlow, when: .created) { [unowned self] root in self.rootViewController.present(root, animated: true) }
                    return .one(flowContributor: .contribute(withNextPresentable: settingsFlow, withNextStepper: OneStepper(withSingleStep: AppStep.settingsAreRequired)))
                case .settingsAreComplete:
                    rootViewController.presentedViewController?.dismiss(animated: true)
                    return .none
                case .downloads:
                    rootViewController.pushViewController(DownloadsViewController(), animated: true)
                    return .none
                }
            }
        }
        final class SettingsFlow: Flow {
            var root: Presentable { rootViewController }
            private let rootViewController = UINavigationController()
            private let services = Services()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .settingsAreRequired:
                    let model = \(settingsModel)
                    let settings = SettingsViewController()
                    rootViewController.setViewControllers([settings], animated: false)
                    return .one(flowContributor: .contribute(withNextPresentable: settings, withNextStepper: model))
                case .settingsAreComplete:
                    return \(endsForwarding ? ".end(forwardToParentFlowWithStep: AppStep.settingsAreComplete)" : ".none")
                default:
                    return .none
                }
            }
        }
        final class HomeViewController: UIViewController, Stepper {
            let steps = PublishRelay<Step>()
            @objc func settingsTapped() { steps.accept(AppStep.settingsAreRequired) }
        }
        final class SettingsModel: Stepper { let steps = PublishRelay<Step>(); func done() { steps.accept(AppStep.settingsAreComplete) } }
        final class SettingsViewController: UIViewController {}
        final class DownloadsViewController: UIViewController {}
        """
    }

    @Test func rxflowAChildFlowsFirstStepIsNotItsParentsStart() {
        let graph = Self.scan(Self.rxflowChild())
        #expect(graph.coordinator(named: "AppFlow")?.start.count == 1)
        #expect(graph.coordinator(named: "SettingsFlow")?.start.count == 1)
        #expect(Self.transitions(graph, "AppFlow", "Home") == ["settingsTapped startChild SettingsFlow"])
    }

    @Test func rxflowAFirstStepGivenToTheFlowItselfIsItsStart() {
        let graph = Self.scan(Self.rxflowChild(launch: "OneStepper(withSingleStep: AppStep.home)"))
        #expect(graph.coordinator(named: "AppFlow")?.start.count == 1)
        #expect(Self.transitions(graph, "AppFlow", "Home") == ["settingsTapped startChild SettingsFlow"])
    }

    @Test func rxflowAStepperMadeInTheCaseBodyGivesTheScreensTriggers() {
        let graph = Self.scan(Self.rxflowChild())
        #expect(Self.transitions(graph, "SettingsFlow", "Settings") == ["done finish"])
        let unfollowed = Self.scan(Self.rxflowChild(settingsModel: "services.settingsModel()"))
        #expect(Self.transitions(unfollowed, "SettingsFlow", "Settings") == [])
        #expect(unfollowed.unknowns.contains { $0.reason.contains("the stepper `model` of Settings") })
    }

    @Test func rxflowTheStepAChildEndsWithRunsInTheParentAsItsFinishReaction() {
        let graph = Self.scan(Self.rxflowChild())
        #expect(graph.unknowns.isEmpty)
        #expect(Self.findings(graph) == ["unreachable_route 6", "unreachable_screen 25"])
    }

    @Test func rxflowAParentsCaseNoChildEndsWithStaysUnattributed() {
        let graph = Self.scan(Self.rxflowChild(endsForwarding: false))
        #expect(graph.unknowns.contains { $0.aspect == .triggers && $0.coordinator == "AppFlow" && $0.reason.contains(": .settingsAreComplete (") })
        #expect(!Self.findings(graph).contains { $0.hasPrefix("unreachable_screen") })
    }

    // MARK: - Unattributable senders

    @Test func aRouteSentFromCodeTheScannerCannotAttributeIsUnknownNotDead() {
        let code = Self.plain(sendsSettings: false).replacingOccurrences(
            of: "final class SettingsViewController",
            with: "final class PushHandler { weak var library: LibraryCoordinator?; func received() { library?.navigate(to: .settings) } }\nfinal class SettingsViewController"
        )
        let graph = Self.scan(code)
        #expect(graph.sourceFacts.isEmpty)
        #expect(!Self.findings(graph).contains { $0.hasPrefix("unreachable_route") })
        #expect(graph.unknowns.contains { $0.aspect == .triggers && $0.reason.contains(": .settings (App.swift:") })
    }

    @Test func routesOneDispatcherIsSentFromUnattributableCodeAreOneNote() {
        let code = Self.plain(sendsSettings: false).replacingOccurrences(
            of: "final class SettingsViewController",
            with: """
                final class PushHandler {
                    weak var library: LibraryCoordinator?
                    func received() { library?.navigate(to: .settings); library?.navigate(to: .help) }
                }
                final class SettingsViewController
                """
        )
        .replacingOccurrences(of: "case settings", with: "case settings\n    case help")
        .replacingOccurrences(of: "case .settings:", with: "case .help:\n            navigation.present(SettingsViewController(), animated: true)\n        case .settings:")
        let graph = Self.scan(code)
        let notes = Linter.lint(graph).filter { $0.ruleID == "not_fully_read" }.map(\.message)
        #expect(notes == [
            "LibraryCoordinator is not fully read: what its screens' triggers do could not be followed: routes are sent to navigate(to:) from code the scanner cannot attribute to a screen: .help (App.swift:35), .settings (App.swift:35)",
        ])
    }

    @Test func aSwitchInsideADispatcherThatOnlyRebuildsAValueIsNoDispatcher() {
        // `switch payload { case .text(let t): Payload.text(id, t) }`: no case navigates, so the cases
        // are not routes the method handles, and the sends of them are not unattributed routes.
        let code = Self.plain(sendsSettings: true).replacingOccurrences(of: "final class ShelvesViewController", with: """
            enum Shared { case text(String), link(String) }
            extension LibraryCoordinator {
                func share(_ shared: Shared) {
                    let rebuilt: Shared
                    switch shared {
                    case .text(let text): rebuilt = Shared.text(text + "!")
                    case .link(let link): rebuilt = .link(link)
                    }
                    navigation.present(ShareViewController(shared: rebuilt), animated: true)
                }
            }
            final class Inbox { weak var library: LibraryCoordinator?; func got() { library?.share(.text("hi")); library?.share(.link("x")) } }
            final class ShareViewController: UIViewController { init(shared: Shared) { super.init(nibName: nil, bundle: nil) } }
            final class ShelvesViewController
            """)
        let graph = Self.scan(code)
        #expect(graph.sourceFacts.isEmpty)
        #expect(!graph.unknowns.contains { $0.reason.contains("routes are sent to share(_:)") })
    }
}
