//
//  ModuleFactoryImp.swift
//  Recipes
//
//  Created by Denis Kovalenko on 16.02.2019.
//

import UIKit
import SwiftUI

final class ModuleFactoryImp:
    OnboardingModuleFactory,
    AuthModuleFactory,
    RecipesModuleFactory,
    CookingModuleFactory,
    ProfileModuleFactory,
    ShareModuleFactory {

    private let recipesService: RecipesService
    private let authService: AuthService
    private let session: SessionStorage

    init(recipesService: RecipesService = RecipesServiceImp(),
         authService: AuthService = AuthServiceImp(),
         session: SessionStorage = .shared) {
        self.recipesService = recipesService
        self.authService = authService
        self.session = session
    }

    // MARK: - Onboarding

    func makeOnboardingModule() -> OnboardingView {
        return OnboardingController.controllerFromStoryboard(.onboarding)
    }

    func makePreferencesModule() -> PreferencesView {
        return PreferencesController.controllerFromStoryboard(.onboarding)
    }

    // MARK: - Auth

    func makeLoginOutput() -> LoginView {
        let controller = LoginController.controllerFromStoryboard(.auth)
        controller.authService = authService
        return controller
    }

    func makeSignUpHandler() -> SignUpView {
        let controller = SignUpController.controllerFromStoryboard(.auth)
        controller.authService = authService
        return controller
    }

    func makeForgotPasswordOutput(email: String?) -> ForgotPasswordView {
        let storyboard = UIStoryboard(name: "Auth", bundle: nil)
        let controller = storyboard.instantiateViewController(withIdentifier: "ForgotPasswordController") as! ForgotPasswordController
        controller.prefilledEmail = email
        controller.authService = authService
        return controller
    }

    // MARK: - Recipes

    func makeRecipeListOutput() -> RecipeListView {
        let controller = RecipeListController.controllerFromStoryboard(.recipes)
        controller.service = recipesService
        return controller
    }

    func makeSearchOutput() -> SearchView {
        return SearchController(viewModel: SearchViewModel(service: recipesService))
    }

    func makeFavoritesOutput() -> FavoritesView {
        return FavoritesController(service: recipesService, session: session)
    }

    func makeRecipeDetailOutput(recipeId: String) -> RecipeDetailController {
        let storyboard = UIStoryboard(name: Storyboards.recipes.rawValue, bundle: nil)
        let controller = storyboard.instantiateViewController(withIdentifier: "RecipeDetailController") as! RecipeDetailController
        controller.viewModel = RecipeDetailViewModel(recipeId: recipeId, service: recipesService)
        return controller
    }

    func makeCommentComposerOutput(recipeId: String) -> CommentComposerView {
        let controller = CommentComposerController(recipeId: recipeId, service: recipesService)
        controller.isModalInPresentation = true
        return controller
    }

    // MARK: - Cooking

    func makeCookingModeOutput(recipe: Recipe) -> CookingModeView {
        return CookingModeController(viewModel: CookingViewModel(recipe: recipe))
    }

    func makeTimerModule(step: CookingStep, onClose: @escaping () -> Void) -> UIViewController {
        let rootView = TimerView(title: step.title,
                                 duration: step.timerDuration ?? 60,
                                 onClose: onClose)
        let controller = UIHostingController(rootView: rootView)
        controller.title = "Step \(step.index + 1)"
        return controller
    }

    // MARK: - Profile

    func makeProfileOutput() -> ProfileView {
        let controller = ProfileController.controllerFromStoryboard(.profile)
        controller.session = session
        return controller
    }

    func makeSettingsOutput() -> SettingsView {
        return SettingsController(session: session)
    }

    func makeEditProfileOutput() -> EditProfileView {
        let controller = EditProfileController(session: session)
        controller.modalPresentationStyle = .pageSheet
        // Unsaved changes must not be lost by a swipe-down.
        controller.isModalInPresentation = true
        return controller
    }

    func makeAboutOutput() -> AboutController {
        return AboutController()
    }

    // MARK: - Share

    func makeShareOutput(recipe: Recipe) -> ShareView {
        return ShareController(recipe: recipe)
    }
}
