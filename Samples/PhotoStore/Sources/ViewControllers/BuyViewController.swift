//
//  BuyViewController.swift
//  Photos
//
//  Created by Bart Jacobs on 14/03/2021.
//

import UIKit

class BuyViewController: UIViewController, Storyboardable {

    // MARK: - Properties

    @IBOutlet private var titleLabel: UILabel!
    @IBOutlet private var priceLabel: UILabel!
    @IBOutlet private var buyButton: UIButton!

    // MARK: -

    var photo: Photo?

    // MARK: -

    var didBuyPhoto: ((Photo) -> Void)?
    var didCancel: (() -> Void)?

    // MARK: - View Life Cycle

    override func viewDidLoad() {
        super.viewDidLoad()

        // Set Title
        title = "Buy"

        // Configure Navigation Item
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel(_:)))

        // Setup View
        setupView()
    }

    // MARK: - Actions

    @IBAction func buyPhoto(_ sender: Any) {
        guard let photo = photo else {
            return
        }

        // Invoke Handler
        didBuyPhoto?(photo)
    }

    @IBAction func cancel(_ sender: Any) {
        didCancel?()
    }

    // MARK: - View Methods

    private func setupView() {
        guard let photo = photo else {
            return
        }

        titleLabel.text = photo.title
        priceLabel.text = photo.formattedPrice
        buyButton.setTitle("Buy for \(photo.formattedPrice)", for: .normal)
    }

}
