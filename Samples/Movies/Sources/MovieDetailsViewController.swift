//
//  MovieDetailsViewController.swift
//  Movies
//
//  Created by Rafał Urbaniak on 03/08/2017.
//  Copyright © 2017 Rndity. All rights reserved.
//

import UIKit

protocol MovieDetailsFlowDelegate: AnyObject {
    func didTapEdit()
    func didTapCredits()
}

class MovieDetailsViewController: UIViewController {
    weak var flowDelegate: MovieDetailsFlowDelegate?

    private let service: MoviesServiceProtocol
    private let movieId: String

    private let titleLabel = UILabel()
    private let metadataLabel = UILabel()
    private let overviewLabel = UILabel()
    private let creditsButton = UIButton(type: .system)

    init(service: MoviesServiceProtocol, movieId: String) {
        self.service = service
        self.movieId = movieId
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: #selector(editTapped))

        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.numberOfLines = 0
        metadataLabel.textColor = .secondaryLabel
        overviewLabel.numberOfLines = 0
        creditsButton.setTitle("Cast & crew", for: .normal)
        creditsButton.addTarget(self, action: #selector(creditsTapped), for: .touchUpInside)

        let stackView = UIStackView(arrangedSubviews: [titleLabel, metadataLabel, overviewLabel, creditsButton])
        stackView.axis = .vertical
        stackView.spacing = 8
        stackView.alignment = .leading
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])

        loadMovie()
    }

    /// Called by the coordinator when the movie was edited.
    func invalidateMovieData() {
        loadMovie()
    }

    private func loadMovie() {
        service.movie(id: movieId) { [weak self] movie in
            guard let self = self, let movie = movie else { return }
            self.title = movie.title
            self.titleLabel.text = movie.title
            self.metadataLabel.text = "\(movie.year) · \(movie.genre.displayName) · ★ \(String(format: "%.1f", movie.rating))"
            self.overviewLabel.text = movie.overview
        }
    }

    // MARK: - Actions

    @objc private func editTapped() {
        flowDelegate?.didTapEdit()
    }

    @objc private func creditsTapped() {
        flowDelegate?.didTapCredits()
    }
}
