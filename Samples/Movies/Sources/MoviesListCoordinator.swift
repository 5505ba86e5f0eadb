//
//  MoviesListCoordinator.swift
//  Movies
//
//  Created by Rafał Urbaniak on 02/08/2017.
//  Copyright © 2017 Rndity. All rights reserved.
//

import UIKit
import NavigationFlowCoordinator

class MoviesListCoordinator: NavigationFlowCoordinator {
    private let service: MoviesServiceProtocol

    private var moviesListViewController: MoviesListViewController!

    init(service: MoviesServiceProtocol) {
        self.service = service
        super.init()
    }

    override func createMainViewController() -> UIViewController? {
        moviesListViewController = MoviesListViewController(service: service)
        moviesListViewController.flowDelegate = self
        return moviesListViewController
    }

    // MARK: - Flow events

    override func handle(flowEvent: FlowEvent) -> Bool {
        switch flowEvent {
        case is MovieCreatedFlowEvent:
            // A new movie: leave the form and show the list with the movie in it.
            moviesListViewController.invalidateMovieData()
            popToNavigationRoot()
            return true
        case is MovieUpdatedFlowEvent:
            moviesListViewController.invalidateMovieData()
            return true
        default:
            return false
        }
    }
}

// MARK: - MovieListFlowDelegate

extension MoviesListCoordinator: MovieListFlowDelegate {
    func didSelectMovie(movieId: String) {
        // starts child coordinator that handles other part of flow
        start(childCoordinator: MovieDetailsCoordinator(service: service, movieId: movieId))
    }

    func addNewMovie() {
        start(childCoordinator: MovieCreateOrUpdateCoordinator(movieId: nil))
    }

    func showAbout() {
        // present view controller being part of flow controlled by this coordinator
        push(viewController: AboutViewController())
    }
}
