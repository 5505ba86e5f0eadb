//
//  AppDelegate.swift
//  Shopping
//
//  Copyright © 2019 STRV. All rights reserved.
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var applicationCoordinator: ApplicationCoordinator?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions
                     launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {

        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window

        // A cold start from a universal link or a notification carries its
        // destination in the launch options.
        let deepLinkOption = DeepLinkOption(launchOptions: launchOptions)

        let applicationCoordinator = ApplicationCoordinator(window: window, deepLinkOption: deepLinkOption)
        self.applicationCoordinator = applicationCoordinator
        applicationCoordinator.start()

        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        ShoppingService.shared.refreshCatalogIfNeeded()
    }
}
