/// A bug a synthetic app can carry, each named after the lint rule that finds it.
public enum SyntheticBug: String, CaseIterable, Hashable, Sendable {
    /// A screen that nothing pushes or presents.
    case unreachableScreen = "unreachable_screen"
    /// A leaf coordinator that its parent never starts.
    case unreachableCoordinator = "unreachable_coordinator"
    /// A full-screen vertical child without any finish.
    case missingDidFinish = "missing_did_finish"
    /// A full-screen modal screen without dismiss or finish.
    case deadEndScreen = "dead_end_screen"
    /// A child its parent retains but never releases on didFinish.
    case leakedChildCoordinator = "leaked_child_coordinator"
    /// A child started without being retained.
    case unretainedChildCoordinator = "unretained_child_coordinator"
    /// A flow event no ancestor handles.
    case unhandledFlowEvent = "unhandled_flow_event"
    /// A modally presented screen that pushes.
    case pushWithoutNavigationStack = "push_without_navigation_stack"
    /// A deep link that skips a level of coordinators.
    case invalidDeepLink = "invalid_deep_link"
    /// A leaf coordinator whose start shows nothing.
    case emptyStart = "empty_start"
    /// A suppression that suppresses nothing.
    case superfluousSuppression = "superfluous_suppression"

    /// The id of the rule that reports this bug.
    public var ruleID: String { rawValue }

    /// Whether the bug needs a coordinator of its own (every kind but the deep link).
    var ownsCoordinator: Bool { self != .invalidDeepLink }

    /// Whether the coordinator carrying the bug must start no children.
    var needsLeaf: Bool { self == .unreachableCoordinator || self == .emptyStart }

    /// The fewest screens the coordinator carrying the bug needs.
    var minimumScreens: Int {
        switch self {
        case .unreachableScreen, .pushWithoutNavigationStack: 3
        case .deadEndScreen: 2
        default: 1
        }
    }
}
