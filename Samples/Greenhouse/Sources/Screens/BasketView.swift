import SwiftUI

/// The basket, in a sheet: check out, or close it.
struct BasketView: View {
    @EnvironmentObject private var router: GreenhouseRouter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("Check out") {
                router.present(.checkout)
            }
            Button("Plant of the week") {
                router.push(.plant(id: "fern"))
            }
            Button("Close") {
                dismiss()
            }
        }
    }
}

/// Paying, in a sheet the user cannot swipe away: paying is the only way out.
struct CheckoutView: View {
    @EnvironmentObject private var router: GreenhouseRouter

    var body: some View {
        Button("Pay") {
            router.dismissSheet()
        }
    }
}
