//
//  CookingModeController.swift
//  Recipes
//
//  Created by Anna Petrova on 07.06.2021.
//

import UIKit

protocol CookingModeView: BaseView {
    var onTimerTap: ((CookingStep) -> Void)? { get set }
    var onClose: (() -> Void)? { get set }
    var onFinishCooking: (() -> Void)? { get set }
}

final class CookingHistory {

    static let shared = CookingHistory()

    private let key = "cooking.history"

    func markCooked(recipeId: String, at date: Date) {
        var history = UserDefaults.standard.dictionary(forKey: key) as? [String: Date] ?? [:]
        history[recipeId] = date
        UserDefaults.standard.set(history, forKey: key)
    }

    func lastCooked(recipeId: String) -> Date? {
        return (UserDefaults.standard.dictionary(forKey: key) as? [String: Date])?[recipeId]
    }
}

final class CookingViewModel {

    let recipe: Recipe
    private(set) var currentIndex = 0

    var onStepChange: ((CookingStep, _ index: Int, _ total: Int) -> Void)?

    init(recipe: Recipe) {
        self.recipe = recipe
    }

    var currentStep: CookingStep {
        return recipe.steps[currentIndex]
    }

    var isLastStep: Bool {
        return currentIndex == recipe.steps.count - 1
    }

    var canGoBack: Bool {
        return currentIndex > 0
    }

    func next() {
        guard !isLastStep else { return }
        currentIndex += 1
        notify()
    }

    func previous() {
        guard canGoBack else { return }
        currentIndex -= 1
        notify()
    }

    func notify() {
        onStepChange?(currentStep, currentIndex, recipe.steps.count)
    }
}

final class CookingModeController: UIViewController, CookingModeView {

    var onTimerTap: ((CookingStep) -> Void)?
    var onClose: (() -> Void)?
    var onFinishCooking: (() -> Void)?

    private let viewModel: CookingViewModel

    private let progressView = UIProgressView(progressViewStyle: .bar)
    private let stepLabel = UILabel()
    private let instructionLabel = UILabel()
    private let timerButton = UIButton(configuration: .tinted())
    private let backButton = UIButton(configuration: .gray())
    private let nextButton = UIButton(configuration: .filled())
    private let closeButton = UIButton(type: .close)

    init(viewModel: CookingViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        setupLayout()

        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        timerButton.addTarget(self, action: #selector(timerTapped), for: .touchUpInside)
        backButton.addTarget(self, action: #selector(backTapped), for: .touchUpInside)
        nextButton.addTarget(self, action: #selector(nextTapped), for: .touchUpInside)

        viewModel.onStepChange = { [weak self] step, index, total in
            self?.render(step: step, index: index, total: total)
        }
        viewModel.notify()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Hands are usually busy: keep the screen on while cooking.
        UIApplication.shared.isIdleTimerDisabled = true
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isBeingDismissed || navigationController?.isBeingDismissed == true {
            UIApplication.shared.isIdleTimerDisabled = false
        }
    }

    private func setupLayout() {
        instructionLabel.numberOfLines = 0
        instructionLabel.font = .preferredFont(forTextStyle: .title2)
        stepLabel.font = .preferredFont(forTextStyle: .headline)
        stepLabel.textColor = .secondaryLabel
        timerButton.configuration?.image = UIImage(systemName: "timer")
        backButton.configuration?.title = "Back"

        let buttons = UIStackView(arrangedSubviews: [backButton, nextButton])
        buttons.distribution = .fillEqually
        buttons.spacing = 12

        let stack = UIStackView(arrangedSubviews: [progressView, stepLabel, instructionLabel, timerButton, UIView(), buttons])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        view.addSubview(closeButton)

        NSLayoutConstraint.activate([
            closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            closeButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: closeButton.bottomAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
        ])
    }

    private func render(step: CookingStep, index: Int, total: Int) {
        progressView.setProgress(Float(index + 1) / Float(max(total, 1)), animated: true)
        stepLabel.text = "Step \(index + 1) of \(total) · \(step.title)"
        instructionLabel.text = step.instruction
        timerButton.isHidden = step.timerDuration == nil
        if let duration = step.timerDuration {
            timerButton.configuration?.title = "Start \(Int(duration / 60)) min timer"
        }
        backButton.isEnabled = viewModel.canGoBack
        nextButton.configuration?.title = viewModel.isLastStep ? "Finish" : "Next"
    }

    // MARK: - Actions

    @objc private func closeTapped() {
        onClose?()
    }

    @objc private func timerTapped() {
        onTimerTap?(viewModel.currentStep)
    }

    @objc private func backTapped() {
        viewModel.previous()
    }

    @objc private func nextTapped() {
        if viewModel.isLastStep {
            onFinishCooking?()
        } else {
            viewModel.next()
        }
    }
}
