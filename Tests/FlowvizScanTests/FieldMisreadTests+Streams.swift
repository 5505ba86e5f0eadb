import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Field misreads about children that report through a publisher: a Combine stream returned by
/// the child's `start()` (or one of its outputs), whose completion the parent handles (§7).
extension FieldMisreadTests {
    /// The parent keeps the child, subscribes to the publisher its `start()` returns, and
    /// removes it in `receiveCompletion` (and `receiveCancel`): released when it finishes. The
    /// values it sends are its outputs, handled where the parent started it.
    static func streamCode(completion: String) -> String {
        """
        import Combine
        final class DoneViewController: UIViewController {}
        final class ConfirmViewController: UIViewController { var didConfirm: (() -> Void)?; var didReject: (() -> Void)? }
        final class AppDelegate { func launch() { WalletCoordinator(navigationController: UINavigationController()).start() } }
        final class WalletCoordinator {
            let navigationController: UINavigationController
            var coordinators: [AnyObject] = []
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let home = HomeViewController()
                home.didTapBuy = { [weak self] in _ = self?.requestSwitch() }
                navigationController.setViewControllers([home], animated: false)
            }
            func addCoordinator(_ coordinator: AnyObject) { coordinators.append(coordinator) }
            func removeCoordinator(_ coordinator: AnyObject) { coordinators.removeAll { $0 === coordinator } }
            func requestSwitch() -> AnyPublisher<Int, Never> {
                let coordinator = SwitchChainCoordinator(viewController: navigationController)
                addCoordinator(coordinator)
                return coordinator.start()
                    .handleEvents(receiveOutput: { [weak self] _ in
                        self?.navigationController.pushViewController(DoneViewController(), animated: true)
                    }, receiveCompletion: { [weak self] _ in
                        \(completion)
                    }, receiveCancel: { [weak self] in
                        \(completion)
                    })
                    .eraseToAnyPublisher()
            }
        }
        final class SwitchChainCoordinator {
            let viewController: UIViewController
            private let subject = PassthroughSubject<Int, Never>()
            init(viewController: UIViewController) { self.viewController = viewController }
            func start() -> AnyPublisher<Int, Never> {
                let confirm = ConfirmViewController()
                confirm.didConfirm = { [subject] in
                    subject.send(1)
                    subject.send(completion: .finished)
                }
                confirm.didReject = { [subject] in subject.send(completion: .finished) }
                confirm.modalPresentationStyle = .fullScreen
            viewController.present(confirm, animated: true)
                return subject.eraseToAnyPublisher()
            }
        }
        """
    }

    @Test func aChildRemovedWhenThePublisherItsStartReturnsCompletesIsReleased() throws {
        let graph = FieldIdiomTests.scan(Self.streamCode(completion: "self?.removeCoordinator(coordinator)"))
        #expect(Self.errorLines(graph) == [], "\(Self.errorLines(graph))")
        let wallet = try #require(graph.coordinator(named: "Wallet"))
        // The value it sends is an output, handled where the parent started it: Done is reachable.
        #expect(wallet.screen(named: "Done") != nil)
        #expect(!Linter.lint(graph).contains { $0.ruleID == "unreachable_screen" }, "\(Linter.lint(graph).map(\.message))")
    }

    @Test func aChildNotRemovedWhenThePublisherCompletesLeaks() {
        let errors = FieldMisreadTests.errors(Self.streamCode(completion: "print(\"done\")"))
        #expect(errors.contains { $0.hasPrefix("leaked_child_coordinator") }, "\(errors)")
    }
}
