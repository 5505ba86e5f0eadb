//
//  ShareController.swift
//  Recipes
//
//  Created by Anna Petrova on 21.06.2021.
//

import UIKit

protocol ShareView: BaseView {
    var onSystemShareTap: ((URL) -> Void)? { get set }
    var onCopyLinkTap: ((URL) -> Void)? { get set }
    var onDone: (() -> Void)? { get set }
}

final class ShareController: UIViewController, ShareView {

    var onSystemShareTap: ((URL) -> Void)?
    var onCopyLinkTap: ((URL) -> Void)?
    var onDone: (() -> Void)?

    private let recipe: Recipe

    init(recipe: Recipe) {
        self.recipe = recipe
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Share recipe"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))

        let titleLabel = UILabel()
        titleLabel.text = recipe.title
        titleLabel.font = .preferredFont(forTextStyle: .title3)
        titleLabel.numberOfLines = 2

        let linkLabel = UILabel()
        linkLabel.text = recipe.shareURL.absoluteString
        linkLabel.textColor = .secondaryLabel
        linkLabel.font = .preferredFont(forTextStyle: .footnote)

        var copyConfiguration = UIButton.Configuration.tinted()
        copyConfiguration.title = "Copy link"
        copyConfiguration.image = UIImage(systemName: "link")
        copyConfiguration.imagePadding = 8
        let copyButton = UIButton(configuration: copyConfiguration, primaryAction: UIAction { [weak self] _ in
            guard let self = self else { return }
            self.onCopyLinkTap?(self.recipe.shareURL)
        })

        var shareConfiguration = UIButton.Configuration.filled()
        shareConfiguration.title = "More options…"
        shareConfiguration.image = UIImage(systemName: "square.and.arrow.up")
        shareConfiguration.imagePadding = 8
        let shareButton = UIButton(configuration: shareConfiguration, primaryAction: UIAction { [weak self] _ in
            guard let self = self else { return }
            self.onSystemShareTap?(self.recipe.shareURL)
        })

        let stack = UIStackView(arrangedSubviews: [titleLabel, linkLabel, copyButton, shareButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.setCustomSpacing(4, after: titleLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }

    @objc private func doneTapped() {
        onDone?()
    }
}
