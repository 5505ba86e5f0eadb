import FlowvizDSL

/// The DSL twin of `Samples/JSON/broken-leaked-child.json`: the shopping app, but `Cart` keeps
/// `AuthenticationFlow` and never removes it on didFinish (`releasedOnFinish: false`).
public enum BrokenLeakedChildSample {
    public static func graph() throws -> AppGraph {
        try AppGraph.define("Shopping") {
            Coordinator("Application", type: "ApplicationCoordinator", root: true, container: .window) {
                StartsWith(child: "ShoppingFlow")
                StartsWith(child: "OnboardingFlow", when: "needs onboarding")
            }
            Coordinator(
                "OnboardingFlow", type: "OnboardingFlow", container: .navigationStack,
                attachment: .vertical(.fullScreen, swipeDismissible: false)
            ) {
                StartsWith(screen: "Welcome")
                Screen("Welcome", type: "WelcomeViewController") {
                    On("didTapContinue", .push("Notifications"))
                    On("didTapSkip", .finish)
                }
                Screen("Notifications", type: "NotificationsPermissionViewController") {
                    On("didTapAllow", .finish)
                    On("didTapNotNow", .finish)
                }
            }
            Coordinator(
                "ShoppingFlow", type: "ShoppingFlow", container: .navigationStack,
                attachment: .vertical(.fullScreen, swipeDismissible: false)
            ) {
                StartsWith(screen: "ShoppingList")
                Screen("ShoppingList", type: "ShoppingListViewController") {
                    On("didSelectItem", .push("ItemDetail"))
                    On("didTapCart", .push("Cart"))
                    On("didTapLogout", .finish)
                }
                Screen("ItemDetail", type: "ItemDetailViewController") {
                    On("didTapCart", .push("Cart"))
                    On("didSelectAddToCart", .push("Cart"))
                }
                Screen("Cart", type: "CartViewController") {
                    On("didTapPurchase", when: "logged out", .start("AuthenticationFlow", retained: true, releasedOnFinish: false))
                    On("didTapPurchase", when: "logged in", .push("PurchaseSuccess"))
                }
                Screen("PurchaseSuccess", type: "PurchaseSuccessViewController") {
                    On("didTapDone", .popToRoot)
                }
            }
            Coordinator(
                "AuthenticationFlow", type: "AuthenticationFlow", container: .navigationStack,
                attachment: .vertical(.sheet, swipeDismissible: true), finishesOnSwipeDismiss: true
            ) {
                StartsWith(screen: "Login")
                Screen("Login", type: "LoginViewController") {
                    On("didLogIn", .finish)
                    On("didTapCancel", .finish)
                }
            }
            DeepLink("itemDetail", path: .coordinator("ShoppingFlow"), .screen("ItemDetail"))
            DeepLink("cart", path: .coordinator("ShoppingFlow"), .screen("Cart"))
        }
    }
}
