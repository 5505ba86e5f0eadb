//
//  OnboardingController.swift
//  Recipes
//
//  Created by Denis Kovalenko on 20.02.2019.
//

import UIKit

protocol OnboardingView: BaseView {
    var onFinish: (() -> Void)? { get set }
    var onSkip: (() -> Void)? { get set }
}

protocol PreferencesView: BaseView {
    var onDone: (([DietaryPreference]) -> Void)? { get set }
}

enum UserPreferences {

    private static let key = "user.dietaryPreferences"

    static var dietary: [DietaryPreference] {
        get {
            let raw = UserDefaults.standard.stringArray(forKey: key) ?? []
            return raw.compactMap(DietaryPreference.init(rawValue:))
        }
        set {
            UserDefaults.standard.set(newValue.map { $0.rawValue }, forKey: key)
        }
    }
}

struct OnboardingPage {
    let imageName: String
    let title: String
    let subtitle: String

    static let all: [OnboardingPage] = [
        OnboardingPage(imageName: "onboarding-discover", title: "Discover", subtitle: "Thousands of recipes picked for you every day."),
        OnboardingPage(imageName: "onboarding-cook", title: "Cook step by step", subtitle: "Hands-free cooking mode with built-in timers."),
        OnboardingPage(imageName: "onboarding-save", title: "Save favorites", subtitle: "Keep the recipes you love in one place.")
    ]
}

final class OnboardingController: UIViewController, OnboardingView {

    // MARK: - OnboardingView
    var onFinish: (() -> Void)?
    var onSkip: (() -> Void)?

    @IBOutlet private weak var collectionView: UICollectionView!
    @IBOutlet private weak var pageControl: UIPageControl!
    @IBOutlet private weak var nextButton: UIButton!

    private let pages = OnboardingPage.all

    override func viewDidLoad() {
        super.viewDidLoad()
        pageControl.numberOfPages = pages.count
        collectionView.dataSource = self
        collectionView.delegate = self
        updateButton()
    }

    @IBAction private func nextButtonTapped(_ sender: UIButton) {
        let next = pageControl.currentPage + 1
        guard next < pages.count else {
            onFinish?()
            return
        }
        collectionView.scrollToItem(at: IndexPath(item: next, section: 0), at: .centeredHorizontally, animated: true)
        pageControl.currentPage = next
        updateButton()
    }

    @IBAction private func skipButtonTapped(_ sender: UIButton) {
        onSkip?()
    }

    private func updateButton() {
        let isLast = pageControl.currentPage == pages.count - 1
        nextButton.setTitle(isLast ? "Get started" : "Next", for: .normal)
    }
}

extension OnboardingController: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return pages.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "OnboardingPageCell", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        let page = pages[indexPath.item]
        content.image = UIImage(named: page.imageName)
        content.text = page.title
        content.secondaryText = page.subtitle
        cell.contentConfiguration = content
        return cell
    }

    func collectionView(_ collectionView: UICollectionView,
                        layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        return collectionView.bounds.size
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int(round(scrollView.contentOffset.x / max(scrollView.bounds.width, 1)))
        updateButton()
    }
}

// MARK: - Preferences

final class PreferencesController: UITableViewController, PreferencesView {

    var onDone: (([DietaryPreference]) -> Void)?

    private let options = DietaryPreference.allCases
    private var selected = Set<DietaryPreference>(UserPreferences.dietary)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Your diet"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PreferenceCell")

        // The onboarding stack hides the navigation bar, so "Continue" lives in the footer.
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let continueButton = UIButton(configuration: configuration)
        continueButton.addTarget(self, action: #selector(doneTapped), for: .touchUpInside)
        continueButton.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 56)
        tableView.tableFooterView = continueButton
    }

    @objc private func doneTapped() {
        onDone?(options.filter { selected.contains($0) })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PreferenceCell", for: indexPath)
        let option = options[indexPath.row]
        cell.textLabel?.text = option.title
        cell.accessoryType = selected.contains(option) ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let option = options[indexPath.row]
        if selected.contains(option) {
            selected.remove(option)
        } else {
            selected.insert(option)
        }
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }
}
