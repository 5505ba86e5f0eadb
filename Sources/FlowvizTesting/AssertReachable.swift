import FlowvizCore
import FlowvizLint
import IssueReporting

/// Fails unless `screen` (a screen name, or "Coordinator.Screen") is reachable from the root's start; the failure says why not.
/// A coordinator is named by its name (`Checkout`) or its type (`CheckoutCoordinator`).
///
/// A bare name must belong to exactly one coordinator (an ambiguous or unknown name fails, with
/// the candidates or a "did you mean" hint); a coordinator's name checks that it is started.
/// - Returns: the shortest path of user actions to it, or nil after a failure.
@discardableResult
public func assertReachable(
    _ graph: AppGraph, _ screen: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> FlowPath? {
    do throws(PathQueryError) {
        let target = try PathTarget(parsing: screen, in: graph)
        return try FlowAnalysis(graph).shortestPath(to: target)
    } catch {
        reportIssue(error.description, fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
}

/// Fails unless the deep link named `deepLink` resolves (FlowAnalysis.resolve) and ends on `screen`.
///
/// `screen` is a screen name or "Coordinator.Screen"; for a link whose last step is a
/// coordinator, pass the coordinator's name.
public func assertReachable(
    _ graph: AppGraph, _ screen: String, viaDeepLink deepLink: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    func fail(_ message: String) {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    guard let link = graph.deepLinks.first(where: { $0.name == deepLink }) else {
        let names = graph.deepLinks.map(\.name)
        let known = names.isEmpty ? "the graph declares none" : "declared: \(names.map { "'\($0)'" }.joined(separator: ", "))"
        fail("no deep link named '\(deepLink)'\(Suggestions.hint(for: deepLink, in: names)); \(known)")
        return
    }
    switch FlowAnalysis(graph).resolve(link) {
    case .broken(let step, let message):
        let taken = link.path.indices.contains(step) ? " (\(link.path[step].kind.rawValue) '\(link.path[step].name)')" : ""
        let at = link.location.map { " (the link is declared at \($0))" } ?? ""
        fail("deep link '\(deepLink)' breaks at step \(step + 1)\(taken): \(message)\(at)")
    case .reaches(let coordinator, let reached):
        let end = reached.map { "\(coordinator).\($0)" } ?? coordinator
        if !DeepLinkEnd(coordinator: coordinator, screen: reached).matches(screen, in: graph) {
            fail("deep link '\(deepLink)' ends on \(end), not \(screen)")
        }
    }
}

/// Where a deep link ends, matched against what the caller names.
private struct DeepLinkEnd {
    var coordinator: String
    var screen: String?

    /// "Screen", "Coordinator.Screen", or (for a link ending on a coordinator) "Coordinator",
    /// the coordinator by its name or its type (``AppGraph/coordinator(userNamed:)``).
    func matches(_ text: String, in graph: AppGraph) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
        func isCoordinator(_ written: String) -> Bool { graph.coordinator(userNamed: written)?.name == coordinator }
        guard let screen else { return parts.count == 1 && isCoordinator(text) }
        return text == screen || parts.count == 2 && isCoordinator(parts[0]) && parts[1] == screen
    }
}
