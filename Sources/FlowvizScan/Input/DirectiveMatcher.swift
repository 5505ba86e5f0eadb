import FlowvizCore

/// Applies the `flowviz:` directives (``Directive``): each becomes a suppression on every element
/// located on the lines it covers (a coordinator's name, a screen's creation, a trigger, a call),
/// and on the elements whose findings are reported there: a child start where the parent keeps
/// the child (`keptAt`), a deep link at each of its steps.
enum DirectiveMatcher {
    /// The lines of one file a directive covers.
    struct Scope {
        var directive: Directive
        var file: String
        var lines: ClosedRange<Int>
    }

    /// Adds the suppressions; returns the directives that matched no element, for `--verbose`.
    static func apply(_ directives: [Directive], to graph: inout AppGraph) -> [SkippedCode] {
        let scopes = scopes(of: directives).scopes
        guard !scopes.isEmpty else { return [] }
        let byFile = Dictionary(grouping: scopes, by: \.file)
        var used = Set<SourceLocation>()
        func suppressions(at locations: [SourceLocation?]) -> [Suppression] {
            var found = [Suppression]()
            for case let location? in locations {
                for scope in byFile[location.file] ?? [] where scope.lines.contains(location.line) {
                    used.insert(scope.directive.location)
                    found += scope.directive.rules.map { Suppression($0, location: scope.directive.location) }
                }
            }
            var seen = Set<Suppression>()
            return found.filter { seen.insert($0).inserted }
        }
        for c in graph.coordinators.indices {
            graph.coordinators[c].suppressions += suppressions(at: [graph.coordinators[c].location])
            for e in graph.coordinators[c].start.indices {
                let entry = graph.coordinators[c].start[e]
                let keptAt: SourceLocation? = if case .child(let child) = entry.target { child.keptAt } else { nil }
                graph.coordinators[c].start[e].suppressions += suppressions(at: [entry.location, keptAt])
            }
            for h in graph.coordinators[c].handlers.indices {
                let handler = graph.coordinators[c].handlers[h]
                graph.coordinators[c].handlers[h].suppressions += suppressions(at: [handler.location, handler.action?.childStart?.keptAt])
            }
            for s in graph.coordinators[c].screens.indices {
                graph.coordinators[c].screens[s].suppressions += suppressions(at: [graph.coordinators[c].screens[s].location])
                for t in graph.coordinators[c].screens[s].transitions.indices {
                    let transition = graph.coordinators[c].screens[s].transitions[t]
                    graph.coordinators[c].screens[s].transitions[t].suppressions += suppressions(at: [transition.location, transition.action.childStart?.keptAt])
                }
            }
        }
        for d in graph.deepLinks.indices {
            let link = graph.deepLinks[d]
            graph.deepLinks[d].suppressions += suppressions(at: [link.location] + link.path.map(\.location))
        }
        for f in graph.sourceFacts.indices {
            graph.sourceFacts[f].suppressions += suppressions(at: [graph.sourceFacts[f].location])
        }
        for u in graph.unknowns.indices {
            graph.unknowns[u].suppressions += suppressions(at: [graph.unknowns[u].location])
        }
        return scopes.filter { !used.contains($0.directive.location) }.map { scope in
            let lines = scope.lines.count == 1 ? "line \(scope.lines.lowerBound)"
                : scope.lines.upperBound == Int.max ? "lines \(scope.lines.lowerBound) to the end of the file"
                : "lines \(scope.lines.lowerBound)–\(scope.lines.upperBound)"
            return SkippedCode("'\(scope.directive.text)' applies to nothing flowviz found on \(lines)", at: scope.directive.location)
        }
    }

    /// Directives that are not understood: unknown forms, forms without rule ids, and an
    /// `enable` with no `disable` before it. The scan reports each as a warning.
    static func problems(_ directives: [Directive]) -> [SkippedCode] {
        scopes(of: directives).problems
    }

    /// What each directive covers, and the directives that cover nothing because they are wrong.
    static func scopes(of directives: [Directive]) -> (scopes: [Scope], problems: [SkippedCode]) {
        var scopes = [Scope]()
        var problems = [SkippedCode]()
        for (file, inFile) in Dictionary(grouping: directives, by: \.location.file).sorted(by: { $0.key < $1.key }) {
            var open = [String: Directive]()   // rule → the `disable` that opened its region
            for directive in inFile.sorted(by: { $0.location.line < $1.location.line }) {
                let line = directive.location.line
                switch directive.form {
                case .next: scopes.append(Scope(directive: directive, file: file, lines: line + 1...line + 1))
                case .this: scopes.append(Scope(directive: directive, file: file, lines: line...line))
                case .previous: scopes.append(Scope(directive: directive, file: file, lines: max(1, line - 1)...max(1, line - 1)))
                case .disable:
                    for rule in directive.rules where open[rule] == nil {
                        open[rule] = Directive(form: .disable, rules: [rule], location: directive.location)
                    }
                case .enable:
                    for rule in directive.rules {
                        guard let start = open.removeValue(forKey: rule) else {
                            problems.append(SkippedCode("'flowviz:enable \(rule)' has no 'flowviz:disable \(rule)' before it", at: directive.location))
                            continue
                        }
                        scopes.append(Scope(directive: start, file: file, lines: start.location.line...line))
                    }
                case .invalid(let reason): problems.append(SkippedCode(reason, at: directive.location))
                }
            }
            for start in open.values.sorted(by: { $0.rules[0] < $1.rules[0] }) {
                scopes.append(Scope(directive: start, file: file, lines: start.location.line...Int.max))
            }
        }
        return (scopes, problems)
    }
}
