import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// Flows that start each other (a room opening a space opening a room): a property holding a
/// coordinator the type makes itself is its child, not a reference to the parent that started it.
@Suite struct ParentReferenceTests {
    static let flows = """
            import UIKit
            import Combine
            final class RoomViewController: UIViewController { init(onOpenSpace: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) } }
            final class SpaceViewController: UIViewController { init(onOpenRoom: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) } }
            final class RoomFlowCoordinator {
                let nav: UINavigationController
                var onFinish: (() -> Void)?
                private var spaceFlow: SpaceFlowCoordinator?
                init(nav: UINavigationController) { self.nav = nav }
                func handle(route: Int, animated: Bool) { routes.send(route) }
                let routes = PassthroughSubject<Int, Never>()
                func start() { nav.pushViewController(RoomViewController(onOpenSpace: { [weak self] in self?.openSpace() }), animated: true) }
                private func openSpace() {
                    let coordinator = SpaceFlowCoordinator(nav: nav)
                    coordinator.onFinish = { [weak self] in self?.spaceFlow = nil }
                    spaceFlow = coordinator
                    coordinator.start()
                }
            }
            final class SpaceFlowCoordinator {
                let nav: UINavigationController
                var onFinish: (() -> Void)?
                private var roomFlowCoordinator: RoomFlowCoordinator?
                init(nav: UINavigationController) { self.nav = nav }
                func start() { nav.pushViewController(SpaceViewController(onOpenRoom: { [weak self] in self?.openRoom() }), animated: true) }
                private func openRoom() {
                    let coordinator = RoomFlowCoordinator(nav: nav)
                    coordinator.onFinish = { [weak self] in self?.roomFlowCoordinator = nil }
                    roomFlowCoordinator = coordinator
                    coordinator.handle(route: 1, animated: true)
                }
            }
            final class HomeViewController: UIViewController { init(onOpenRoom: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) } }
            final class AppCoordinator {
                let nav = UINavigationController()
                private var room: RoomFlowCoordinator?
                func start() { nav.setViewControllers([HomeViewController(onOpenRoom: { [weak self] in self?.openRoom() })], animated: false) }
                private func openRoom() {
                    let room = RoomFlowCoordinator(nav: nav)
                    room.onFinish = { [weak self] in self?.room = nil }
                    self.room = room
                    room.start()
                }
            }
            final class AppDelegate { var app: AppCoordinator?; func launch() { app = AppCoordinator(); app?.start() } }
            """

    @Test func aFlowKeepingAChildOfItsParentsTypeKeepsNoParent() {
        let graph = RouteTests.scan(Self.flows)
        #expect(!RouteTests.findings(graph).contains { $0.hasPrefix("child_references_parent") })
    }

    @Test func aFlowHandedItsParentKeepsAParent() {
        let graph = RouteTests.scan(Self.flows
            .replacingOccurrences(of: "let coordinator = SpaceFlowCoordinator(nav: nav)", with: "let coordinator = SpaceFlowCoordinator(nav: nav, room: self)")
            .replacingOccurrences(
                of: "        let coordinator = RoomFlowCoordinator(nav: nav)\n        coordinator.onFinish = { [weak self] in self?.roomFlowCoordinator = nil }\n        roomFlowCoordinator = coordinator\n        coordinator.handle(route: 1, animated: true)",
                with: "        roomFlowCoordinator?.handle(route: 1, animated: true)")
            .replacingOccurrences(of: "    init(nav: UINavigationController) { self.nav = nav }\n    func start() { nav.pushViewController(SpaceViewController(",
                                  with: "    init(nav: UINavigationController, room: RoomFlowCoordinator) { self.nav = nav; roomFlowCoordinator = room }\n    func start() { nav.pushViewController(SpaceViewController("))
        #expect(RouteTests.findings(graph).contains { $0.hasPrefix("child_references_parent") })
    }
}
