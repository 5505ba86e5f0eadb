//
//  OnboardingCoordinator.swift
//  Recipes
//
//  Created by Denis Kovalenko on 20.02.2019.
//

protocol OnboardingCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

final class OnboardingCoordinator: BaseCoordinator, OnboardingCoordinatorOutput {

    var finishFlow: (() -> Void)?

    private let factory: OnboardingModuleFactory
    private let router: Router

    init(router: Router, factory: OnboardingModuleFactory) {
        self.factory = factory
        self.router = router
    }

    override func start() {
        showOnboarding()
    }

    // MARK: - Run current flow's controllers

    private func showOnboarding() {
        let onboardingModule = factory.makeOnboardingModule()
        onboardingModule.onFinish = { [weak self] in
            self?.showPreferences()
        }
        onboardingModule.onSkip = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(onboardingModule, hideBar: true)
    }

    private func showPreferences() {
        let preferencesModule = factory.makePreferencesModule()
        preferencesModule.onDone = { [weak self] preferences in
            UserPreferences.dietary = preferences
            self?.finishFlow?()
        }
        router.push(preferencesModule)
    }
}
