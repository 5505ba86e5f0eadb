//
//  ReviewsController.swift
//  Recipes
//
//  Created by Ilya Smirnov on 30.11.2020.
//

import UIKit

final class ReviewsController: UITableViewController {

    private let viewModel: RecipeDetailViewModel
    private var reviews: [Review] = []

    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()

    init(viewModel: RecipeDetailViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reviews"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ReviewCell")
        viewModel.fetchReviews { [weak self] reviews in
            self?.reviews = reviews
            self?.tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return reviews.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ReviewCell", for: indexPath)
        let review = reviews[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "\(String(repeating: "★", count: review.rating)) \(review.author.name)"
        content.secondaryText = "\(dateFormatter.string(from: review.createdAt)) — \(review.text)"
        content.secondaryTextProperties.numberOfLines = 0
        cell.contentConfiguration = content
        cell.selectionStyle = .none
        return cell
    }
}

// MARK: - Comment composer

protocol CommentComposerView: BaseView {
    var onCommentPosted: (() -> Void)? { get set }
    var onCancel: (() -> Void)? { get set }
}

final class CommentComposerController: UIViewController, CommentComposerView, UITextViewDelegate {

    var onCommentPosted: (() -> Void)?
    var onCancel: (() -> Void)?

    private let recipeId: String
    private let service: RecipesService
    private let textView = UITextView()
    private lazy var postItem = UIBarButtonItem(title: "Post", style: .done, target: self, action: #selector(postTapped))

    init(recipeId: String, service: RecipesService) {
        self.recipeId = recipeId
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let toolbar = UINavigationBar()
        let item = UINavigationItem(title: "Comment")
        item.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        item.rightBarButtonItem = postItem
        toolbar.setItems([item], animated: false)
        postItem.isEnabled = false

        textView.font = .preferredFont(forTextStyle: .body)
        textView.delegate = self

        [toolbar, textView].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        NSLayoutConstraint.activate([
            toolbar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            textView.topAnchor.constraint(equalTo: toolbar.bottomAnchor, constant: 8),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            textView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
        ])
        textView.becomeFirstResponder()
    }

    func textViewDidChange(_ textView: UITextView) {
        postItem.isEnabled = !textView.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    @objc private func cancelTapped() {
        onCancel?()
    }

    @objc private func postTapped() {
        postItem.isEnabled = false
        service.postComment(textView.text, recipeId: recipeId) { [weak self] result in
            switch result {
            case .success:
                self?.onCommentPosted?()
            case .failure:
                self?.postItem.isEnabled = true
            }
        }
    }
}
