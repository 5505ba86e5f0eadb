//
//  BuyCoordinator.swift
//  Photos
//
//  Created by Bart Jacobs on 14/03/2021.
//

import UIKit

class BuyCoordinator: Coordinator {

    // MARK: - Properties

    private let navigationController: UINavigationController

    // MARK: -

    private let photo: Photo

    // MARK: -

    private let initialViewController: UIViewController?

    // MARK: - Initialization

    init(navigationController: UINavigationController, photo: Photo) {
        // Set Navigation Controller
        self.navigationController = navigationController

        // Set Photo
        self.photo = photo

        // Set Initial View Controller
        self.initialViewController = navigationController.viewControllers.last

        super.init()
    }

    // MARK: - Overrides

    override func start() {
        if UserDefaults.isSignedIn {
            buyPhoto(photo)
        } else {
            showSignIn()
        }
    }

    // MARK: -

    override func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        if viewController === initialViewController {
            didFinish?(self)
        }
    }

    // MARK: - Private API

    private func finish() {
        // Pop Purchase Flow
        if let initialViewController = initialViewController {
            navigationController.popToViewController(initialViewController, animated: true)
        } else {
            navigationController.popToRootViewController(animated: true)
        }

        // Invoke Handler
        didFinish?(self)
    }

    // MARK: - Helper Methods

    private func showSignIn() {
        // Initialize Sign In View Controller
        let signInViewController = SignInViewController.instantiate()

        // Helpers
        let photo = self.photo

        // Install Handlers
        signInViewController.didSignIn = { [weak self] (token) in
            // Update User Defaults
            UserDefaults.token = token

            // Buy Photo
            self?.buyPhoto(photo)
        }

        signInViewController.didCancel = { [weak self] in
            self?.finish()
        }

        // Push View Controller Onto Navigation Stack
        navigationController.pushViewController(signInViewController, animated: true)
    }

    private func buyPhoto(_ photo: Photo) {
        // Initialize Buy View Controller
        let buyViewController = BuyViewController.instantiate()

        // Configure Buy View Controller
        buyViewController.photo = photo

        // Install Handlers
        buyViewController.didBuyPhoto = { [weak self] _ in
            // Update User Defaults
            UserDefaults.buy(photo: photo)

            // Finish
            self?.finish()
        }

        buyViewController.didCancel = { [weak self] in
            self?.finish()
        }

        // Push Buy View Controller Onto Navigation Stack
        navigationController.pushViewController(buyViewController, animated: true)
    }

}
