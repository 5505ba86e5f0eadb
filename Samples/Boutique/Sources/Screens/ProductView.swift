import SwiftUI

/// A product; buying it opens checkout in a sheet with a stack of its own.
struct ProductView: View {
    let product: Product
    @State private var buying = false

    var body: some View {
        Button("Buy \(product.name)") { buying = true }
            .sheet(isPresented: $buying) {
                NavigationStack {
                    CheckoutView(product: product)
                }
            }
    }
}

/// Checkout pushes the confirmation onto the sheet's stack.
struct CheckoutView: View {
    let product: Product

    var body: some View {
        NavigationLink("Pay") {
            ConfirmationView()
        }
    }
}

struct ConfirmationView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") { dismiss() }
    }
}
