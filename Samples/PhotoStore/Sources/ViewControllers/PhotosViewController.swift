//
//  PhotosViewController.swift
//  Photos
//
//  Created by Bart Jacobs on 14/03/2021.
//

import UIKit

class PhotosViewController: UIViewController, Storyboardable {

    // MARK: - Properties

    @IBOutlet private var signInButton: UIBarButtonItem!
    @IBOutlet private var signOutButton: UIBarButtonItem!

    // MARK: -

    @IBOutlet private var tableView: UITableView! {
        didSet {
            tableView.delegate = self
            tableView.dataSource = self
            tableView.rowHeight = 80.0
        }
    }

    // MARK: -

    private let photos = Photo.photos

    // MARK: -

    var didSignIn: (() -> Void)?
    var didSelectPhoto: ((Photo) -> Void)?

    // MARK: - View Life Cycle

    override func viewDidLoad() {
        super.viewDidLoad()

        // Set Title
        title = "Photos"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)

        // Update View
        updateView()
    }

    // MARK: - Actions

    @IBAction func signIn(_ sender: Any) {
        didSignIn?()
    }

    @IBAction func signOut(_ sender: Any) {
        // Signing out doesn't involve navigation; the view controller
        // simply forgets the token and updates its view.
        UserDefaults.token = nil

        // Update View
        updateView()
    }

    // MARK: - Helper Methods

    private func updateView() {
        let isSignedIn = UserDefaults.isSignedIn

        navigationItem.rightBarButtonItem = isSignedIn ? signOutButton : signInButton

        tableView.reloadData()
    }

}

// MARK: - UITableViewDataSource

extension PhotosViewController: UITableViewDataSource {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return photos.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: PhotoTableViewCell.reuseIdentifier, for: indexPath) as? PhotoTableViewCell else {
            fatalError("Unable to Dequeue Photo Table View Cell")
        }

        // Fetch Photo
        let photo = photos[indexPath.row]

        // Configure Cell
        cell.configure(title: photo.title, url: photo.url, didBuyPhoto: UserDefaults.didBuy(photo))

        return cell
    }

}

// MARK: - UITableViewDelegate

extension PhotosViewController: UITableViewDelegate {

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)

        // Fetch Photo
        let photo = photos[indexPath.row]

        // Invoke Handler
        didSelectPhoto?(photo)
    }

}

// MARK: - PhotoTableViewCell

final class PhotoTableViewCell: UITableViewCell {

    // MARK: - Static Properties

    static let reuseIdentifier = "PhotoTableViewCell"

    // MARK: - Properties

    @IBOutlet private var titleLabel: UILabel!
    @IBOutlet private var thumbnailImageView: UIImageView!
    @IBOutlet private var boughtImageView: UIImageView!

    // MARK: -

    private var dataTask: URLSessionDataTask?

    // MARK: - Overrides

    override func prepareForReuse() {
        super.prepareForReuse()

        dataTask?.cancel()
        thumbnailImageView.image = nil
    }

    // MARK: - Public API

    func configure(title: String, url: URL, didBuyPhoto: Bool) {
        titleLabel.text = title
        boughtImageView.isHidden = !didBuyPhoto

        dataTask = URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
            guard let data = data, let image = UIImage(data: data) else {
                return
            }

            DispatchQueue.main.async {
                self?.thumbnailImageView.image = image
            }
        }

        dataTask?.resume()
    }

}
