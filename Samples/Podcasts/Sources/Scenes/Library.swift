import RxFlow
import RxRelay
import UIKit

/// The library's model: a stepper whose steps LibraryFlow turns into navigation.
final class LibraryViewModel: Stepper {
    let steps = PublishRelay<Step>()
    private(set) var episodeIDs: [String] = []

    func pick(episodeID: String) {
        steps.accept(PodcastStep.episodeIsPicked(id: episodeID))
    }

    func openSettings() {
        steps.accept(PodcastStep.settingsAreRequired)
    }
}

final class LibraryViewController: UITableViewController {
    let viewModel: LibraryViewModel

    init(viewModel: LibraryViewModel) {
        self.viewModel = viewModel
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.pick(episodeID: viewModel.episodeIDs[indexPath.row])
    }

    @objc private func settingsTapped() {
        viewModel.openSettings()
    }
}
