//
//  ApplicationCoordinator.swift
//  Shopping
//
//  Copyright © 2019 STRV. All rights reserved.
//

import UIKit

final class ApplicationCoordinator: FlowCoordinator {

    let window: UIWindow
    private let deepLinkOption: DeepLinkOption?
    private let onboardingService: OnboardingService

    init(window: UIWindow,
         deepLinkOption: DeepLinkOption? = nil,
         onboardingService: OnboardingService = .shared) {
        self.window = window
        self.deepLinkOption = deepLinkOption
        self.onboardingService = onboardingService
        super.init()
    }

    private(set) var mainFlow: ShoppingFlow?

    override func start() {
        let mainFlow = ShoppingFlow()
        self.mainFlow = mainFlow
        children.insert(mainFlow)

        mainFlow.didFinish.on { [weak self] flow in
            guard let self = self else { return }
            // The user logged out: forget the finished flow and start over
            // with a fresh one.
            self.children.remove(flow)
            self.mainFlow = nil
            self.start()
        }

        mainFlow.start(with: deepLinkOption)

        self.root = mainFlow.root
        window.rootViewController = root

        // Presenting needs the window on screen.
        window.makeKeyAndVisible()

        showOnboardingFlowIfNeeded()
    }

    // MARK: - Onboarding

    private func showOnboardingFlowIfNeeded() {
        guard onboardingService.shouldShowOnboarding else {
            return
        }

        let onboardingFlow = OnboardingFlow()
        children.insert(onboardingFlow)
        onboardingFlow.start()

        onboardingFlow.didFinish.on { [weak self] flow in
            self?.onboardingService.markOnboardingCompleted()
            self?.children.remove(flow)
            flow.root.dismiss(animated: true, completion: nil)
        }

        root.present(onboardingFlow.root, animated: false, completion: nil)
    }
}
