//
//  MoviesListViewController.swift
//  Movies
//
//  Created by Rafał Urbaniak on 02/08/2017.
//  Copyright © 2017 Rndity. All rights reserved.
//

import UIKit

protocol MovieListFlowDelegate: AnyObject {
    func didSelectMovie(movieId: String)
    func addNewMovie()
    func showAbout()
}

class MoviesListViewController: UITableViewController {
    weak var flowDelegate: MovieListFlowDelegate?

    private let service: MoviesServiceProtocol
    private var movies: [MovieShortInfo] = []
    private var needsReload = true

    init(service: MoviesServiceProtocol) {
        self.service = service
        super.init(style: .insetGrouped)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Movies"

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MovieCell")
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(reload), for: .valueChanged)

        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "info.circle"), style: .plain, target: self, action: #selector(aboutTapped))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if needsReload {
            reload()
        }
    }

    /// Called by the coordinator when a movie was created or updated.
    func invalidateMovieData() {
        needsReload = true
        if viewIfLoaded?.window != nil {
            reload()
        }
    }

    @objc private func reload() {
        needsReload = false
        service.movies { [weak self] movies in
            self?.movies = movies
            self?.tableView.reloadData()
            self?.refreshControl?.endRefreshing()
        }
    }

    // MARK: - Actions

    @objc private func addTapped() {
        flowDelegate?.addNewMovie()
    }

    @objc private func aboutTapped() {
        flowDelegate?.showAbout()
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return movies.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MovieCell", for: indexPath)
        let movie = movies[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = movie.title
        content.secondaryText = String(movie.year)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        flowDelegate?.didSelectMovie(movieId: movies[indexPath.row].id)
    }
}
