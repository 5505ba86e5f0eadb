import UIKit
import XCoordinator

/// The pantry: a navigation stack driven by PantryRoute.
final class PantryCoordinator: NavigationCoordinator<PantryRoute> {
    init() {
        super.init(initialRoute: .shelf)
    }

    override func prepareTransition(for route: PantryRoute) -> NavigationTransition {
        switch route {
        case .shelf:
            let shelf = ShelfViewController()
            shelf.bind(to: ShelfViewModel(router: unownedRouter))
            return .push(shelf)
        case .item(let id):
            return .push(ItemViewController(itemID: id, router: unownedRouter))
        case .basket:
            return .push(BasketViewController(router: unownedRouter))
        case .offers:
            // Planned weekly offers: nothing triggers `.offers` yet.
            return .push(OffersViewController())
        case .checkout:
            return .present(CheckoutCoordinator())
        case .close:
            return .pop()
        }
    }
}
