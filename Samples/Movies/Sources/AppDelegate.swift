//
//  AppDelegate.swift
//  Movies
//
//  Created by Rafał Urbaniak on 01/08/2017.
//  Copyright © 2017 Rndity. All rights reserved.
//

import UIKit
import NavigationFlowCoordinator

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    var mainCoordinator: NavigationFlowCoordinator!

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = UIColor.white
        self.window = window

        mainCoordinator = MoviesListCoordinator(service: MoviesService.shared)
        mainCoordinator.start()
        window.rootViewController = mainCoordinator.navigationController
        window.makeKeyAndVisible()

        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        // Persist the in-memory catalogue so edits survive a relaunch.
        MoviesService.shared.saveToDisk()
    }
}
