//
//  SearchController.swift
//  Recipes
//
//  Created by Ilya Smirnov on 11.09.2020.
//

import UIKit

protocol SearchView: BaseView {
    var onRecipeSelect: ((RecipePreview) -> Void)? { get set }
    func search(for query: String)
}

final class SearchViewModel {

    private let service: RecipesService
    private var currentTask: URLSessionDataTask?
    private var debounceWorkItem: DispatchWorkItem?

    private(set) var results: [RecipePreview] = []
    private(set) var query = ""

    var onResultsChange: (() -> Void)?
    var onError: ((String) -> Void)?

    init(service: RecipesService) {
        self.service = service
    }

    func queryChanged(_ text: String, debounce: TimeInterval = 0.3) {
        debounceWorkItem?.cancel()
        let workItem = DispatchWorkItem { [weak self] in
            self?.performSearch(text)
        }
        debounceWorkItem = workItem
        DispatchQueue.main.asyncAfter(deadline: .now() + debounce, execute: workItem)
    }

    func performSearch(_ text: String) {
        query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        currentTask?.cancel()
        guard query.count >= 2 else {
            results = []
            onResultsChange?()
            return
        }
        currentTask = service.search(query: query) { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .success(let items):
                self.results = items
                self.onResultsChange?()
            case .failure(.transport(let error as URLError)) where error.code == .cancelled:
                break
            case .failure:
                self.onError?("Search is unavailable right now.")
            }
        }
    }
}

final class SearchController: UIViewController, SearchView {

    var onRecipeSelect: ((RecipePreview) -> Void)?

    private let viewModel: SearchViewModel
    private let searchController = UISearchController(searchResultsController: nil)
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let emptyLabel = UILabel()

    init(viewModel: SearchViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        view.backgroundColor = .systemBackground

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Pasta, curry, pancakes…"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true

        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SearchCell")
        tableView.keyboardDismissMode = .onDrag
        view.addSubview(tableView)

        emptyLabel.textAlignment = .center
        emptyLabel.textColor = .secondaryLabel
        tableView.backgroundView = emptyLabel

        viewModel.onResultsChange = { [weak self] in
            guard let self = self else { return }
            self.emptyLabel.text = self.viewModel.results.isEmpty && !self.viewModel.query.isEmpty ? "Nothing found" : nil
            self.tableView.reloadData()
        }
        viewModel.onError = { [weak self] message in
            self?.emptyLabel.text = message
        }
    }

    func search(for query: String) {
        loadViewIfNeeded()
        searchController.searchBar.text = query
        searchController.isActive = true
        viewModel.performSearch(query)
    }
}

extension SearchController: UISearchResultsUpdating {

    func updateSearchResults(for searchController: UISearchController) {
        viewModel.queryChanged(searchController.searchBar.text ?? "")
    }
}

extension SearchController: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return viewModel.results.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SearchCell", for: indexPath)
        let recipe = viewModel.results[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = recipe.title
        content.secondaryText = "\(recipe.durationMinutes) min"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onRecipeSelect?(viewModel.results[indexPath.row])
    }
}
