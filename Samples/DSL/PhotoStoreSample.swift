import FlowvizDSL

/// The DSL twin of `Samples/JSON/photo-store.json`: a photo store whose purchase flow is
/// either a horizontal child (pushed onto the app's stack) or a vertical one (a sheet).
public enum PhotoStoreSample {
    public static func graph() throws -> AppGraph {
        try AppGraph.define("PhotoStore") {
            Coordinator("App", type: "AppCoordinator", root: true, container: .navigationStack) {
                StartsWith(screen: "Photos")
                Screen("Photos", type: "PhotosViewController") {
                    On("didSelectPhoto", .push("Photo"))
                    On("didSignIn", .present("SignIn", style: .sheet))
                }
                Screen("Photo", type: "PhotoViewController") {
                    On("didBuyPhoto", when: "horizontal purchase flow", .start("Buy"))
                    On("didBuyPhoto", when: "vertical purchase flow", .start("VerticalBuy"))
                }
                Screen("SignIn", type: "SignInViewController") {
                    On("didSignIn", .dismiss)
                    On("didCancel", .dismiss)
                }
            }
            Coordinator("Buy", type: "BuyCoordinator", attachment: .horizontal, finishesOnPopBack: true) {
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
            Coordinator(
                "VerticalBuy", type: "VerticalBuyCoordinator", container: .navigationStack,
                attachment: .vertical(.sheet, swipeDismissible: true), finishesOnSwipeDismiss: true
            ) {
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
