//
//  FavoritesCoordinator.swift
//  Recipes
//
//  Created by Ilya Smirnov on 02.10.2020.
//

final class FavoritesCoordinator: BaseCoordinator {

    private let factory: RecipesModuleFactory
    private let coordinatorFactory: CoordinatorFactory
    private let router: Router

    private weak var favoritesView: FavoritesView?

    init(router: Router, factory: RecipesModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        showFavorites()
    }

    private func showFavorites() {
        let favoritesOutput = factory.makeFavoritesOutput()
        favoritesOutput.onRecipeSelect = { [weak self] preview in
            self?.runRecipeFlow(recipeId: preview.id)
        }
        favoritesOutput.onLoginTap = { [weak self] in
            self?.runAuthFlow()
        }
        router.setRootModule(favoritesOutput)
        favoritesView = favoritesOutput
    }

    private func runRecipeFlow(recipeId: String) {
        let coordinator = coordinatorFactory.makeRecipeCoordinator(router: router, recipeId: recipeId)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.favoritesView?.reload()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runAuthFlow() {
        let (coordinator, module) = coordinatorFactory.makeAuthCoordinatorBox()
        coordinator.finishFlow = { [weak self] in
            self?.router.dismissModule()
            self?.favoritesView?.reload()
        }
        router.present(module)
        coordinator.start()
    }
}
