//
//  VerticalBuyCoordinator.swift
//  Photos
//
//  Created by Bart Jacobs on 21/03/2021.
//

import UIKit

class VerticalBuyCoordinator: Coordinator {

    // MARK: - Properties

    private let photo: Photo

    // MARK: -

    private let navigationController: UINavigationController

    // MARK: -

    private let presentingViewController: UIViewController

    // MARK: - Initialization

    init(presentingViewController: UIViewController, photo: Photo) {
        // Set Presenting View Controller
        self.presentingViewController = presentingViewController

        // Set Photo
        self.photo = photo

        // Initialize Navigation Controller
        self.navigationController = UINavigationController()

        super.init()

        // Configure Navigation Controller
        navigationController.delegate = self

        // The sheet can be swiped away; we need to know when that happens.
        navigationController.presentationController?.delegate = self
    }

    // MARK: - Overrides

    override func start() {
        if UserDefaults.isSignedIn {
            buyPhoto(photo)
        } else {
            showSignIn()
        }

        // Present Navigation Controller
        presentingViewController.present(navigationController, animated: true)
    }

    // MARK: - Private API

    private func finish() {
        // Dismiss Navigation Controller
        presentingViewController.dismiss(animated: true)

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
        signInViewController.didSignIn = { [weak self] token in
            guard let self else { return }

            // Update User Defaults
            UserDefaults.token = token

            // Buy Photo
            self.buyPhoto(photo)
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

// MARK: - UIAdaptivePresentationControllerDelegate

extension VerticalBuyCoordinator: UIAdaptivePresentationControllerDelegate {

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        // The user swiped the sheet away: the presenting view controller
        // already dismissed it, we only need to notify the parent.
        didFinish?(self)
    }

}
