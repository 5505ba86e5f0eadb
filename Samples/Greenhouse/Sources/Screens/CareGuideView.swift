import SwiftUI

/// How to keep a plant alive: back to the plant, or back to every plant.
struct CareGuideView: View {
    @EnvironmentObject private var router: GreenhouseRouter
    @Environment(\.dismiss) private var dismiss
    let plantID: String

    var body: some View {
        VStack {
            Button("Done") {
                dismiss()
            }
            Button("All plants") {
                router.popToRoot()
            }
        }
    }
}

/// This week's discounts: the route that shows it is never sent.
struct OffersView: View {
    var body: some View {
        Text("Offers")
    }
}
