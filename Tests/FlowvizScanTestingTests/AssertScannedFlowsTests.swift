import FlowvizConfig
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

    // MARK: - The app's configuration (issue 37 §5)

    /// A scratch copy of the Shopping sources under `App/Sources`, beside a `.flowviz.yml`.
    func shoppingCopy(configuration: String) throws -> URL {
        let root = try ScratchDirectory.holding([".flowviz.yml": configuration], prefix: "flowviz-scan-testing")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent(Self.shopping), to: root.appendingPathComponent("App/Sources"))
        return root
    }

    @Test func theConfigurationFoundAboveTheSourcesApplies() throws {
        let disabled = try shoppingCopy(configuration: "disabled_rules: [leaked_child_coordinator, view_controller_navigates]\n")
        defer { try? FileManager.default.removeItem(at: disabled) }
        #expect(assertFlowsValid(scanning: disabled.appendingPathComponent("App/Sources").path) != nil, "rules disabled for the CLI pass")
        // `excluded` files are not read, as `flowviz lint` does not read them.
        let excluded = try shoppingCopy(configuration: """
            disabled_rules: [leaked_child_coordinator]
            excluded: [App/Sources/Scenes/Shopping/ShoppingListViewController.swift]

            """)
        defer { try? FileManager.default.removeItem(at: excluded) }
        #expect(assertFlowsValid(scanning: excluded.appendingPathComponent("App/Sources").path) != nil)
    }

    @Test func aConfigurationGivenIsUsedInstead() throws {
        let configuration = LintConfiguration(disabledRules: ["leaked_child_coordinator", "view_controller_navigates"])
        #expect(assertFlowsValid(scanning: Self.shopping, configuration: configuration) != nil)
        // Given, it wins over the file found above the sources.
        let root = try shoppingCopy(configuration: "disabled_rules: [leaked_child_coordinator, view_controller_navigates]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let recorded = Recorded()
        withKnownIssue {
            assertFlowsValid(scanning: root.appendingPathComponent("App/Sources").path, configuration: LintConfiguration())
        } matching: { issue in
            recorded.append(issue)
            return true
        }
        #expect(recorded.issues.map { $0.text.prefix { $0 != ":" } }.sorted() == ["leaked_child_coordinator", "view_controller_navigates"])
    }

    @Test func aConfigurationThatCannotBeReadFailsWithItsLocation() throws {
        let root = try shoppingCopy(configuration: "disabled_rule: [leaked_child_coordinator]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let recorded = Recorded()
        withKnownIssue { assertFlowsValid(scanning: root.appendingPathComponent("App/Sources").path) } matching: { issue in
            recorded.append(issue)
            return issue.text.contains("cannot read the configuration for ") && issue.text.contains(".flowviz.yml:1:1: error: unknown key 'disabled_rule'")
        }
        #expect(recorded.count == 1, "one failure, no findings after it")
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
