import FlowvizCore

/// What a child start says about the parent's bookkeeping and the child, as one edge carries it.
///
/// `retained` and `released` are `nil` when a scan could not read them (an ``UnknownFact`` of
/// aspect retention or release): no rule concludes anything from them then.
public struct StartFacts: Hashable, Sendable {
    /// The start as declared.
    public var start: AppGraph.ChildStart
    /// The child's attachment (`nil` for a root started as a child, or when unknown).
    public var attachment: AppGraph.Attachment?
    /// Whether the child's attachment was read; `false` when its presentation is unknown.
    public var attachmentKnown: Bool
    /// The parent keeps the child; `nil` when unknown.
    public var retained: Bool?
    /// The parent's didFinish handler removes the child; `nil` when unknown.
    public var released: Bool?
    /// The child's lifetime.
    public var lifetime: AppGraph.Lifetime
}

/// One edge of the navigation graph (``FlowAnalysis/edges``).
///
/// Nodes are numbered densely: coordinator entries `0..<coordinators`, then screens, then event
/// handlers (see ``FlowAnalysis/Node``). Every walk over the app's navigation (reachability, path
/// search, rules, deep links, the drawing) follows these edges and nothing else.
public struct NavigationEdge: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A coordinator's start shows one of its screens.
        case entry
        /// A screen pushes a screen of the same coordinator.
        case push
        /// A screen presents a screen of the same coordinator modally.
        case present(AppGraph.ModalPresentation)
        /// A coordinator's start, a screen or a handler starts a child: to the child's entry.
        case start(StartFacts)
        /// The coordinator reports didFinish (no target: it leaves the flow).
        case finish
        /// Back one screen, back to the first screen, or dismiss (no target).
        case pop, popToRoot, dismiss
        /// A flow event sent (no target): its routes (``FlowAnalysis/routes(of:)``) say who gets it.
        case send(String)
        /// A sent event's route, from the sender to the first handler up a path of reachable
        /// parents that receives it. Made once, by the reachability fixpoint.
        case eventRoute(String)
        /// One step of a deep link (``AppGraph/deepLinks``, by index) taken from where the
        /// previous step left off: into a child's entry, or to a screen. Deep-link steps are not
        /// in ``FlowAnalysis/edges``: they say where a link goes, not how a user navigates, so
        /// no walk over the app follows them (``FlowAnalysis/deepLinkSteps(of:)``).
        case deepLinkStep(link: Int, step: Int)
        /// What a scan could not read (``AppGraph/unknowns``, by index): the conservative reading
        /// that it may lead to `to`, or with no target, that it may leave the flow (finish or back).
        case unknown(UnknownFact.Aspect, fact: Int)
    }

    public var kind: Kind
    /// The node the edge leaves.
    public var from: Int
    /// The node it reaches; `nil` for edges that leave the flow or only send.
    public var to: Int?
    /// The coordinator in which the action happens.
    public var coordinator: Int
    /// The transition's trigger; `nil` for start entries and handlers.
    public var trigger: String?
    /// The branch label of the transition or start entry.
    public var condition: String?
    public var location: SourceLocation?
    /// The element the edge comes from (transition, start entry, handler), for findings.
    public var element: ElementReference

    /// Whether the edge may end the coordinator's flow: a finish, or an unknown that may.
    public var mayFinish: Bool {
        switch kind {
        case .finish: true
        case .unknown: to == nil
        default: false
        }
    }

    /// Whether the edge is a way out of its screen: finish, pop, pop to root, dismiss, or an
    /// unknown that may be one.
    public var leavesScreen: Bool {
        switch kind {
        case .finish, .pop, .popToRoot, .dismiss: true
        case .unknown: to == nil
        default: false
        }
    }

    /// The child-start facts of a start edge.
    public var startFacts: StartFacts? {
        if case .start(let facts) = kind { return facts }
        return nil
    }

    /// Whether the edge is a conservative reading of an unknown fact.
    public var isUnknown: Bool {
        if case .unknown = kind { return true }
        return false
    }
}
