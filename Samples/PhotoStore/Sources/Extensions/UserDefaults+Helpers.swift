//
//  UserDefaults+Helpers.swift
//  Photos
//
//  Created by Bart Jacobs on 14/03/2021.
//

import Foundation

enum PurchaseFlowStyle: String {

    // MARK: - Cases

    /// The purchase flow is pushed onto the navigation stack of the application.
    case pushed

    /// The purchase flow is presented modally, with its own navigation stack.
    case modal

}

extension UserDefaults {

    // MARK: - Types

    private enum Keys {

        static let token = "token"
        static let boughtPhotos = "boughtPhotos"
        static let purchaseFlowStyle = "purchaseFlowStyle"

    }

    // MARK: - Defaults

    static func registerPhotoStoreDefaults() {
        standard.register(defaults: [
            Keys.purchaseFlowStyle: PurchaseFlowStyle.pushed.rawValue
        ])
    }

    // MARK: - Authentication

    class var isSignedIn: Bool {
        return token != nil
    }

    class var token: String? {
        get {
            return standard.string(forKey: Keys.token)
        }
        set {
            standard.set(newValue, forKey: Keys.token)
        }
    }

    // MARK: - Purchases

    class func buy(photo: Photo) {
        var ids = standard.stringArray(forKey: Keys.boughtPhotos) ?? []
        ids.append(photo.id)
        standard.set(ids, forKey: Keys.boughtPhotos)
    }

    class func didBuy(_ photo: Photo) -> Bool {
        let ids = standard.stringArray(forKey: Keys.boughtPhotos) ?? []
        return ids.contains(photo.id)
    }

    // MARK: - Feature Flags

    /// Toggled from the debug menu and by remote configuration.
    class var purchaseFlowStyle: PurchaseFlowStyle {
        let rawValue = standard.string(forKey: Keys.purchaseFlowStyle) ?? ""
        return PurchaseFlowStyle(rawValue: rawValue) ?? .pushed
    }

}
