import UIKit

final class TripDetailViewController: UIViewController {
    var onBook: (() -> Void)?
    private let tripID: String

    init(tripID: String) {
        self.tripID = tripID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func bookTapped() {
        onBook?()
    }
}
