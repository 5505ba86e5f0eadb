import FlowvizCore

/// Writes one planned coordinator: its screens, their transitions, its start and its handlers.
struct SyntheticCoordinator {
    /// How a screen is first shown.
    private enum Role: Equatable {
        case start, pushed, presented(AppGraph.ModalPresentation), orphan
    }

    private static let screenWords = [
        "List", "Detail", "Edit", "Settings", "Profile", "Search", "Filter", "Share", "Review", "Confirm",
        "Summary", "Help", "About", "Gallery", "Map", "Payment", "Receipt", "Options", "Picker", "Preview",
    ]

    let plan: SyntheticPlan
    let index: Int

    /// The coordinator, and the names of its screens a deep link may end on.
    func build(rng: inout SplitMix64) -> (coordinator: Coordinator, linkable: [String]) {
        let n = plan.sizes[index]
        let bug = plan.bugs[index]
        let owner = plan.names[index]
        let names = (0..<n).map { rng.pick(Self.screenWords) + "\($0)" }
        let roles = Self.roles(count: n, bug: bug, rng: &rng)
        var transitions = [[Transition]](repeating: [], count: n)
        var stack = [Int]()

        for s in 0..<n {
            switch roles[s] {
            case .start:
                if index != 0 && bug != .missingDidFinish { transitions[s].append(Transition(on: "didCancel", .finish)) }
                stack.append(s)
            case .pushed:
                transitions[rng.pick(stack)].append(Transition(on: "didSelect\(names[s])", .push(screen: names[s])))
                if index != 0 && bug != .missingDidFinish && rng.chance(30) { transitions[s].append(Transition(on: "didComplete", .finish)) }
                if rng.chance(10) { transitions[s].append(Transition(on: "didGoBack", .pop)) }
                stack.append(s)
            case .presented(let presentation):
                transitions[rng.pick(stack)].append(Transition(on: "didTap\(names[s])", .present(screen: names[s], presentation: presentation)))
                if bug != .deadEndScreen { transitions[s].append(Transition(on: "didClose", .dismiss)) }
                if bug == .pushWithoutNavigationStack { transitions[s].append(Transition(on: "didContinue", .push(screen: names[0]))) }
            case .orphan:
                transitions[s].append(Transition(on: "didClose", .pop))
            }
        }
        for child in plan.children[index] where plan.bugs[child] != .unreachableCoordinator {
            let start = ChildStart(
                plan.names[child],
                retained: plan.bugs[child] != .unretainedChildCoordinator,
                releasedOnFinish: plan.bugs[child] != .leakedChildCoordinator && plan.bugs[child] != .unretainedChildCoordinator
            )
            transitions[rng.pick(stack)].append(Transition(on: "didOpen\(plan.names[child])", .startChild(start)))
        }
        for event in plan.sentEvents[index] {
            let trigger = "didSend" + event.prefix(1).uppercased() + event.dropFirst()
            transitions[rng.pick(stack)].append(Transition(on: trigger, .sendEvent(event)))
        }
        let handlers = plan.handledEvents[index].map { event in
            EventHandler(event: event, stopsPropagation: true, action: rng.chance(50) ? .push(screen: names[rng.pick(stack)]) : nil)
        }

        var screens = (0..<n).map { s in
            Screen(name: names[s], typeName: owner + names[s] + "ViewController", transitions: transitions[s])
        }
        if bug == .superfluousSuppression {
            screens[0].suppressions = [Suppression("dead_end_screen", reason: "kept on purpose")]
        }
        let starts = (0..<n).filter { roles[$0] == .start }
        let conditions: [String?] = starts.count > 1 ? ["signed in", "signed out"] : [nil]
        let attachment = plan.attachments[index]
        let coordinator = Coordinator(
            name: owner,
            typeName: index == 0 ? "AppCoordinator" : owner + "Coordinator",
            isRoot: index == 0,
            attachment: attachment,
            start: bug == .emptyStart ? [] : zip(starts, conditions).map { StartEntry(.screen(names[$0]), when: $1) },
            screens: screens,
            handlers: handlers,
            finishesOnPopBack: attachment == .horizontal,
            finishesOnSwipeDismiss: attachment?.presentation?.swipeDismissible ?? false
        )
        let linkable = (0..<n).filter { roles[$0] != .orphan }.map { names[$0] }
        return (coordinator, linkable)
    }

    /// Screen 0 starts; sometimes screen 1 too, on a condition; the rest are pushed, or presented
    /// one time in seven. Bugs pin the last screen's role.
    private static func roles(count n: Int, bug: SyntheticBug?, rng: inout SplitMix64) -> [Role] {
        var roles = [Role](repeating: .pushed, count: n)
        guard n > 0 else { return roles }
        roles[0] = .start
        if n >= 3 && rng.chance(20) { roles[1] = .start }
        for s in 1..<n where roles[s] == .pushed && rng.chance(15) {
            roles[s] = .presented(ModalPresentation(style: rng.chance(70) ? .sheet : .fullScreen))
        }
        switch bug {
        case .unreachableScreen?: roles[n - 1] = .orphan
        case .deadEndScreen?: roles[n - 1] = .presented(AppGraph.ModalPresentation(style: .fullScreen))
        case .pushWithoutNavigationStack?: roles[n - 1] = .presented(AppGraph.ModalPresentation(style: .sheet))
        default: break
        }
        return roles
    }
}
