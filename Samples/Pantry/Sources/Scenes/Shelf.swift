import UIKit
import XCoordinator

final class ShelfViewModel {
    private let router: UnownedRouter<PantryRoute>

    init(router: UnownedRouter<PantryRoute>) {
        self.router = router
    }

    func select(itemID: String) {
        router.trigger(.item(id: itemID))
    }

    func openBasket() {
        router.trigger(.basket)
    }
}

final class ShelfViewController: UITableViewController {
    private var model: ShelfViewModel?
    private var itemIDs: [String] = []

    func bind(to model: ShelfViewModel) {
        self.model = model
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        model?.select(itemID: itemIDs[indexPath.row])
    }

    @objc private func basketTapped() {
        model?.openBasket()
    }
}
