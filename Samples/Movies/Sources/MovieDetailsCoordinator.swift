//
//  MovieDetailsCoordinator.swift
//  Movies
//
//  Created by Rafał Urbaniak on 03/08/2017.
//  Copyright © 2017 Rndity. All rights reserved.
//

import UIKit
import NavigationFlowCoordinator

class MovieDetailsCoordinator: NavigationFlowCoordinator {
    let service: MoviesServiceProtocol
    let movieId: String

    var movieDetailsViewController: MovieDetailsViewController!

    init(service: MoviesServiceProtocol, movieId: String) {
        self.service = service
        self.movieId = movieId
        super.init()
    }

    override func createMainViewController() -> UIViewController? {
        movieDetailsViewController = MovieDetailsViewController(service: service, movieId: movieId)
        movieDetailsViewController.flowDelegate = self
        return movieDetailsViewController
    }

    override func handle(flowEvent: FlowEvent) -> Bool {
        if let movieUpdatedFlowEvent = flowEvent as? MovieUpdatedFlowEvent, movieUpdatedFlowEvent.movieId == movieId {
            movieDetailsViewController.invalidateMovieData()
        }
        // Let the list refresh too.
        return false
    }

    // MARK: - Credits

    private func showCredits() {
        let creditsViewController = MovieCreditsViewController(service: service, movieId: movieId)
        creditsViewController.flowDelegate = self
        push(viewController: creditsViewController)
    }
}

// MARK: - MovieDetailsFlowDelegate

extension MovieDetailsCoordinator: MovieDetailsFlowDelegate {
    func didTapEdit() {
        start(childCoordinator: MovieCreateOrUpdateCoordinator(service: service, movieId: movieId))
    }

    func didTapCredits() {
        // TODO: show the credits once the cast endpoint is live (MOV-142).
    }
}

// MARK: - MovieCreditsFlowDelegate

extension MovieDetailsCoordinator: MovieCreditsFlowDelegate {
    func didTapClose() {
        popLastViewController()
    }
}
