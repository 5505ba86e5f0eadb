import FlowvizCore
import FlowvizJSON
import FlowvizLint

/// Suppressing a rule example's findings (the markers themselves: FlowvizTestSupport's `ExampleMarkers`).
enum RuleExampleMarkers {
    /// `graph` with a suppression of `ruleID` on exactly `element`.
    static func suppressing(_ ruleID: String, on element: ElementReference, in graph: AppGraph) -> AppGraph {
        var graph = graph
        let suppression = Suppression(ruleID, reason: "example")
        func coordinator(_ name: String) -> Int? { graph.coordinators.firstIndex { $0.name == name } }
        func screen(_ c: Int, _ name: String) -> Int? { graph.coordinators[c].screens.firstIndex { $0.name == name } }
        switch element {
        case .graph: break
        case .coordinator(let name):
            if let c = coordinator(name) { graph.coordinators[c].suppressions.append(suppression) }
        case .screen(let name, let screenName):
            if let c = coordinator(name), let s = screen(c, screenName) { graph.coordinators[c].screens[s].suppressions.append(suppression) }
        case .transition(let name, let screenName, _, let index):
            if let c = coordinator(name), let s = screen(c, screenName) { graph.coordinators[c].screens[s].transitions[index].suppressions.append(suppression) }
        case .startEntry(let name, let index):
            if let c = coordinator(name) { graph.coordinators[c].start[index].suppressions.append(suppression) }
        case .handler(let name, let event):
            if let c = coordinator(name), let h = graph.coordinators[c].handlers.firstIndex(where: { $0.event == event }) {
                graph.coordinators[c].handlers[h].suppressions.append(suppression)
            }
        case .deepLink(let name):
            if let l = graph.deepLinks.firstIndex(where: { $0.name == name }) { graph.deepLinks[l].suppressions.append(suppression) }
        case .sourceFact(let index, _, _, _):
            graph.sourceFacts[index].suppressions.append(suppression)
        }
        return graph
    }
}
