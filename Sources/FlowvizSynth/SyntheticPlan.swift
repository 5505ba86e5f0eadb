import FlowvizCore

/// The shape of a synthetic app before its screens are written: the coordinator tree, each
/// coordinator's size, attachment and bug, and which flow events travel where.
struct SyntheticPlan {
    var names: [String]
    var sizes: [Int]
    var parent: [Int?]
    var children: [[Int]]
    var attachments: [Attachment?]
    /// At most one bug per coordinator; the root carries none.
    var bugs: [SyntheticBug?]
    /// Events each coordinator sends, and those it handles.
    var sentEvents: [[String]]
    var handledEvents: [[String]]
    /// How many broken deep links to add.
    var brokenDeepLinks = 0

    private static let coordinatorWords = [
        "Photos", "Shop", "Cart", "Account", "Feed", "Inbox", "Onboarding", "Search", "Settings", "Player",
        "Library", "Checkout", "Profile", "Map", "News", "Booking", "Chat", "Wallet", "Rewards", "Support",
    ]

    /// Builds the plan; `bugs` kinds are each placed `max(1, coordinators / 1,000)` times where a
    /// coordinator fits them (enough screens, no children when the bug needs a leaf).
    init(sizes: [Int], bugs wanted: Set<SyntheticBug>, rng: inout SplitMix64) {
        let count = sizes.count
        self.sizes = sizes
        names = (0..<count).map { $0 == 0 ? "App" : rng.pick(Self.coordinatorWords) + "\($0)" }
        // A random recursive tree: nesting grows with the logarithm of the size.
        parent = (0..<count).map { $0 == 0 ? nil : rng.below($0) }
        children = Array(repeating: [], count: count)
        for c in 1..<max(count, 1) { children[parent[c]!].append(c) }
        bugs = Array(repeating: nil, count: count)
        attachments = Array(repeating: nil, count: count)
        sentEvents = Array(repeating: [], count: count)
        handledEvents = Array(repeating: [], count: count)

        let perKind = max(1, count / 1_000)
        for kind in SyntheticBug.allCases where wanted.contains(kind) {
            guard kind.ownsCoordinator else { brokenDeepLinks = perKind; continue }
            for _ in 0..<perKind {
                guard let c = candidate(for: kind, rng: &rng) else { break }
                bugs[c] = kind
            }
        }
        for c in 1..<max(count, 1) {
            attachments[c] = Self.attachment(bug: bugs[c], rng: &rng)
            if bugs[c] == .unhandledFlowEvent { sentEvents[c].append(Self.event(names[c], "Orphaned")) }
            if rng.chance(30) {
                let event = Self.event(names[c], "Changed")
                sentEvents[c].append(event)
                handledEvents[rng.pick(ancestors(of: c))].append(event)
            }
        }
    }

    /// Coordinators above `c`, nearest first.
    func ancestors(of c: Int) -> [Int] {
        var result = [Int]()
        var next = parent[c]
        while let p = next { result.append(p); next = parent[p] }
        return result
    }

    /// Depth below the root (the root is 0).
    func depth(of c: Int) -> Int { ancestors(of: c).count }

    /// A free non-root coordinator that can carry `kind`: random tries, then a scan.
    private func candidate(for kind: SyntheticBug, rng: inout SplitMix64) -> Int? {
        let count = sizes.count
        guard count > 1 else { return nil }
        func fits(_ c: Int) -> Bool {
            bugs[c] == nil && sizes[c] >= kind.minimumScreens && (!kind.needsLeaf || children[c].isEmpty)
        }
        for _ in 0..<64 {
            let c = 1 + rng.below(count - 1)
            if fits(c) { return c }
        }
        return (1..<count).first(where: fits)
    }

    private static func attachment(bug: SyntheticBug?, rng: inout SplitMix64) -> Attachment {
        if bug == .missingDidFinish { return .vertical(ModalPresentation(style: .fullScreen)) }
        switch rng.below(10) {
        case 0..<5: return .horizontal
        case 5..<8: return .vertical(AppGraph.ModalPresentation(style: .sheet))
        default: return .vertical(ModalPresentation(style: .fullScreen))
        }
    }

    /// `cart12Changed` for coordinator `Cart12`.
    private static func event(_ coordinator: String, _ suffix: String) -> String {
        coordinator.prefix(1).lowercased() + coordinator.dropFirst() + suffix
    }
}
