import FlowvizCore

extension ElementReference {
    /// The element's stable identity, built from names only (never line numbers or positions),
    /// so moving, reformatting or reordering definitions keeps it. Baselines record it and SARIF
    /// uses it as the result's fingerprint:
    ///
    /// - `graph`
    /// - `coordinator:Buy`
    /// - `screen:MovieDetails/Credits`
    /// - `transition:App/Photo/didBuyPhoto`, with `[condition]` when the transition has one and
    ///   `#n` for the n-th (n ≥ 2) transition of that screen with the same trigger and condition
    /// - `start:Buy/screen:SignIn[signed out]` or `start:App/child:Login`, with `#n` likewise
    /// - `handler:App/didLogOut`
    /// - `deeplink:cart`
    /// - `source:kind/subject/detail` for a fact of a Swift scan
    ///
    /// A transition or start entry is identified by what it is, not by its position among the
    /// others, so adding or reordering unrelated ones changes nothing. That needs the graph the
    /// element is in: without it (or when the element is not in it) they are
    /// `transition:C/S/trigger` and `start:C`.
    public func stableIdentity(in graph: AppGraph?) -> String {
        switch self {
        case .graph:
            return "graph"
        case .coordinator(let c):
            return "coordinator:\(c)"
        case .screen(let c, let s):
            return "screen:\(c)/\(s)"
        case .handler(let c, let event):
            return "handler:\(c)/\(event)"
        case .deepLink(let link):
            return "deeplink:\(link)"
        case .sourceFact(_, let kind, let subject, let detail):
            return "source:\(kind)/\(subject)/\(detail)"
        case .transition(let c, let s, let trigger, let index):
            let base = "transition:\(c)/\(s)/\(trigger)"
            guard let transitions = graph?.coordinator(named: c)?.screen(named: s)?.transitions,
                  transitions.indices.contains(index), transitions[index].trigger == trigger else { return base }
            let condition = transitions[index].condition
            let occurrence = transitions[..<index].filter { $0.trigger == trigger && $0.condition == condition }.count + 1
            return base + Self.suffix(condition: condition, occurrence: occurrence)
        case .startEntry(let c, let index):
            guard let start = graph?.coordinator(named: c)?.start, start.indices.contains(index) else { return "start:\(c)" }
            let entry = start[index]
            let occurrence = start[..<index].filter { $0.target == entry.target && $0.condition == entry.condition }.count + 1
            let target = switch entry.target {
            case .screen(let screen): "screen:\(screen)"
            case .child(let child): "child:\(child.coordinator)"
            }
            return "start:\(c)/\(target)" + Self.suffix(condition: entry.condition, occurrence: occurrence)
        }
    }

    private static func suffix(condition: String?, occurrence: Int) -> String {
        (condition.map { "[\($0)]" } ?? "") + (occurrence > 1 ? "#\(occurrence)" : "")
    }
}

extension Finding {
    /// The finding's fingerprint: `rule_id:` and its element's ``ElementReference/stableIdentity(in:)``.
    /// Baselines match on it; SARIF writes it as `partialFingerprints."flowvizElement/v2"`.
    public func fingerprint(in graph: AppGraph?) -> String {
        "\(ruleID):\(element.stableIdentity(in: graph))"
    }
}
