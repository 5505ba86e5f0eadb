//
//  AppDelegate.swift
//  Photos
//
//  Created by Bart Jacobs on 14/03/2021.
//

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    // MARK: - Properties

    var window: UIWindow?

    // MARK: -

    private let appCoordinator = AppCoordinator()

    // MARK: - Application Life Cycle

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Register Defaults
        UserDefaults.registerPhotoStoreDefaults()

        // Initialize Window
        window = UIWindow(frame: UIScreen.main.bounds)

        // Configure Window
        window?.rootViewController = appCoordinator.rootViewController

        // Make Key and Visible
        window?.makeKeyAndVisible()

        // Start Coordinator
        appCoordinator.start()

        return true
    }

}
