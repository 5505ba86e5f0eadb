import UIKit

enum BookingRoute {
    case seats
    case payment(seat: String)
    case paid
    case cancel
}

enum BookingResult {
    case booked
    case cancelled
}

/// Books a trip on a stack of its own, which its parent presents; reports how it ended.
final class BookingCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigationController = UINavigationController()
    var onFinish: ((BookingResult) -> Void)?
    private let tripID: String

    init(tripID: String) {
        self.tripID = tripID
    }

    func start() {
        navigate(to: .seats)
    }

    func navigate(to route: BookingRoute) {
        switch route {
        case .seats:
            let seats = SeatsViewController(tripID: tripID)
            seats.onPick = { [weak self] seat in self?.navigate(to: .payment(seat: seat)) }
            seats.onCancel = { [weak self] in self?.navigate(to: .cancel) }
            navigationController.setViewControllers([seats], animated: false)
        case .payment(let seat):
            let payment = PaymentViewController(seat: seat)
            payment.onPaid = { [weak self] in self?.navigate(to: .paid) }
            navigationController.pushViewController(payment, animated: true)
        case .paid:
            onFinish?(.booked)
        case .cancel:
            onFinish?(.cancelled)
        }
    }
}
