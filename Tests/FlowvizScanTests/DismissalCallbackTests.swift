import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// An app's own stack wrapper made in place (`PageStack()`, with `push(_:)` and
/// `setRootCoordinator(_:)`) is a container like `UINavigationController()`: handed to a child
/// (through a parameters value too), presenting it presents the child, and the present call's
/// dismissal callback (`dismissalCallback:`, a trailing closure standing for it) runs when the
/// sheet goes away, by the child's finish or a swipe.
@Suite struct DismissalCallbackTests {
    /// The app's own stack wrapper, two screen wrappers and the export flow both fixtures share.
    static let prelude = """
        import SwiftUI
        import Combine

        protocol CoordinatorProtocol { func toPresentable() -> AnyView }

        final class PageStack: CoordinatorProtocol {
            private var root: CoordinatorProtocol?
            private var sheet: CoordinatorProtocol?
            private var pages = [CoordinatorProtocol]()
            func setRootCoordinator(_ coordinator: CoordinatorProtocol?, animated: Bool = true, dismissalCallback: (() -> Void)? = nil) { root = coordinator }
            func push(_ coordinator: CoordinatorProtocol, animated: Bool = true, dismissalCallback: (() -> Void)? = nil) { pages.append(coordinator) }
            func setSheetCoordinator(_ coordinator: CoordinatorProtocol?, animated: Bool = true, dismissalCallback: (() -> Void)? = nil) { sheet = coordinator }
            func toPresentable() -> AnyView { AnyView(EmptyView()) }
        }

        struct ShelfScreen: View { var body: some View { Text("shelf") } }
        struct ExportScreen: View { var body: some View { Text("export") } }

        enum ShelfAction { case export }
        final class ShelfScreenCoordinator: CoordinatorProtocol {
            private let subject = PassthroughSubject<ShelfAction, Never>()
            var actions: AnyPublisher<ShelfAction, Never> { subject.eraseToAnyPublisher() }
            func toPresentable() -> AnyView { AnyView(ShelfScreen()) }
        }
        enum ExportAction { case done }
        final class ExportScreenCoordinator: CoordinatorProtocol {
            private let subject = PassthroughSubject<ExportAction, Never>()
            var actions: AnyPublisher<ExportAction, Never> { subject.eraseToAnyPublisher() }
            func toPresentable() -> AnyView { AnyView(ExportScreen()) }
        }

        enum ExportFlowAction { case finished }
        final class ExportFlowCoordinator {
            private let stack: PageStack
            private let actionsSubject = PassthroughSubject<ExportFlowAction, Never>()
            var actionsPublisher: AnyPublisher<ExportFlowAction, Never> { actionsSubject.eraseToAnyPublisher() }
            private var cancellables = Set<AnyCancellable>()
            init(parameters: ExportFlowParameters) { stack = parameters.stack }
            func start() {
                let screen = ExportScreenCoordinator()
                screen.actions.sink { [weak self] action in
                    switch action {
                    case .done: self?.actionsSubject.send(.finished)
                    }
                }
                .store(in: &cancellables)
                stack.setRootCoordinator(screen)
            }
        }
        struct ExportFlowParameters { let stack: PageStack }
        """

    static func library(release: String) -> String {
        """
        \(Self.prelude)

        final class LibraryFlowCoordinator {
            private let stack: PageStack
            private var exportFlow: ExportFlowCoordinator?
            private var cancellables = Set<AnyCancellable>()
            init(stack: PageStack) { self.stack = stack }
            func start() {
                let shelf = ShelfScreenCoordinator()
                shelf.actions.sink { [weak self] action in
                    switch action {
                    case .export: self?.startExport()
                    }
                }
                .store(in: &cancellables)
                stack.setRootCoordinator(shelf)
            }
            private func startExport() {
                let exportStack = PageStack()
                let flow = ExportFlowCoordinator(parameters: .init(stack: exportStack))
                flow.actionsPublisher.sink { [weak self] action in
                    switch action {
                    case .finished: self?.stack.setSheetCoordinator(nil)
                    }
                }
                .store(in: &cancellables)
                exportFlow = flow
                flow.start()
                stack.setSheetCoordinator(exportStack) { [weak self] in
                    \(release)
                }
            }
        }

        @main struct LibraryApp: App {
            let library = LibraryFlowCoordinator(stack: PageStack())
            var body: some Scene { WindowGroup { Text("") } }
        }
        """
    }

    @Test func aDismissalCallbackReleasingTheChildReleasesItOnFinishAndOnSwipe() {
        let graph = RouteTests.scan(Self.library(release: "self?.exportFlow = nil"))
        let shelf = graph.coordinator(named: "LibraryFlow")?.screen(named: "Shelf")
        #expect(shelf?.transitions.map(\.trigger) == ["export"])
        #expect(RouteTests.findings(graph) == [])
        #expect(graph.unknowns.isEmpty)
    }

