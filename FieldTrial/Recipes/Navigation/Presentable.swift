//
//  Presentable.swift
//  Recipes
//
//  Created by Denis Kovalenko on 14.02.2019.
//

import UIKit

protocol Presentable {
    func toPresent() -> UIViewController?
}

extension UIViewController: Presentable {

    func toPresent() -> UIViewController? {
        return self
    }
}

/// Every module output protocol inherits from `BaseView` so coordinators
/// can hand modules to the router without knowing the concrete controller.
protocol BaseView: NSObjectProtocol, Presentable { }

// MARK: - Storyboards

enum Storyboards: String {
    case main = "Main"
    case onboarding = "Onboarding"
    case auth = "Auth"
    case recipes = "Recipes"
    case profile = "Profile"
}

extension NSObject {

    class var nameOfClass: String {
        return NSStringFromClass(self).components(separatedBy: ".").last!
    }
}

extension UIViewController {

    private class func instantiateControllerInStoryboard<T: UIViewController>(_ storyboard: UIStoryboard, identifier: String) -> T {
        return storyboard.instantiateViewController(withIdentifier: identifier) as! T
    }

    class func controllerInStoryboard(_ storyboard: UIStoryboard, identifier: String) -> Self {
        return instantiateControllerInStoryboard(storyboard, identifier: identifier)
    }

    class func controllerInStoryboard(_ storyboard: UIStoryboard) -> Self {
        return controllerInStoryboard(storyboard, identifier: nameOfClass)
    }

    class func controllerFromStoryboard(_ storyboard: Storyboards) -> Self {
        return controllerInStoryboard(UIStoryboard(name: storyboard.rawValue, bundle: nil), identifier: nameOfClass)
    }
}
