//
//  AuthCoordinator.swift
//  Recipes
//
//  Created by Denis Kovalenko on 20.02.2019.
//

protocol AuthCoordinatorOutput: AnyObject {
    /// Called both on successful auth and on cancel.
    /// Check `SessionStorage.shared.isAuthorized` to tell them apart.
    var finishFlow: (() -> Void)? { get set }
}

final class AuthCoordinator: BaseCoordinator, AuthCoordinatorOutput {

    var finishFlow: (() -> Void)?

    private let factory: AuthModuleFactory
    private let router: Router

    init(router: Router, factory: AuthModuleFactory) {
        self.factory = factory
        self.router = router
    }

    override func start() {
        showLogin()
    }

    // MARK: - Run current flow's controllers

    private func showLogin() {
        let loginOutput = factory.makeLoginOutput()
        loginOutput.onCompleteAuth = { [weak self] in
            self?.finishFlow?()
        }
        loginOutput.onSignUpButtonTap = { [weak self] in
            self?.showSignUp()
        }
        loginOutput.onForgotPasswordTap = { [weak self] email in
            self?.showForgotPassword(email: email)
        }
        loginOutput.onClose = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(loginOutput)
    }

    private func showSignUp() {
        let signUpOutput = factory.makeSignUpHandler()
        signUpOutput.onSignUpComplete = { [weak self] in
            self?.finishFlow?()
        }
        signUpOutput.onLoginButtonTap = { [weak self] in
            self?.router.popModule()
        }
        router.push(signUpOutput)
    }

    private func showForgotPassword(email: String?) {
        let forgotPasswordOutput = factory.makeForgotPasswordOutput(email: email)
        forgotPasswordOutput.onResetLinkSent = { [weak self] in
            self?.router.popModule()
        }
        router.push(forgotPasswordOutput)
    }
}
