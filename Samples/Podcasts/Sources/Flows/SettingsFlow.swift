import RxFlow
import UIKit

/// Settings on a stack of its own, presented by LibraryFlow; it ends by handing
/// `settingsAreComplete` back to its parent.
final class SettingsFlow: Flow {
    var root: Presentable {
        rootViewController
    }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? PodcastStep else { return .none }
        switch step {
        case .settingsAreRequired:
            let viewModel = SettingsViewModel()
            let viewController = SettingsViewController(viewModel: viewModel)
            rootViewController.setViewControllers([viewController], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
        case .accountIsRequired:
            rootViewController.pushViewController(AccountViewController(), animated: true)
            return .none
        case .settingsAreComplete:
            return .end(forwardToParentFlowWithStep: PodcastStep.settingsAreComplete)
        default:
            return .none
        }
    }
}
