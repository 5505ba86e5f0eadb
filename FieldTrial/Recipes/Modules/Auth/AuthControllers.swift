//
//  AuthControllers.swift
//  Recipes
//
//  Created by Denis Kovalenko on 20.02.2019.
//

import UIKit

protocol LoginView: BaseView {
    var onCompleteAuth: (() -> Void)? { get set }
    var onSignUpButtonTap: (() -> Void)? { get set }
    var onForgotPasswordTap: ((String?) -> Void)? { get set }
    var onClose: (() -> Void)? { get set }
}

protocol SignUpView: BaseView {
    var onSignUpComplete: (() -> Void)? { get set }
    var onLoginButtonTap: (() -> Void)? { get set }
}

protocol ForgotPasswordView: BaseView {
    var onResetLinkSent: (() -> Void)? { get set }
}

// MARK: - Login

final class LoginController: UIViewController, LoginView {

    // MARK: - LoginView
    var onCompleteAuth: (() -> Void)?
    var onSignUpButtonTap: (() -> Void)?
    var onForgotPasswordTap: ((String?) -> Void)?
    var onClose: (() -> Void)?

    var authService: AuthService!

    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var passwordField: UITextField!
    @IBOutlet private weak var loginButton: UIButton!
    @IBOutlet private weak var errorLabel: UILabel!
    @IBOutlet private weak var activityIndicator: UIActivityIndicatorView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Log in"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
        errorLabel.isHidden = true
    }

    @objc private func closeTapped() {
        onClose?()
    }

    @IBAction private func loginButtonClicked(_ sender: UIButton) {
        guard let email = emailField.text, !email.isEmpty,
              let password = passwordField.text, !password.isEmpty else {
            show(error: "Enter email and password")
            return
        }
        setLoading(true)
        authService.login(email: email, password: password) { [weak self] result in
            guard let self = self else { return }
            self.setLoading(false)
            switch result {
            case .success:
                self.onCompleteAuth?()
            case .failure(.unauthorized):
                self.show(error: "Wrong email or password")
            case .failure:
                self.show(error: "Something went wrong. Try again later.")
            }
        }
    }

    @IBAction private func signUpClicked(_ sender: UIButton) {
        onSignUpButtonTap?()
    }

    @IBAction private func forgotPasswordClicked(_ sender: UIButton) {
        onForgotPasswordTap?(emailField.text)
    }

    private func show(error: String) {
        errorLabel.text = error
        errorLabel.isHidden = false
    }

    private func setLoading(_ isLoading: Bool) {
        loginButton.isEnabled = !isLoading
        isLoading ? activityIndicator.startAnimating() : activityIndicator.stopAnimating()
    }
}

// MARK: - Sign up

final class SignUpController: UIViewController, SignUpView {

    var onSignUpComplete: (() -> Void)?
    var onLoginButtonTap: (() -> Void)?

    var authService: AuthService!

    @IBOutlet private weak var nameField: UITextField!
    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var passwordField: UITextField!
    @IBOutlet private weak var termsSwitch: UISwitch!
    @IBOutlet private weak var signUpButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Create account"
        termsSwitch.addTarget(self, action: #selector(termsChanged), for: .valueChanged)
        signUpButton.isEnabled = false
    }

    @objc private func termsChanged() {
        signUpButton.isEnabled = termsSwitch.isOn
    }

    @IBAction private func signUpTapped(_ sender: UIButton) {
        guard let name = nameField.text, let email = emailField.text, let password = passwordField.text else { return }
        signUpButton.isEnabled = false
        authService.signUp(name: name, email: email, password: password) { [weak self] result in
            self?.signUpButton.isEnabled = true
            switch result {
            case .success:
                self?.onSignUpComplete?()
            case .failure(let error):
                let alert = UIAlertController(title: "Sign up failed", message: "\(error)", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                self?.present(alert, animated: true)
            }
        }
    }

    @IBAction private func alreadyHaveAccountTapped(_ sender: UIButton) {
        onLoginButtonTap?()
    }
}

// MARK: - Forgot password

final class ForgotPasswordController: UIViewController, ForgotPasswordView {

    var onResetLinkSent: (() -> Void)?

    var prefilledEmail: String?
    var authService: AuthService!

    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var sendButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reset password"
        emailField.text = prefilledEmail
    }

    @IBAction private func sendTapped(_ sender: UIButton) {
        guard let email = emailField.text, email.contains("@") else { return }
        sendButton.isEnabled = false
        authService.resetPassword(email: email) { [weak self] result in
            guard let self = self else { return }
            self.sendButton.isEnabled = true
            guard case .success = result else { return }
            let alert = UIAlertController(title: "Check your inbox",
                                          message: "We've sent a reset link to \(email).",
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
                self.onResetLinkSent?()
            })
            self.present(alert, animated: true)
        }
    }
}