    @Test func aDismissalCallbackThatKeepsTheChildLeavesItLeaked() {
        let graph = RouteTests.scan(Self.library(release: "print(\"gone\")"))
        // Never cleared on finish, and not finishing when swiped away: one finding, where it is kept.
        #expect(RouteTests.findings(graph) == ["leaked_child_coordinator 76"])
        let message = Linter.lint(graph).first { $0.ruleID == "leaked_child_coordinator" }?.message
        #expect(message?.contains("in 'exportFlow' and never clears it when it finishes, and ExportFlowCoordinator does not finish when the user swipes its sheet away") == true, "\(message ?? "")")
    }

    /// A stack made in place and given a first screen (`sheetStack.setRootCoordinator(export)`):
    /// presenting it presents that screen as the first of a stack of its own, so what it pushes is
    /// no stackless push; `setRootCoordinator(nil)` empties a stack and shows nothing unknown.
    @Test func aStackMadeInPlaceWithAFirstScreenPresentsItOnItsOwnStack() {
        func library(rootFirst: Bool) -> String {
            """
            \(Self.prelude)

            enum ExportScreenAction { case options }
            final class OptionsScreenCoordinator: CoordinatorProtocol {
                func toPresentable() -> AnyView { AnyView(ExportScreen()) }
            }
            final class LibraryFlowCoordinator {
                private let stack: PageStack
                private var cancellables = Set<AnyCancellable>()
                init(stack: PageStack) { self.stack = stack }
                func start() {
                    let shelf = ShelfScreenCoordinator()
                    shelf.actions.sink { [weak self] action in
                        switch action {
                        case .export: self?.presentExport()
                        }
                    }
                    .store(in: &cancellables)
                    stack.setRootCoordinator(shelf)
                }
                private func presentExport() {
                    let sheetStack = PageStack()
                    let export = ExportScreenCoordinator()
                    export.actions.sink { [weak self] action in
                        switch action {
                        case .done: sheetStack.push(OptionsScreenCoordinator())
                        }
                    }
                    .store(in: &cancellables)
                    \(rootFirst ? "sheetStack.setRootCoordinator(export)" : "")
                    stack.setSheetCoordinator(sheetStack)
                }
                func reset() { stack.setRootCoordinator(nil) }
            }

            @main struct LibraryApp: App {
                let library = LibraryFlowCoordinator(stack: PageStack())
                var body: some Scene { WindowGroup { Text("") } }
            }
            """
        }
        let graph = RouteTests.scan(library(rootFirst: true))
        let flow = graph.coordinator(named: "LibraryFlow")
        #expect(flow?.start.map { "\($0.target)" } == ["screen(\"Shelf\")"])
        let presents = flow?.screen(named: "Shelf")?.transitions.compactMap { transition -> String? in
            if case .present(let screen, let presentation) = transition.action { "\(screen) stack=\(presentation.inNavigationStack)" } else { nil }
        }
        #expect(presents == ["Export stack=true"])
        #expect(flow?.screen(named: "Export")?.transitions.map(\.action.keyword) == ["push"])
        // Only the prelude's export flow, which this app never starts.
        #expect(RouteTests.findings(graph) == ["unreachable_coordinator 33"])
        #expect(graph.unknowns.isEmpty)
        // Without a first screen, the stack presented is an unknown target, said once.
        let bare = RouteTests.scan(library(rootFirst: false))
        #expect(bare.unknowns.map(\.reason) == ["`setSheetCoordinator` of `sheetStack`: a value the scanner cannot follow to a screen or a coordinator's container"])
    }

    /// A flow whose start presents its first screen on a stack made in place has that stack:
    /// the screen's trigger pushing onto it is no stackless push.
    @Test func aFlowStartingOnAStackMadeInPlaceIsANavigationStack() {
        let graph = RouteTests.scan("""
        \(Self.prelude)

        final class OptionsScreenCoordinator: CoordinatorProtocol {
            func toPresentable() -> AnyView { AnyView(ExportScreen()) }
        }
        final class ReportFlowCoordinator {
            private let parentStack: PageStack
            private var ownStack: PageStack?
            private var cancellables = Set<AnyCancellable>()
            init(parentStack: PageStack) { self.parentStack = parentStack }
            func start() {
                let screen = ExportScreenCoordinator()
                screen.actions.sink { [weak self] action in
                    switch action {
                    case .done: self?.ownStack?.push(OptionsScreenCoordinator())
                    }
                }
                .store(in: &cancellables)
                let stack = PageStack()
                stack.setRootCoordinator(screen)
                parentStack.setSheetCoordinator(stack)
                ownStack = stack
            }
        }

        @main struct ReportApp: App {
            init() { ReportFlowCoordinator(parentStack: PageStack()).start() }
            var body: some Scene { WindowGroup { Text("") } }
        }
        """)
        let flow = graph.coordinator(named: "ReportFlow")
        #expect(flow?.container == .navigationStack)
        #expect(flow?.screen(named: "Export")?.transitions.map(\.action.keyword) == ["push"])
        #expect(!RouteTests.findings(graph).contains { $0.hasPrefix("push_without_navigation_stack") })
    }

