/// The Swift examples of the rules about a child flow's life: `unreachable_coordinator`,
/// `empty_start`, `missing_did_finish`, `dead_end_screen`, `leaked_child_coordinator` and
/// `unretained_child_coordinator`, all on one purchase app.
extension RuleExamples {
    /// How the purchase app's coordinator starts `BuyCoordinator` from the home screen.
    enum BuyStart {
        /// Nothing starts it.
        case never
        /// Started and not kept.
        case unkept
        /// Kept in `children`, never removed.
        case kept
        /// Kept in `children` and removed when it finishes.
        case keptAndReleased
    }

    /// Where the purchase app's `↓` goes, besides any in `payTriggers`.
    enum PurchaseMark { case buyDeclaration, buyTrigger, buyKept }

    /// An app whose home screen starts `BuyCoordinator` as `start` says; the purchase flow
    /// presents the payment screen full screen with `payTriggers` (statements in its `start()`,
    /// later lines indented by 8) set on it, or, `stubbed`, shows nothing yet. `screens`
    /// declares any more view controllers.
    static func purchaseApp(
        start: BuyStart = .keptAndReleased, marking mark: PurchaseMark? = nil, stubbed: Bool = false,
        payTriggers: String = "pay.onPay = { [weak self] in self?.onFinish?() }", screens: String = ""
    ) -> String {
        func marker(_ place: PurchaseMark) -> String { mark == place ? "↓" : "" }
        let onFinish = start == .keptAndReleased ? """
            { [weak self, weak buy] in
                        self?.navigation.dismiss(animated: true)
                        self?.children.removeAll { $0 === buy }
                    }
            """ : "{ [weak self] in self?.navigation.dismiss(animated: true) }"
        let keep = start == .unkept ? "" : "\n        \(marker(.buyKept))children.append(buy)"
        let startBuy = start == .never ? "" : """

            func startBuy() {
                let buy = BuyCoordinator(presenter: navigation)
                buy.onFinish = \(onFinish)\(keep)
                buy.start()
            }
        """
        let showPay = """
            let pay = PayViewController()
                    \(payTriggers)
                    pay.modalPresentationStyle = .fullScreen
                    presenter.present(pay, animated: true)
            """
        let startsBuy = start == .never ? "" : "\n        home.\(marker(.buyTrigger))onBuy = { [weak self] in self?.startBuy() }"
        return swiftApp(root: "AppCoordinator", """
        final class AppCoordinator: Coordinator {
            let navigation: UINavigationController
            var children: [Coordinator] = []
            init(navigation: UINavigationController) { self.navigation = navigation }
            func start() {
                let home = HomeViewController()\(startsBuy)
                navigation.setViewControllers([home], animated: false)
            }\(startBuy)
        }
        final class \(marker(.buyDeclaration))BuyCoordinator: Coordinator {
            var onFinish: (() -> Void)?
            let presenter: UINavigationController
            init(presenter: UINavigationController) { self.presenter = presenter }
            func start() {
                \(stubbed ? "// TODO: show the payment screen" : showPay)
            }
        }
        final class HomeViewController: UIViewController { var onBuy: (() -> Void)? }
        final class PayViewController: UIViewController { var onPay: (() -> Void)?; var onCancel: (() -> Void)? }\(screens)
        """)
    }
}

extension UnreachableCoordinatorRule {
    /// With `triggering`, nothing starts the purchase flow: its entry was lost.
    static func swiftExample(triggering: Bool) -> String {
        RuleExamples.purchaseApp(start: triggering ? .never : .keptAndReleased, marking: triggering ? .buyDeclaration : nil)
    }
}

extension EmptyStartRule {
    /// With `triggering`, the purchase flow is a stub whose start shows nothing yet.
    static func swiftExample(triggering: Bool) -> String {
        RuleExamples.purchaseApp(marking: triggering ? .buyDeclaration : nil, stubbed: triggering)
    }
}

extension MissingDidFinishRule {
    /// With `triggering`, cancelling the payment dismisses it without telling the parent.
    static func swiftExample(triggering: Bool) -> String {
        RuleExamples.purchaseApp(
            marking: triggering ? .buyDeclaration : nil,
            payTriggers: "pay.onCancel = { [weak self] in self?.\(triggering ? "presenter.dismiss(animated: true)" : "onFinish?()") }"
        )
    }
}

extension DeadEndScreenRule {
    /// With `triggering`, the receipt is presented full screen with no way to close it.
    static func swiftExample(triggering: Bool) -> String {
        let done = triggering ? "" : "\n            receipt.onDone = { [weak self] in self?.onFinish?() }"
        return RuleExamples.purchaseApp(
            payTriggers: """
                pay.onCancel = { [weak self] in self?.onFinish?() }
                        pay.onPay = { [\(triggering ? "" : "weak self, ")weak pay] in
                            let receipt = \(triggering ? "↓" : "")ReceiptViewController()\(done)
                            receipt.modalPresentationStyle = .fullScreen
                            pay?.present(receipt, animated: true)
                        }
                """,
            screens: "\nfinal class ReceiptViewController: UIViewController { var onDone: (() -> Void)? }"
        )
    }
}

extension LeakedChildCoordinatorRule {
    /// With `triggering`, the parent keeps the purchase flow and never removes it when it finishes.
    static func swiftExample(triggering: Bool) -> String {
        RuleExamples.purchaseApp(start: triggering ? .kept : .keptAndReleased, marking: triggering ? .buyKept : nil)
    }
}

extension UnretainedChildCoordinatorRule {
    /// With `triggering`, the parent starts the purchase flow without keeping it.
    static func swiftExample(triggering: Bool) -> String {
        RuleExamples.purchaseApp(start: triggering ? .unkept : .keptAndReleased, marking: triggering ? .buyTrigger : nil)
    }
}
