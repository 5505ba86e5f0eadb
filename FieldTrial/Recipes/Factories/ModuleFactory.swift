//
//  ModuleFactory.swift
//  Recipes
//
//  Created by Denis Kovalenko on 16.02.2019.
//

import UIKit

protocol OnboardingModuleFactory {
    func makeOnboardingModule() -> OnboardingView
    func makePreferencesModule() -> PreferencesView
}

protocol AuthModuleFactory {
    func makeLoginOutput() -> LoginView
    func makeSignUpHandler() -> SignUpView
    func makeForgotPasswordOutput(email: String?) -> ForgotPasswordView
}

protocol RecipesModuleFactory {
    func makeRecipeListOutput() -> RecipeListView
    func makeSearchOutput() -> SearchView
    func makeFavoritesOutput() -> FavoritesView
    func makeRecipeDetailOutput(recipeId: String) -> RecipeDetailController
    func makeCommentComposerOutput(recipeId: String) -> CommentComposerView
}

protocol CookingModuleFactory {
    func makeCookingModeOutput(recipe: Recipe) -> CookingModeView
    func makeTimerModule(step: CookingStep, onClose: @escaping () -> Void) -> UIViewController
}

protocol ProfileModuleFactory {
    func makeProfileOutput() -> ProfileView
    func makeSettingsOutput() -> SettingsView
    func makeEditProfileOutput() -> EditProfileView
    func makeAboutOutput() -> AboutController
}

protocol ShareModuleFactory {
    func makeShareOutput(recipe: Recipe) -> ShareView
}
