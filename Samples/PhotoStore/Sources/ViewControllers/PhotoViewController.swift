//
//  PhotoViewController.swift
//  Photos
//
//  Created by Bart Jacobs on 14/03/2021.
//

import UIKit

class PhotoViewController: UIViewController {

    // MARK: - Properties

    @IBOutlet private var titleLabel: UILabel!
    @IBOutlet private var imageView: UIImageView!
    @IBOutlet private var buyButton: UIBarButtonItem!

    // MARK: -

    var photo: Photo?

    // MARK: -

    var didBuyPhoto: ((Photo) -> Void)?

    // MARK: - View Life Cycle

    override func viewDidLoad() {
        super.viewDidLoad()

        // Setup View
        setupView()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)

        // A purchase may have completed while this screen was covered.
        if let photo = photo {
            buyButton.isEnabled = !UserDefaults.didBuy(photo)
        }
    }

    // MARK: - Actions

    @IBAction func buyPhoto(_ sender: Any) {
        guard let photo = photo else {
            return
        }

        // Invoke Handler
        didBuyPhoto?(photo)
    }

    @IBAction func share(_ sender: UIBarButtonItem) {
        guard let photo = photo else {
            return
        }

        // Initialize Activity View Controller
        let activityViewController = UIActivityViewController(activityItems: [photo.title, photo.url], applicationActivities: nil)

        // Configure Activity View Controller
        activityViewController.popoverPresentationController?.barButtonItem = sender

        // The share sheet is a system sheet, like an alert, not a screen of the
        // app's flow: the view controller presents it itself, and flowviz does
        // not count it as navigation (view_controller_navigates leaves it out).
        present(activityViewController, animated: true)
    }

    // MARK: - View Methods

    private func setupView() {
        guard let photo = photo else {
            return
        }

        // Configure Title Label
        title = photo.title
        titleLabel.text = photo.formattedPrice

        // Load Image
        loadImage(for: photo)
    }

    // MARK: - Helper Methods

    private func loadImage(for photo: Photo) {
        URLSession.shared.dataTask(with: photo.url) { [weak self] (data, _, _) in
            guard let data = data else {
                return
            }

            DispatchQueue.main.async {
                self?.imageView.image = UIImage(data: data)
            }
        }.resume()
    }

}
