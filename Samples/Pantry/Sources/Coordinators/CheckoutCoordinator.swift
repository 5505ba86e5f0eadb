import UIKit
import XCoordinator

enum CheckoutRoute: Route {
    case payment
    case paid
}

/// Checkout, presented as a sheet with its own stack; it ends when it dismisses itself.
final class CheckoutCoordinator: NavigationCoordinator<CheckoutRoute> {
    init() {
        super.init(initialRoute: .payment)
    }

    override func prepareTransition(for route: CheckoutRoute) -> NavigationTransition {
        switch route {
        case .payment:
            return .push(PaymentViewController(router: unownedRouter))
        case .paid:
            return .dismiss()
        }
    }
}
