import UIKit

final class SeatsViewController: UICollectionViewController {
    var onPick: ((String) -> Void)?
    var onCancel: (() -> Void)?
    private let tripID: String
    private var seats: [String] = []

    init(tripID: String) {
        self.tripID = tripID
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) { nil }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onPick?(seats[indexPath.item])
    }

    @objc private func cancelTapped() {
        onCancel?()
    }
}
