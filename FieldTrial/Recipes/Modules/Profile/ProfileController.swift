//
//  ProfileController.swift
//  Recipes
//
//  Created by Denis Kovalenko on 25.02.2019.
//

import UIKit

protocol ProfileView: BaseView {
    var onSettingsTap: (() -> Void)? { get set }
    var onEditProfileTap: (() -> Void)? { get set }
    var onLoginTap: (() -> Void)? { get set }
    func reload()
}

protocol EditProfileView: BaseView {
    var onSave: (() -> Void)? { get set }
    var onCancel: (() -> Void)? { get set }
}

final class ProfileController: UIViewController, ProfileView {

    var onSettingsTap: (() -> Void)?
    var onEditProfileTap: (() -> Void)?
    var onLoginTap: (() -> Void)?

    var session: SessionStorage!

    @IBOutlet private weak var avatarView: UIImageView!
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var emailLabel: UILabel!
    @IBOutlet private weak var bioLabel: UILabel!
    @IBOutlet private weak var editProfileButton: UIButton!
    @IBOutlet private weak var loginButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gearshape"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(settingsTapped))
        avatarView.layer.cornerRadius = 40
        avatarView.clipsToBounds = true
        reload()
    }

    func reload() {
        guard isViewLoaded else { return }
        let user = session.currentUser
        nameLabel.text = user?.displayName ?? "Guest"
        emailLabel.text = user?.email
        bioLabel.text = user?.bio
        editProfileButton.isHidden = user == nil
        loginButton.isHidden = user != nil
    }

    @objc private func settingsTapped() {
        onSettingsTap?()
    }

    @IBAction private func editProfileTapped(_ sender: UIButton) {
        onEditProfileTap?()
    }

    @IBAction private func loginTapped(_ sender: UIButton) {
        onLoginTap?()
    }
}

// MARK: - Edit profile

final class EditProfileController: UIViewController, EditProfileView {

    var onSave: (() -> Void)?
    var onCancel: (() -> Void)?

    private let session: SessionStorage
    private let nameField = UITextField()
    private let bioView = UITextView()
    private let navigationBar = UINavigationBar()

    init(session: SessionStorage) {
        self.session = session
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let item = UINavigationItem(title: "Edit profile")
        item.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(saveTapped))
        navigationBar.setItems([item], animated: false)

        nameField.borderStyle = .roundedRect
        nameField.placeholder = "Display name"
        nameField.text = session.currentUser?.displayName
        bioView.font = .preferredFont(forTextStyle: .body)
        bioView.layer.cornerRadius = 8
        bioView.text = session.currentUser?.bio

        let stack = UIStackView(arrangedSubviews: [nameField, bioView])
        stack.axis = .vertical
        stack.spacing = 12

        [navigationBar, stack].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        NSLayoutConstraint.activate([
            navigationBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            navigationBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            navigationBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: navigationBar.bottomAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            bioView.heightAnchor.constraint(equalToConstant: 140)
        ])
    }

    @objc private func cancelTapped() {
        onCancel?()
    }

    @objc private func saveTapped() {
        guard var user = session.currentUser else {
            onCancel?()
            return
        }
        user.displayName = nameField.text ?? user.displayName
        user.bio = bioView.text
        session.update(user: user)
        onSave?()
    }
}
