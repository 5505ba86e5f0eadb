//
//  TabbarCoordinator.swift
//  Recipes
//
//  Created by Denis Kovalenko on 22.02.2019.
//

import UIKit

final class TabbarCoordinator: BaseCoordinator {

    private let tabbarView: TabbarView
    private let coordinatorFactory: CoordinatorFactory

    /// Deep link received before the tab bar has loaded its view (and tabs).
    private var pendingOption: DeepLinkOption?

    init(tabbarView: TabbarView, coordinatorFactory: CoordinatorFactory) {
        self.tabbarView = tabbarView
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        tabbarView.onViewDidLoad = { [unowned self] navController in
            self.runDiscoverFlow()(navController)
            if let option = self.pendingOption {
                self.pendingOption = nil
                self.start(with: option)
            }
        }
        tabbarView.onDiscoverFlowSelect = runDiscoverFlow()
        tabbarView.onSearchFlowSelect = runSearchFlow()
        tabbarView.onFavoritesFlowSelect = runFavoritesFlow()
        tabbarView.onProfileFlowSelect = runProfileFlow()
    }

    override func start(with option: DeepLinkOption?) {
        guard let option = option else {
            start()
            return
        }
        guard tabbarView.isViewLoaded else {
            pendingOption = option
            return
        }

        switch option {
        case .recipe:
            guard let navController = tabbarView.selectTab(.discover) else { return }
            runDiscoverFlow()(navController)
            childCoordinators.first { $0 is DiscoverCoordinator }?.start(with: option)

        case .search:
            guard let navController = tabbarView.selectTab(.search) else { return }
            runSearchFlow()(navController)
            childCoordinators.first { $0 is SearchCoordinator }?.start(with: option)

        case .profileSettings:
            guard let navController = tabbarView.selectTab(.profile) else { return }
            runProfileFlow()(navController)
            childCoordinators.first { $0 is ProfileCoordinator }?.start(with: option)
        }
    }

    // MARK: - Tabs
    // Each tab's flow is started lazily, the first time its tab is shown.

    private func runDiscoverFlow() -> ((UINavigationController) -> Void) {
        return { [unowned self] navController in
            guard navController.viewControllers.isEmpty else { return }
            let discoverCoordinator = self.coordinatorFactory.makeDiscoverCoordinator(navController: navController)
            self.addDependency(discoverCoordinator)
            discoverCoordinator.start()
        }
    }

    private func runSearchFlow() -> ((UINavigationController) -> Void) {
        return { [unowned self] navController in
            guard navController.viewControllers.isEmpty else { return }
            let searchCoordinator = self.coordinatorFactory.makeSearchCoordinator(navController: navController)
            self.addDependency(searchCoordinator)
            searchCoordinator.start()
        }
    }

    private func runFavoritesFlow() -> ((UINavigationController) -> Void) {
        return { [unowned self] navController in
            guard navController.viewControllers.isEmpty else { return }
            let favoritesCoordinator = self.coordinatorFactory.makeFavoritesCoordinator(navController: navController)
            self.addDependency(favoritesCoordinator)
            favoritesCoordinator.start()
        }
    }

    private func runProfileFlow() -> ((UINavigationController) -> Void) {
        return { [unowned self] navController in
            guard navController.viewControllers.isEmpty else { return }
            let profileCoordinator = self.coordinatorFactory.makeProfileCoordinator(navController: navController)
            self.addDependency(profileCoordinator)
            profileCoordinator.start()
        }
    }
}
