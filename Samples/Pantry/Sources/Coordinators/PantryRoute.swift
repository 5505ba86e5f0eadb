import XCoordinator

/// Everything the pantry can show. Each case is handled by PantryCoordinator.prepareTransition(for:).
enum PantryRoute: Route {
    case shelf
    case item(id: String)
    case basket
    case offers
    case checkout
    case close
}
