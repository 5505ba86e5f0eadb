import FlowvizCore

/// A deterministic synthetic app for size tests: `coordinators` coordinators of `screens`
/// screens each, a push chain per coordinator, a modal per coordinator, and every coordinator
/// after the first started by an earlier one (alternately horizontal and vertical, nested
/// several levels), with flow events sent up to the root.
enum SyntheticApp {
    static func graph(coordinators: Int, screens: Int) -> AppGraph {
        var graph = AppGraph(name: "Synthetic \(coordinators * screens)")
        for c in 0..<coordinators {
            let horizontal = c % 2 == 1
            var coordinator = Coordinator(
                name: "C\(c)", isRoot: c == 0,
                attachment: c == 0 ? nil : horizontal ? .horizontal : .vertical(ModalPresentation(style: .sheet)),
                start: [StartEntry(.screen("C\(c)S0"))],
                finishesOnPopBack: horizontal, finishesOnSwipeDismiss: c > 0 && !horizontal
            )
            for s in 0..<screens {
                var transitions = [Transition]()
                if s + 1 < screens - 1 { transitions.append(Transition(on: "next", .push(screen: "C\(c)S\(s + 1)"))) }
                if s == 0 && screens > 1 { transitions.append(Transition(on: "info", .present(screen: "C\(c)S\(screens - 1)", presentation: ModalPresentation()))) }
                for child in [2 * c + 1, 2 * c + 2] where child < coordinators && s == child % screens {
                    transitions.append(Transition(on: "open\(child)", .startChild(ChildStart("C\(child)"))))
                }
                if c > 0 && s == 1 { transitions.append(Transition(on: "done", .finish)) }
                if c > 0 && s == 2 { transitions.append(Transition(on: "save", .sendEvent("saved"))) }
                coordinator.screens.append(Screen(name: "C\(c)S\(s)", transitions: transitions))
            }
            if c == 0 { coordinator.handlers = [EventHandler(event: "saved", stopsPropagation: true)] }
            graph.add(coordinator)
        }
        return graph
    }
}
