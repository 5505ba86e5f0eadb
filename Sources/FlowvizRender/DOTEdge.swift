/// The kinds of edge in a flow drawing, each with its own style.
enum EdgeKind: Int, Comparable {
    case entry, push, present, startChild, finish, event

    static func < (lhs: EdgeKind, rhs: EdgeKind) -> Bool { lhs.rawValue < rhs.rawValue }

    var style: String {
        switch self {
        case .entry, .push: "solid"
        case .present: "dashed"
        case .startChild: "bold"
        case .finish: "dotted"
        case .event: "dashed"
        }
    }

    var color: String {
        switch self {
        case .entry, .push: "#222222"
        case .present: "#7a4fa0"
        case .startChild: "#2e7d32"
        case .finish: "#555555"
        case .event: "#c77700"
        }
    }

    /// Edges that go back up the flow do not pull their head below their tail.
    var constrainsRanks: Bool { self != .finish && self != .event }
}

/// An edge to draw; edges with the same ends and kind are merged, their labels joined.
struct DOTEdge {
    var tail: String
    var head: String
    var kind: EdgeKind
    var labels: [String]
    var lhead: String?
}
