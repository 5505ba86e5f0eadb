import FlowvizCore
import FlowvizScan
import Testing

/// RxFlow conventions seen in field apps (Docs/SCANNING.md, "Routes"): one stepper handed to
/// every screen, a first step chosen in a getter, a child's step translated by the parent, and
/// several steps sent from one screen method. Each with the variant that must not read more.
@Suite struct RxFlowStepperTests {
    static let scan = RouteTests.scan
    static let transitions = RouteTests.transitions
    static let findings = RouteTests.findings

    /// A flow that hands its own stepper to each screen's initializer; the screens keep it in a
    /// base class and send through it. `handed` is what the flow passes.
    static func sharedStepper(handed: String = "stepper") -> String {
        """
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func launch() { let flow = ShopFlow(); coordinator.coordinate(flow: flow, with: flow.stepper) }
        }
        enum ShopStep: Step { case catalog, product(Int), basket, basketDone }
        final class ShopStepper: Stepper {
            var steps = PublishRelay<Step>()
            var initialStep: Step { ShopStep.catalog }
        }
        final class ShopFlow: Flow {
            var root: Presentable { navigation }
            let navigation = UINavigationController()
            let stepper = ShopStepper()
            let prices = Prices()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? ShopStep else { return .none }
                switch step {
                case .catalog:
                    navigation.pushViewController(CatalogViewController(\(handed), prices), animated: false)
                    return .none
                case .product(let id):
                    navigation.pushViewController(ProductViewController(\(handed), prices, id: id), animated: true)
                    return .none
                case .basket:
                    navigation.present(UINavigationController(rootViewController: BasketViewController(\(handed), prices)), animated: true)
                    return .none
                case .basketDone:
                    navigation.dismiss(animated: true)
                    return .none
                }
            }
        }
        class ShopScreen: UIViewController {
            let stepper: Stepper
            let prices: Prices
            init(_ stepper: Stepper, _ prices: Prices) { self.stepper = stepper; self.prices = prices; super.init(nibName: nil, bundle: nil) }
        }
        final class CatalogViewController: ShopScreen {
            @objc func rowTapped() { stepper.steps.accept(ShopStep.product(1)) }
            @objc func menuTapped(_ sender: UIControl) {
                switch sender.tag {
                case 0: stepper.steps.accept(ShopStep.basket)
                default: self.stepper.steps.accept(ShopStep.product(2))
                }
            }
        }
        final class ProductViewController: ShopScreen {
            init(_ stepper: Stepper, _ prices: Prices, id: Int) { super.init(stepper, prices) }
        }
        final class BasketViewController: UIViewController {
            let stepper: Stepper
            init(_ stepper: Stepper, _ prices: Prices) { self.stepper = stepper; super.init(nibName: nil, bundle: nil) }
            @objc func doneTapped() { stepper.steps.accept(ShopStep.basketDone) }
        }
        final class Prices {}
        """
    }

    @Test func aStepperHandedToScreensMakesTheirSendsTheirTriggers() {
        let graph = Self.scan(Self.sharedStepper())
        #expect(graph.coordinator(named: "ShopFlow")?.start.count == 1)
        #expect(Self.transitions(graph, "ShopFlow", "Catalog") == ["rowTapped push Product", "menuTapped present Basket", "menuTapped push Product"])
        #expect(Self.transitions(graph, "ShopFlow", "Basket") == ["doneTapped dismiss"])
        #expect(graph.unknowns.isEmpty)
        #expect(Self.findings(graph) == [])
    }

    @Test func aScreenHandedSomethingElseGivesNoTriggersAndTheStepsStayUnattributed() {
        let graph = Self.scan(Self.sharedStepper(handed: "Services.shared.stepper"))
        #expect(Self.transitions(graph, "ShopFlow", "Catalog") == [])
        #expect(graph.unknowns.contains { $0.aspect == .triggers && $0.reason.contains(" .basket (App.swift:") })
        #expect(!Self.findings(graph).contains { $0.hasPrefix("unreachable") })
    }

