import UIKit

/// This week's offers. Reached only through PantryRoute.offers, which nothing triggers.
final class OffersViewController: UIViewController {}
