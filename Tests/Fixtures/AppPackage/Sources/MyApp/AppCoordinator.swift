/// The root: a navigation stack, the item list first; the launcher puts it in the window.
final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []
    private let navigationController = UINavigationController()

    var rootViewController: UIViewController {
        navigationController
    }

    func start() {
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
