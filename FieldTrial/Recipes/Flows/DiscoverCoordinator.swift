//
//  DiscoverCoordinator.swift
//  Recipes
//
//  Created by Denis Kovalenko on 22.02.2019.
//

final class DiscoverCoordinator: BaseCoordinator {

    private let factory: RecipesModuleFactory
    private let coordinatorFactory: CoordinatorFactory
    private let router: Router

    init(router: Router, factory: RecipesModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        showRecipeList()
    }

    override func start(with option: DeepLinkOption?) {
        guard let option = option else {
            start()
            return
        }

        switch option {
        case .recipe(let id):
            router.popToRootModule(animated: false)
            runRecipeFlow(recipeId: id)
        case .search, .profileSettings:
            break
        }
    }

    // MARK: - Run current flow's controllers

    private func showRecipeList() {
        let recipeListOutput = factory.makeRecipeListOutput()
        recipeListOutput.onRecipeSelect = { [weak self] recipe in
            self?.runRecipeFlow(recipeId: recipe.id)
        }
        router.setRootModule(recipeListOutput)
    }

    // MARK: - Run coordinators (child flows)

    private func runRecipeFlow(recipeId: String) {
        let coordinator = coordinatorFactory.makeRecipeCoordinator(router: router, recipeId: recipeId)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
