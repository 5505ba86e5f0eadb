import RxFlow
import RxRelay
import UIKit

final class EpisodeViewModel: Stepper {
    let steps = PublishRelay<Step>()
    let episodeID: String

    init(episodeID: String) {
        self.episodeID = episodeID
    }

    func play() {
        steps.accept(PodcastStep.playerIsRequired(episodeID: episodeID))
    }
}

final class EpisodeViewController: UIViewController {
    private let viewModel: EpisodeViewModel

    init(viewModel: EpisodeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func playTapped() {
        viewModel.play()
    }
}
