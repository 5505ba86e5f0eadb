import UIKit

final class PaymentViewController: UIViewController {
    var onPaid: (() -> Void)?
    private let seat: String

    init(seat: String) {
        self.seat = seat
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func payTapped() {
        onPaid?()
    }
}
