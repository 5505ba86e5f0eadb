import UIKit
import XCoordinator

final class PaymentViewController: UIViewController {
    private let router: UnownedRouter<CheckoutRoute>

    init(router: UnownedRouter<CheckoutRoute>) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc func payTapped() {
        router.trigger(.paid)
    }
}
