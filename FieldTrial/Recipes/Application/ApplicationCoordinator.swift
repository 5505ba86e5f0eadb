//
//  ApplicationCoordinator.swift
//  Recipes
//
//  Created by Denis Kovalenko on 14.02.2019.
//

import Foundation

enum LaunchInstructor {

    case main, onboarding

    static func configure(onboardingWasShown: Bool = SessionStorage.shared.onboardingWasShown) -> LaunchInstructor {
        return onboardingWasShown ? .main : .onboarding
    }
}

final class ApplicationCoordinator: BaseCoordinator {

    private let coordinatorFactory: CoordinatorFactory
    private let router: Router

    /// A link that arrived before the tab bar existed (cold start, onboarding in progress).
    private var pendingDeepLink: DeepLinkOption?

    private var instructor: LaunchInstructor {
        return LaunchInstructor.configure()
    }

    init(router: Router, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
    }

    override func start(with option: DeepLinkOption?) {
        if let option = option {
            pendingDeepLink = option
        }

        // Main flow is already on screen: forward the link to it.
        if let mainFlow = childCoordinators.first(where: { $0 is TabbarCoordinator }) {
            if let deepLink = pendingDeepLink {
                pendingDeepLink = nil
                mainFlow.start(with: deepLink)
            }
            return
        }

        // Onboarding is running, the link waits until it finishes.
        guard childCoordinators.isEmpty else { return }

        switch instructor {
        case .onboarding: runOnboardingFlow()
        case .main: runMainFlow()
        }
    }

    private func runOnboardingFlow() {
        let coordinator = coordinatorFactory.makeOnboardingCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            SessionStorage.shared.onboardingWasShown = true
            self?.removeDependency(coordinator)
            self?.start()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runMainFlow() {
        let (coordinator, module) = coordinatorFactory.makeTabbarCoordinator()
        addDependency(coordinator)
        router.setRootModule(module, hideBar: true)
        coordinator.start()

        if let deepLink = pendingDeepLink {
            pendingDeepLink = nil
            coordinator.start(with: deepLink)
        }
    }
}
