//
//  OnboardingViewControllers.swift
//  Shopping
//
//  Copyright © 2019 STRV. All rights reserved.
//

import UIKit

// MARK: - WelcomeViewController

final class WelcomeViewController: UIViewController {
    enum Event {
        case didTapContinue
        case didTapSkip
    }

    let events = Signal<Event>()

    private let titleLabel = UILabel()
    private let continueButton = UIButton(type: .system)
    private let skipButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Welcome to Shopping"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center

        continueButton.setTitle("Continue", for: .normal)
        continueButton.addTarget(self, action: #selector(continueTapped), for: .touchUpInside)

        skipButton.setTitle("Skip", for: .normal)
        skipButton.addTarget(self, action: #selector(skipTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [titleLabel, continueButton, skipButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }

    @objc private func continueTapped() {
        events.emit(.didTapContinue)
    }

    @objc private func skipTapped() {
        events.emit(.didTapSkip)
    }
}

// MARK: - NotificationsPermissionViewController

final class NotificationsPermissionViewController: UIViewController {
    enum Event {
        case didTapAllow
        case didTapNotNow
    }

    let events = Signal<Event>()

    private let explanationLabel = UILabel()
    private let allowButton = UIButton(type: .system)
    private let notNowButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        explanationLabel.text = "Turn on notifications to hear about price drops on items in your cart."
        explanationLabel.numberOfLines = 0
        explanationLabel.textAlignment = .center

        allowButton.setTitle("Allow notifications", for: .normal)
        allowButton.addTarget(self, action: #selector(allowTapped), for: .touchUpInside)

        notNowButton.setTitle("Not now", for: .normal)
        notNowButton.addTarget(self, action: #selector(notNowTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [explanationLabel, allowButton, notNowButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }

    @objc private func allowTapped() {
        events.emit(.didTapAllow)
    }

    @objc private func notNowTapped() {
        events.emit(.didTapNotNow)
    }
}
