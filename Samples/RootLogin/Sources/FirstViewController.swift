//
//  FirstViewController.swift
//  RootLogin
//

import UIKit

final class FirstViewController: UIViewController {
    weak var coordinator: RootCoordinator?

    var isLoggedIn = false {
        didSet { updateView() }
    }

    private let greetingLabel = UILabel()
    private let loginButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .systemBackground

        greetingLabel.font = .preferredFont(forTextStyle: .title2)
        greetingLabel.textAlignment = .center
        greetingLabel.numberOfLines = 0

        loginButton.setTitle("Log in", for: .normal)
        loginButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        loginButton.addTarget(self, action: #selector(didTapLogin), for: .touchUpInside)

        let stackView = UIStackView(arrangedSubviews: [greetingLabel, loginButton])
        stackView.axis = .vertical
        stackView.spacing = 20
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)

        NSLayoutConstraint.activate([
            stackView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])

        updateView()
    }

    private func updateView() {
        guard isViewLoaded else { return }
        if isLoggedIn, let user = AuthService.shared.currentUser {
            greetingLabel.text = "Welcome back, \(user.displayName)!"
            loginButton.isHidden = true
        } else {
            greetingLabel.text = "Log in to sync your notes across devices."
            loginButton.isHidden = false
        }
    }

    // MARK: - Actions

    @objc func didTapLogin() {
        coordinator?.openLoginScreen()
    }
}
