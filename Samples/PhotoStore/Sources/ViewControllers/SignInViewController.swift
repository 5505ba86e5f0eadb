//
//  SignInViewController.swift
//  Photos
//
//  Created by Bart Jacobs on 14/03/2021.
//

import UIKit

class SignInViewController: UIViewController, Storyboardable {

    // MARK: - Properties

    @IBOutlet private var emailTextField: UITextField!
    @IBOutlet private var passwordTextField: UITextField!

    // MARK: -

    @IBOutlet private var signInButton: UIButton!
    @IBOutlet private var activityIndicatorView: UIActivityIndicatorView!

    // MARK: -

    var didSignIn: ((String) -> Void)?
    var didCancel: (() -> Void)?

    // MARK: - View Life Cycle

    override func viewDidLoad() {
        super.viewDidLoad()

        // Set Title
        title = "Sign In"

        // Configure Navigation Item
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel(_:)))
    }

    // MARK: - Actions

    @IBAction func signIn(_ sender: Any) {
        guard
            let email = emailTextField.text, !email.isEmpty,
            let password = passwordTextField.text, !password.isEmpty
        else {
            return
        }

        // Update View
        signInButton.isEnabled = false
        activityIndicatorView.startAnimating()

        // Fake a network request.
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { [weak self] in
            self?.activityIndicatorView.stopAnimating()
            self?.signInButton.isEnabled = true

            // Invoke Handler
            self?.didSignIn?(Self.token(email: email, password: password))
        }
    }

    @IBAction func cancel(_ sender: Any) {
        didCancel?()
    }

    // MARK: - Helper Methods

    private static func token(email: String, password: String) -> String {
        return Data("\(email):\(password)".utf8).base64EncodedString()
    }

}
