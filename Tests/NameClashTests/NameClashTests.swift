@testable import ClashingApp
import FlowvizDSL
import FlowvizTesting
import Testing

// An app's test file: the app declares `Coordinator`, `Screen`, `Route`, `Action`, `Transition`,
// `DeepLink`, `Container` and `Trigger`, and flowviz's DSL and assertions are imported beside it.
// Each name below is the app's, unambiguous; the flows are defined with the DSL's own names.

final class HomeCoordinator: Coordinator {
    var children: [any Coordinator] = []
    func start() {}
}

struct Services: Container {}

@Test func theAppsNamesAndFlowvizsDSLLiveSideBySide() throws {
    let route: Route = .item(3)
    let screen = Screen(name: "Home")
    let action = Action.tap("Buy")
    let transition = Transition(duration: 0.3)
    let link = DeepLink.item(3)
    let trigger = Trigger(name: "didTapBuy")
    let coordinator: any Coordinator = HomeCoordinator()
    #expect(route == .item(3) && screen.name == "Home" && transition.duration == 0.3 && trigger.name == "didTapBuy")
    if case .tap(let title) = action { #expect(title == "Buy") }
    if case .item(let id) = link { #expect(id == 3) }
    #expect(coordinator.children.isEmpty)

    let graph = try AppGraph.define("Shop") {
        DefineCoordinator("App", type: "AppCoordinator", root: true) {
            StartsWith(screen: "Home")
            DefineScreen("Home") {
                OnTrigger("didSelectItem", .push("Item"))
                OnTrigger("didTapCart", .start("Cart"))
                DefineTrigger("didScroll")
            }
            DefineScreen("Item")
        }
        DefineCoordinator("Cart", attachment: .vertical(.sheet), finishesOnSwipeDismiss: true) {
            StartsWith(screen: "Basket")
            DefineScreen("Basket") { OnTrigger("didClose", .finish) }
        }
        DefineDeepLink("item", path: .screen("Item"))
    }
    let model: AppGraph.Coordinator = try #require(graph.coordinators.first)
    #expect(model.name == "App")
    assertFlowsValid(graph)
    assertReachable(graph, "Cart.Basket")
}
