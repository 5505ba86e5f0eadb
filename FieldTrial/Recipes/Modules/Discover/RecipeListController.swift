//
//  RecipeListController.swift
//  Recipes
//
//  Created by Denis Kovalenko on 23.02.2019.
//

import UIKit

protocol RecipeListView: BaseView {
    var onRecipeSelect: ((RecipePreview) -> Void)? { get set }
}

final class RecipeListController: UITableViewController, RecipeListView {

    // MARK: - RecipeListView
    var onRecipeSelect: ((RecipePreview) -> Void)?

    var service: RecipesService!

    private var recipes: [RecipePreview] = []
    private var page = 0
    private var isLoading = false
    private var reachedEnd = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Discover"
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
        loadNextPage()
    }

    @objc private func refresh() {
        page = 0
        reachedEnd = false
        recipes = []
        loadNextPage()
    }

    private func loadNextPage() {
        guard !isLoading, !reachedEnd else { return }
        isLoading = true
        service.fetchFeed(page: page) { [weak self] result in
            guard let self = self else { return }
            self.isLoading = false
            self.refreshControl?.endRefreshing()
            switch result {
            case .success(let items):
                self.reachedEnd = items.isEmpty
                self.recipes += items
                self.page += 1
                self.tableView.reloadData()
            case .failure(let error):
                print("Feed error: \(error)")
            }
        }
    }

    // MARK: - Table view

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
        let recipe = recipes[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = recipe.title
        content.secondaryText = "\(recipe.durationMinutes) min"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == recipes.count - 5 {
            loadNextPage()
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onRecipeSelect?(recipes[indexPath.row])
    }
}
