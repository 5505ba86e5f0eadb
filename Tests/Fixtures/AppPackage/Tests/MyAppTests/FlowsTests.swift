import FlowvizDSL
import FlowvizScanTesting
@testable import MyApp
import Testing

/// A team's tests: the app declares `Coordinator`, `Screen`, `Route`, `Action`, `Transition`,
/// `DeepLink`, `Container` and `Trigger`; beside `@testable import MyApp`, flowviz's DSL and
/// assertions take none of those names.

/// The real app's flows, scanned from Sources/MyApp: valid, and the settings sheet is reachable.
@Test func appFlowsAreValid() throws {
    let graph = try #require(assertFlowsValid(scanning: "Sources/MyApp"))
    assertReachable(graph, "Settings")   // SettingsCoordinator: named without "Coordinator"
}

/// The app's own names still mean the app's types.
@Test func theAppsNamesAreTheApps() {
    let route: Route = .settings
    let screen = Screen(name: "Items")
    let transition = Transition(duration: 0.3)
    let trigger = Trigger(name: "didTapSettings")
    let coordinator: any Coordinator = SettingsCoordinator(presenter: UIViewController())
    #expect(route == .settings && screen.name == "Items" && transition.duration == 0.3 && trigger.name == "didTapSettings")
    #expect(coordinator.children.isEmpty)
    if case .tap(let title) = Action.tap("Buy") { #expect(title == "Buy") }
    if case .item(let id) = DeepLink.item(7) { #expect(id == 7) }
}

/// A planned flow, written with the DSL in the same file.
@Test func plannedCheckoutFlowIsSound() throws {
    let graph = try AppGraph.define("MyApp") {
        DefineCoordinator("App", type: "AppCoordinator", root: true) {
            StartsWith(screen: "Items")
            DefineScreen("Items") {
                OnTrigger("didSelectItem", .push("Item"))
                OnTrigger("didTapSettings", .start("Settings"))
            }
            DefineScreen("Item")
        }
        DefineCoordinator("Settings", type: "SettingsCoordinator", attachment: .vertical(.fullScreen)) {
            StartsWith(screen: "Settings")
            DefineScreen("Settings") { OnTrigger("didClose", .finish) }
        }
    }
    assertFlowsValid(graph)
    assertReachable(graph, "Settings.Settings")
}
