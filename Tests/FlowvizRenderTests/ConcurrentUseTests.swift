import FlowvizCore
import FlowvizGraphviz
import FlowvizJSON
import FlowvizLint
import FlowvizRender
import FlowvizTestSupport
import Foundation
import Testing

/// The library can be called from many tasks at once: Graphviz access is serialised, the rest
/// is value types, and every task gets the same bytes.
@Suite struct ConcurrentUseTests {
    @Test func eightConcurrentRendersAndLintsAgree() async throws {
        let path = Repository.sample("broken-leaked-child")
        let graph = try JSONGraphLoader.load(contentsOf: path)
        let expectedFindings = Linter.lint(graph)
        let expectedSVG = try FlowRenderer().render(SceneBuilder.scene(for: graph, findings: expectedFindings), as: .svg)
        let results = try await withThrowingTaskGroup(of: ([Finding], [UInt8]).self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let findings = Linter.lint(graph)
                    let svg = try FlowRenderer().render(SceneBuilder.scene(for: graph, findings: findings), as: .svg)
                    return (findings, svg)
                }
            }
            var all = [([Finding], [UInt8])]()
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for (findings, svg) in results {
            #expect(findings == expectedFindings)
            #expect(svg == expectedSVG)
        }
    }
}
