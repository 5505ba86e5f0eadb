import FlowvizCore
import FlowvizScan
import Testing

/// `vc.delegate = self` where the delegate protocol is declared outside the Swift read
/// (Objective-C, a library): by Cocoa's convention its callbacks take the sender first, so the
/// coordinator's methods taking that screen first, which its own code never calls, are the
/// screen's triggers.
@Suite struct SenderCallbackTests {
    static let app = """
        import UIKit
        protocol Coordinator: AnyObject { func start() }
        final class RoomViewController: UIViewController {
            weak var delegate: RoomViewControllerDelegate?
        }
        final class PollViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class PollCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.pushViewController(PollViewController(), animated: true) }
        }
        final class RoomCoordinator: Coordinator {
            var children: [Coordinator] = []
            let navigationController = UINavigationController()
            let room = RoomViewController()
            func start() {
                room.delegate = self
                configure(room)
                navigationController.setViewControllers([room], animated: false)
            }
            func configure(_ roomViewController: RoomViewController) {
                navigationController.pushViewController(SettingsViewController(), animated: false)
            }
        }
        extension RoomCoordinator: RoomViewControllerDelegate {
            func roomViewControllerDidRequestPoll(_ roomViewController: RoomViewController) {
                let poll = PollCoordinator(navigationController: navigationController)
                children.append(poll)
                poll.start()
            }
        }
        """

    @Test func aCallbackTakingTheScreenFirstIsItsTrigger() throws {
        let graph = FieldMisreadTests.plainScan(Self.app)
        let room = try #require(graph.coordinator(named: "Room")?.screens.first { $0.name == "Room" })
        let starts = room.transitions.compactMap { transition -> String? in
            if case .startChild(let child) = transition.action { return "\(transition.trigger) \(child.coordinator)" }
            return nil
        }
        #expect(starts == ["roomViewControllerDidRequestPoll Poll"])
        // A method the coordinator calls itself is no callback: what it shows is the start's.
        #expect(!room.transitions.contains { $0.trigger == "configure" })
    }
}
