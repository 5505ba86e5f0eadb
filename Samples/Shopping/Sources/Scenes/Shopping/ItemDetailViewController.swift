//
//  ItemDetailViewController.swift
//  Shopping
//
//  Copyright © 2019 STRV. All rights reserved.
//

import UIKit

final class ItemDetailViewController: UIViewController {
    enum Event {
        case didTapCart
        case didSelectAddToCart(itemID: String)
    }

    let events = Signal<Event>()

    var item: ShoppingItem? {
        didSet { updateView() }
    }

    private let nameLabel = UILabel()
    private let priceLabel = UILabel()
    private let addToCartButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "cart"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(cartTapped))

        nameLabel.font = .preferredFont(forTextStyle: .title1)
        addToCartButton.setTitle("Add to cart", for: .normal)
        addToCartButton.addTarget(self, action: #selector(addToCartTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [nameLabel, priceLabel, addToCartButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])

        updateView()
    }

    private func updateView() {
        guard isViewLoaded, let item = item else { return }
        title = item.name
        nameLabel.text = item.name
        priceLabel.text = NumberFormatter.localizedString(from: item.price as NSDecimalNumber, number: .currency)
    }

    // MARK: - Actions

    @objc private func cartTapped() {
        events.emit(.didTapCart)
    }

    @objc private func addToCartTapped() {
        guard let item = item else { return }
        events.emit(.didSelectAddToCart(itemID: item.id))
    }
}
