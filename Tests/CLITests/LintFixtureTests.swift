import FlowvizTestSupport
import Foundation
import Testing

/// The real `flowviz lint` binary on the Samples, byte for byte against `Tests/Fixtures/CLI`.
///
/// Run from the repository root with relative sample paths, as a CI job does.
/// `FLOWVIZ_RECORD_FIXTURES=1` rewrites the fixtures (and fails, so recording never passes).
@Suite struct LintFixtureTests {
    static let fixtures = Repository.root.appendingPathComponent("Tests/Fixtures/CLI")
    static let samples = [
        "Samples/JSON/broken-unretained-buy.json", "Samples/JSON/broken-unreachable-screen.json",
        "Samples/JSON/broken-no-finish.json", "Samples/JSON/movies.json",
    ]

    static let reporters: [(reporter: String, fixture: String)] = [
        ("text", "lint.text.txt"), ("xcode", "lint.xcode.txt"), ("json", "lint.json"),
        ("sarif", "lint.sarif"), ("github-actions", "lint.github-actions.txt"), ("junit", "lint.junit.xml"),
    ]

    @Test(arguments: reporters.map(\.reporter))
    func lintOutputMatchesTheFixture(reporter: String) throws {
        let fixture = try #require(Self.reporters.first { $0.reporter == reporter }).fixture
        let result = try CLIRunner.run(["lint", "--quiet", "--reporter", reporter] + Self.samples, in: Repository.root)
        #expect(result.status == 2)
        #expect(result.stderr.isEmpty)
        let check = Fixture.check(result.stdout, against: Self.fixtures.appendingPathComponent(fixture))
        #expect(check.matches, "flowviz lint --reporter \(reporter): \(check.message)")
        #expect(!result.stdout.contains(Repository.root.path), "fixtures hold no machine paths")
    }

    @Test func everyExitCode() throws {
        let root = Repository.root
        // 0: clean inputs.
        #expect(try CLIRunner.run(["lint", "-q", "Samples/JSON/movies.json"], in: root).status == 0)
        // 2: error-level findings.
        #expect(try CLIRunner.run(["lint", "-q", "Samples/JSON/broken-no-finish.json"], in: root).status == 2)
        // 1: an input that cannot be loaded, even next to a clean one.
        #expect(try CLIRunner.run(["lint", "-q", "Samples/JSON/movies.json", "Samples/JSON/missing.json"], in: root).status == 1)
        // 1: an output that cannot be written.
        let unwritable = try CLIRunner.run(["lint", "-q", "-o", "/nonexistent-dir/report.txt", "Samples/JSON/movies.json"], in: root)
        #expect(unwritable.status == 1)
        #expect(unwritable.stderr == "error: cannot write '/nonexistent-dir/report.txt': No such file or directory\n")
        // 1: a baseline that cannot be loaded.
        #expect(try CLIRunner.run(["lint", "-q", "--baseline", "/nonexistent-dir/b.json", "Samples/JSON/movies.json"], in: root).status == 1)
        // 64: usage errors.
        #expect(try CLIRunner.run(["lint", "--reporter", "yaml", "Samples/JSON/movies.json"], in: root).status == 64)
        #expect(try CLIRunner.run(["lint", "--no-such-flag"], in: root).status == 64)
        #expect(try CLIRunner.run(["frobnicate"], in: root).status == 64)
    }
}
