import SwiftUI

/// One plant: its care guide, and adding it to the basket.
struct PlantDetailView: View {
    @EnvironmentObject private var router: GreenhouseRouter
    let plantID: String

    var body: some View {
        VStack {
            Text(plantID)
            NavigationLink("Care guide", value: GreenhouseRoute.careGuide(plantID: plantID))
            Button("Add to basket") {
                router.present(.basket)
            }
        }
    }
}
