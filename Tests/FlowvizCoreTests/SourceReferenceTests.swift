import FlowvizCore
import FlowvizJSON
import Foundation
import Testing

/// `"source"` fields and `sourceFacts`, as `flowviz scan` writes them and the loader reads them.
@Suite struct SourceReferenceTests {
    static let document = """
        {"version": 1, "coordinators": [
          {"name": "App", "root": true, "start": [{"screen": "Home", "source": "App/AppCoordinator.swift:12:9"}],
           "source": "App/AppCoordinator.swift:3:13",
           "screens": [{"name": "Home", "source": "../Shared/Home.swift:1:1"}]}
        ], "sourceFacts": [
          {"kind": "viewControllerNavigates", "viewController": "HomeViewController", "call": "present", "source": "App/Home.swift:40:9",
           "suppress": ["view_controller_navigates"]}
        ]}
        """

    @Test func sourcesBecomeLocationsRelativeToTheDocument() throws {
        let graph = try JSONGraphLoader.load(string: Self.document, file: "out/flows.json")
        let app = try #require(graph.coordinator(named: "App"))
        #expect(app.location == SourceLocation(file: "out/App/AppCoordinator.swift", line: 3, column: 13))
        #expect(app.start.first?.location == SourceLocation(file: "out/App/AppCoordinator.swift", line: 12, column: 9))
        #expect(app.screens.first?.location == SourceLocation(file: "Shared/Home.swift", line: 1, column: 1))
        #expect(graph.sourceFacts.first?.kind == .viewControllerNavigates(viewController: "HomeViewController", call: "present", target: nil))
        #expect(graph.sourceFacts.first?.suppressions.map(\.ruleID) == ["view_controller_navigates"])
    }

    @Test func writingWithSourcesRoundTripsAndWithoutDropsThem() throws {
        let graph = try JSONGraphLoader.load(string: Self.document, file: "out/flows.json")
        let written = CanonicalWriter.string(for: graph, sources: .write(document: "out/flows.json", source: "out/flows.json"))
        #expect(written.contains("\"source\" : \"App/AppCoordinator.swift:3:13\"") || written.contains("\"source\": \"App/AppCoordinator.swift:3:13\""))
        #expect(written.contains("../Shared/Home.swift:1:1"))
        // A second location in a file already written is written from the path found the first time.
        #expect(written.contains("App/AppCoordinator.swift:12:9"))
        let again = try JSONGraphLoader.load(string: written, file: "out/flows.json")
        #expect(again.coordinators.map(\.location) == graph.coordinators.map(\.location))
        #expect(CanonicalWriter.string(for: again, sources: .write(document: "out/flows.json", source: "out/flows.json")) == written)
        #expect(!CanonicalWriter.string(for: graph).contains("\"source\""))
    }

    @Test func badSourcesAndFactsAreLocatedErrors() {
        let cases: [(String, String)] = [
            (#"{"version": 1, "coordinators": [{"name": "App", "root": true, "start": [], "source": "nowhere"}]}"#, "f.json:1:76: error: 'source' in coordinator 'App' must be \"path:line:column\", found \"nowhere\""),
            (#"{"version": 1, "coordinators": [{"name": "App", "root": true, "start": [{"screen": "A"}], "screens": [{"name": "A"}]}], "sourceFacts": [{"kind": "viewControllerDoesThings"}]}"#, "f.json:1:146: error: invalid value 'viewControllerDoesThings' for 'kind' in source fact #1"),
            (#"{"version": 1, "coordinators": [{"name": "App", "root": true, "start": [{"screen": "A"}], "screens": [{"name": "A"}]}], "sourceFacts": [{"kind": "childReferencesParent", "coordinator": "App", "property": "p", "parent": "X", "call": "push"}]}"#, "'call' in source fact #1 does not apply to kind 'childReferencesParent'"),
        ]
        for (document, expected) in cases {
            do {
                _ = try JSONGraphLoader.load(string: document, file: "f.json")
                Issue.record("\(document) loaded")
            } catch {
                let text = error.diagnostics.map(\.description).joined(separator: "\n")
                #expect(text.contains(expected), "\(text)")
            }
        }
    }

    @Test func lexicalPaths() {
        #expect(LexicalPath.relative("Samples/App/A.swift", from: "out") == "../Samples/App/A.swift")
        #expect(LexicalPath.relative("/a/b/c.swift", from: "/a/d") == "../b/c.swift")
        #expect(LexicalPath.relative("a.swift", from: ".") == "a.swift")
        // One absolute, one relative: both are made absolute against the current directory first.
        let current = FileManager.default.currentDirectoryPath
        #expect(LexicalPath.relative(current + "/rel/a.swift", from: "rel") == "a.swift")
        #expect(LexicalPath.relative("Sources/a.swift", from: current + "/out") == "../Sources/a.swift")
        #expect(LexicalPath.relative("a.swift", from: "../elsewhere") == "../" + current.split(separator: "/").last! + "/a.swift")
        #expect(LexicalPath.absolute("x/../y") == current + "/y")
        #expect(LexicalPath.resolved("../x/y.swift", against: "out") == "x/y.swift")
        #expect(LexicalPath.resolved("y.swift", against: ".") == "y.swift")
        #expect(LexicalPath.normalized("./a//b/../c") == "a/c")
        #expect(LexicalPath.directory(of: "flows.json") == ".")
    }
}
