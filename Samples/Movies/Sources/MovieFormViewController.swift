//
//  MovieFormViewController.swift
//  Movies
//
//  Created by Rafał Urbaniak on 03/08/2017.
//  Copyright © 2017 Rndity. All rights reserved.
//

import UIKit

protocol MovieFormFlowDelegate: AnyObject {
    func didSave(movie: Movie)
    func didTapCancel()
}

class MovieFormViewController: UIViewController {
    weak var flowDelegate: MovieFormFlowDelegate?

    @IBOutlet private weak var titleTextField: UITextField!
    @IBOutlet private weak var yearTextField: UITextField!
    @IBOutlet private weak var genreSegmentedControl: UISegmentedControl!
    @IBOutlet private weak var ratingSlider: UISlider!
    @IBOutlet private weak var overviewTextView: UITextView!
    @IBOutlet private weak var savedLabel: UILabel!

    private var service: MoviesServiceProtocol!
    private var movieId: String?
    private var movie = Movie.empty()

    func configure(service: MoviesServiceProtocol, movieId: String?) {
        self.service = service
        self.movieId = movieId
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = movieId == nil ? "New movie" : "Edit movie"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(saveTapped))
        savedLabel.alpha = 0

        genreSegmentedControl.removeAllSegments()
        for (index, genre) in MovieGenre.allCases.enumerated() {
            genreSegmentedControl.insertSegment(withTitle: genre.displayName, at: index, animated: false)
        }

        if let movieId = movieId {
            service.movie(id: movieId) { [weak self] movie in
                guard let movie = movie else { return }
                self?.movie = movie
                self?.fill(with: movie)
            }
        } else {
            fill(with: movie)
        }
    }

    /// Briefly shows "Saved" after an existing movie was updated.
    func showSavedConfirmation() {
        UIView.animate(withDuration: 0.2, animations: {
            self.savedLabel.alpha = 1
        }, completion: { _ in
            UIView.animate(withDuration: 0.2, delay: 1.5, options: [], animations: {
                self.savedLabel.alpha = 0
            })
        })
    }

    private func fill(with movie: Movie) {
        titleTextField.text = movie.title
        yearTextField.text = String(movie.year)
        genreSegmentedControl.selectedSegmentIndex = MovieGenre.allCases.firstIndex(of: movie.genre) ?? 0
        ratingSlider.value = Float(movie.rating)
        overviewTextView.text = movie.overview
    }

    // MARK: - Actions

    @IBAction private func saveTapped() {
        movie.title = titleTextField.text ?? ""
        movie.year = Int(yearTextField.text ?? "") ?? movie.year
        movie.genre = MovieGenre.allCases[max(genreSegmentedControl.selectedSegmentIndex, 0)]
        movie.rating = Double(ratingSlider.value)
        movie.overview = overviewTextView.text

        guard !movie.title.isEmpty else {
            titleTextField.becomeFirstResponder()
            return
        }

        navigationItem.rightBarButtonItem?.isEnabled = false
        service.save(movie: movie) { [weak self] result in
            guard let self = self else { return }
            self.navigationItem.rightBarButtonItem?.isEnabled = true
            if case .success(let savedMovie) = result {
                self.flowDelegate?.didSave(movie: savedMovie)
            }
        }
    }

    @IBAction private func cancelTapped() {
        flowDelegate?.didTapCancel()
    }
}
