//
//  CoordinatorFactory.swift
//  Recipes
//
//  Created by Denis Kovalenko on 16.02.2019.
//

import UIKit

protocol CoordinatorFactory {

    func makeOnboardingCoordinator(router: Router) -> Coordinator & OnboardingCoordinatorOutput

    func makeTabbarCoordinator() -> (configurator: Coordinator, toPresent: Presentable?)

    func makeAuthCoordinatorBox() -> (configurator: Coordinator & AuthCoordinatorOutput, toPresent: Presentable?)
    func makeAuthCoordinatorBox(navController: UINavigationController?) -> (configurator: Coordinator & AuthCoordinatorOutput, toPresent: Presentable?)

    func makeDiscoverCoordinator(navController: UINavigationController) -> Coordinator
    func makeSearchCoordinator(navController: UINavigationController) -> Coordinator
    func makeFavoritesCoordinator(navController: UINavigationController) -> Coordinator
    func makeProfileCoordinator(navController: UINavigationController) -> Coordinator

    func makeRecipeCoordinator(router: Router, recipeId: String) -> Coordinator & RecipeCoordinatorOutput

    func makeCookingCoordinatorBox(recipe: Recipe) -> (configurator: Coordinator & CookingCoordinatorOutput, toPresent: Presentable?)
    func makeShareCoordinatorBox(recipe: Recipe) -> (configurator: Coordinator & ShareCoordinatorOutput, toPresent: Presentable?)
}

final class CoordinatorFactoryImp: CoordinatorFactory {

    func makeOnboardingCoordinator(router: Router) -> Coordinator & OnboardingCoordinatorOutput {
        return OnboardingCoordinator(router: router, factory: ModuleFactoryImp())
    }

    func makeTabbarCoordinator() -> (configurator: Coordinator, toPresent: Presentable?) {
        let controller = TabbarController.controllerFromStoryboard(.main)
        let coordinator = TabbarCoordinator(tabbarView: controller, coordinatorFactory: CoordinatorFactoryImp())
        return (coordinator, controller)
    }

    func makeAuthCoordinatorBox() -> (configurator: Coordinator & AuthCoordinatorOutput, toPresent: Presentable?) {
        return makeAuthCoordinatorBox(navController: nil)
    }

    func makeAuthCoordinatorBox(navController: UINavigationController?) -> (configurator: Coordinator & AuthCoordinatorOutput, toPresent: Presentable?) {
        let navigation = navigationController(navController)
        navigation.modalPresentationStyle = .formSheet
        navigation.isModalInPresentation = true
        let router = self.router(navigation)
        let coordinator = AuthCoordinator(router: router, factory: ModuleFactoryImp())
        return (coordinator, router)
    }

    func makeDiscoverCoordinator(navController: UINavigationController) -> Coordinator {
        return DiscoverCoordinator(router: router(navController),
                                   factory: ModuleFactoryImp(),
                                   coordinatorFactory: CoordinatorFactoryImp())
    }

    func makeSearchCoordinator(navController: UINavigationController) -> Coordinator {
        return SearchCoordinator(router: router(navController),
                                 factory: ModuleFactoryImp(),
                                 coordinatorFactory: CoordinatorFactoryImp())
    }

    func makeFavoritesCoordinator(navController: UINavigationController) -> Coordinator {
        return FavoritesCoordinator(router: router(navController),
                                    factory: ModuleFactoryImp(),
                                    coordinatorFactory: CoordinatorFactoryImp())
    }

    func makeProfileCoordinator(navController: UINavigationController) -> Coordinator {
        return ProfileCoordinator(router: router(navController),
                                  factory: ModuleFactoryImp(),
                                  coordinatorFactory: CoordinatorFactoryImp())
    }

    func makeRecipeCoordinator(router: Router, recipeId: String) -> Coordinator & RecipeCoordinatorOutput {
        return RecipeCoordinator(recipeId: recipeId,
                                 router: router,
                                 factory: ModuleFactoryImp(),
                                 coordinatorFactory: CoordinatorFactoryImp())
    }

    func makeCookingCoordinatorBox(recipe: Recipe) -> (configurator: Coordinator & CookingCoordinatorOutput, toPresent: Presentable?) {
        let navigation = UINavigationController()
        navigation.modalPresentationStyle = .fullScreen
        let router = RouterImp(rootController: navigation)
        let coordinator = CookingCoordinator(recipe: recipe, router: router, factory: ModuleFactoryImp())
        return (coordinator, router)
    }

    func makeShareCoordinatorBox(recipe: Recipe) -> (configurator: Coordinator & ShareCoordinatorOutput, toPresent: Presentable?) {
        let navigation = UINavigationController()
        navigation.modalPresentationStyle = .pageSheet
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        let coordinator = ShareCoordinator(recipe: recipe,
                                           router: RouterImp(rootController: navigation),
                                           factory: ModuleFactoryImp())
        return (coordinator, navigation)
    }

    // MARK: - Private

    private func router(_ navController: UINavigationController?) -> Router {
        return RouterImp(rootController: navigationController(navController))
    }

    private func navigationController(_ navController: UINavigationController?) -> UINavigationController {
        if let navController = navController {
            return navController
        } else {
            return UINavigationController.controllerFromStoryboard(.main)
        }
    }
}