    /// A root wrapper with no push (`setRootCoordinator(_:)`, `setSheetCoordinator(_:)`) is a container
    /// too; a `…Coordinator` with nothing but `toPresentable()` is a screen, not a flow nothing starts.
    @Test func aRootWrapperIsAContainerAndABareWrapperAScreen() {
        let graph = RouteTests.scan("""
        \(Self.prelude)

        final class RootHolder: CoordinatorProtocol {
            private var root: CoordinatorProtocol?
            private var sheet: CoordinatorProtocol?
            func setRootCoordinator(_ coordinator: CoordinatorProtocol?, animated: Bool = true, dismissalCallback: (() -> Void)? = nil) { root = coordinator }
            func setSheetCoordinator(_ coordinator: CoordinatorProtocol?, animated: Bool = true, dismissalCallback: (() -> Void)? = nil) { sheet = coordinator }
            func toPresentable() -> AnyView { AnyView(EmptyView()) }
        }
        final class WelcomeScreenCoordinator: CoordinatorProtocol {
            func toPresentable() -> AnyView { AnyView(WelcomeScreen()) }
        }
        struct WelcomeScreen: View { var body: some View { Text("welcome") } }

        final class LibraryFlowCoordinator {
            private let stack: RootHolder
            private var exportFlow: ExportFlowCoordinator?
            private var cancellables = Set<AnyCancellable>()
            init(stack: RootHolder) { self.stack = stack }
            func start() {
                let shelf = ShelfScreenCoordinator()
                shelf.actions.sink { [weak self] action in
                    switch action {
                    case .export: self?.startExport()
                    }
                }
                .store(in: &cancellables)
                stack.setRootCoordinator(shelf)
            }
            func showWelcome() { stack.setRootCoordinator(WelcomeScreenCoordinator()) }
            private func startExport() {
                let exportStack = PageStack()
                let flow = ExportFlowCoordinator(parameters: .init(stack: exportStack))
                flow.actionsPublisher.sink { [weak self] action in
                    switch action {
                    case .finished: self?.stack.setSheetCoordinator(nil)
                    }
                }
                .store(in: &cancellables)
                exportFlow = flow
                flow.start()
                stack.setSheetCoordinator(exportStack) { [weak self] in
                    self?.exportFlow = nil
                }
            }
        }

        @main struct LibraryApp: App {
            let library = LibraryFlowCoordinator(stack: RootHolder())
            var body: some Scene { WindowGroup { Text("") } }
        }
        """)
        #expect(graph.coordinators.map(\.displayName).sorted() == ["ExportFlowCoordinator", "LibraryFlowCoordinator"])
        // `showWelcome()` is called by nothing: its screen is dead, the release through the root wrapper holds.
        #expect(RouteTests.findings(graph) == ["unreachable_screen 79"])
    }

    /// The app delegate, home screen and wizard flow both fixtures below share.
    static let wizardPrelude = """
        import UIKit

        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var app: AppCoordinator?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let navigation = UINavigationController()
                window?.rootViewController = navigation
                let app = AppCoordinator(navigationController: navigation)
                self.app = app
                app.start()
                return true
            }
        }
        final class HomeViewController: UIViewController { var onOpenWizard: (() -> Void)? }
        final class WizardViewController: UIViewController { var onDone: (() -> Void)? }
        final class WizardCoordinator: Coordinator {
            var onFinish: (() -> Void)?
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let wizard = WizardViewController()
                wizard.onDone = { [weak self] in self?.onFinish?() }
                navigationController.pushViewController(wizard, animated: true)
            }
        }
        """

    /// A child held by a `let` property, made once in the initializer, lives as long as its parent;
    /// one made on each run and kept in a `var` that is never cleared leaks.
    @Test func aChildInALetPropertyLivesAsLongAsItsParent() {
        let kept = """
        \(Self.wizardPrelude)
        final class AppCoordinator: Coordinator {
            let navigationController: UINavigationController
            private let wizard: WizardCoordinator
            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
                wizard = WizardCoordinator(navigationController: navigationController)
                wizard.onFinish = { [weak self] in self?.navigationController.popToRootViewController(animated: true) }
            }
            func start() {
                let home = HomeViewController()
                home.onOpenWizard = { [weak self] in self?.openWizard() }
                navigationController.setViewControllers([home], animated: false)
            }
            private func openWizard() { wizard.start() }
        }
        """
        let made = """
        \(Self.wizardPrelude)
        final class AppCoordinator: Coordinator {
            let navigationController: UINavigationController
            private var wizard: WizardCoordinator?
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let home = HomeViewController()
                home.onOpenWizard = { [weak self] in self?.openWizard() }
                navigationController.setViewControllers([home], animated: false)
            }
            private func openWizard() {
                let wizard = WizardCoordinator(navigationController: navigationController)
                wizard.onFinish = { [weak self] in self?.navigationController.popToRootViewController(animated: true) }
                self.wizard = wizard
                wizard.start()
            }
        }
        """
        #expect(RouteTests.findings(RouteTests.scan(kept)) == [])
        #expect(RouteTests.findings(RouteTests.scan(made)).contains("leaked_child_coordinator 39"))
    }
}
