//
//  MovieCreateOrUpdateCoordinator.swift
//  Movies
//
//  Created and developed by RnDity sp. z o.o. in 2018.
//  Copyright © 2018 RnDity sp. z o.o. All rights reserved.
//

import UIKit
import NavigationFlowCoordinator

class MovieCreateOrUpdateCoordinator: NavigationFlowCoordinator {
    private let service: MoviesServiceProtocol
    private let movieId: String?

    private weak var formViewController: MovieFormViewController?

    init(service: MoviesServiceProtocol = MoviesService.shared, movieId: String?) {
        self.service = service
        self.movieId = movieId
        super.init()
    }

    override func createMainViewController() -> UIViewController? {
        let storyboard = UIStoryboard(name: "MovieForm", bundle: nil)
        let vc = storyboard.instantiateViewController(withIdentifier: "MovieFormViewController") as! MovieFormViewController
        vc.configure(service: service, movieId: movieId)
        vc.flowDelegate = self
        formViewController = vc
        return vc
    }
}

// MARK: - MovieFormFlowDelegate

extension MovieCreateOrUpdateCoordinator: MovieFormFlowDelegate {
    func didSave(movie: Movie) {
        guard let movieId = movieId else {
            // The list coordinator pops back to itself when it sees this.
            send(flowEvent: MovieCreatedFlowEvent(movieId: movie.id))
            return
        }

        formViewController?.showSavedConfirmation()
        send(flowEvent: MovieUpdatedFlowEvent(movieId: movieId))
    }

    func didTapCancel() {
        finish()
    }
}
