//
//  AuthenticationFlow.swift
//  Shopping
//
//  Copyright © 2019 STRV. All rights reserved.
//

import UIKit

final class AuthenticationFlow: FlowCoordinator {

    private let loginService: LoginService
    private lazy var dismissObserver = SwipeToDismissObserver { [weak self] in
        // Swiping the sheet down counts as cancelling.
        self?.finish()
    }

    init(loginService: LoginService) {
        self.loginService = loginService
        super.init()
        root.modalPresentationStyle = .pageSheet
    }

    override func start() {
        root.presentationController?.delegate = dismissObserver
        showLogin()
    }

    private func showLogin() {
        let loginViewController = LoginViewController(loginService: loginService)

        loginViewController.events.on { [weak self] event in
            guard let self = self else { return }
            switch event {
            case .didLogIn:
                self.finish()
            case .didTapCancel:
                self.finish()
            }
        }

        root.setViewControllers([loginViewController], animated: false)
    }
}

// MARK: - SwipeToDismissObserver

/// `FlowCoordinator` is not an `NSObject`, so it cannot be a presentation
/// controller delegate itself.
private final class SwipeToDismissObserver: NSObject, UIAdaptivePresentationControllerDelegate {
    private let onDismiss: () -> Void

    init(onDismiss: @escaping () -> Void) {
        self.onDismiss = onDismiss
        super.init()
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onDismiss()
    }
}
