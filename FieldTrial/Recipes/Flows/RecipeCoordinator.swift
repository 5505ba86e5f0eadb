//
//  RecipeCoordinator.swift
//  Recipes
//
//  Created by Denis Kovalenko on 01.03.2019.
//  Reworked by Ilya Smirnov on 18.11.2020: shared between Discover / Search / Favorites.
//

protocol RecipeCoordinatorOutput: AnyObject {
    /// Called when the recipe detail screen leaves the navigation stack.
    var finishFlow: (() -> Void)? { get set }
}

/// Pushes the recipe detail on the *parent's* navigation stack and owns
/// everything that is started from it (auth, cooking mode, share, comments).
final class RecipeCoordinator: BaseCoordinator, RecipeCoordinatorOutput {

    var finishFlow: (() -> Void)?

    private let recipeId: String
    private let router: Router
    private let factory: RecipesModuleFactory
    private let coordinatorFactory: CoordinatorFactory
    private let session: SessionStorage

    private weak var detailController: RecipeDetailController?

    init(recipeId: String,
         router: Router,
         factory: RecipesModuleFactory,
         coordinatorFactory: CoordinatorFactory,
         session: SessionStorage = .shared) {
        self.recipeId = recipeId
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
        self.session = session
    }

    override func start() {
        showRecipeDetail()
    }

    // MARK: - Run current flow's controllers

    private func showRecipeDetail() {
        let detail = factory.makeRecipeDetailOutput(recipeId: recipeId)
        detail.onFavoriteTap = { [weak self, weak detail] in
            self?.performAuthorized {
                detail?.toggleFavorite()
            }
        }
        detail.onCommentTap = { [weak self] in
            self?.performAuthorized {
                self?.showCommentComposer()
            }
        }
        detail.onStartCooking = { [weak self] recipe in
            self?.runCookingFlow(recipe: recipe)
        }
        detail.onShareTap = { [weak self] recipe in
            self?.runShareFlow(recipe: recipe)
        }
        router.push(detail, animated: true, hideBottomBar: true) { [weak self] in
            self?.finishFlow?()
        }
        detailController = detail
    }

    private func showCommentComposer() {
        let composer = factory.makeCommentComposerOutput(recipeId: recipeId)
        composer.onCommentPosted = { [weak self] in
            self?.detailController?.reloadReviews()
            self?.router.dismissModule()
        }
        composer.onCancel = { [weak self] in
            self?.router.dismissModule()
        }
        router.present(composer)
    }

    private func performAuthorized(_ action: @escaping () -> Void) {
        guard !session.isAuthorized else {
            action()
            return
        }
        runAuthFlow(onSuccess: action)
    }

    // MARK: - Run coordinators (child flows)

    private func runAuthFlow(onSuccess: @escaping () -> Void) {
        let (coordinator, module) = coordinatorFactory.makeAuthCoordinatorBox()
        coordinator.finishFlow = { [weak self, weak coordinator] in
            guard let self = self else { return }
            self.removeDependency(coordinator)
            self.router.dismissModule(animated: true) { [session = self.session] in
                if session.isAuthorized {
                    onSuccess()
                }
            }
        }
        addDependency(coordinator)
        router.present(module)
        coordinator.start()
    }

    private func runCookingFlow(recipe: Recipe) {
        let (coordinator, module) = coordinatorFactory.makeCookingCoordinatorBox(recipe: recipe)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.router.dismissModule()
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        router.present(module)
        coordinator.start()
    }

    private func runShareFlow(recipe: Recipe) {
        let (coordinator, module) = coordinatorFactory.makeShareCoordinatorBox(recipe: recipe)
        coordinator.finishFlow = { [weak self] in
            self?.router.dismissModule()
        }
        addDependency(coordinator)
        router.present(module)
        coordinator.start()
    }
}
