import FlowvizDSL

/// The DSL twin of `Samples/JSON/broken-unretained-buy.json`: the photo store, but `Photo`
/// starts `Buy` without retaining it (`retained: false`), so the child is deallocated at once.
public enum BrokenUnretainedBuySample {
    public static func graph() throws -> AppGraph {
        try AppGraph.define("PhotoStore") {
            Coordinator("App", type: "AppCoordinator", root: true, container: .navigationStack) {
                StartsWith(screen: "Photos")
                Screen("Photos", type: "PhotosViewController") {
                    On("didSelectPhoto", .push("Photo"))
                    On("didSignIn", .present("SignIn", style: .sheet))
                }
                Screen("Photo", type: "PhotoViewController") {
                    On("didBuyPhoto", .start("Buy", retained: false))
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
        }
    }
}
