import FlowvizCore
import FlowvizGraphviz
import FlowvizJSON
import FlowvizLint
import FlowvizRender
import Foundation
import Testing

/// A one-router app (a SwiftUI `NavigationStack` whose first screen pushes each of dozens of
/// screens) is drawn in lines, not as one ribbon: its row wraps as text does. A row across
/// coordinators does not wrap.
@Suite(.serialized) struct RowWrappingTests {
    /// The root pushes `count` screens, each from its first screen.
    static func router(_ count: Int) throws -> AppGraph {
        let pushes = (1...count).map { #"{"on": "open\#($0)", "action": "push", "screen": "Screen\#($0)"}"# }.joined(separator: ", ")
        let screens = (1...count).map { #"{"name": "Screen\#($0)"}"# }.joined(separator: ", ")
        return try JSONGraphLoader.load(string: """
            {"version": 1, "coordinators": [{"name": "App", "root": true, "container": "navigationStack", "start": [{"screen": "Home"}],
              "screens": [{"name": "Home", "transitions": [\(pushes)]}, \(screens)]}]}
            """)
    }

    /// The members of each `rank=same` group of `dot` that are scene nodes (not label nodes).
    static func rows(_ dot: String) -> [[String]] {
        dot.split(separator: "\n").filter { $0.contains("rank=same") }.map { line in
            line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }.filter { !$0.hasSuffix("-label") }
        }
    }

    @Test func aRouterOfThirtyScreensIsDrawnInLinesWithinThePageBounds() throws {
        let graph = try Self.router(30)
        let dot = DOTEncoder(graphviz: GraphvizRenderer.version).encode(SceneBuilder.scene(for: graph))
        let rows = Self.rows(dot)
        #expect(rows.count == 4, "31 screens in lines of at most 8: \(rows.map(\.count))")
        #expect(rows.allSatisfy { $0.count <= 8 })
        #expect(Set(rows.joined()).count == 31)
        // Each line is held below the one before.
        for (above, below) in zip(rows, rows.dropFirst()) {
            #expect(dot.contains("\"\(above[0])\" -> \"\(below[0])\" [style=invis];"))
        }
        let drawn = try FlowRenderer().draw(graph, findings: Linter.lint(graph), options: RenderOptions(), drawing: .automatic, as: .svg)
        #expect(drawn.scene.kind == .flows, "drawn in full, not as a map of one coordinator")
        let size = try DrawingChoiceTests.size(drawn.bytes)
        #expect(DrawingChoiceTests.withinBounds(size), "\(size.width) × \(size.height) pt")
    }

    @Test func aShortRowAndARowAcrossCoordinatorsStayOneLine() throws {
        let short = DOTEncoder(graphviz: GraphvizRenderer.version).encode(SceneBuilder.scene(for: try Self.router(7)))
        #expect(Self.rows(short).map(\.count) == [8])
        // App's chain of six screens continues into a horizontal child's six: twelve in one row.
        func chain(_ prefix: String, _ last: String) -> String {
            (0..<6).map { i in
                let next = i < 5 ? #"[{"on": "next", "action": "push", "screen": "\#(prefix)\#(i + 1)"}]"# : last
                return #"{"name": "\#(prefix)\#(i)", "transitions": \#(next)}"#
            }.joined(separator: ", ")
        }
        let graph = try JSONGraphLoader.load(string: """
            {"version": 1, "coordinators": [
              {"name": "App", "root": true, "container": "navigationStack", "start": [{"screen": "A0"}],
               "screens": [\(chain("A", #"[{"on": "more", "action": "start", "coordinator": "Wizard"}]"#))]},
              {"name": "Wizard", "attachment": "horizontal", "finishesOnPopBack": true, "start": [{"screen": "W0"}],
               "screens": [\(chain("W", #"[{"on": "done", "action": "finish"}]"#))]}]}
            """)
        let dot = DOTEncoder(graphviz: GraphvizRenderer.version).encode(SceneBuilder.scene(for: graph))
        #expect(Self.rows(dot).map(\.count) == [12])
    }
}
