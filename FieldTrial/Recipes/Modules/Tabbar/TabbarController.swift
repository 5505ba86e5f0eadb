//
//  TabbarController.swift
//  Recipes
//
//  Created by Denis Kovalenko on 22.02.2019.
//

import UIKit

enum TabbarTab: Int, CaseIterable {
    case discover, search, favorites, profile

    var title: String {
        switch self {
        case .discover: return "Discover"
        case .search: return "Search"
        case .favorites: return "Favorites"
        case .profile: return "Profile"
        }
    }

    var image: UIImage? {
        switch self {
        case .discover: return UIImage(systemName: "sparkles")
        case .search: return UIImage(systemName: "magnifyingglass")
        case .favorites: return UIImage(systemName: "heart")
        case .profile: return UIImage(systemName: "person.crop.circle")
        }
    }
}

protocol TabbarView: BaseView {
    var onDiscoverFlowSelect: ((UINavigationController) -> Void)? { get set }
    var onSearchFlowSelect: ((UINavigationController) -> Void)? { get set }
    var onFavoritesFlowSelect: ((UINavigationController) -> Void)? { get set }
    var onProfileFlowSelect: ((UINavigationController) -> Void)? { get set }
    var onViewDidLoad: ((UINavigationController) -> Void)? { get set }

    var isViewLoaded: Bool { get }

    /// Selects the tab and returns its navigation controller.
    @discardableResult
    func selectTab(_ tab: TabbarTab) -> UINavigationController?
}

final class TabbarController: UITabBarController, UITabBarControllerDelegate, TabbarView {

    var onDiscoverFlowSelect: ((UINavigationController) -> Void)?
    var onSearchFlowSelect: ((UINavigationController) -> Void)?
    var onFavoritesFlowSelect: ((UINavigationController) -> Void)?
    var onProfileFlowSelect: ((UINavigationController) -> Void)?
    var onViewDidLoad: ((UINavigationController) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self

        let navigationControllers: [UINavigationController] = TabbarTab.allCases.map { tab in
            let navigationController = UINavigationController()
            navigationController.tabBarItem = UITabBarItem(title: tab.title, image: tab.image, tag: tab.rawValue)
            navigationController.navigationBar.prefersLargeTitles = true
            return navigationController
        }
        setViewControllers(navigationControllers, animated: false)

        if let controller = customizableViewControllers?.first as? UINavigationController {
            onViewDidLoad?(controller)
        }
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let controller = viewControllers?[selectedIndex] as? UINavigationController,
              let tab = TabbarTab(rawValue: selectedIndex) else { return }

        flowSelect(for: tab)?(controller)
    }

    @discardableResult
    func selectTab(_ tab: TabbarTab) -> UINavigationController? {
        guard let controller = viewControllers?[tab.rawValue] as? UINavigationController else { return nil }
        selectedIndex = tab.rawValue
        return controller
    }

    private func flowSelect(for tab: TabbarTab) -> ((UINavigationController) -> Void)? {
        switch tab {
        case .discover: return onDiscoverFlowSelect
        case .search: return onSearchFlowSelect
        case .favorites: return onFavoritesFlowSelect
        case .profile: return onProfileFlowSelect
        }
    }
}