    /// A root flow whose stepper picks the first step in a getter: onboarding or the main flow.
    static func branchingFirstStep(getter: String) -> String {
        """
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func launch() { coordinator.coordinate(flow: RootFlow(), with: RootStepper()) }
        }
        enum RootStep: Step { case intro, main, introDone }
        final class RootStepper: Stepper {
            var steps = PublishRelay<Step>()
            var initialStep: Step {
                \(getter)
            }
        }
        final class RootFlow: Flow {
            var root: Presentable { window }
            let window = UIWindow()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? RootStep else { return .none }
                switch step {
                case .intro:
                    let intro = IntroFlow()
                    Flows.use(intro, when: .created) { [window] root in window.rootViewController = root }
                    return .one(flowContributor: .contribute(withNextPresentable: intro, withNextStepper: OneStepper(withSingleStep: IntroStep.welcome)))
                case .main:
                    let main = MainFlow()
                    Flows.use(main, when: .created) { [window] root in window.rootViewController = root }
                    return .one(flowContributor: .contribute(withNextPresentable: main, withNextStepper: OneStepper(withSingleStep: MainStep.home)))
                case .introDone:
                    return navigate(to: RootStep.main)
                }
            }
        }
        enum IntroStep: Step { case welcome, dismiss }
        final class IntroFlow: Flow {
            var root: Presentable { navigation }
            let navigation = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? IntroStep else { return .none }
                switch step {
                case .welcome:
                    let welcome = WelcomeViewController()
                    navigation.setViewControllers([welcome], animated: false)
                    return .one(flowContributor: .contribute(withNext: welcome))
                case .dismiss:
                    return .end(forwardToParentFlowWithStep: IntroStep.dismiss)
                }
            }
        }
        enum MainStep: Step { case home, dismiss }
        final class MainFlow: Flow {
            var root: Presentable { navigation }
            let navigation = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? MainStep else { return .none }
                switch step {
                case .home:
                    navigation.setViewControllers([HomeViewController.make(title: "Home")], animated: false)
                    return .none
                case .dismiss:
                    return .none
                }
            }
        }
        final class WelcomeViewController: UIViewController, Stepper {
            let steps = PublishRelay<Step>()
            @objc func startTapped() { steps.accept(IntroStep.dismiss) }
        }
        final class HomeViewController: UIViewController {
            static func make(title: String) -> HomeViewController {
                let home = Storyboards.main.instantiateInitialViewController() as! HomeViewController
                home.title = title
                return home
            }
        }
        """
    }

    @Test func eachBranchOfAFirstStepGetterIsAFirstStep() {
        let graph = Self.scan(Self.branchingFirstStep(getter: "guard Settings.hasAccount else { return RootStep.intro }\n        return RootStep.main"))
        let started = (graph.coordinator(named: "RootFlow")?.start ?? []).map { String(describing: $0) }
        #expect(started.count == 2)
        #expect(!Self.findings(graph).contains { $0.hasPrefix("unreachable_coordinator") })
        let single = Self.scan(Self.branchingFirstStep(getter: "RootStep.main"))
        #expect(single.coordinator(named: "RootFlow")?.start.count == 1)
        // IntroFlow is made only in the case nothing sends, which is read as code nothing calls:
        // an unknown entry, not "never started" (the case is not known dead to the entry check).
        #expect(!Self.findings(single).contains { $0.hasPrefix("unreachable_coordinator") })
        #expect(single.unknowns.contains { $0.aspect == .entry })
    }

    @Test func aScreensStaticFactoryIsNotARoute() {
        let graph = Self.scan(Self.branchingFirstStep(getter: "RootStep.main"))
        #expect(graph.coordinator(named: "MainFlow")?.start.map(\.target) == [.screen("Home")])
        #expect(!graph.unknowns.contains { $0.coordinator == "MainFlow" })
    }

    /// The step a child ends with is not a send to another flow whose step enum has a case of
    /// the same name, nor to the child's own dispatcher.
    @Test func aChildsEndStepIsNoSendToItselfNorToAnotherStepTypesCase() {
        let graph = Self.scan(Self.branchingFirstStep(getter: "guard Settings.hasAccount else { return RootStep.intro }\n        return RootStep.main"))
        #expect(!graph.unknowns.contains { $0.reason.contains("route .dismiss") })
    }

