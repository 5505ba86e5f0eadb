import UIKit

/// What to pack for a trip. Reached only through TripsRoute.packingList, which nothing sends.
final class PackingListViewController: UITableViewController {
    private let tripID: String

    init(tripID: String) {
        self.tripID = tripID
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }
}
