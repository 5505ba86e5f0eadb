//
//  LoginViewController.swift
//  Shopping
//
//  Copyright © 2019 STRV. All rights reserved.
//

import UIKit

final class LoginViewController: UIViewController {
    enum Event {
        case didLogIn
        case didTapCancel
    }

    let events = Signal<Event>()

    private let loginService: LoginService

    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let logInButton = UIButton(type: .system)
    private let errorLabel = UILabel()

    init(loginService: LoginService) {
        self.loginService = loginService
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Log in"

        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel,
                                                           target: self,
                                                           action: #selector(cancelTapped))

        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        errorLabel.textColor = .systemRed
        errorLabel.isHidden = true

        logInButton.setTitle("Log in", for: .normal)
        logInButton.addTarget(self, action: #selector(logInTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, errorLabel, logInButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }

    // MARK: - Actions

    @objc private func logInTapped() {
        guard let email = emailField.text, !email.isEmpty,
              let password = passwordField.text, !password.isEmpty else {
            errorLabel.text = "Enter your email and password."
            errorLabel.isHidden = false
            return
        }

        logInButton.isEnabled = false
        loginService.logIn(email: email, password: password) { [weak self] result in
            guard let self = self else { return }
            self.logInButton.isEnabled = true
            switch result {
            case .success:
                self.events.emit(.didLogIn)
            case .failure(let error):
                self.errorLabel.text = error.localizedDescription
                self.errorLabel.isHidden = false
            }
        }
    }

    @objc private func cancelTapped() {
        events.emit(.didTapCancel)
    }
}
