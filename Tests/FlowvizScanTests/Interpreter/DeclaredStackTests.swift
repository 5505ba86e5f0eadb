import FlowvizCore
import FlowvizScan
import Testing

/// A stored property's initializer runs when its object is made (a lazy one when first read),
/// so a stack a coordinator declares with a first screen shows that screen wherever the stack is
/// shown; a coordinator made around a screen it is handed begins its flow there; and an app
/// method that sets its receiver's own presentation style gives that receiver the style.
@Suite struct DeclaredStackTests {
    func startScreens(_ graph: AppGraph, _ coordinator: String) -> [String] {
        graph.coordinator(named: coordinator)?.start.compactMap { if case .screen(let screen) = $0.target { screen } else { nil } } ?? []
    }

    func startUnread(_ graph: AppGraph, _ coordinator: String) -> Bool {
        graph.unknowns.contains { $0.coordinator == coordinator && $0.aspect == .start }
    }

    static func presented(stack: String) -> String {
        """
        import UIKit
        protocol Coordinator: AnyObject {}
        extension UIViewController {
            func makeFullScreen() { modalPresentationStyle = .fullScreen }
        }
        final class ScannerViewController: UIViewController {}
        final class ScanCoordinator: Coordinator {
            \(stack)
            private lazy var scanner: ScannerViewController = {
                let controller = ScannerViewController()
                return controller
            }()
            private let presenter: UINavigationController
            init(presenter: UINavigationController) { self.presenter = presenter }
            func start() {
                presenter.present(navigationController, animated: true)
            }
        }
        final class HomeViewController: UIViewController {
            var onScan: (() -> Void)?
        }
        final class AppCoordinator: Coordinator {
            var children: [Coordinator] = []
            let navigationController = UINavigationController()
            func start() {
                let home = HomeViewController()
                home.onScan = { [weak self] in self?.scan() }
                navigationController.pushViewController(home, animated: false)
            }
            func scan() {
                let scan = ScanCoordinator(presenter: navigationController)
                children.append(scan)
                scan.start()
            }
        }
        """
    }

    @Test(arguments: [
        "private lazy var navigationController = UINavigationController(rootViewController: scanner)",
        """
        private lazy var navigationController: UINavigationController = {
                let stack = UINavigationController(rootViewController: scanner)
                return stack
            }()
        """,
    ])
    func presentingAStackDeclaredWithAFirstScreenShowsThatScreen(stack: String) {
        let graph = FieldMisreadTests.plainScan(Self.presented(stack: stack))
        #expect(startScreens(graph, "Scan") == ["Scanner"])
        #expect(!startUnread(graph, "Scan"))
        #expect(graph.coordinator(named: "Scan")?.attachment == .vertical(ModalPresentation(style: .sheet, swipeDismissible: true)))
    }

    @Test func aStackDeclaredWithoutAFirstScreenShowsNothingKnown() {
        let graph = FieldMisreadTests.plainScan(Self.presented(stack: "private lazy var navigationController = UINavigationController()"))
        #expect(startScreens(graph, "Scan").isEmpty)
        #expect(startUnread(graph, "Scan"))
    }

    @Test func anAppMethodSettingItsReceiversStyleGivesThePresentedStackThatStyle() {
        let stack = """
            private lazy var navigationController: UINavigationController = {
                    let stack = UINavigationController(rootViewController: scanner)
                    stack.makeFullScreen()
                    return stack
                }()
            """
        let graph = FieldMisreadTests.plainScan(Self.presented(stack: stack))
        #expect(graph.coordinator(named: "Scan")?.attachment == .vertical(ModalPresentation(style: .fullScreen, swipeDismissible: false)))
    }

    /// A tab's coordinator with no `start()`: its owner puts its declared stack in the tab bar.
    @Test func aCoordinatorWithoutStartBeginsAtItsDeclaredStacksFirstScreen() {
        let graph = FieldMisreadTests.plainScan("""
            import UIKit
            protocol Coordinator: AnyObject {}
            final class DiaryViewController: UIViewController {}
            final class DiaryCoordinator: Coordinator {
                lazy var viewController: UINavigationController = UINavigationController(rootViewController: overview)
                private lazy var overview = DiaryViewController()
            }
            final class RootCoordinator: Coordinator {
                let tabBarController = UITabBarController()
                var diary: DiaryCoordinator?
                func start() {
                    let diary = DiaryCoordinator()
                    self.diary = diary
                    tabBarController.setViewControllers([diary.viewController], animated: false)
                }
            }
            """)
        #expect(startScreens(graph, "Diary") == ["Diary"])
        #expect(!startUnread(graph, "Diary"))
    }

    /// Made around a screen of the app that its initializer is handed and keeps: the flow begins
    /// at that screen. Handed only a general `UIViewController`, nothing is known.
    @Test(arguments: [("StartViewController", true), ("UIViewController", false)])
    func aCoordinatorMadeAroundAScreenBeginsThere(held: String, known: Bool) {
        let graph = FieldMisreadTests.plainScan("""
            import UIKit
            final class StartViewController: UIViewController {}
            final class ProtectViewController: UIViewController {}
            final class StartCoordinator {
                private weak var viewController: \(held)!
                private var navigationController: UINavigationController? { viewController.navigationController }
                init(viewController: \(held)) { self.viewController = viewController }
                func onAuthenticated() {
                    navigationController?.setViewControllers([viewController, ProtectViewController()], animated: false)
                }
                func onLoggingOut() {
                    navigationController?.setViewControllers([viewController], animated: false)
                }
            }
            """)
        #expect(startScreens(graph, "Start") == (known ? ["Start"] : []))
        #expect(startUnread(graph, "Start") == !known)
    }
}
