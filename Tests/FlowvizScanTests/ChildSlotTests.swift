import FlowvizCore
import FlowvizScan
import Testing

/// Where a parent keeps a child: `keptIn` names a single property that is all that keeps it.
@Suite struct ChildSlotTests {
    /// The idiom app, with `properties` declared on AppCoordinator.
    static func scan(_ childStart: String, properties: String) -> ChildStart? {
        let code = IdiomTests.app(childStart).replacingOccurrences(
            of: "    init(navigationController: UINavigationController) { self.navigationController = navigationController }\n    override func start() {\n        let home",
            with: "\(properties)\n    init(navigationController: UINavigationController) { self.navigationController = navigationController }\n    override func start() {\n        let home"
        )
        return IdiomTests.buyStart(IdiomTests.scan(code))
    }

    @Test func aChildAlsoKeptInAListHasNoSlot() {
        let start = Self.scan("""
                let child = BuyCoordinator(navigationController: navigationController)
                buyCoordinator = child
                childCoordinators.append(child)
                child.start()
            """, properties: "    private var buyCoordinator: BuyCoordinator?")
        #expect(start == ChildStart("Buy", retained: true, releasedOnFinish: false))
    }

    /// CWA's HomeCoordinator: `settingsCoordinator = …` and a weak observer table that does not keep it.
    @Test func aWeakHashTableDoesNotKeepTheChild() {
        let start = Self.scan("""
                buyCoordinator = BuyCoordinator(navigationController: navigationController)
                buyCoordinator?.start()
                observe(buyCoordinator)
            }
            private func observe(_ object: AnyObject?) {
                if let object = object { observers.add(object) }
            """, properties: "    private var buyCoordinator: BuyCoordinator?\n    private var observers = NSHashTable<AnyObject>.weakObjects()")
        #expect(start == ChildStart("Buy", retained: true, releasedOnFinish: false, keptIn: "buyCoordinator"))
    }

    @Test func aWeakPropertyIsNoSlot() {
        let start = Self.scan("""
                let child = BuyCoordinator(navigationController: navigationController)
                buyCoordinator = child
                childCoordinators.append(child)
                child.start()
            """, properties: "    private weak var buyCoordinator: BuyCoordinator?")
        #expect(start?.keptIn == nil)
    }
}
