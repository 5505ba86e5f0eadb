//
//  MovieCreditsViewController.swift
//  Movies
//
//  Created by Rafał Urbaniak on 11/09/2017.
//  Copyright © 2017 Rndity. All rights reserved.
//

import UIKit

protocol MovieCreditsFlowDelegate: AnyObject {
    func didTapClose()
}

final class MovieCreditsViewController: UITableViewController {
    weak var flowDelegate: MovieCreditsFlowDelegate?

    private let service: MoviesServiceProtocol
    private let movieId: String
    private var cast: [CastMember] = []

    init(service: MoviesServiceProtocol, movieId: String) {
        self.service = service
        self.movieId = movieId
        super.init(style: .plain)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cast & crew"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "CastCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(closeTapped))

        service.cast(movieId: movieId) { [weak self] cast in
            self?.cast = cast
            self?.tableView.reloadData()
        }
    }

    @objc private func closeTapped() {
        flowDelegate?.didTapClose()
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return cast.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CastCell", for: indexPath)
        let member = cast[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = member.name
        content.secondaryText = member.role
        cell.contentConfiguration = content
        return cell
    }
}
