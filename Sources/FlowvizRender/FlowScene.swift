import FlowvizCore

/// What a flow drawing shows, independent of the output format.
///
/// Built from an app graph (and its findings) by ``SceneBuilder``; the DOT, Mermaid and HTML
/// encoders all draw the same scene. Element ids are short, stable and safe in any syntax
/// (`c0`, `c0s1`, `c0start`, `entry`, `e12`): user text only ever appears in labels and messages.
public struct FlowScene: Hashable, Sendable {
    /// A finding drawn on the element it is about.
    public struct Mark: Hashable, Sendable {
        public var ruleID: String
        public var severity: Severity
        public var message: String
        /// `file:line:column`, when known.
        public var location: String?
        /// The finding's number in the scene's findings table (1-based; 0 when unnumbered).
        public var number: Int

        public init(ruleID: String, severity: Severity, message: String, location: String?, number: Int = 0) {
            self.ruleID = ruleID
            self.severity = severity
            self.message = message
            self.location = location
            self.number = number
        }
    }

    /// How a coordinator attaches to its parent, as drawn.
    public enum ClusterKind: String, Hashable, Sendable { case root, horizontal, vertical }

    /// A coordinator, drawn as a cluster.
    public struct Cluster: Hashable, Sendable {
        public var id: String
        public var coordinator: String
        /// "BuyCoordinator (horizontal; navigation stack)".
        public var title: String
        public var kind: ClusterKind
        public var container: AppGraph.Container
        public var marks: [Mark]

        public init(id: String, coordinator: String, title: String, kind: ClusterKind, container: AppGraph.Container, marks: [Mark] = []) {
            self.id = id
            self.coordinator = coordinator
            self.title = title
            self.kind = kind
            self.container = container
            self.marks = marks
        }
    }

    public enum NodeKind: String, Hashable, Sendable {
        /// A screen (view controller).
        case screen
        /// The app's entry point, drawn as a black dot.
        case entry
        /// A coordinator's start with branches, drawn as a small dot inside its cluster.
        case branch
        /// Stands for a coordinator that shows nothing, or one drawn collapsed.
        case placeholder
        /// A coordinator in the coordinator map (``FlowScene/Kind/overview``).
        case coordinator
    }

    public struct Node: Hashable, Sendable {
        public var id: String
        /// The cluster the node is drawn in (`nil` for the app's entry).
        public var cluster: String?
        public var kind: NodeKind
        /// The screen's name, or a placeholder's text.
        public var label: String
        /// The view controller's type name, when it differs from the label.
        public var detail: String?
        public var marks: [Mark]

        public init(id: String, cluster: String?, kind: NodeKind, label: String, detail: String? = nil, marks: [Mark] = []) {
            self.id = id
            self.cluster = cluster
            self.kind = kind
            self.label = label
            self.detail = detail
            self.marks = marks
        }
    }

    public enum EdgeKind: String, Hashable, Sendable, CaseIterable {
        /// `back`: pop, pop to root or dismiss, to the screen the user returns to.
        case entry, push, present, startChild = "start", finish, back, event
    }

    public struct Edge: Hashable, Sendable {
        public var id: String
        public var from: String
        public var to: String
        public var kind: EdgeKind
        /// Triggers (with conditions in brackets), one per line; `nil` for an unlabelled edge.
        public var label: String?
        /// For a child start, the started coordinator's cluster.
        public var targetCluster: String?
        /// For a presentation: full screen rather than a sheet.
        public var fullScreen: Bool = false
        public var marks: [Mark]

        public init(id: String, from: String, to: String, kind: EdgeKind, label: String? = nil, targetCluster: String? = nil, marks: [Mark] = []) {
            self.id = id
            self.from = from
            self.to = to
            self.kind = kind
            self.label = label
            self.targetCluster = targetCluster
            self.marks = marks
        }
    }

    /// What the drawing is: the flows of screens, or the coordinator map.
    public enum Kind: String, Hashable, Sendable {
        /// Coordinators as clusters of their screens.
        case flows
        /// One node per coordinator, edges for child starts, flow events and deep links.
        case overview
    }

    /// The app's name.
    public var title: String?
    public var kind: Kind = .flows
    /// A line under the title: why this drawing was chosen and what else can be drawn.
    public var note: String?
    /// Whether the drawing carries a legend of the styles it uses.
    public var legend: Bool = true
    public var clusters: [Cluster]
    public var nodes: [Node]
    public var edges: [Edge]
    /// Every finding of the drawn graph, in report order, including those about elements the
    /// picture has no place for (deep links).
    public var findings: [Mark]

    public init(title: String?, clusters: [Cluster], nodes: [Node], edges: [Edge], findings: [Mark]) {
        self.title = title
        self.clusters = clusters
        self.nodes = nodes
        self.edges = edges
        self.findings = findings
    }
}
