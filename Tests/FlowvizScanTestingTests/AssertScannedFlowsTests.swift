import FlowvizCore
import FlowvizLint
@testable import FlowvizScanTesting
import FlowvizTestSupport
import Foundation
import Testing

/// `assertFlowsValid(scanning:)` on the Shopping sample's real Swift sources, the way a team pins
/// its app's flows: the path is relative to this package, the sample's two documented bugs fail
/// the test at the call, and accepting them leaves a passing test with the scanned graph.
@Suite struct AssertScannedFlowsTests {
    static let shopping = "Samples/Shopping/Sources"

    @Test func theShoppingSamplesBugsFailAtTheCall() {
        let recorded = Recorded()
        let line = #line; withKnownIssue { assertFlowsValid(scanning: Self.shopping) } matching: { issue in
            recorded.append(issue)
            return issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
        }
        let rules = recorded.issues.map { $0.text.prefix { $0 != ":" } }.sorted()
        #expect(rules == ["leaked_child_coordinator", "view_controller_navigates"])
        // Each failure points at the Swift line of the bug (Samples/SOURCES.md).
        #expect(recorded.issues.contains { $0.text.contains("Shopping/Sources/Coordinators/ShoppingFlow.swift:127:") })
        #expect(recorded.issues.contains { $0.text.contains("ShoppingListViewController.swift:80:") })
    }

    @Test func acceptingTheKnownBugsPassesAndGivesTheGraph() throws {
        let graph = try #require(
            assertFlowsValid(scanning: Self.shopping, ignoring: ["leaked_child_coordinator", "view_controller_navigates"])
        )
        #expect(graph.coordinators.map(\.name).contains("ShoppingFlow"))
        assertReachable(graph, "ShoppingFlow.Cart")
    }

    @Test func aMissingDirectoryFailsWithItsName() {
        let recorded = Recorded()
        withKnownIssue { assertFlowsValid(scanning: "Samples/NoSuchApp") } matching: { issue in
            recorded.append(issue)
            return issue.text.contains("Samples/NoSuchApp")
        }
        #expect(recorded.count == 1)
    }

    @Test func relativePathsAreTakenFromThePackageOfTheTestFile() {
        #expect(ScanPaths.resolve("Samples/Shopping/Sources", from: #filePath) == Repository.root.path + "/Samples/Shopping/Sources")
        #expect(ScanPaths.resolve("/abs/App", from: #filePath) == "/abs/App")
        // Outside any package the path stays as given (relative to the working directory).
        #expect(ScanPaths.resolve("Sources/App", from: "/nonexistent/dir/Tests.swift") == "Sources/App")
    }
}

/// Issues seen by a `withKnownIssue` matcher, which runs as a `@Sendable` closure.
final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Issue] = []
    func append(_ issue: Issue) { lock.withLock { stored.append(issue) } }
    var issues: [Issue] { lock.withLock { stored } }
    var count: Int { issues.count }
}

extension Issue {
    /// The issue's comments, which carry the reported message.
    var text: String { comments.map(\.rawValue).joined(separator: "\n") }
}
