import UIKit

/// A coordinator owns a flow: it is started once and keeps the children it starts until they finish.
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}
