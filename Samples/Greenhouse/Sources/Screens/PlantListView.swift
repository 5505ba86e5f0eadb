import SwiftUI

/// The first screen: every plant, and the basket.
struct PlantListView: View {
    @EnvironmentObject private var router: GreenhouseRouter
    let plants = ["fern", "cactus", "monstera"]

    var body: some View {
        List(plants, id: \.self) { plant in
            PlantRow(plantID: plant)
        }
        .toolbar {
            Button("Basket") {
                router.present(.basket)
            }
        }
    }
}

/// One row of the list: tapping it opens the plant.
struct PlantRow: View {
    @EnvironmentObject private var router: GreenhouseRouter
    let plantID: String

    var body: some View {
        Text(plantID)
            .onTapGesture {
                router.push(.plant(id: plantID))
            }
    }
}
