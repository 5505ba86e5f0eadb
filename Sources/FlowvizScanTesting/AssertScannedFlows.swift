// FlowvizScanTesting: the assertions of FlowvizTesting on an app's real Swift sources, scanned
// with swift-syntax. A separate product, so that FlowvizTesting itself stays free of swift-syntax.
@_exported import FlowvizTesting
import FlowvizCore
import FlowvizScan
import Foundation
import IssueReporting

/// Scans the Swift sources under `path` and fails the current test once per finding, as
/// ``FlowvizTesting/assertFlowsValid(_:ignoring:fileID:filePath:line:column:)`` does for a graph.
///
/// A relative `path` is taken from the package that holds the calling test file (the nearest
/// directory above it with a `Package.swift`), so `assertFlowsValid(scanning: "Sources/MyApp")`
/// works under `swift test` and Xcode alike. A path that cannot be scanned, a file with syntax
/// errors, or sources without coordinators fail the test too. Returns the scanned graph (nil when
/// the scan failed), for further assertions such as `assertReachable`.
@discardableResult
public func assertFlowsValid(
    scanning path: String,
    ignoring ruleIDs: [String] = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> AppGraph? {
    let graph: AppGraph
    do {
        graph = try scannedFlows(path, filePath: filePath)
    } catch {
        reportIssue(error.description, fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
    assertFlowsValid(graph, ignoring: ruleIDs, fileID: fileID, filePath: filePath, line: line, column: column)
    return graph
}

/// Scans the Swift sources under `path` (relative paths as in ``assertFlowsValid(scanning:ignoring:fileID:filePath:line:column:)``)
/// and returns the app's flow graph, validated.
public func scannedFlows(_ path: String, filePath: StaticString = #filePath) throws(ScannedFlowsError) -> AppGraph {
    let directory = ScanPaths.resolve(path, from: "\(filePath)")
    let result: SwiftScanner.Result
    do throws(SwiftScanner.ScanError) {
        result = try SwiftScanner.scan(directory: directory)
    } catch {
        throw ScannedFlowsError(description: "cannot scan \(path): \(error.description)")
    }
    if !result.syntaxErrors.isEmpty {
        let files = result.syntaxErrors.map { "  \($0)" }.joined(separator: "\n")
        throw ScannedFlowsError(description: "syntax errors in the sources under \(path); the scan would be partial:\n\(files)")
    }
    if !result.directiveProblems.isEmpty {
        let lines = result.directiveProblems.map { "  \($0)" }.joined(separator: "\n")
        throw ScannedFlowsError(description: "flowviz: comments under \(path) that are not understood:\n\(lines)")
    }
    guard !result.graph.coordinators.isEmpty else {
        throw ScannedFlowsError(description: "no coordinators found under \(path) (types named …Coordinator or …Flow, or inheriting from one)")
    }
    let problems = GraphValidator.validate(result.graph)
    guard problems.isEmpty else {
        let lines = problems.map { "  \($0)" }.joined(separator: "\n")
        throw ScannedFlowsError(description: "the flow graph scanned from \(path) is inconsistent (please report this):\n\(lines)")
    }
    return result.graph
}

/// Why ``scannedFlows(_:filePath:)`` could not give a graph.
public struct ScannedFlowsError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// Where a relative scan path points: the package directory that holds the calling file.
enum ScanPaths {
    static func resolve(_ path: String, from callerFile: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var directory = URL(fileURLWithPath: callerFile).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return LexicalPath.normalized(directory.path + "/" + path)
            }
            directory.deleteLastPathComponent()
        }
        return path
    }
}
