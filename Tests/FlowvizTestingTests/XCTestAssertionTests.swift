import FlowvizSamples
import FlowvizTesting
import XCTest

/// The assertions under XCTest: a clean sample passes, a broken one fails at the caller's line.
///
/// XCTest on Linux has no `XCTExpectFailure` (IssueReporting's `withExpectedIssue` itself fails
/// there), so `capturingFailures` intercepts what the test case records and hands it back for
/// assertions instead of failing the test.
final class XCTestAssertionTests: XCTestCase {
    struct Failure { var description: String; var file: String; var line: Int }

    private var captured: [Failure]?

    /// The failures `body` records; they do not fail the test.
    func capturingFailures(_ body: () throws -> Void) rethrows -> [Failure] {
        captured = []
        defer { captured = nil }
        try body()
        return captured ?? []
    }

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        guard captured != nil else { return super.record(issue) }
        let location = issue.sourceCodeContext.location
        captured?.append(Failure(description: issue.compactDescription, file: location?.fileURL.path ?? "", line: location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard captured != nil else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured?.append(Failure(description: description, file: filePath, line: lineNumber))
    }
    #endif

    func testCleanSamplePasses() throws {
        let graph = try ShoppingSample.graph()
        let failures = capturingFailures {
            assertFlowsValid(graph)
            assertReachable(graph, "Cart")
            assertReachable(graph, "Cart", viaDeepLink: "cart")
        }
        XCTAssertEqual(failures.map(\.description), [])
    }

    func testBrokenSampleFailsOncePerFindingAtTheCall() throws {
        let graph = try BrokenUnretainedBuySample.graph()
        let line = #line; let failures = capturingFailures { assertFlowsValid(graph) }
        XCTAssertEqual(failures.count, 1)
        let failure = try XCTUnwrap(failures.first)
        XCTAssertTrue(failure.description.contains("unretained_child_coordinator: BuyCoordinator is started from PhotoViewController.didBuyPhoto"), failure.description)
        XCTAssertTrue(failure.description.contains("  at FlowvizSamples/BrokenUnretainedBuySample.swift:"), failure.description)
        XCTAssertEqual(failure.file, #filePath)
        XCTAssertEqual(failure.line, line)

        XCTAssertEqual(capturingFailures { assertFlowsValid(graph, ignoring: ["unretained_child_coordinator"]) }.count, 0)
    }

    func testUnreachableScreenFailsWithTheReason() throws {
        let graph = try BrokenUnreachableScreenSample.graph()
        let line = #line; let failures = capturingFailures { assertReachable(graph, "Credits") }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("Credits in MovieDetails is unreachable: no start, push, present or handled event leads to it") == true)
        XCTAssertEqual(failures.first?.line, line)
    }
}
