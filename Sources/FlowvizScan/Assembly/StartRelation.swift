import FlowvizCore

/// Who starts whom, read once from every coordinator's effects: the one relation the root
/// finder, the assembler (attachments, deep-link chains) and the parent-reference check share.
///
/// Each edge is typed, because the readers ask different questions of it: a start the parent
/// keeps itself (`child.start()`), a start a library keeps (`coordinate(to:)`), and a
/// presentation of the child's container (which attaches it but says nothing of bookkeeping).
struct StartRelation {
    enum Kind: Sendable {
        /// `child.start()`: the parent drives the child and keeps (or forgets) it.
        case starts
        /// `start(childCoordinator:)`, `coordinate(to:)`: a library keeps and releases it.
        case managed
        /// The parent presents the child's container (or makes it the window's root).
        case presents
    }

    struct Edge {
        var parent: String
        var child: ChildRef
        var kind: Kind
        var effect: Effect
    }

    /// Every edge, in coordinator-name order, then effect order.
    let edges: [Edge]
    /// Edges into each child type.
    private let edgesByChild: [String: [Edge]]
    /// Coordinator types some other coordinator starts, presents or has a library start.
    let startedByAnother: Set<String>
    /// Where children are created or stored (their `ChildRef.site`), for plain starts.
    let childSites: Set<SourceLocation>

    init(runs: [(type: String, interpreter: Interpreter)]) {
        var edges = [Edge]()
        for run in runs {
            for effect in run.interpreter.effects {
                switch effect.kind {
                case .startChild(let child): edges.append(Edge(parent: run.type, child: child, kind: .starts, effect: effect))
                case .managedStart(let child): edges.append(Edge(parent: run.type, child: child, kind: .managed, effect: effect))
                case .presentsChild(let child, _, _): edges.append(Edge(parent: run.type, child: child, kind: .presents, effect: effect))
                default: break
                }
            }
        }
        self.edges = edges
        edgesByChild = Dictionary(grouping: edges, by: \.child.type)
        startedByAnother = Set(edges.filter { $0.child.type != $0.parent }.map(\.child.type))
        childSites = Set(edges.filter { $0.kind == .starts }.map(\.child.site))
    }

    /// All edges into a child of type `type`, from every coordinator (attachment reads them).
    func edges(into type: String) -> [Edge] { edgesByChild[type] ?? [] }

    /// The coordinators that start `type` themselves (`child.start()`).
    func starters(of type: String) -> Set<String> {
        Set(edges(into: type).filter { $0.kind == .starts }.map(\.parent))
    }

    /// For each coordinator reachable from `root` by plain starts, the one that first starts it
    /// (breadth first, in effect order): the chain a deep link walks.
    func firstParents(from root: String) -> [String: String] {
        var firstParent = [String: String]()
        var byParent = [String: [Edge]]()
        for edge in edges where edge.kind == .starts { byParent[edge.parent, default: []].append(edge) }
        var queue = [root], position = 0
        while position < queue.count {
            let current = queue[position]
            position += 1
            for edge in byParent[current] ?? [] {
                let child = edge.child.type
                guard child != root, child != current, firstParent[child] == nil else { continue }
                firstParent[child] = current
                queue.append(child)
            }
        }
        return firstParent
    }
}
