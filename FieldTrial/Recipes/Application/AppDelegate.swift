//
//  AppDelegate.swift
//  Recipes
//
//  Created by Denis Kovalenko on 14.02.2019.
//  Copyright © 2019 Recipes. All rights reserved.
//

import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    var rootController: UINavigationController {
        return window!.rootViewController as! UINavigationController
    }

    private lazy var applicationCoordinator: Coordinator = makeCoordinator()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController()
        window?.makeKeyAndVisible()

        UNUserNotificationCenter.current().delegate = self
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
            guard granted else { return }
            DispatchQueue.main.async {
                application.registerForRemoteNotifications()
            }
        }

        let notification = launchOptions?[.remoteNotification] as? [AnyHashable: Any]
        let deepLink = DeepLinkOption.build(with: notification)
        applicationCoordinator.start(with: deepLink)
        return true
    }

    // recipes://...
    func application(_ app: UIApplication,
                     open url: URL,
                     options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard let deepLink = DeepLinkOption.build(with: url) else { return false }
        applicationCoordinator.start(with: deepLink)
        return true
    }

    // https://recipes.example.com/...
    func application(_ application: UIApplication,
                     continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        guard let deepLink = DeepLinkOption.build(with: userActivity) else { return false }
        applicationCoordinator.start(with: deepLink)
        return true
    }

    func application(_ application: UIApplication,
                     didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        let token = deviceToken.map { String(format: "%02x", $0) }.joined()
        PushTokenUploader.shared.upload(token)
    }

    private func makeCoordinator() -> Coordinator {
        return ApplicationCoordinator(
            router: RouterImp(rootController: rootController),
            coordinatorFactory: CoordinatorFactoryImp()
        )
    }
}

// MARK: - UNUserNotificationCenterDelegate

extension AppDelegate: UNUserNotificationCenterDelegate {

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let deepLink = DeepLinkOption.build(with: response.notification.request.content.userInfo)
        if deepLink != nil {
            applicationCoordinator.start(with: deepLink)
        }
        completionHandler()
    }
}

final class PushTokenUploader {

    static let shared = PushTokenUploader()

    private var lastUploaded: String?

    func upload(_ token: String) {
        guard token != lastUploaded else { return }
        struct Ack: Decodable { let ok: Bool }
        let body = try? JSONSerialization.data(withJSONObject: ["token": token, "platform": "ios"])
        APIClient.shared.request(Endpoint(path: "devices", method: .post, body: body)) { [weak self] (result: Result<Ack, APIError>) in
            if case .success = result {
                self?.lastUploaded = token
            }
        }
    }
}
