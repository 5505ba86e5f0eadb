import FlowvizCore

/// The suppressions declared in a graph, by the element that carries them.
///
/// A suppression on an element covers findings on that element and on what it contains: a
/// coordinator's covers its screens, start entries, handlers and transitions; a screen's covers
/// its transitions.
struct SuppressionIndex {
    struct Entry {
        var suppression: Suppression
        var carrier: ElementReference
        /// How a developer names the carrier: "screen Photo of AppCoordinator".
        var carrierName: String
    }

    private(set) var entries = [Entry]()
    private var byCarrier = [ElementReference: [Int]]()

    init(_ graph: AppGraph) {
        for coordinator in graph.coordinators {
            let name = coordinator.displayName
            add(coordinator.suppressions, .coordinator(coordinator.name), "coordinator \(name)")
            for (index, entry) in coordinator.start.enumerated() {
                add(entry.suppressions, .startEntry(coordinator: coordinator.name, index: index), "start entry #\(index + 1) of \(name)")
            }
            for handler in coordinator.handlers {
                add(handler.suppressions, .handler(coordinator: coordinator.name, event: handler.event), "the handler of '\(handler.event)' in \(name)")
            }
            for screen in coordinator.screens {
                add(screen.suppressions, .screen(coordinator: coordinator.name, screen: screen.name), "screen \(screen.name) of \(name)")
                for (index, transition) in screen.transitions.enumerated() {
                    add(transition.suppressions,
                        .transition(coordinator: coordinator.name, screen: screen.name, trigger: transition.trigger, index: index),
                        "transition \(screen.name).\(transition.trigger) of \(name)")
                }
            }
        }
        for link in graph.deepLinks {
            add(link.suppressions, .deepLink(link.name), "deep link '\(link.name)'")
        }
        for (index, fact) in graph.sourceFacts.enumerated() {
            add(fact.suppressions, fact.element(index: index), "\(fact.kind.keyword) in \(fact.kind.subject)")
        }
    }

    /// Names are built only for elements that carry suppressions (few do).
    private mutating func add(_ suppressions: [Suppression], _ carrier: @autoclosure () -> ElementReference, _ name: @autoclosure () -> String) {
        guard !suppressions.isEmpty else { return }
        let carrier = carrier(), name = name()
        for suppression in suppressions {
            byCarrier[carrier, default: []].append(entries.count)
            entries.append(Entry(suppression: suppression, carrier: carrier, carrierName: name))
        }
    }

    /// Indices of the entries that suppress `ruleID` on `element`.
    func suppressing(_ ruleID: String, on element: ElementReference) -> [Int] {
        Self.containers(of: element).flatMap { byCarrier[$0] ?? [] }.filter { entries[$0].suppression.ruleID == ruleID }
    }

    /// The element itself and the elements that contain it.
    static func containers(of element: ElementReference) -> [ElementReference] {
        switch element {
        case .graph: return []
        case .coordinator, .deepLink, .sourceFact: return [element]
        case .screen(let coordinator, _), .startEntry(let coordinator, _), .handler(let coordinator, _):
            return [element, .coordinator(coordinator)]
        case .transition(let coordinator, let screen, _, _):
            return [element, .screen(coordinator: coordinator, screen: screen), .coordinator(coordinator)]
        }
    }
}
