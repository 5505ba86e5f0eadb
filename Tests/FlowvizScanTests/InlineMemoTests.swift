import FlowvizCore
@testable import FlowvizScan
import SwiftSyntax
import Testing

/// A method inlined again with the same inputs replays what it recorded the first time, under
/// the new caller's conditions, and only where its walk would have been the same.
@Suite struct InlineMemoTests {
    private static let base = """
        class Coordinator { func start() {} }
        final class AViewController: UIViewController {}
        final class BViewController: UIViewController {}
        final class TabsViewController: UIViewController {}
        final class HomeViewController: UIViewController {}
        """

    /// The effects of `App`'s interpretation in `.start`: kind and conditions, in order.
    private func startEffects(_ code: String) -> [String] {
        let parsed = ParallelParser.parse([(path: "App.swift", bytes: Array((Self.base + "\n" + code).utf8))], progress: nil)
        let index = TypeIndex(parsed.flatMap(\.declarations))
        let texts = Dictionary(uniqueKeysWithValues: parsed.map { ($0.text.path, $0.text) })
        let interpreter = Interpreter(type: "AppCoordinator", index: index, texts: texts)
        interpreter.run()
        return interpreter.effects.compactMap { effect in
            guard effect.origin == .start, case .push(let screen) = effect.kind else { return nil }
            return "\(screen) [\(effect.conditions.joined(separator: "; "))]"
        }
    }

    @Test func aReplayedCallTakesItsCallersConditions() {
        let effects = startEffects("""
        final class AppCoordinator: Coordinator {
            let navigationController: UINavigationController
            var loggedIn = false
            var hasTabs = false
            override func start() {
                if loggedIn { showHome() } else { showHome() }
            }
            private func showHome() {
                if hasTabs { push(TabsViewController()) } else { push(HomeViewController()) }
            }
            private func push(_ controller: UIViewController) { navigationController.pushViewController(controller, animated: true) }
        }
        """)
        #expect(effects == [
            "TabsViewController [loggedIn; hasTabs]", "HomeViewController [loggedIn; not hasTabs]",
            "TabsViewController [not loggedIn; hasTabs]", "HomeViewController [not loggedIn; not hasTabs]",
        ])
    }

    /// `showB` is first walked from inside `showA`, where the way back into `showA` is cut as
    /// recursion; called on its own, it must be walked again, through `showA`.
    @Test func aCallCutShortByItsCallersStackIsWalkedAgainElsewhere() {
        let effects = startEffects("""
        final class AppCoordinator: Coordinator {
            let navigationController: UINavigationController
            var ready = false
            override func start() {
                if ready { showA() } else { showB() }
            }
            private func showA() {
                service.load { [weak self] in self?.showB() }
                navigationController.pushViewController(AViewController(), animated: true)
            }
            private func showB() {
                service.load { [weak self] in self?.showA() }
                navigationController.pushViewController(BViewController(), animated: true)
            }
        }
        """)
        #expect(effects.contains("AViewController [not ready]"))
        #expect(effects.contains("BViewController [not ready]"))
        #expect(effects.contains("BViewController [ready]"))
    }

    private func key(_ method: String) -> InlineMemo.Key {
        InlineMemo.Key(method: method, origin: .start, arguments: [], stored: [:], modelOwner: nil)
    }

    private func outcome(_ screen: String) -> InlineMemo.Outcome {
        let effect = Effect(origin: .start, conditions: [InlineMemo.callerConditions, "inner"], kind: .push(screen: screen), location: .init(file: "App.swift", line: 1, column: 1))
        return InlineMemo.Outcome(value: .screen(screen), stored: [:], effects: [effect], modelOwner: nil)
    }

    @Test func anOutcomeIsReusedOnlyWhereWhatItAskedToEnterRunsAlike() {
        var memo = InlineMemo()
        let walk = memo.beginWalk()
        memo.noteEntry("showA", depth: 3)
        memo.noteEntry("push", depth: 3)
        memo.endWalk(walk, key("showB"), outcome("B"), under: ["start", "showA"])
        // The same stack, or one differing in code the walk never asked for: reused.
        #expect(memo.outcome(for: key("showB"), under: ["start", "showA"])?.value == .screen("B"))
        #expect(memo.outcome(for: key("showB"), under: ["trigger", "showA"])?.value == .screen("B"))
        // `showA` not running: the walk would enter it, so it is not reused.
        #expect(memo.outcome(for: key("showB"), under: ["start"]) == nil)
        // Another call, or the same call with other inputs: nothing kept.
        #expect(memo.outcome(for: key("showC"), under: ["start", "showA"]) == nil)
        var other = key("showB")
        other.origin = .unused
        #expect(memo.outcome(for: other, under: ["start", "showA"]) == nil)
    }

    @Test func anOutcomeNearTheDepthLimitIsReusedOnlyAtTheSameDepth() {
        var memo = InlineMemo()
        let walk = memo.beginWalk()
        memo.noteEntry("leaf", depth: Interpreter.maximumDepth)
        let deep = Array(repeating: "frame", count: Interpreter.maximumDepth - 2)
        memo.endWalk(walk, key("helper"), outcome("B"), under: deep)
        #expect(memo.outcome(for: key("helper"), under: deep) != nil)
        #expect(memo.outcome(for: key("helper"), under: ["start"]) == nil)
    }

    @Test func replayedEffectsPutTheCallersConditionsInThePlaceholdersPlace() {
        let location = SourceLocation(file: "App.swift", line: 1, column: 1)
        let relative = Effect(origin: .start, conditions: [InlineMemo.callerConditions, "inner"], kind: .pop, location: location)
        let ownFrame = Effect(origin: .swipeDismiss, conditions: ["inner"], kind: .pop, location: location)
        #expect(relative.underConditions(["outer"]).conditions == ["outer", "inner"])
        #expect(relative.underConditions([]).conditions == ["inner"])
        #expect(ownFrame.underConditions(["outer"]).conditions == ["inner"])
    }

    @Test func closuresCompareByWhatTheyCaptured() throws {
        let parsed = ParallelParser.parse([(path: "A.swift", bytes: Array("let f = { 1 }".utf8))], progress: nil)
        let tree = try #require(parsed.first?.tree)
        let closures = tree.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.as(ClosureExprSyntax.self) }
        let closure = try #require(closures.first)
        var one = Environment()
        one["x"] = .screen("A")
        var two = Environment()
        two["x"] = .screen("B")
        // Value's own equality ignores captures (scheduling needs that); the memo's does not.
        #expect(Value.closure(closure, one, file: "A.swift") == Value.closure(closure, two, file: "A.swift"))
        #expect(StrictValue(value: .closure(closure, one, file: "A.swift")) != StrictValue(value: .closure(closure, two, file: "A.swift")))
        #expect(StrictValue(value: .closure(closure, one, file: "A.swift")) == StrictValue(value: .closure(closure, one, file: "A.swift")))
    }
}
