//
//  LoginCoordinator.swift
//  RootLogin
//

import UIKit

protocol LoginCoordinatorDelegate: class {
    func userLoggedIn()
}

final class LoginCoordinator: NavigationCoordinator {
    var rootViewController: UIViewController?
    weak var delegate: LoginCoordinatorDelegate?
    weak var parentCoordinator: RootCoordinator?

    private var state: NavigationState = .idle
    private weak var loginViewController: LoginViewController?

    func start() {
        let loginVC = LoginViewController()
        loginVC.coordinator = self
        loginVC.prefilledEmail = parentCoordinator?.lastUsedEmail
        loginVC.modalPresentationStyle = .fullScreen
        loginViewController = loginVC

        state = .presenting
        rootViewController?.present(loginVC,
                                    animated: true,
                                    completion: nil)
    }

    // MARK: - Called by LoginViewController

    func loginSucceeded(user: User) {
        AuthService.shared.remember(email: user.email)
        closeLoginScreen()
    }

    func loginCancelled() {
        closeLoginScreen()
    }

    private func closeLoginScreen() {
        state = .finished
        loginViewController?.dismiss(animated: true, completion: nil)
    }

    // MARK: - NavigationCoordinator

    func dismissChild(coordinator: NavigationCoordinator) {
        // The login flow has no children.
    }

    func movingBack() {
        guard state == .presenting else { return }
        closeLoginScreen()
    }
}
