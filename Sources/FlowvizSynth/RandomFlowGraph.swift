import FlowvizCore

/// Random app graphs in every shape the scene builder draws, deterministic by seed: the input
/// of the render fuzzer (`Scripts/fuzz.sh render`, Docs/FUZZING.md) and of its regression tests.
///
/// Unlike ``SyntheticApp`` (realistic apps for benchmarks), these graphs seek the corners: rows
/// joined by pushes and horizontal children, finishes, pops and flow events between screens that
/// may land on one rank, routers whose rows wrap into lines, back edges (a child starting an ancestor), self-loops, coordinators with
/// no screens (a root that only starts children), unknown targets, deep nesting, hundreds of
/// coordinators, and names with quotes, backslashes, `&`, `<` and non-ASCII text. Most graphs
/// are small, some large (see ``size(seed:)``).
public struct RandomFlowGraph: Sendable {
    public let seed: UInt64

    public init(seed: UInt64) { self.seed = seed }

    /// How many coordinators the graph of `seed` has: 1–6 for 90 % of seeds, up to 40 for
    /// 9 %, up to 300 for 1 %.
    public static func size(seed: UInt64) -> Int {
        var rng = SplitMix64(seed: seed ^ 0x5EED)
        let band = rng.below(100)
        if band < 90 { return 1 + rng.below(6) }
        if band < 99 { return 7 + rng.below(34) }
        return 41 + rng.below(260)
    }

    public func graph() -> AppGraph {
        var rng = SplitMix64(seed: seed)
        let count = Self.size(seed: seed)
        let large = count > 40
        let names = (0..<count).map { Self.coordinatorName($0, &rng) }
        let events = (0..<(1 + rng.below(4))).map { "event\($0)" }
        // A tree of child starts: each coordinator's parent comes before it, so nesting can go deep.
        let parents = (0..<count).map { $0 == 0 ? -1 : (rng.chance(30) ? $0 - 1 : rng.below($0)) }
        var coordinators = [Coordinator]()
        for c in 0..<count {
            // Now and then a router: one coordinator with a row long enough to wrap into lines.
            let screenCount = c == 0 && rng.chance(25) ? 0 : !large && rng.chance(4) ? 9 + rng.below(24) : rng.below(large ? 4 : 7)
            let screens = (0..<screenCount).map { Self.screenName($0, &rng) }
            var coordinator = Coordinator(
                name: names[c], typeName: rng.chance(50) ? names[c] + "Coordinator" : nil,
                isRoot: c == 0 && !rng.chance(3),
                container: rng.pick(Container.allCases),
                attachment: c == 0 ? nil : rng.chance(50) ? .horizontal : .vertical(ModalPresentation(style: rng.pick(ModalStyle.allCases))),
                finishesOnPopBack: rng.chance(40), finishesOnSwipeDismiss: rng.chance(30),
                lifetime: rng.chance(20) ? .longLived : .bounded
            )
            let children = (0..<count).filter { parents[$0] == c }
            // What any action may target: own screens, unknown names, children, and (rarely) any coordinator.
            func screen() -> String { screens.isEmpty || rng.chance(5) ? "Missing\(rng.below(3))" : rng.pick(screens) }
            func child() -> ChildStart {
                let target = !children.isEmpty && !rng.chance(15) ? names[rng.pick(children)]
                    : rng.chance(10) ? "Unknown\(rng.below(2))" : names[rng.below(count)]
                return ChildStart(target, retained: !rng.chance(10), releasedOnFinish: !rng.chance(10))
            }
            func action() -> Action {
                switch rng.below(children.isEmpty ? 10 : 13) {
                case 0, 1, 2: .push(screen: screen())
                case 3, 4: .present(screen: screen(), presentation: AppGraph.ModalPresentation(style: rng.pick(AppGraph.ModalStyle.allCases)))
                case 5: .finish
                case 6: .pop
                case 7: rng.chance(50) ? .popToRoot : .dismiss
                case 8, 9: .sendEvent(rng.pick(events))
                default: .startChild(child())
                }
            }
            let starts = rng.chance(10) ? 0 : rng.chance(70) ? 1 : 2 + rng.below(2)
            for _ in 0..<starts {
                let condition = rng.chance(30) ? Self.text("when", &rng) : nil
                let target: StartEntry.Target = !children.isEmpty && (screens.isEmpty || rng.chance(25)) ? .child(child()) : .screen(screen())
                coordinator.start.append(StartEntry(target, when: condition))
            }
            // Children not started from start() are started from a screen (or from nowhere).
            var unstarted = children.filter { child in
                !coordinator.start.contains { if case .child(let start) = $0.target { start.coordinator == names[child] } else { false } }
            }
            for (s, name) in screens.enumerated() {
                var transitions = [Transition]()
                for _ in 0..<rng.below(large ? 3 : 5) {
                    let trigger = rng.chance(20) ? "didTap" : Self.text("did", &rng)
                    transitions.append(Transition(on: trigger, when: rng.chance(15) ? Self.text("if", &rng) : nil, action()))
                }
                if s == screens.count - 1 || rng.chance(40), !unstarted.isEmpty, !rng.chance(5) {
                    let target = unstarted.removeFirst()
                    transitions.append(AppGraph.Transition(on: Self.text("open", &rng), .startChild(AppGraph.ChildStart(names[target]))))
                }
                coordinator.screens.append(Screen(name: name, typeName: rng.chance(60) ? name + "ViewController" : nil, transitions: transitions))
            }
            for event in events where rng.chance(25) {
                coordinator.handlers.append(EventHandler(event: event, stopsPropagation: rng.chance(50), action: rng.chance(60) ? action() : nil))
            }
            coordinators.append(coordinator)
        }
        var graph = AppGraph(name: rng.chance(80) ? Self.text("App", &rng) : nil)
        coordinators.forEach { graph.add($0) }
        return graph
    }

    /// Names that sort in any order relative to the root, some of them hostile to DOT, SVG and HTML.
    private static func coordinatorName(_ index: Int, _ rng: inout SplitMix64) -> String {
        let stems = ["Account", "Browse", "Checkout", "Detail", "Editor", "Feed", "Onboarding", "Settings", "Zone"]
        return "\(rng.pick(stems))\(index)\(rng.chance(5) ? rng.pick(hostile) : "")"
    }

    private static func screenName(_ index: Int, _ rng: inout SplitMix64) -> String {
        let stems = ["List", "Detail", "Form", "Summary", "Picker", "Welcome"]
        return "\(rng.pick(stems))\(index)\(rng.chance(5) ? rng.pick(hostile) : "")"
    }

    /// A trigger or condition, sometimes long (wide labels) or hostile.
    private static func text(_ stem: String, _ rng: inout SplitMix64) -> String {
        let long = rng.chance(5) ? String(repeating: "Very", count: 1 + rng.below(12)) : ""
        return "\(stem)\(long)\(rng.below(20))\(rng.chance(5) ? rng.pick(hostile) : "")"
    }

    private static let hostile = ["\"q\"", "a\\b", "x & y", "<b>", "naïve ✓", "two\nlines", "{rank=same}", "-> e", "\u{2028}"]
}
