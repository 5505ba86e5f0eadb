import SwiftUI

/// The app's coordinator: it owns the navigation path of the main stack and the sheet route,
/// and every screen navigates by telling it where to go.
final class GreenhouseRouter: ObservableObject {
    @Published var path: [GreenhouseRoute] = []
    @Published var sheet: GreenhouseSheet?

    func push(_ route: GreenhouseRoute) {
        path.append(route)
    }

    func pop() {
        path.removeLast()
    }

    func popToRoot() {
        path.removeLast(path.count)
    }

    func present(_ sheet: GreenhouseSheet) {
        self.sheet = sheet
    }

    func dismissSheet() {
        sheet = nil
    }
}
