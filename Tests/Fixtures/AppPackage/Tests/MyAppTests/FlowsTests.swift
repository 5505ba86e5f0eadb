import FlowvizScanTesting
@testable import MyApp
import Testing

/// A team's test of its real app: the flows scanned from Sources/MyApp are valid, and the
/// settings sheet is reachable. The app's own `Coordinator`, `Screen`, `Route` … keep meaning the app's types.
@Test func appFlowsAreValid() throws {
    let graph = try #require(assertFlowsValid(scanning: "Sources/MyApp"))
    assertReachable(graph, "Settings")   // SettingsCoordinator: named without "Coordinator"

    let route: Route = .settings
    let screen = Screen(name: "Items")
    let coordinator: any Coordinator = SettingsCoordinator(presenter: UIViewController())
    #expect(route == .settings && screen.name == "Items" && coordinator.children.isEmpty)
}
