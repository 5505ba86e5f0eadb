import FlowvizCore

/// Deep links of a synthetic app: one per ten coordinators, each walking the tree from the
/// root to a coordinator without bugs and ending on one of its screens; broken ones skip a level.
struct SyntheticDeepLinks {
    let plan: SyntheticPlan
    /// For each coordinator, the screens a link may end on.
    let linkable: [[String]]

    func links(rng: inout SplitMix64) -> [DeepLink] {
        let count = plan.sizes.count
        var links = [DeepLink]()
        for i in 0..<max(1, count / 10) {
            guard let target = cleanCoordinator(minimumDepth: 0, rng: &rng) else { break }
            let steps = chain(to: target).map { DeepLink.Step(.coordinator, plan.names[$0]) }
            links.append(DeepLink(name: "link\(i)", path: steps + [DeepLink.Step(.screen, rng.pick(linkable[target]))]))
        }
        for i in 0..<plan.brokenDeepLinks {
            // Naming a grandchild straight from the root: it is not started there.
            let path = cleanCoordinator(minimumDepth: 2, rng: &rng).map { [DeepLink.Step(.coordinator, plan.names[$0])] }
                ?? [DeepLink.Step(.screen, "Missing")]
            links.append(DeepLink(name: "broken\(i)", path: path))
        }
        return links
    }

    /// Coordinators from the root's child down to `c` (empty for the root).
    private func chain(to c: Int) -> [Int] {
        ([c] + plan.ancestors(of: c)).dropLast().reversed()
    }

    /// A coordinator at least `minimumDepth` deep such that it and its ancestors carry no bug.
    private func cleanCoordinator(minimumDepth: Int, rng: inout SplitMix64) -> Int? {
        func clean(_ c: Int) -> Bool {
            plan.depth(of: c) >= minimumDepth && plan.bugs[c] == nil && plan.ancestors(of: c).allSatisfy { plan.bugs[$0] == nil }
        }
        for _ in 0..<64 {
            let c = rng.below(plan.sizes.count)
            if clean(c) { return c }
        }
        return plan.sizes.indices.first(where: clean)
    }
}
