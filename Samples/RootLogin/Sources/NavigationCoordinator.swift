//
//  NavigationCoordinator.swift
//  RootLogin
//

import UIKit

/// Where a coordinator currently is; used to decide what "back" means.
enum NavigationState {
    case idle
    case presenting
    case finished
}

protocol NavigationCoordinator: class {
    func start()
    func dismissChild(coordinator: NavigationCoordinator)
    func movingBack()
}
