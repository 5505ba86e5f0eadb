//
//  RootCoordinator.swift
//  RootLogin
//

import UIKit

class RootCoordinator: NavigationCoordinator {
    var navigationController: UINavigationController?
    private var loggedIn = false
    private var coordinators: [NavigationCoordinator] = []
    private weak var firstViewController: FirstViewController?

    /// The email the user last logged in with, offered again on the login screen.
    var lastUsedEmail: String? {
        return AuthService.shared.lastUsedEmail
    }

    func start() {
        loggedIn = AuthService.shared.currentUser != nil

        let firstVC = FirstViewController()
        firstVC.coordinator = self
        firstVC.isLoggedIn = loggedIn
        firstViewController = firstVC
        navigationController?.pushViewController(firstVC, animated: false)
    }

    // MARK: - Navigation

    func openLoginScreen() {
        let loginCoordinator = LoginCoordinator()
        loginCoordinator.rootViewController = navigationController?.topViewController
        loginCoordinator.delegate = self
        loginCoordinator.parentCoordinator = self
        self.coordinators.append(loginCoordinator)
        loginCoordinator.start()
    }

    // MARK: - NavigationCoordinator

    func dismissChild(coordinator: NavigationCoordinator) {
        coordinators.removeAll { $0 === coordinator }
    }

    func movingBack() {
        navigationController?.popViewController(animated: true)
    }
}

// MARK: - LoginCoordinatorDelegate

extension RootCoordinator: LoginCoordinatorDelegate {
    func userLoggedIn() {
        loggedIn = true
        firstViewController?.isLoggedIn = true

        if let loginCoordinator = coordinators.first(where: { $0 is LoginCoordinator }) {
            dismissChild(coordinator: loginCoordinator)
        }
    }
}
