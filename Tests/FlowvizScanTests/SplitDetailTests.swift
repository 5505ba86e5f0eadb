import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// A flow shown in a split view's detail column (`split.setDetailCoordinator(stack)`, the stack
/// made by the parent and handed to the child): the child is shown there, on that stack of its
/// own, and stays until another flow replaces it, as a tab does.
@Suite struct SplitDetailTests {
    static func chats(_ show: String) -> AppGraph {
        FieldMisreadTests.plainScan(RouteStartedChildTests.prelude + """
            final class NavigationSplitCoordinator {
                var detail: Any?
                func setDetailCoordinator(_ coordinator: Any?) { detail = coordinator }
                func setSheetCoordinator(_ coordinator: Any?) { detail = coordinator }
            }
            final class SpaceFlowCoordinator {
                private let stack: NavigationStackCoordinator
                init(stack: NavigationStackCoordinator) { self.stack = stack }
                func start() {
                    let room = RoomScreenCoordinator()
                    stack.push(room)
                }
            }
            final class ChatsFlowCoordinator {
                private let stack: NavigationStackCoordinator
                private let split = NavigationSplitCoordinator()
                private var spaceFlowCoordinator: SpaceFlowCoordinator?
                private var cancellables = Set<AnyCancellable>()
                init(stack: NavigationStackCoordinator) { self.stack = stack }
                func start() {
                    let home = HomeScreenCoordinator()
                    home.actions.sink { [weak self] _ in self?.showSpace() }.store(in: &cancellables)
                    stack.setRootCoordinator(home)
                }
                private func showSpace() {
                    let spaceStack = NavigationStackCoordinator()
                    let coordinator = SpaceFlowCoordinator(stack: spaceStack)
                    spaceFlowCoordinator = coordinator
                    split.\(show)(spaceStack)
                    coordinator.start()
                }
            }
            """)
    }

    @Test func aFlowInTheDetailColumnIsShownThereOnItsOwnStackAndStays() {
        let graph = Self.chats("setDetailCoordinator")
        let space = graph.coordinator(named: "SpaceFlow")
        #expect(space?.attachment == .vertical(.init(style: .fullScreen, swipeDismissible: false)))
        #expect(space?.container == .navigationStack)
        #expect(Linter.lint(graph).filter { $0.severity != .note }.isEmpty)
    }

    /// Near-miss: the same stack presented as a sheet is a sheet.
    @Test func theSameStackPresentedAsASheetIsASheet() {
        let graph = Self.chats("setSheetCoordinator")
        #expect(graph.coordinator(named: "SpaceFlow")?.attachment == .vertical(.init(style: .sheet, swipeDismissible: true)))
    }
}
