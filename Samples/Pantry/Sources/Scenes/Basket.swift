import UIKit
import XCoordinator

final class BasketViewController: UIViewController {
    private let router: UnownedRouter<PantryRoute>

    init(router: UnownedRouter<PantryRoute>) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc func checkoutTapped() {
        router.trigger(.checkout)
    }
}
