import FlowvizDSL

/// The DSL twin of `Samples/JSON/root-login.json`: a root that presents a full-screen,
/// single-screen login coordinator which finishes on log-in or cancel.
public enum RootLoginSample {
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
                    On("didLogIn", .finish)
                    On("didCancel", .finish)
                }
            }
        }
    }
}
