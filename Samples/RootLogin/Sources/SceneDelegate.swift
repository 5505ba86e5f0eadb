//
//  SceneDelegate.swift
//  RootLogin
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private var rootCoordinator: RootCoordinator?

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true

        let coordinator = RootCoordinator()
        coordinator.navigationController = navigationController
        rootCoordinator = coordinator

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        self.window = window

        coordinator.start()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        AuthService.shared.refreshTokenIfNeeded()
    }
}
