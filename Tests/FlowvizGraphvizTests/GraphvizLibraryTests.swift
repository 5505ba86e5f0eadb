import Testing
@testable import FlowvizGraphviz

/// Graphviz is loaded at run time: a library that cannot be loaded is a typed error naming it,
/// with the install hint (the CLI's side: Tests/CLITests/WithoutGraphvizTests.swift).
@Suite struct GraphvizLibraryTests {
    @Test func aMissingLibraryIsNamedWithTheInstallHint() {
        let path = "/nonexistent/flowviz-test/libgvc.so.6"
        guard case .failure(let error) = GraphvizLibrary.load(override: path) else {
            Issue.record("loaded a library that does not exist")
            return
        }
        guard case .libraryUnavailable(let message) = error else { Issue.record("unexpected \(error)"); return }
        #expect(message.hasPrefix("FLOWVIZ_LIBGVC=\(path): "), "\(message)")
        #expect(error.description.contains("brew install graphviz"))
        #expect(error.description.contains("sudo apt-get install libgvc6"))
    }

    @Test func aLibraryWithoutGraphvizSymbolsIsRefusedByName() {
        #if os(Linux)
        let other = "libc.so.6"
        #else
        let other = "/usr/lib/libSystem.B.dylib"
        #endif
        guard case .failure(.libraryUnavailable(let message)) = GraphvizLibrary.load(override: other) else {
            Issue.record("\(other) was taken for libgvc")
            return
        }
        #expect(message.contains("has no symbol"), "\(message)")
    }

    @Test func theInstalledLibraryLoadsAndRenders() throws {
        guard case .success = GraphvizLibrary.load(override: nil) else {
            Issue.record("Graphviz is installed for the render tests (Scripts/bootstrap.sh) but did not load")
            return
        }
        #expect(GraphvizRenderer.version != nil)
        #expect(try GraphvizRenderer().render(dot: "digraph { a -> b }").count > 0)
    }
}
