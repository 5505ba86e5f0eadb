//
//  AboutViewController.swift
//  Movies
//
//  Created by Rafał Urbaniak on 04/08/2017.
//  Copyright © 2017 Rndity. All rights reserved.
//

import UIKit

class AboutViewController: UIViewController {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        view.backgroundColor = .systemBackground

        let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "?"
        textView.isEditable = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.text = """
        Movies \(version)

        A small catalogue of the movies you have watched, built to show how \
        NavigationFlowCoordinator chains coordinators on one navigation stack.
        """

        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            textView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            textView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }
}
