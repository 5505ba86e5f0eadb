import FlowvizCore
import FlowvizJSON

/// A synthetic coordinator app, deterministic by seed, for benchmarks and size tests.
///
/// About ten screens per coordinator; coordinators nested several levels deep (a random tree),
/// half horizontal children, half vertical (sheets and full-screen), with pushes, modal
/// presentations, conditional starts, finishes, pops, flow events handled by an ancestor, and
/// deep links. Asked for bugs, it places each kind `max(1, coordinators / 1,000)` times where a
/// coordinator fits it; the rule named by ``SyntheticBug/ruleID`` reports each.
public struct SyntheticApp: Sendable {
    public let seed: UInt64
    /// Screens of each coordinator; the first coordinator is the root.
    public let coordinatorSizes: [Int]
    public let bugs: Set<SyntheticBug>

    /// An app of `screens` screens in coordinators of `screensPerCoordinator` (the last one takes the rest).
    public init(seed: UInt64, screens: Int, screensPerCoordinator: Int = 10, bugs: Set<SyntheticBug> = []) {
        precondition(screens > 0 && screensPerCoordinator > 0, "a synthetic app needs screens")
        let full = screens / screensPerCoordinator
        let rest = screens % screensPerCoordinator
        self.init(seed: seed, coordinatorSizes: Array(repeating: screensPerCoordinator, count: full) + (rest > 0 ? [rest] : []), bugs: bugs)
    }

    /// An app whose coordinators have exactly these numbers of screens (each at least 1).
    public init(seed: UInt64, coordinatorSizes: [Int], bugs: Set<SyntheticBug> = []) {
        precondition(!coordinatorSizes.isEmpty && coordinatorSizes.allSatisfy { $0 > 0 }, "every coordinator needs a screen")
        self.seed = seed
        self.coordinatorSizes = coordinatorSizes
        self.bugs = bugs
    }

    /// The number of screens.
    public var screenCount: Int { coordinatorSizes.reduce(0, +) }

    /// The app as a model.
    public func graph() -> AppGraph {
        var rng = SplitMix64(seed: seed)
        let plan = SyntheticPlan(sizes: coordinatorSizes, bugs: bugs, rng: &rng)
        var graph = AppGraph(name: "Synthetic \(screenCount) (seed \(seed))")
        var linkable = [[String]]()
        for c in coordinatorSizes.indices {
            let (coordinator, screens) = SyntheticCoordinator(plan: plan, index: c).build(rng: &rng)
            graph.add(coordinator)
            linkable.append(screens)
        }
        for link in SyntheticDeepLinks(plan: plan, linkable: linkable).links(rng: &rng) { graph.add(link) }
        return graph
    }

    /// The app as canonical flowviz JSON (``CanonicalWriter``).
    public func json() -> String {
        CanonicalWriter.string(for: graph())
    }
}
