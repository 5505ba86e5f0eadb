import UIKit

/// The trips list's model: it holds the coordinator and sends it routes.
final class TripListViewModel {
    private weak var coordinator: TripsCoordinator?
    private(set) var tripIDs: [String] = []

    init(coordinator: TripsCoordinator) {
        self.coordinator = coordinator
    }

    func select(tripID: String) {
        coordinator?.navigate(to: .trip(id: tripID))
    }

    func addTrip() {
        coordinator?.navigate(to: .newTrip)
    }
}

final class TripListViewController: UITableViewController {
    private let viewModel: TripListViewModel

    init(viewModel: TripListViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trips"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.select(tripID: viewModel.tripIDs[indexPath.row])
    }

    @objc private func addTapped() {
        viewModel.addTrip()
    }
}
