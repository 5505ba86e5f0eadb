//
//  SearchCoordinator.swift
//  Recipes
//
//  Created by Ilya Smirnov on 11.09.2020.
//

final class SearchCoordinator: BaseCoordinator {

    private let factory: RecipesModuleFactory
    private let coordinatorFactory: CoordinatorFactory
    private let router: Router

    private weak var searchView: SearchView?

    init(router: Router, factory: RecipesModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        let searchOutput = factory.makeSearchOutput()
        searchOutput.onRecipeSelect = { [weak self] preview in
            guard let self = self else { return }
            self.runRecipeFlow(recipeId: preview.id)
        }
        router.setRootModule(searchOutput)
        searchView = searchOutput
    }

    override func start(with option: DeepLinkOption?) {
        switch option {
        case .search(let query)?:
            if searchView == nil {
                start()
            }
            router.popToRootModule(animated: false)
            searchView?.search(for: query)
        case nil:
            start()
        default:
            break
        }
    }

    private func runRecipeFlow(recipeId: String) {
        let recipeCoordinator = coordinatorFactory.makeRecipeCoordinator(router: router, recipeId: recipeId)
        recipeCoordinator.finishFlow = { [weak self, weak recipeCoordinator] in
            self?.removeDependency(recipeCoordinator)
        }
        addDependency(recipeCoordinator)
        recipeCoordinator.start()
    }
}
