//
//  ProfileCoordinator.swift
//  Recipes
//
//  Created by Denis Kovalenko on 25.02.2019.
//

final class ProfileCoordinator: BaseCoordinator {

    private let factory: ProfileModuleFactory
    private let coordinatorFactory: CoordinatorFactory
    private let router: Router

    private weak var profileView: ProfileView?

    init(router: Router, factory: ProfileModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        showProfile()
    }

    override func start(with option: DeepLinkOption?) {
        guard let option = option else {
            start()
            return
        }

        switch option {
        case .profileSettings:
            router.popToRootModule(animated: false)
            showSettings()
        case .recipe, .search:
            break
        }
    }

    // MARK: - Run current flow's controllers

    private func showProfile() {
        let profileOutput = factory.makeProfileOutput()
        profileOutput.onSettingsTap = { [weak self] in
            self?.showSettings()
        }
        profileOutput.onEditProfileTap = { [weak self] in
            self?.showEditProfile()
        }
        profileOutput.onLoginTap = { [weak self] in
            self?.runAuthFlow()
        }
        router.setRootModule(profileOutput)
        profileView = profileOutput
    }

    private func showSettings() {
        let settingsOutput = factory.makeSettingsOutput()
        settingsOutput.onLogout = { [weak self] in
            SessionStorage.shared.logout()
            self?.router.popToRootModule(animated: true)
            self?.profileView?.reload()
        }
        router.push(settingsOutput, hideBottomBar: true)
    }

    private func showAbout() {
        let aboutController = factory.makeAboutOutput()
        router.push(aboutController, hideBottomBar: true)
    }

    private func showEditProfile() {
        let editProfileOutput = factory.makeEditProfileOutput()
        editProfileOutput.onCancel = { [weak self] in
            self?.router.dismissModule()
        }
        editProfileOutput.onSave = { [weak self] in
            self?.profileView?.reload()
            self?.router.popModule()
        }
        router.present(editProfileOutput)
    }

    // MARK: - Run coordinators (child flows)

    private func runAuthFlow() {
        let (coordinator, module) = coordinatorFactory.makeAuthCoordinatorBox()
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.router.dismissModule()
            self?.profileView?.reload()
        }
        addDependency(coordinator)
        router.present(module)
        coordinator.start()
    }
}
