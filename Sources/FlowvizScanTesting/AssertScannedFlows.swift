// FlowvizScanTesting: the assertions of FlowvizTesting on an app's real Swift sources, scanned
// with swift-syntax. A separate product, so that FlowvizTesting itself stays free of swift-syntax.
@_exported import FlowvizTesting
import FlowvizConfig
import FlowvizCore
import FlowvizScan
import Foundation
import IssueReporting

/// Scans the Swift sources under `path` and fails the current test once per finding, as
/// ``FlowvizTesting/assertFlowsValid(_:ignoring:configuration:fileID:filePath:line:column:)`` does for a graph.
///
/// A relative `path` is taken from the package that holds the calling test file (the nearest
/// directory above it with a `Package.swift`), so `assertFlowsValid(scanning: "Sources/MyApp")`
/// works under `swift test` and Xcode alike. The findings are those `flowviz lint` reports on the
/// same folder: under `configuration`, or by default the `.flowviz.yml` found by walking up from
/// the scanned folder (its disabled rules, `ignore`, severities, and `excluded` files), so a rule
/// disabled for the CLI does not fail the test. A path that cannot be scanned, a configuration
/// that cannot be read, a file with syntax errors, or sources without coordinators fail the test
/// too. Returns the scanned graph (nil when the scan failed), for further assertions such as `assertReachable`.
@discardableResult
public func assertFlowsValid(
    scanning path: String,
    ignoring ruleIDs: [String] = [],
    configuration: LintConfiguration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> AppGraph? {
    let scanned: (graph: AppGraph, configuration: LintConfiguration)
    do {
        scanned = try ScanPaths.scan(path, configuration: configuration, filePath: "\(filePath)")
    } catch {
        reportIssue(error.description, fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
    assertFlowsValid(
        scanned.graph, ignoring: ruleIDs, configuration: scanned.configuration,
        fileID: fileID, filePath: filePath, line: line, column: column
    )
    return scanned.graph
}

/// Scans the Swift sources under `path` (relative paths, and the configuration when
/// `configuration` is nil, as in ``assertFlowsValid(scanning:ignoring:configuration:fileID:filePath:line:column:)``)
/// and returns the app's flow graph, validated.
public func scannedFlows(
    _ path: String, configuration: LintConfiguration? = nil, filePath: StaticString = #filePath
) throws(ScannedFlowsError) -> AppGraph {
    try ScanPaths.scan(path, configuration: configuration, filePath: "\(filePath)").graph
}

/// Why ``scannedFlows(_:configuration:filePath:)`` could not give a graph.
public struct ScannedFlowsError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// Where a relative scan path points, and the scan under the configuration that applies there.
enum ScanPaths {
    /// Scans `path` (resolved from `callerFile`), reading the files the configuration selects;
    /// the configuration is `given`, else the `.flowviz.yml` found walking up from the folder.
    static func scan(
        _ path: String, configuration given: LintConfiguration?, filePath callerFile: String
    ) throws(ScannedFlowsError) -> (graph: AppGraph, configuration: LintConfiguration) {
        let directory = resolve(path, from: callerFile)
        var configuration = given ?? LintConfiguration()
        do throws(ConfigurationError) {
            if given == nil, let file = LintConfiguration.find(from: directory) { configuration = try LintConfiguration.load(path: file) }
        } catch {
            let lines = error.diagnostics.map { "  \($0)" }.joined(separator: "\n")
            throw ScannedFlowsError(description: "cannot read the configuration for \(path):\n\(lines)")
        }
        let result: SwiftScanner.Result
        do throws(SwiftScanner.ScanError) {
            result = try SwiftScanner.scan(directory: directory, selecting: LintInputs.selector(configuration))
        } catch {
            throw ScannedFlowsError(description: "cannot scan \(path): \(error.description)")
        }
        return (try validated(result, path: path), configuration)
    }

    /// The scanned graph, or why it cannot be used: syntax errors, `flowviz:` comments not
    /// understood, no coordinators, an inconsistent graph.
    private static func validated(_ result: SwiftScanner.Result, path: String) throws(ScannedFlowsError) -> AppGraph {
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
