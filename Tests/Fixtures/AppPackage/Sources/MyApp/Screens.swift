final class ItemsViewController: UIViewController {
    var didSelectItem: ((Int) -> Void)?
    var didTapSettings: (() -> Void)?
}

final class ItemViewController: UIViewController {
    var itemID = 0
}

final class SettingsViewController: UIViewController {
    var didClose: (() -> Void)?
}

/// What the app does when it launches: the only place a root coordinator is made.
public enum AppLauncher {
    public static func launch() {
        let window = UIWindow()
        let coordinator = AppCoordinator()
        window.rootViewController = coordinator.rootViewController
        window.makeKeyAndVisible()
        coordinator.start()
    }
}
