import SwiftUI

/// The app's entry: it owns the router for the app's lifetime and hands it to the views.
@main
struct GreenhouseApp: App {
    @StateObject private var router = GreenhouseRouter()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(router)
        }
    }
}
