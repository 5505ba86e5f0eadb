import RxFlow
import RxRelay
import RxSwift
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let coordinator = FlowCoordinator()

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        let libraryFlow = LibraryFlow()
        Flows.use(libraryFlow, when: .created) { root in
            window.rootViewController = root
            window.makeKeyAndVisible()
        }
        coordinator.coordinate(flow: libraryFlow, with: AppStepper())
        return true
    }
}

/// The first step of the app.
final class AppStepper: Stepper {
    let steps = PublishRelay<Step>()

    var initialStep: Step {
        PodcastStep.libraryIsRequired
    }
}
