import SwiftUI

/// The two tabs: both are on screen with the root, so what they show, the root shows.
struct RootView: View {
    var body: some View {
        TabView {
            CatalogView()
                .tabItem { Label("Shop", systemImage: "bag") }
            AccountView()
                .tabItem { Label("Account", systemImage: "person") }
        }
    }
}
