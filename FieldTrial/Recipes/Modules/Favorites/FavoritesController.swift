//
//  FavoritesController.swift
//  Recipes
//
//  Created by Ilya Smirnov on 02.10.2020.
//

import UIKit

protocol FavoritesView: BaseView {
    var onRecipeSelect: ((RecipePreview) -> Void)? { get set }
    var onLoginTap: (() -> Void)? { get set }
    func reload()
}

final class FavoritesController: UICollectionViewController, FavoritesView {

    var onRecipeSelect: ((RecipePreview) -> Void)?
    var onLoginTap: (() -> Void)?

    private let service: RecipesService
    private let session: SessionStorage
    private var favorites: [RecipePreview] = []
    private var sessionObserver: NSObjectProtocol?

    private lazy var loginPrompt: UIView = {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "heart")
        configuration.text = "Save recipes you love"
        configuration.secondaryText = "Log in to keep your favorites on all your devices."
        var button = UIButton.Configuration.filled()
        button.title = "Log in"
        configuration.button = button
        configuration.buttonProperties.primaryAction = UIAction { [weak self] _ in
            self?.onLoginTap?()
        }
        return UIContentUnavailableView(configuration: configuration)
    }()

    init(service: RecipesService, session: SessionStorage) {
        self.service = service
        self.session = session
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        if let sessionObserver = sessionObserver {
            NotificationCenter.default.removeObserver(sessionObserver)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Favorites"
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "FavoriteCell")
        sessionObserver = NotificationCenter.default.addObserver(forName: .sessionDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.reload()
        }
        reload()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if session.isAuthorized {
            reload()
        }
    }

    func reload() {
        guard session.isAuthorized else {
            favorites = []
            collectionView.backgroundView = loginPrompt
            collectionView.reloadData()
            return
        }
        collectionView.backgroundView = nil
        service.fetchFavorites { [weak self] result in
            guard let self = self else { return }
            self.favorites = (try? result.get()) ?? []
            self.collectionView.reloadData()
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return favorites.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "FavoriteCell", for: indexPath) as! UICollectionViewListCell
        let recipe = favorites[indexPath.item]
        var content = cell.defaultContentConfiguration()
        content.text = recipe.title
        content.secondaryText = "\(recipe.durationMinutes) min"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        onRecipeSelect?(favorites[indexPath.item])
    }
}
