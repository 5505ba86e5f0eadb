import Foundation

/// Screens pushed onto the main stack.
enum GreenhouseRoute: Hashable {
    case plant(id: String)
    case careGuide(plantID: String)
    case offers
}

/// Flows presented over the stack.
enum GreenhouseSheet: String, Identifiable {
    case basket
    case checkout

    var id: String { rawValue }
}
