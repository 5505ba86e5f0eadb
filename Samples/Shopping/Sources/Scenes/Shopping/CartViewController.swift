//
//  CartViewController.swift
//  Shopping
//
//  Copyright © 2019 STRV. All rights reserved.
//

import UIKit

// MARK: - CartViewController

final class CartViewController: UITableViewController {
    enum Event {
        case didTapPurchase(CartViewController, Cart)
    }

    let events = Signal<Event>()
    var cart: Cart!

    private let errorBanner = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "CartCell")

        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Purchase",
                                                            style: .done,
                                                            target: self,
                                                            action: #selector(purchaseTapped))

        errorBanner.textColor = .systemRed
        errorBanner.textAlignment = .center
        errorBanner.numberOfLines = 0
        errorBanner.isHidden = true
        tableView.tableHeaderView = errorBanner
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationItem.rightBarButtonItem?.isEnabled = !cart.isEmpty
        tableView.reloadData()
    }

    /// Shown inline above the list; a failed purchase is not a navigation.
    func show(error: Error) {
        errorBanner.text = "The purchase failed: \(error.localizedDescription)"
        errorBanner.isHidden = false
        errorBanner.sizeToFit()
        tableView.tableHeaderView = errorBanner
    }

    @objc private func purchaseTapped() {
        errorBanner.isHidden = true
        events.emit(.didTapPurchase(self, cart))
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return cart.itemIDs.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CartCell", for: indexPath)
        cell.textLabel?.text = "Item #\(cart.itemIDs[indexPath.row])"
        return cell
    }
}

// MARK: - PurchaseSuccessViewController

final class PurchaseSuccessViewController: UIViewController {
    enum Event {
        case didTapDone
    }

    let events = Signal<Event>()
    var orderNumber: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Thank you!"
        navigationItem.hidesBackButton = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done,
                                                            target: self,
                                                            action: #selector(doneTapped))

        let label = UILabel()
        label.text = orderNumber.map { "Order \($0) is on its way." } ?? "Your order is on its way."
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }

    @objc private func doneTapped() {
        events.emit(.didTapDone)
    }
}
