import RxFlow
import RxRelay
import UIKit

final class SettingsViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func openAccount() {
        steps.accept(PodcastStep.accountIsRequired)
    }

    func done() {
        steps.accept(PodcastStep.settingsAreComplete)
    }
}

final class SettingsViewController: UITableViewController {
    private let viewModel: SettingsViewModel

    init(viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.openAccount()
    }

    @objc private func doneTapped() {
        viewModel.done()
    }
}
