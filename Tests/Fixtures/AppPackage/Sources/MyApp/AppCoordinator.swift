/// The root: a navigation stack in the window, the item list first.
final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []
    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        showItems()
    }

    private func showItems() {
        let items = ItemsViewController()
        items.didSelectItem = { [weak self] id in self?.showItem(id) }
        items.didTapSettings = { [weak self] in self?.showSettings() }
        navigationController.pushViewController(items, animated: false)
    }

    private func showItem(_ id: Int) {
        let detail = ItemViewController()
        detail.itemID = id
        navigationController.pushViewController(detail, animated: true)
    }

    private func showSettings() {
        let settings = SettingsCoordinator(presenter: navigationController)
        settings.didFinish = { [weak self, weak settings] in
            self?.children.removeAll { $0 === settings }
        }
        children.append(settings)
        settings.start()
    }
}
