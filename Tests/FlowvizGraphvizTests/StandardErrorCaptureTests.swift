@testable import FlowvizGraphviz
import FlowvizTestSupport
import Foundation
import Testing

/// Graphviz's libpath writes to stderr directly; a render must keep it off the terminal.
@Suite(.serialized) struct StandardErrorCaptureTests {
    /// A clustered layout whose spline routing fails in libpath ("triangulation failed", written
    /// to stderr by `dot -Tsvg`): a flat edge's label node placed in the cluster its segment enters.
    static let routingTrouble = try! String(
        contentsOf: Repository.fixtures.appendingPathComponent("Graphviz/routing-trouble.dot"),
        encoding: .utf8
    )

    @Test func directWritesToStderrBecomeWarnings() throws {
        let (output, captured) = try StandardErrorCapture.run { () throws -> Int in
            FileHandle.standardError.write(Data("from C\n".utf8))
            return 7
        }
        #expect(output == 7)
        // Other tests' progress lines may land here too (the runner writes to stderr).
        #expect(captured.contains("from C\n"))
    }

    @Test func sampleLikeRoutingTroubleStaysOffStderr() throws {
        let capturedOutside = try StandardErrorCapture.run { () throws -> [String] in
            try GraphvizRenderer().renderWithWarnings(dot: Self.routingTrouble).warnings
        }
        // The runner's own progress lines may land here too; Graphviz's may not.
        #expect(!capturedOutside.captured.contains("libpath") && !capturedOutside.captured.contains("triangul"),
                "Graphviz wrote to stderr: \(capturedOutside.captured)")
        #expect(capturedOutside.result.contains { $0.contains("triangulation failed") }, "the fixture no longer provokes libpath")
    }
}
