import FlowvizTestSupport
import Foundation
import Testing

/// Only `render` needs Graphviz (issue 37 §1): the binary links no Graphviz library, every other
/// command runs with libgvc unloadable, and `render` then says how to install it.
@Suite struct WithoutGraphvizTests {
    /// Points flowviz's loader at a libgvc that does not exist.
    static let noGraphviz: [String: String?] = ["FLOWVIZ_LIBGVC": "/nonexistent/flowviz-test/libgvc.so.6"]

    @Test func theBinaryLinksNoGraphvizLibrary() throws {
        guard let tool = LinkedLibraries.tool else {
            // Said, never silent: the check needs a tool this machine lacks.
            withKnownIssue("neither ldd, readelf (Linux) nor otool (macOS) is on PATH: the libraries flowviz needs were not listed") {
                Issue.record("no tool to list the binary's libraries")
            }
            return
        }
        let listed = try tool.libraries(of: CLIRunner.executable)
        #expect(!listed.isEmpty, "\(tool.name) listed no libraries for \(CLIRunner.executable.path)")
        let graphviz = listed.filter { line in ["libgvc", "libcgraph", "libcdt", "libpathplan"].contains { line.contains($0) } }
        #expect(graphviz.isEmpty, "flowviz must load Graphviz at run time, not link it; \(tool.name) lists: \(graphviz)")
    }

    @Test func everyCommandButRenderRunsWithoutGraphviz() throws {
        let shopping = Repository.url("Samples/Shopping/Sources").path
        let runs: [([String], Int32)] = [
            (["lint", Repository.sample("photo-store")], 0),
            (["lint", shopping], 2),                                   // its two bugs, reported
            (["scan", shopping], 0),
            (["path", shopping, "--to", "Cart"], 0),
            (["rules"], 0),
            (["explain", "leaked_child_coordinator"], 0),
        ]
        for (arguments, status) in runs {
            let result = try CLIRunner.run(arguments, environment: Self.noGraphviz)
            #expect(result.status == status, "flowviz \(arguments.joined(separator: " ")): \(result.stderr)")
            #expect(!result.stderr.contains("libgvc"), "\(arguments[0]) never loads Graphviz: \(result.stderr)")
        }
    }

    @Test(arguments: ["flows.svg", "flows.png"])
    func renderWithoutGraphvizSaysHowToInstallIt(file: String) throws {
        let dir = try ScratchDirectory.holding([:], prefix: "flowviz-no-graphviz")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIRunner.run(["render", Repository.sample("movies"), "-o", file], in: dir, environment: Self.noGraphviz)
        #expect(result.status == 1, "\(result.stderr)")
        let error = result.stderr
        #expect(error.contains("Graphviz's C library (libgvc) could not be loaded"), "\(error)")
        #expect(error.contains("/nonexistent/flowviz-test/libgvc.so.6"), "names what it tried: \(error)")
        #expect(error.contains("brew install graphviz"), "\(error)")
        #expect(error.contains("apt-get install libgvc6"), "\(error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "no output file, not even a partial one")
        #expect(result.stdout.isEmpty)
    }

    @Test func renderLoadsTheLibraryTheVariableNames() throws {
        #if os(Linux)
        let library = "libgvc.so.6"
        #else
        let library = ["/opt/homebrew/lib/libgvc.dylib", "/usr/local/lib/libgvc.dylib"]
            .first { FileManager.default.fileExists(atPath: $0) } ?? "libgvc.dylib"
        #endif
        let result = try CLIRunner.run(["render", Repository.sample("movies")], environment: ["FLOWVIZ_LIBGVC": library])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("<svg"))
    }
}

/// The tool that lists the shared libraries an executable needs, where there is one.
private struct LinkedLibraries {
    let name: String
    let arguments: [String]

    #if os(macOS)
    static let tool = find("otool").map { LinkedLibraries(name: "otool -L", arguments: [$0, "-L"]) }
    #else
    /// `ldd` lists what is loaded with the binary (its libraries' libraries too); `readelf -d`
    /// what it names itself.
    static let tool = find("ldd").map { LinkedLibraries(name: "ldd", arguments: [$0]) }
        ?? find("readelf").map { LinkedLibraries(name: "readelf -d", arguments: [$0, "-d"]) }
    #endif

    /// The lines naming a library in the tool's output for `executable`.
    func libraries(of executable: URL) throws -> [String] {
        let result = try ProcessRunner.run(URL(fileURLWithPath: arguments[0]), Array(arguments.dropFirst()) + [executable.path])
        guard result.status == 0 else { throw ToolFailed(description: "\(name) failed (\(result.status)): \(result.stderr)") }
        return result.stdout.split(separator: "\n").map(String.init).filter { $0.contains("lib") }
    }

    struct ToolFailed: Error, CustomStringConvertible { let description: String }

    private static func find(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
