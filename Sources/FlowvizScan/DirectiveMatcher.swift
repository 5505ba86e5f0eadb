import FlowvizCore

/// Applies `// flowviz:disable:next rule_id` comments: each becomes a suppression on every element
/// located on the next line (a coordinator's name, a screen's creation, a trigger, a call).
enum DirectiveMatcher {
    /// Adds the suppressions; returns the directives that matched no element, for `--verbose`.
    static func apply(_ directives: [Directive], to graph: inout AppGraph) -> [SkippedCode] {
        var byLine = [String: [Directive]]()
        for directive in directives where !directive.rules.isEmpty {
            byLine["\(directive.location.file):\(directive.appliesToLine)", default: []].append(directive)
        }
        guard !byLine.isEmpty else { return [] }
        var used = Set<SourceLocation>()
        func suppressions(at location: SourceLocation?) -> [Suppression] {
            guard let location, let found = byLine["\(location.file):\(location.line)"] else { return [] }
            for directive in found { used.insert(directive.location) }
            return found.flatMap { directive in directive.rules.map { Suppression($0, location: directive.location) } }
        }
        for c in graph.coordinators.indices {
            graph.coordinators[c].suppressions += suppressions(at: graph.coordinators[c].location)
            for e in graph.coordinators[c].start.indices {
                graph.coordinators[c].start[e].suppressions += suppressions(at: graph.coordinators[c].start[e].location)
            }
            for h in graph.coordinators[c].handlers.indices {
                graph.coordinators[c].handlers[h].suppressions += suppressions(at: graph.coordinators[c].handlers[h].location)
            }
            for s in graph.coordinators[c].screens.indices {
                graph.coordinators[c].screens[s].suppressions += suppressions(at: graph.coordinators[c].screens[s].location)
                for t in graph.coordinators[c].screens[s].transitions.indices {
                    graph.coordinators[c].screens[s].transitions[t].suppressions += suppressions(at: graph.coordinators[c].screens[s].transitions[t].location)
                }
            }
        }
        for d in graph.deepLinks.indices {
            graph.deepLinks[d].suppressions += suppressions(at: graph.deepLinks[d].location)
        }
        for f in graph.sourceFacts.indices {
            graph.sourceFacts[f].suppressions += suppressions(at: graph.sourceFacts[f].location)
        }
        return directives.filter { !$0.rules.isEmpty && !used.contains($0.location) }.map {
            SkippedCode("'flowviz:disable:next \($0.rules.joined(separator: " "))' applies to nothing flowviz found on line \($0.appliesToLine)", at: $0.location)
        }
    }
}
