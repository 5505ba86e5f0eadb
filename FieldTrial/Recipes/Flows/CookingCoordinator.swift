//
//  CookingCoordinator.swift
//  Recipes
//
//  Created by Anna Petrova on 07.06.2021.
//

import Foundation

protocol CookingCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

/// Step-by-step cooking mode. Runs in its own navigation controller,
/// presented full screen (see `CoordinatorFactoryImp.makeCookingCoordinatorBox`).
final class CookingCoordinator: BaseCoordinator, CookingCoordinatorOutput {

    var finishFlow: (() -> Void)?

    private let recipe: Recipe
    private let router: Router
    private let factory: CookingModuleFactory

    init(recipe: Recipe, router: Router, factory: CookingModuleFactory) {
        self.recipe = recipe
        self.router = router
        self.factory = factory
    }

    override func start() {
        showCookingMode()
    }

    private func showCookingMode() {
        let cookingModule = factory.makeCookingModeOutput(recipe: recipe)
        cookingModule.onTimerTap = { step in
            self.showTimer(for: step)
        }
        cookingModule.onClose = { [weak self] in
            self?.finishFlow?()
        }
        cookingModule.onFinishCooking = { [weak self] in
            guard let self else { return }
            CookingHistory.shared.markCooked(recipeId: self.recipe.id, at: Date())
            self.finishFlow?()
        }
        router.setRootModule(cookingModule, hideBar: true)
    }

    private func showTimer(for step: CookingStep) {
        let timerModule = factory.makeTimerModule(step: step) { [weak self] in
            self?.router.popModule()
        }
        router.push(timerModule)
    }
}
