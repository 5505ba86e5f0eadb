import RxFlow
import RxRelay
import UIKit

/// The full-screen player is its own stepper.
final class PlayerViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()
    private let episodeID: String

    init(episodeID: String) {
        self.episodeID = episodeID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc func closeTapped() {
        steps.accept(PodcastStep.playerIsComplete)
    }
}
