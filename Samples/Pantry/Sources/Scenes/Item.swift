import UIKit
import XCoordinator

final class ItemViewController: UIViewController {
    private let itemID: String
    private let router: UnownedRouter<PantryRoute>

    init(itemID: String, router: UnownedRouter<PantryRoute>) {
        self.itemID = itemID
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc func addedToBasket() {
        router.trigger(.close)
    }
}
