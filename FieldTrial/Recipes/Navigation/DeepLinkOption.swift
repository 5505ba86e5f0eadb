//
//  DeepLinkOption.swift
//  Recipes
//
//  Created by Denis Kovalenko on 02.04.2019.
//

import Foundation

struct DeepLinkURLConstants {
    static let scheme = "recipes"
    static let universalHost = "recipes.example.com"

    static let recipe = "recipe"
    static let search = "search"
    static let profile = "profile"
    static let settings = "settings"
}

enum DeepLinkOption {

    case recipe(id: String)
    case search(query: String)
    case profileSettings

    /// Push payload: `{ "aps": {...}, "launch_id": "recipe", "recipe_id": "42" }`
    static func build(with userInfo: [AnyHashable: Any]?) -> DeepLinkOption? {
        guard let userInfo = userInfo, let id = userInfo["launch_id"] as? String else { return nil }

        switch id {
        case DeepLinkURLConstants.recipe:
            guard let recipeId = userInfo["recipe_id"] as? String else { return nil }
            return .recipe(id: recipeId)
        case DeepLinkURLConstants.search:
            guard let query = userInfo["query"] as? String, !query.isEmpty else { return nil }
            return .search(query: query)
        case DeepLinkURLConstants.settings:
            return .profileSettings
        default:
            return nil
        }
    }

    /// recipes://recipe/42
    /// recipes://search?q=pasta
    /// recipes://profile/settings
    /// https://recipes.example.com/r/42
    static func build(with url: URL) -> DeepLinkOption? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        let pathItems = components.path.split(separator: "/").map(String.init)

        if components.scheme == "https", components.host == DeepLinkURLConstants.universalHost {
            if pathItems.count == 2, pathItems[0] == "r" {
                return .recipe(id: pathItems[1])
            }
            if pathItems.first == "search", let query = components.queryItems?.first(where: { $0.name == "q" })?.value {
                return .search(query: query)
            }
            return nil
        }

        guard components.scheme == DeepLinkURLConstants.scheme else { return nil }

        switch components.host {
        case DeepLinkURLConstants.recipe?:
            guard let recipeId = pathItems.first else { return nil }
            return .recipe(id: recipeId)
        case DeepLinkURLConstants.search?:
            guard let query = components.queryItems?.first(where: { $0.name == "q" })?.value else { return nil }
            return .search(query: query)
        case DeepLinkURLConstants.profile?:
            return pathItems.first == DeepLinkURLConstants.settings ? .profileSettings : nil
        default:
            return nil
        }
    }

    static func build(with userActivity: NSUserActivity) -> DeepLinkOption? {
        guard
            userActivity.activityType == NSUserActivityTypeBrowsingWeb,
            let url = userActivity.webpageURL
            else { return nil }
        return build(with: url)
    }
}
