import SwiftUI

/// A SwiftUI shop with no coordinators: every screen navigates by itself.
@main
struct BoutiqueApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
