//
//  AppCoordinator.swift
//  Photos
//
//  Created by Bart Jacobs on 14/03/2021.
//

import UIKit
import Foundation

class AppCoordinator: Coordinator {

    // MARK: - Properties

    private let navigationController = UINavigationController()

    // MARK: - Public API

    var rootViewController: UIViewController {
        return navigationController
    }

    // MARK: - Overrides

    override func start() {
        // Set Navigation Controller Delegate
        navigationController.delegate = self

        // Show Photos
        showPhotos()
    }

    // MARK: -

    override func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        childCoordinators.forEach { (childCoordinator) in
            childCoordinator.navigationController(navigationController, willShow: viewController, animated: animated)
        }
    }

    override func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        childCoordinators.forEach { (childCoordinator) in
            childCoordinator.navigationController(navigationController, didShow: viewController, animated: animated)
        }
    }

    // MARK: - Helper Methods

    private func showPhotos() {
        // Initialize Photos View Controller
        let photosViewController = PhotosViewController.instantiate()

        // Install Handlers
        photosViewController.didSelectPhoto = { [weak self] (photo) in
            self?.showPhoto(photo)
        }

        photosViewController.didSignIn = { [weak self] in
            self?.showSignIn()
        }

        // Push Photos View Controller Onto Navigation Stack
        navigationController.pushViewController(photosViewController, animated: true)
    }

    private func showPhoto(_ photo: Photo) {
        // Initialize Photo View Controller
        let storyboard = UIStoryboard(name: "Main", bundle: .main)
        let photoViewController = storyboard.instantiateViewController(withIdentifier: "PhotoViewController") as! PhotoViewController

        // Configure Photo View Controller
        photoViewController.photo = photo

        // Install Handlers
        photoViewController.didBuyPhoto = { [weak self] (photo) in
            guard let self = self else {
                return
            }

            self.buyPhoto(photo)
        }

        // Push Photo View Controller Onto Navigation Stack
        navigationController.pushViewController(photoViewController, animated: true)
    }

    private func showSignIn() {
        // Initialize Sign In View Controller
        let signInViewController = SignInViewController.instantiate()

        // Install Handlers
        signInViewController.didSignIn = { [weak self] (token) in
            // Update User Defaults
            UserDefaults.token = token

            // Dismiss View Controller
            self?.navigationController.dismiss(animated: true)
        }

        signInViewController.didCancel = { [weak self] in
            self?.navigationController.dismiss(animated: true)
        }

        // Present Sign In View Controller
        navigationController.present(signInViewController, animated: true)
    }

    private func buyPhoto(_ photo: Photo) {
        // The purchase flow is behind a feature flag while the modal
        // variant is being A/B tested.
        switch UserDefaults.purchaseFlowStyle {
        case .pushed:
            // Initialize Buy Coordinator
            let buyCoordinator = BuyCoordinator(navigationController: navigationController, photo: photo)

            // Push Buy Coordinator
            pushCoordinator(buyCoordinator)
        case .modal:
            // Initialize Vertical Buy Coordinator
            let buyCoordinator = VerticalBuyCoordinator(presentingViewController: navigationController, photo: photo)

            // Push Buy Coordinator
            pushCoordinator(buyCoordinator)
        }
    }

}
