//
//  LoginViewController.swift
//  RootLogin
//

import UIKit

final class LoginViewController: UIViewController {
    weak var coordinator: LoginCoordinator?
    var prefilledEmail: String?

    private let emailField = FormTextField(placeholder: "Email")
    private let passwordField = FormTextField(placeholder: "Password")
    private let logInButton = UIButton(type: .system)
    private let cancelButton = UIButton(type: .system)
    private let errorLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        emailField.text = prefilledEmail
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .username
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password

        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0
        errorLabel.isHidden = true

        logInButton.setTitle("Log in", for: .normal)
        logInButton.addTarget(self, action: #selector(didLogIn), for: .touchUpInside)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addTarget(self, action: #selector(didCancel), for: .touchUpInside)

        let stackView = UIStackView(arrangedSubviews: [emailField, passwordField, errorLabel, spinner, logInButton, cancelButton])
        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)

        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 48),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }

    // MARK: - Actions

    @objc private func didLogIn() {
        guard emailField.isValid, passwordField.isValid else {
            show(message: "Please fill in both fields.")
            return
        }

        setLoading(true)
        AuthService.shared.logIn(email: emailField.text ?? "", password: passwordField.text ?? "") { [weak self] result in
            guard let self = self else { return }
            self.setLoading(false)
            switch result {
            case .success(let user):
                self.coordinator?.loginSucceeded(user: user)
            case .failure(let error):
                self.show(message: error.localizedDescription)
            }
        }
    }

    @objc private func didCancel() {
        coordinator?.loginCancelled()
    }

    // MARK: - Helpers

    private func setLoading(_ isLoading: Bool) {
        logInButton.isEnabled = !isLoading
        isLoading ? spinner.startAnimating() : spinner.stopAnimating()
    }

    private func show(message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
    }
}
