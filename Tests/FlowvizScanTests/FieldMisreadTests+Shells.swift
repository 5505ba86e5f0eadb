import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Field misreads about an app's shell: flows the root starts at launch and holds by a property
/// of their own, children embedded in a screen, a menu handed to a library that shows it, and a
/// menu's option switch that is no deep link (§2, §6).
extension FieldMisreadTests {
    /// The root starts a flow at launch, keeps it in its children and holds a handle to it:
    /// the app's shell, long-lived even though it can report done. Without the handle, and
    /// able to finish, it is bounded and its leak is real.
    @Test(arguments: [true, false])
    func aLaunchFlowTheRootHoldsByAPropertyIsLongLived(handle: Bool) throws {
        let graph = FieldIdiomTests.app(start: """
                let shell = ShellCoordinator()
                shell.start()
                childCoordinators.append(shell)
                \(handle ? "self.shell = shell" : "")
            """, members: "weak var shell: ShellCoordinator?", """
            final class ShellCoordinator: Coordinator {
                let navigation = UINavigationController()
                override func start() {
                    let buy = BuyViewController()
                    buy.didCancel = { [weak self] in guard let self else { return }; self.didFinish?(self) }
                    navigation.setViewControllers([buy], animated: false)
                }
            }
            """)
        let shell = try #require(graph.coordinator(named: "Shell"))
        #expect(shell.lifetime == (handle ? .longLived : .bounded))
        #expect(Self.errorLines(graph).contains { $0.hasPrefix("leaked_child_coordinator") } == !handle, "\(Self.errorLines(graph))")
    }

    /// A child whose container is embedded in a screen (`addChild`) lives as long as the screen.
    @Test func aChildEmbeddedInAScreenIsLongLived() throws {
        let graph = FieldIdiomTests.app(start: """
                let home = HomeViewController()
                let list = ListCoordinator()
                list.start()
                childCoordinators.append(list)
                home.addChild(list.toPresentable())
                navigationController.setViewControllers([home], animated: false)
            """, """
            final class ListViewController: UIViewController { var didPick: (() -> Void)? }
            final class ListCoordinator: Coordinator {
                let root = ListViewController()
                override func start() { root.didPick = { [weak self] in guard let self else { return }; self.didFinish?(self) } }
                func toPresentable() -> UIViewController { root }
            }
            """)
        #expect(try #require(graph.coordinator(named: "List")).lifetime == .longLived)
        #expect(!Self.errorLines(graph).contains { $0.hasPrefix("leaked_child_coordinator") }, "\(Self.errorLines(graph))")
    }

    /// A menu's stack handed to a library's container (`SideMenuManager.default.leftMenu… = nav`)
    /// is shown when the library chooses: its screens are reachable from an unknown place, and
    /// the flow is not "never finishing". Kept to itself, nothing says a library shows it.
    @Test(arguments: [true, false])
    func aMenuHandedToALibrarysContainerIsShownFromAnUnknownPlace(handed: Bool) {
        let graph = FieldIdiomTests.app(start: """
                let menu = MenuCoordinator()
                menu.start()
                childCoordinators.append(menu)
                self.menu = menu
                navigationController.setViewControllers([HomeViewController()], animated: false)
            """, members: "var menu: MenuCoordinator?", """
            final class MenuViewController: UIViewController { var didTapSettings: (() -> Void)? }
            final class SettingsViewController: UIViewController {}
            final class MenuCoordinator: Coordinator {
                private lazy var menuNavigation: DrawerNavigationController = DrawerNavigationController(rootViewController: menuViewController)
                private let menuViewController = MenuViewController()
                override func start() {
                    menuViewController.didTapSettings = { [weak self] in self?.menuNavigation.pushViewController(SettingsViewController(), animated: true) }
                    \(handed ? "SideMenuManager.default.leftMenuNavigationController = menuNavigation" : "")
                }
            }
            """)
        let errors = Self.errorLines(graph)
        if handed {
            #expect(errors == [], "\(errors)")
            #expect(graph.unknowns.contains { $0.reason.contains("`leftMenuNavigationController`") })
        } else {
            #expect(!graph.unknowns.contains { $0.reason.contains("`leftMenuNavigationController`") })
        }
    }

    /// A switch over an option in a menu's method is in-flow dispatch, not a deep link; the same
    /// switch in `start(with:)` over a deep-link option is.
    @Test(arguments: [true, false])
    func anOptionSwitchIsADeepLinkOnlyInAStart(inStart: Bool) {
        let method = inStart ? "func start(with option: DeepLinkOption)" : "private func open(_ option: GroupOption)"
        let type = inStart ? "DeepLinkOption" : "GroupOption"
        let graph = FieldIdiomTests.app(start: """
                let home = HomeViewController()
                home.didTapBuy = { [weak self] in self?.open(.photos) }
                navigationController.setViewControllers([home], animated: false)
            """, members: """
            \(method) {
                switch option {
                case .photos: navigationController.pushViewController(BuyViewController(), animated: true)
                case .people: navigationController.pushViewController(BuyViewController(), animated: true)
                }
            }
            \(inStart ? "func open(_ option: DeepLinkOption) {}" : "")
            """, "enum \(type) { case photos, people }")
        #expect(graph.deepLinks.isEmpty == !inStart, "\(graph.deepLinks.map(\.name))")
    }

    /// `let first: Coordinator` filled by a different factory on each branch and then kept:
    /// every branch's child is kept, not only the first branch's.
    @Test(arguments: [true, false])
    func aDeferredLetFilledOnEachBranchKeepsEveryBranchsChild(kept: Bool) {
        let graph = FieldIdiomTests.app(start: """
                let first: Coordinator
                if Bool.random() { first = makeBuy() } else { first = makeNotes() }
                first.start()
                \(kept ? "childCoordinators.append(first)" : "")
                navigationController.setViewControllers([HomeViewController()], animated: false)
            """, members: """
            func makeBuy() -> BuyCoordinator { BuyCoordinator(navigationController: navigationController) }
            func makeNotes() -> NotesCoordinator { NotesCoordinator(navigationController: navigationController) }
            """, FieldIdiomTests.buy + FieldIdiomTests.buy.replacingOccurrences(of: "BuyCoordinator", with: "NotesCoordinator"))
        let unretained = Self.errorLines(graph).filter { $0.hasPrefix("unretained_child_coordinator") }
        #expect(unretained.count == (kept ? 0 : 2), "\(unretained)")
    }
}
