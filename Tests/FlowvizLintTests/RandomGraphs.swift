import FlowvizCore

/// A small deterministic generator of arbitrary (valid-shaped) graphs with events and recursion.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    mutating func graph() -> AppGraph {
        let count = 2 + next(5)
        let events = ["a", "b", "c"]
        var graph = AppGraph()
        for c in 0..<count {
            let screenCount = 1 + next(3)
            let screens = (0..<screenCount).map { "S\($0)" }
            func action() -> Action {
                switch next(8) {
                case 0: .push(screen: screens[next(screenCount)])
                case 1: .present(screen: screens[next(screenCount)], presentation: .init(style: .sheet))
                case 2, 3, 4: .startChild(ChildStart("C\(1 + next(count - 1))"))
                case 5, 6: .sendEvent(events[next(3)])
                default: .finish
                }
            }
            var coordinator = Coordinator(name: "C\(c)", isRoot: c == 0, attachment: c == 0 ? nil : .horizontal)
            for _ in 0..<(1 + next(2)) {
                coordinator.start.append(next(3) == 0
                    ? StartEntry(.child(ChildStart("C\(1 + next(count - 1))")))
                    : StartEntry(.screen(screens[next(screenCount)])))
            }
            coordinator.screens = screens.map { name in
                Screen(name: name, transitions: (0..<next(4)).map { Transition(on: "t\($0)", action()) })
            }
            // A screen only handlers show, so that flow events decide whether it is reachable.
            coordinator.screens.append(Screen(name: "Hidden", transitions: next(2) == 0 ? [Transition(on: "t", action())] : []))
            coordinator.handlers = (0..<next(3)).map { _ in
                EventHandler(event: events[next(3)], stopsPropagation: next(2) == 0,
                             action: next(3) == 0 ? nil : next(2) == 0 ? .push(screen: "Hidden") : action())
            }
            graph.add(coordinator)
        }
        return graph
    }
}
