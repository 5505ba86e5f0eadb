import FlowvizCore
import FlowvizJSON
import FlowvizLint

/// Rule examples mark where each finding lands with `↓` (as SwiftLint's examples do): right before
/// the JSON object (or string) of the element at fault.
enum RuleExampleMarkers {
    static let marker: Character = "↓"

    /// The example without its markers, and the (line, column) of each marker in that text
    /// (columns count UTF-8 bytes from 1, as the JSON loader's locations do).
    static func strip(_ example: String) -> (text: String, positions: [Position]) {
        var text = ""
        var positions = [Position]()
        var line = 1
        var column = 1
        for character in example {
            if character == marker {
                positions.append(Position(line: line, column: column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (text, positions)
    }

    struct Position: Hashable, Comparable, CustomStringConvertible {
        var line: Int
        var column: Int
        static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
        var description: String { "\(line):\(column)" }
    }

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
