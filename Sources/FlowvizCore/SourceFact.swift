/// Something the scanner saw in the app's Swift code that the flow graph itself cannot express,
/// kept so the source-only checks can report it (seed 001: "children should not tell their
/// parents what to do"; seed 004: a child is unaware of its parent).
public struct SourceFact: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A view controller pushes or presents another screen itself, through `call`
        /// (`pushViewController`, `present`, `show`, `performSegue`); `target` is the shown type when known.
        case viewControllerNavigates(viewController: String, call: String, target: String?)
        /// A coordinator stores `property`, a reference to `parentType`, a coordinator that starts it.
        case childReferencesParent(coordinator: String, property: String, parentType: String)
        /// A case of `routeType` that `dispatcher` (a method switching over the route) handles
        /// but that no code sends: what the case shows is unreachable through it.
        case unreachableRoute(routeType: String, route: String, dispatcher: String)
        /// A case of `routeType` the app sends that no dispatcher handles.
        case unhandledRoute(routeType: String, route: String)

        /// The kind's keyword in the JSON format.
        public var keyword: String {
            switch self {
            case .viewControllerNavigates: "viewControllerNavigates"
            case .childReferencesParent: "childReferencesParent"
            case .unreachableRoute: "unreachableRoute"
            case .unhandledRoute: "unhandledRoute"
            }
        }

        /// The type or coordinator the fact is about.
        public var subject: String {
            switch self {
            case .viewControllerNavigates(let viewController, _, _): viewController
            case .childReferencesParent(let coordinator, _, _): coordinator
            case .unreachableRoute(let routeType, _, _), .unhandledRoute(let routeType, _): routeType
            }
        }

        /// What distinguishes facts about the same subject: the call or the property.
        public var detail: String {
            switch self {
            case .viewControllerNavigates(_, let call, _): call
            case .childReferencesParent(_, let property, _): property
            case .unreachableRoute(_, let route, _), .unhandledRoute(_, let route): route
            }
        }
    }

    public var kind: Kind
    public var location: SourceLocation?
    /// Rules not to report on this fact (`// flowviz:disable:next rule_id` above it).
    public var suppressions: [Suppression]

    public init(_ kind: Kind, location: SourceLocation? = nil, suppressions: [Suppression] = []) {
        self.kind = kind
        self.location = location
        self.suppressions = suppressions
    }
}
