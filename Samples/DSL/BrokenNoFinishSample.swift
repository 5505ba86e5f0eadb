import FlowvizDSL

/// The DSL twin of `Samples/JSON/broken-no-finish.json`: root-login, but the login screen only
/// dismisses itself and never reports didFinish, so the root keeps the finished child.
public enum BrokenNoFinishSample {
    public static func graph() throws -> AppGraph {
        try AppGraph.define("RootLogin") {
            Coordinator("Root", type: "RootCoordinator", root: true, container: .navigationStack) {
                StartsWith(screen: "First")
                Screen("First", type: "FirstViewController") {
                    On("didTapLogin", .start("Login"))
                }
            }
            Coordinator(
                "Login", type: "LoginCoordinator", container: .singleScreen,
                attachment: .vertical(.fullScreen, swipeDismissible: false)
            ) {
                StartsWith(screen: "LoginScreen")
                Screen("LoginScreen", type: "LoginViewController") {
                    On("didLogIn", .dismiss)
                    On("didCancel", .dismiss)
                }
            }
        }
    }
}
