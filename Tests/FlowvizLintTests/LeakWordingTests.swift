import FlowvizCore
import FlowvizDSL
import FlowvizJSON
import FlowvizLint
import Testing

/// What leaked_child_coordinator says for where the child is kept (a single property is
/// replaced by the next start, a list piles up), and that one leak is said once.
@Suite struct LeakWordingTests {
    /// App → Home → start Buy, kept as given; Buy is a full-screen modal unless `sheet`.
    func app(_ start: ChildStart, sheet: Bool = false, finishesOnSwipe: Bool = false) throws -> AppGraph {
        try AppGraph.define("Shop") {
            Coordinator("App", type: "AppCoordinator", root: true) {
                StartsWith(screen: "Home")
                Screen("Home", type: "HomeViewController") { On("didTapBuy", .startChild(start)) }
            }
            Coordinator("Buy", type: "BuyCoordinator", attachment: .vertical(sheet ? .sheet : .fullScreen), finishesOnSwipeDismiss: finishesOnSwipe) {
                StartsWith(screen: "Pay")
                Screen("Pay") { On("didPay", .finish) }
            }
        }
    }

    func messages(_ graph: AppGraph) -> [String] {
        Linter.lint(graph, rules: [LeakedChildCoordinatorRule.self]).map(\.message)
    }

    @Test func aChildKeptInOnePropertyLingersUntilTheNextRun() throws {
        let found = Linter.lint(try app(ChildStart("Buy", releasedOnFinish: false, keptIn: "buyCoordinator")), rules: [LeakedChildCoordinatorRule.self])
        #expect(found.map(\.message) == [
            "AppCoordinator keeps BuyCoordinator, started from HomeViewController.didTapBuy, in 'buyCoordinator' and never clears it when it finishes: the finished flow stays alive until the next run replaces it"
        ])
        // Bounded: the slot holds one stale flow, which the next tap replaces (issue 36 §1).
        #expect(found.first?.severity == .warning)
    }

    @Test func aChildKeptInAListLeaksEachRun() throws {
        let found = Linter.lint(try app(ChildStart("Buy", releasedOnFinish: false)), rules: [LeakedChildCoordinatorRule.self])
        #expect(found.map(\.message) == [
            "AppCoordinator keeps BuyCoordinator, started from HomeViewController.didTapBuy, but never removes it when it finishes: each run of the flow leaks it"
        ])
        #expect(found.first?.severity == .error)
    }

    /// A slot the root fills once, from its own start, is never replaced: the finished child
    /// stays for the app's life, an error.
    @Test func aSlotNothingOverwritesStaysAnError() throws {
        let text = #"""
            {"version": 1, "app": "Shop", "coordinators": [
              {"name": "App", "root": true, "start": [{"coordinator": "Buy", "releasedOnFinish": false, "keptIn": "buyCoordinator"}]},
              {"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}
            ]}
            """#
        let found = Linter.lint(try JSONGraphLoader.load(string: text, file: "slot.json"), rules: [LeakedChildCoordinatorRule.self])
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
    }

    @Test func aSheetNotFinishingOnSwipeAndNeverRemovedIsOneFinding() throws {
        #expect(messages(try app(ChildStart("Buy", releasedOnFinish: false), sheet: true)) == [
            "AppCoordinator keeps BuyCoordinator, started from HomeViewController.didTapBuy, but never removes it when it finishes, and BuyCoordinator does not finish when the user swipes its sheet away: each run of the flow leaks it"
        ])
        #expect(messages(try app(ChildStart("Buy", releasedOnFinish: false, keptIn: "buyCoordinator"), sheet: true)) == [
            "AppCoordinator keeps BuyCoordinator, started from HomeViewController.didTapBuy, in 'buyCoordinator' and never clears it when it finishes, and BuyCoordinator does not finish when the user swipes its sheet away: the flow stays alive after it ends, until the next run replaces it"
        ])
    }

    @Test func aSheetOnlyNotFinishingOnSwipeIsReportedWhereItsParentKeepsIt() throws {
        let found = Linter.lint(try app(ChildStart("Buy"), sheet: true), rules: [LeakedChildCoordinatorRule.self])
        #expect(found.map(\.message) == ["BuyCoordinator is a sheet the user can swipe away, but it does not finish when that happens (AppCoordinator keeps it, started from HomeViewController.didTapBuy): its parent keeps it forever"])
        #expect(found.map(\.element) == [.transition(coordinator: "App", screen: "Home", trigger: "didTapBuy", index: 0)])
        let slot = Linter.lint(try app(ChildStart("Buy", keptIn: "buyCoordinator"), sheet: true), rules: [LeakedChildCoordinatorRule.self])
        #expect(slot.map(\.message) == [
            "BuyCoordinator is a sheet the user can swipe away, but it does not finish when that happens (AppCoordinator keeps it, started from HomeViewController.didTapBuy): its parent keeps it until the next run replaces it"
        ])
        #expect(slot.map(\.severity) == [.warning])
        #expect(found.map(\.severity) == [.error])
    }

    @Test func aReleasedChildThatFinishesOnSwipeIsClean() throws {
        #expect(messages(try app(ChildStart("Buy", keptIn: "buyCoordinator"), sheet: true, finishesOnSwipe: true)).isEmpty)
    }

    /// One parent reported for never removing it, another releasing it: the child's swipe leak
    /// is still said at the child (it leaks from the second parent too).
    @Test func aSwipeLeakWithAKeeperThatReleasesStaysAtTheChild() throws {
        let graph = try AppGraph.define("Shop") {
            Coordinator("App", type: "AppCoordinator", root: true) {
                StartsWith(screen: "Home")
                Screen("Home", type: "HomeViewController") {
                    On("didTapBuy", .start("Buy", releasedOnFinish: false))
                    On("didTapGift", .start("Gift"))
                }
            }
            Coordinator("Gift", type: "GiftCoordinator", attachment: .vertical(.fullScreen)) {
                StartsWith(screen: "Card")
                Screen("Card") {
                    On("didPick", .start("Buy"))
                    On("didClose", .finish)
                }
            }
            Coordinator("Buy", type: "BuyCoordinator", attachment: .vertical(.sheet)) {
                StartsWith(screen: "Pay")
                Screen("Pay") { On("didPay", .finish) }
            }
        }
        #expect(messages(graph).count == 2)
        #expect(messages(graph).contains { $0.hasPrefix("BuyCoordinator is a sheet") })
    }
}
