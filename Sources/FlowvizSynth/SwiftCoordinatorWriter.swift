import FlowvizCore

/// Writes one coordinator class in the style of seeds 000 and 004: `start()`, a `showX()`
/// helper per screen creating `XViewController.instantiate()` and installing its trigger
/// closures, a `startY()` helper per child, and `finish()`.
struct SwiftCoordinatorWriter {
    let coordinator: Coordinator
    /// Every coordinator of the app by name, to know how a child is created.
    let coordinators: [String: Coordinator]

    var typeName: String { coordinator.typeName ?? coordinator.name + "Coordinator" }

    static func viewControllerType(_ screen: Screen) -> String {
        screen.typeName ?? screen.name + "ViewController"
    }

    private var isVertical: Bool { coordinator.attachment?.presentation != nil }
    private var tracksPopBack: Bool { coordinator.attachment == .horizontal && coordinator.finishesOnPopBack }
    private var transitions: [Transition] { coordinator.screens.flatMap(\.transitions) }
    private var childStarts: [ChildStart] {
        var seen = Set<String>()
        return transitions.compactMap(\.action.childStart).filter { seen.insert($0.coordinator).inserted }
    }

    func text() -> String {
        var members = [properties(), initializer(), overrides(), helpers()]
        if transitions.contains(where: { $0.action == .finish }) { members.append(finish()) }
        var text = "import UIKit\n\nfinal class \(typeName): Coordinator {\n\n" + members.joined(separator: "\n") + "\n}\n"
        if isVertical && coordinator.finishesOnSwipeDismiss {
            text += """

                extension \(typeName): UIAdaptivePresentationControllerDelegate {

                    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                        didFinish?(self)
                    }

                }

                """
        }
        return text
    }

    private func properties() -> String {
        var lines = ["    // MARK: - Properties", "", "    private let navigationController: UINavigationController"]
        if isVertical { lines += ["", "    private let presentingViewController: UIViewController"] }
        if tracksPopBack { lines += ["", "    private let initialViewController: UIViewController?"] }
        return lines.joined(separator: "\n") + "\n"
    }

    private func initializer() -> String {
        if isVertical {
            return """
                    // MARK: - Initialization

                    init(presentingViewController: UIViewController) {
                        self.presentingViewController = presentingViewController
                        self.navigationController = UINavigationController()

                        super.init()

                        navigationController.delegate = self
                    }

                """
        }
        let initial = tracksPopBack ? "        self.initialViewController = navigationController.viewControllers.last\n" : ""
        return """
                // MARK: - Initialization

                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
            \(initial)
                    super.init()
                }

            """
    }

    private func overrides() -> String {
        var body = [String]()
        if coordinator.isRoot { body += ["        navigationController.delegate = self", ""] }
        let shows = coordinator.start.map { entry -> String in
            switch entry.target {
            case .screen(let name): "show\(name)()"
            case .child(let child): "start\(child.coordinator)()"
            }
        }
        switch shows.count {
        case 0: break
        case 1: body.append("        \(shows[0])")
        default:
            body.append("        if UserDefaults.isSignedIn {\n            \(shows[0])")
            for show in shows.dropFirst().dropLast() { body.append("        } else if UserDefaults.isGuest {\n            \(show)") }
            body.append("        } else {\n            \(shows.last!)\n        }")
        }
        if let presentation = coordinator.attachment?.presentation {
            body.append("")
            body.append("        navigationController.modalPresentationStyle = \(presentation.style == .sheet ? ".pageSheet" : ".fullScreen")")
            if coordinator.finishesOnSwipeDismiss { body.append("        navigationController.presentationController?.delegate = self") }
            body.append("        presentingViewController.present(navigationController, animated: true)")
        }
        var text = "    // MARK: - Overrides\n\n    override func start() {\n" + body.joined(separator: "\n") + "\n    }\n"
        if tracksPopBack || !childStarts.isEmpty {
            var lines = [String]()
            if tracksPopBack { lines.append("        if viewController === initialViewController {\n            didFinish?(self)\n        }") }
            if !childStarts.isEmpty {
                lines.append("        childCoordinators.forEach { (childCoordinator) in\n            childCoordinator.navigationController(navigationController, didShow: viewController, animated: animated)\n        }")
            }
            text += """

                    override func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                \(lines.joined(separator: "\n\n"))
                    }

                """
        }
        return text
    }

    private func helpers() -> String {
        let shows = coordinator.screens.map(show)
        let starts = childStarts.map(start)
        return "    // MARK: - Helper Methods\n\n" + (shows + starts).joined(separator: "\n")
    }

    /// How the screen is first shown: presented when any transition presents it, else pushed.
    private func show(_ screen: Screen) -> String {
        let type = Self.viewControllerType(screen)
        let presentation = transitions.lazy.compactMap { transition -> ModalPresentation? in
            if case .present(screen.name, let presentation) = transition.action { return presentation }
            return nil
        }.first
        var lines = ["    private func show\(screen.name)() {", "        let viewController = \(type).instantiate()", ""]
        for transition in screen.transitions {
            guard let call = call(transition.action) else { continue }
            lines += ["        viewController.\(transition.trigger) = { [weak self] in", "            self?.\(call)", "        }", ""]
        }
        if let presentation {
            lines.append("        viewController.modalPresentationStyle = \(presentation.style == .sheet ? ".pageSheet" : ".fullScreen")")
            lines.append("        navigationController.present(viewController, animated: true)")
        } else {
            lines.append("        navigationController.pushViewController(viewController, animated: true)")
        }
        return lines.joined(separator: "\n") + "\n    }\n"
    }

    /// The call a trigger closure makes on `self?`; `nil` for flow events, which this style lacks.
    private func call(_ action: Action) -> String? {
        switch action {
        case .push(let screen), .present(let screen, _): "show\(screen)()"
        case .startChild(let child): "start\(child.coordinator)()"
        case .finish: "finish()"
        case .pop: "navigationController.popViewController(animated: true)"
        case .popToRoot: "navigationController.popToRootViewController(animated: true)"
        case .dismiss: "navigationController.dismiss(animated: true)"
        case .sendEvent: nil
        }
    }

    /// Creates and starts a child; retains it and releases it on didFinish as the model says.
    private func start(_ child: ChildStart) -> String {
        let type = coordinators[child.coordinator].map { $0.typeName ?? $0.name + "Coordinator" } ?? child.coordinator + "Coordinator"
        let vertical = coordinators[child.coordinator]?.attachment?.presentation != nil
        let argument = vertical ? "presentingViewController: navigationController" : "navigationController: navigationController"
        var lines = ["    private func start\(child.coordinator)() {", "        let child = \(type)(\(argument))", ""]
        if child.retained { lines.append("        childCoordinators.append(child)") }
        if child.releasedOnFinish {
            lines += ["        child.didFinish = { [weak self] c in", "            self?.childCoordinators.removeAll { $0 === c }", "        }"]
        }
        if child.retained || child.releasedOnFinish { lines.append("") }
        lines.append("        child.start()")
        return lines.joined(separator: "\n") + "\n    }\n"
    }

    private func finish() -> String {
        let dismiss = isVertical ? "        presentingViewController.dismiss(animated: true)\n" : ""
        return "    // MARK: - Private API\n\n    private func finish() {\n\(dismiss)        didFinish?(self)\n    }\n"
    }
}
