/// The DSL's coordinator: `DefineCoordinator("App", root: true) { … }` (``AppGraph/Coordinator``).
///
/// The DSL's names start with a verb so they never clash with an app's own `Coordinator`,
/// `Screen` or `DeepLink` in a test file that imports both.
public typealias DefineCoordinator = AppGraph.Coordinator
/// The DSL's screen: `DefineScreen("Photos") { OnTrigger("didSelectPhoto", .push("Photo")) }` (``AppGraph/Screen``).
public typealias DefineScreen = AppGraph.Screen
/// The DSL's deep link: `DefineDeepLink("cart", path: .coordinator("Shopping"), .screen("Cart"))` (``AppGraph/DeepLink``).
public typealias DefineDeepLink = AppGraph.DeepLink
