/// The settings, presented full screen (so they cannot be swiped away); it finishes when closed.
final class SettingsCoordinator: Coordinator {
    var children: [Coordinator] = []
    var didFinish: (() -> Void)?
    private let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let settings = SettingsViewController()
        settings.didClose = { [weak self] in
            self?.presenter.dismiss(animated: true)
            self?.didFinish?()
        }
        settings.modalPresentationStyle = .fullScreen
        presenter.present(settings, animated: true)
    }
}
