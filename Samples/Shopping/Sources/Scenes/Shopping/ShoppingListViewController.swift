//
//  ShoppingListViewController.swift
//  Shopping
//
//  Copyright © 2019 STRV. All rights reserved.
//

import UIKit

final class ShoppingListViewController: UIViewController {
    enum Event {
        case didSelectItem(itemID: String)
        case didTapCart
        case didTapLogout
    }

    let events = Signal<Event>()
    var dataSource: ShoppingListDataSource!

    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 160, height: 220)
        layout.minimumInteritemSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        collectionView.register(ShoppingItemCell.self, forCellWithReuseIdentifier: ShoppingItemCell.reuseIdentifier)
        return collectionView
    }()

    // MARK: - Lifecycle

    override func loadView() {
        view = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"

        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "cart"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(cartTapped))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Log out",
                                                           style: .plain,
                                                           target: self,
                                                           action: #selector(logoutTapped))

        collectionView.dataSource = dataSource
        collectionView.delegate = self

        dataSource.reload { [weak self] in
            self?.collectionView.reloadData()
        }
    }

    // MARK: - Actions

    @objc private func cartTapped() {
        events.emit(.didTapCart)
    }

    @objc private func logoutTapped() {
        events.emit(.didTapLogout)
    }
}

// MARK: - UICollectionViewDelegate

extension ShoppingListViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView,
                        didSelectItemAt indexPath: IndexPath) {

        let item = dataSource.item(at: indexPath)

        let itemDetailViewController = ItemDetailViewController()
        itemDetailViewController.item = item
        events.emit(.didSelectItem(itemID: item.id))
        self.navigationController?.pushViewController(itemDetailViewController,
                                                      animated: true)

    }
}

// MARK: - ShoppingListDataSource

final class ShoppingListDataSource: NSObject, UICollectionViewDataSource {
    private let service: ShoppingService
    private var items: [ShoppingItem] = []

    init(service: ShoppingService) {
        self.service = service
        super.init()
    }

    func reload(completion: @escaping () -> Void) {
        service.fetchCatalog { [weak self] items in
            self?.items = items
            completion()
        }
    }

    func item(at indexPath: IndexPath) -> ShoppingItem {
        return items[indexPath.item]
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ShoppingItemCell.reuseIdentifier,
                                                      for: indexPath) as! ShoppingItemCell
        cell.configure(with: item(at: indexPath))
        return cell
    }
}

// MARK: - ShoppingItemCell

final class ShoppingItemCell: UICollectionViewCell {
    static let reuseIdentifier = "ShoppingItemCell"

    private let nameLabel = UILabel()
    private let priceLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12

        priceLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [nameLabel, priceLabel])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12)
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with item: ShoppingItem) {
        nameLabel.text = item.name
        priceLabel.text = NumberFormatter.localizedString(from: item.price as NSDecimalNumber, number: .currency)
    }
}
