import SwiftUI

struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// A list of products on its own stack; a row pushes the product.
struct CatalogView: View {
    let products = [Product(id: 1, name: "Scarf"), Product(id: 2, name: "Hat")]

    var body: some View {
        NavigationStack {
            List(products) { product in
                NavigationLink(destination: ProductView(product: product)) {
                    Text(product.name)
                }
            }
            .navigationTitle("Shop")
        }
    }
}
