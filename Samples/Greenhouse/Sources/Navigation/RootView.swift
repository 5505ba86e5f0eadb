import SwiftUI

/// The main stack, bound to the router's path, and the sheet, bound to its sheet route.
struct RootView: View {
    @EnvironmentObject private var router: GreenhouseRouter

    var body: some View {
        NavigationStack(path: $router.path) {
            PlantListView()
                .navigationDestination(for: GreenhouseRoute.self) { route in
                    switch route {
                    case .plant(let id):
                        PlantDetailView(plantID: id)
                    case .careGuide(let plantID):
                        CareGuideView(plantID: plantID)
                    case .offers:
                        OffersView()
                    }
                }
        }
        .sheet(item: $router.sheet) { sheet in
            switch sheet {
            case .basket:
                BasketView()
            case .checkout:
                CheckoutView()
                    .interactiveDismissDisabled()
            }
        }
    }
}
