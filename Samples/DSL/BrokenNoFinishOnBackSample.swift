import FlowvizDSL

/// The DSL twin of `Samples/JSON/broken-no-finish-on-back.json`: the photo store, but the
/// horizontal `Buy` coordinator does not report didFinish when the user pops back past it
/// (no `finishesOnPopBack`).
public enum BrokenNoFinishOnBackSample {
    public static func graph() throws -> AppGraph {
        try AppGraph.define("PhotoStore") {
            Coordinator("App", type: "AppCoordinator", root: true, container: .navigationStack) {
                StartsWith(screen: "Photos")
                Screen("Photos", type: "PhotosViewController") {
                    On("didSelectPhoto", .push("Photo"))
                    On("didSignIn", .present("SignIn", style: .sheet))
                }
                Screen("Photo", type: "PhotoViewController") {
                    On("didBuyPhoto", .start("Buy"))
                }
                Screen("SignIn", type: "SignInViewController") {
                    On("didSignIn", .dismiss)
                    On("didCancel", .dismiss)
                }
            }
            Coordinator("Buy", type: "BuyCoordinator", attachment: .horizontal) {
                StartsWith(screen: "BuyPhoto", when: "signed in")
                StartsWith(screen: "SignIn", when: "signed out")
                Screen("SignIn", type: "SignInViewController") {
                    On("didSignIn", .push("BuyPhoto"))
                    On("didCancel", .finish)
                }
                Screen("BuyPhoto", type: "BuyViewController") {
                    On("didBuyPhoto", .finish)
                    On("didCancel", .finish)
                }
            }
        }
    }
}
