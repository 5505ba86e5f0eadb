import UIKit

final class NewTripViewController: UIViewController {
    var onSave: (() -> Void)?
    var onCancel: (() -> Void)?

    @objc private func saveTapped() {
        onSave?()
    }

    @objc private func cancelTapped() {
        onCancel?()
    }
}
