//
//  OnboardingFlow.swift
//  Shopping
//
//  Copyright © 2019 STRV. All rights reserved.
//

import UIKit
import UserNotifications

final class OnboardingFlow: FlowCoordinator {

    private var navigationController: UINavigationController {
        return root
    }

    override init() {
        super.init()
        // Onboarding covers the whole screen and cannot be swiped away.
        root.modalPresentationStyle = .fullScreen
        root.setNavigationBarHidden(true, animated: false)
    }

    override func start() {
        showWelcome()
    }

    // MARK: - Screens

    private func showWelcome() {
        let welcomeViewController = WelcomeViewController()

        welcomeViewController.events.on { [weak self] event in
            guard let self = self else { return }
            switch event {
            case .didTapContinue:
                self.showNotificationsPermission()
            case .didTapSkip:
                self.finish()
            }
        }

        navigationController.pushViewController(welcomeViewController, animated: false)
    }

    private func showNotificationsPermission() {
        let notificationsViewController = NotificationsPermissionViewController()

        notificationsViewController.events.on { [weak self] event in
            switch event {
            case .didTapAllow:
                UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { _, _ in
                    DispatchQueue.main.async {
                        self?.finish()
                    }
                }
            case .didTapNotNow:
                self?.finish()
            }
        }

        navigationController.pushViewController(notificationsViewController, animated: true)
    }
}
