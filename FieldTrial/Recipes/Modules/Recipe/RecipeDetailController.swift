//
//  RecipeDetailController.swift
//  Recipes
//
//  Created by Denis Kovalenko on 01.03.2019.
//

import UIKit

final class RecipeDetailViewModel {

    enum State {
        case loading
        case loaded(Recipe)
        case failed(APIError)
    }

    let recipeId: String
    private let service: RecipesService

    private(set) var state: State = .loading {
        didSet { onStateChange?(state) }
    }
    var onStateChange: ((State) -> Void)?

    var recipe: Recipe? {
        if case .loaded(let recipe) = state { return recipe }
        return nil
    }

    init(recipeId: String, service: RecipesService) {
        self.recipeId = recipeId
        self.service = service
    }

    func load() {
        state = .loading
        service.fetchRecipe(id: recipeId) { [weak self] result in
            switch result {
            case .success(let recipe): self?.state = .loaded(recipe)
            case .failure(let error): self?.state = .failed(error)
            }
        }
    }

    func toggleFavorite() {
        guard var recipe = recipe else { return }
        recipe.isFavorite.toggle()
        state = .loaded(recipe)
        service.setFavorite(recipe.isFavorite, recipeId: recipe.id) { [weak self] result in
            if case .failure = result {
                recipe.isFavorite.toggle()
                self?.state = .loaded(recipe)
            }
        }
    }

    func fetchReviews(completion: @escaping ([Review]) -> Void) {
        service.fetchReviews(recipeId: recipeId) { result in
            completion((try? result.get()) ?? [])
        }
    }
}

final class RecipeDetailController: UIViewController {

    var onFavoriteTap: (() -> Void)?
    var onCommentTap: (() -> Void)?
    var onStartCooking: ((Recipe) -> Void)?
    var onShareTap: ((Recipe) -> Void)?

    var viewModel: RecipeDetailViewModel!

    @IBOutlet private weak var imageView: UIImageView!
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var summaryLabel: UILabel!
    @IBOutlet private weak var metaLabel: UILabel!
    @IBOutlet private weak var ingredientsStack: UIStackView!
    @IBOutlet private weak var ratingLabel: UILabel!
    @IBOutlet private weak var allReviewsButton: UIButton!
    @IBOutlet private weak var startCookingButton: UIButton!
    @IBOutlet private weak var activityIndicator: UIActivityIndicatorView!

    private lazy var favoriteItem = UIBarButtonItem(image: UIImage(systemName: "heart"),
                                                    style: .plain,
                                                    target: self,
                                                    action: #selector(favoriteTapped))

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(shareTapped)),
            favoriteItem
        ]
        viewModel.onStateChange = { [weak self] state in
            self?.render(state)
        }
        viewModel.load()
    }

    func toggleFavorite() {
        viewModel.toggleFavorite()
    }

    func reloadReviews() {
        viewModel.load()
    }

    private func render(_ state: RecipeDetailViewModel.State) {
        switch state {
        case .loading:
            activityIndicator.startAnimating()
            startCookingButton.isEnabled = false
        case .failed:
            activityIndicator.stopAnimating()
            summaryLabel.text = "Couldn't load the recipe."
        case .loaded(let recipe):
            activityIndicator.stopAnimating()
            startCookingButton.isEnabled = !recipe.steps.isEmpty
            titleLabel.text = recipe.title
            summaryLabel.text = recipe.summary
            metaLabel.text = "\(recipe.durationMinutes) min · \(recipe.servings) servings · \(recipe.difficulty.rawValue)"
            ratingLabel.text = String(format: "★ %.1f", recipe.rating)
            allReviewsButton.setTitle("All reviews (\(recipe.reviewsCount))", for: .normal)
            favoriteItem.image = UIImage(systemName: recipe.isFavorite ? "heart.fill" : "heart")
            ingredientsStack.arrangedSubviews.forEach { $0.removeFromSuperview() }
            recipe.ingredients.forEach { ingredient in
                let label = UILabel()
                label.text = "• " + ingredient.displayText
                label.numberOfLines = 0
                ingredientsStack.addArrangedSubview(label)
            }
        }
    }

    // MARK: - Actions

    @objc private func favoriteTapped() {
        onFavoriteTap?()
    }

    @objc private func shareTapped() {
        guard let recipe = viewModel.recipe else { return }
        onShareTap?(recipe)
    }

    @IBAction private func startCookingTapped(_ sender: UIButton) {
        guard let recipe = viewModel.recipe else { return }
        onStartCooking?(recipe)
    }

    @IBAction private func writeCommentTapped(_ sender: UIButton) {
        onCommentTap?()
    }

    @IBAction private func allReviewsTapped(_ sender: UIButton) {
        let reviewsController = ReviewsController(viewModel: viewModel)
        navigationController?.pushViewController(reviewsController, animated: true)
    }
}