    /// A parent translating its child's end step (`transform(step:)`); `extra` is more source.
    static func translatedChildStep(_ extra: String = "") -> String {
        """
        final class AppDelegate {
            let coordinator = FlowCoordinator()
            func launch() { coordinator.coordinate(flow: ListFlow(), with: OneStepper(withSingleStep: ListStep.list)) }
        }
        enum ListStep: Step { case list, detail(Int), closeDetail }
        enum DetailStep: Step { case detail, dismiss }
        final class DetailStepper: Stepper { var steps = PublishRelay<Step>(); var initialStep: Step = DetailStep.detail }
        final class ListFlow: Flow {
            var root: Presentable { navigation }
            let navigation = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = transform(step: step) as? ListStep else { return .none }
                switch step {
                case .list:
                    let list = ListViewController()
                    navigation.setViewControllers([list], animated: false)
                    return .one(flowContributor: .contribute(withNext: list))
                case .detail(let id):
                    let flow = DetailFlow(id: id)
                    Flows.use(flow, when: .created) { [navigation] root in navigation.present(root, animated: true) }
                    return .one(flowContributor: .contribute(withNextPresentable: flow, withNextStepper: DetailStepper()))
                case .closeDetail:
                    navigation.dismiss(animated: true)
                    return .none
                }
            }
            private func transform(step: Step) -> Step? {
                if let detailStep = step as? DetailStep {
                    switch detailStep {
                    case .detail: return nil
                    case .dismiss: return ListStep.closeDetail
                    }
                }
                return step
            }
        }
        final class DetailFlow: Flow {
            var root: Presentable { navigation }
            let navigation = UINavigationController()
            init(id: Int) {}
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? DetailStep else { return .none }
                switch step {
                case .detail:
                    let detail = DetailViewController()
                    navigation.setViewControllers([detail], animated: false)
                    return .one(flowContributor: .contribute(withNext: detail))
                case .dismiss:
                    return .end(forwardToParentFlowWithStep: DetailStep.dismiss)
                }
            }
        }
        final class ListViewController: UIViewController, Stepper {
            let steps = PublishRelay<Step>()
            @objc func rowTapped() { steps.accept(ListStep.detail(1)) }
        }
        final class DetailViewController: UIViewController, Stepper {
            let steps = PublishRelay<Step>()
            @objc func closeTapped() { steps.accept(DetailStep.dismiss) }
        }
        """ + extra
    }

    /// A parent translating its child's end step into its own (`transform(step:)` with
    /// `if let s = step as? ChildStep`): the translated case is the parent's reaction to the
    /// child finishing, and a step of another type skips the cast's branch.
    @Test func aTranslatedChildStepRunsTheParentsCaseWhenTheChildFinishes() {
        let code = Self.translatedChildStep()
        let graph = Self.scan(code)
        #expect(graph.unknowns.isEmpty)
        #expect(Self.transitions(graph, "ListFlow", "List") == ["rowTapped startChild DetailFlow"])
        #expect(Self.transitions(graph, "DetailFlow", "Detail") == ["closeTapped finish"])
        #expect(Self.findings(graph) == [])
    }

    /// A case name another step type shares (`DetailStep.dismiss`, `OtherStep.dismiss`): the step
    /// the child ends with is still known to be a `DetailStep`, so the parent's cast takes it.
    @Test func aSharedCaseNameStillTranslatesByItsWrittenType() {
        let graph = Self.scan(Self.translatedChildStep("\nenum OtherStep: Step { case other, dismiss }"))
        #expect(graph.unknowns.isEmpty)
        #expect(Self.transitions(graph, "DetailFlow", "Detail") == ["closeTapped finish"])
        #expect(Self.findings(graph) == [])
    }

    /// The child ending with the other type's `dismiss`: the parent's cast fails, so nothing sends
    /// `.closeDetail` but the translation, which stays unattributed.
    @Test func aStepOfAnotherTypeWithTheSameCaseNameIsNotTranslated() {
        let code = Self.translatedChildStep("\nenum OtherStep: Step { case other, dismiss }")
            .replacingOccurrences(of: "forwardToParentFlowWithStep: DetailStep.dismiss", with: "forwardToParentFlowWithStep: OtherStep.dismiss")
        let graph = Self.scan(code)
        #expect(graph.unknowns.contains { $0.coordinator == "ListFlow" && $0.aspect == .triggers && $0.reason.contains(".closeDetail") })
    }
}
