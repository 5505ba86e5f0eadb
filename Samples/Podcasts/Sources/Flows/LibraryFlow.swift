import RxFlow
import UIKit

/// The app's main flow: the podcast library on a navigation stack.
final class LibraryFlow: Flow {
    var root: Presentable {
        rootViewController
    }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? PodcastStep else { return .none }
        switch step {
        case .libraryIsRequired:
            return navigateToLibrary()
        case .episodeIsPicked(let id):
            return navigateToEpisode(id: id)
        case .downloadsAreRequired:
            // Planned: no screen sends this step yet.
            rootViewController.pushViewController(DownloadsViewController(), animated: true)
            return .none
        case .playerIsRequired(let episodeID):
            return navigateToPlayer(episodeID: episodeID)
        case .playerIsComplete:
            rootViewController.dismiss(animated: true)
            return .none
        case .settingsAreRequired:
            return navigateToSettings()
        case .settingsAreComplete:
            rootViewController.presentedViewController?.dismiss(animated: true)
            return .none
        default:
            return .none
        }
    }

    private func navigateToLibrary() -> FlowContributors {
        let viewController = LibraryViewController(viewModel: LibraryViewModel())
        rootViewController.pushViewController(viewController, animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.viewModel))
    }

    private func navigateToEpisode(id: String) -> FlowContributors {
        let viewModel = EpisodeViewModel(episodeID: id)
        let viewController = EpisodeViewController(viewModel: viewModel)
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    private func navigateToPlayer(episodeID: String) -> FlowContributors {
        let player = PlayerViewController(episodeID: episodeID)
        player.modalPresentationStyle = .fullScreen
        rootViewController.present(player, animated: true)
        return .one(flowContributor: .contribute(withNext: player))
    }

    private func navigateToSettings() -> FlowContributors {
        let settingsFlow = SettingsFlow()
        Flows.use(settingsFlow, when: .created) { [unowned self] root in
            self.rootViewController.present(root, animated: true)
        }
        return .one(flowContributor: .contribute(
            withNextPresentable: settingsFlow, withNextStepper: OneStepper(withSingleStep: PodcastStep.settingsAreRequired)
        ))
    }
}
