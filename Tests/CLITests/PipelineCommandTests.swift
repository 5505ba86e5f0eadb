import FlowvizTestSupport
import Foundation
import Testing

/// What `flowviz lint` and `flowviz render` share through the one lint pipeline, and the CLI
/// around it: load failures in the report, baselined counts, colours, Xcode paths, directories.
@Suite struct PipelineCommandTests {
    /// A scratch directory (symbolic links resolved) holding `files` (name → contents).
    func directory(_ files: [String: String]) throws -> URL {
        try ScratchDirectory.holding(files, prefix: "flowviz-pipeline").resolvingSymlinksInPath()
    }

    static let malformed = "Tests/Fixtures/Inputs/malformed.json"

    // MARK: - Load failures (issue 14 §2)

    static let reporters: [(reporter: String, fixture: String)] = [
        ("text", "partial.text.txt"), ("xcode", "partial.xcode.txt"), ("json", "partial.json"),
        ("sarif", "partial.sarif"), ("github-actions", "partial.github-actions.txt"), ("junit", "partial.junit.xml"),
    ]

    @Test(arguments: reporters.map(\.reporter))
    func aRunWhereOneInputFailsReportsBothAndExitsOne(reporter: String) throws {
        let fixture = try #require(Self.reporters.first { $0.reporter == reporter }).fixture
        let result = try CLIRunner.run(
            ["lint", "--quiet", "--reporter", reporter, "Samples/JSON/broken-unretained-buy.json", Self.malformed],
            in: Repository.root
        )
        #expect(result.status == 1)
        let onTerminal = reporter == "text" || reporter == "xcode"
        #expect(result.stderr.contains("malformed.json:5:58: error: ") != onTerminal, "stderr repeats the failure only when the report is not read there")
        let check = Fixture.check(result.stdout, against: LintFixtureTests.fixtures.appendingPathComponent(fixture))
        #expect(check.matches, "flowviz lint --reporter \(reporter): \(check.message)")
        #expect(result.stdout.contains("malformed.json"))
        #expect(result.stdout.contains("unretained_child_coordinator"))
    }

    // MARK: - Render and lint agree (issue 15 §4)

    @Test func renderDrawsTheFindingsLintReportsUnderTheSameConfiguration() throws {
        let sample = try String(contentsOfFile: Repository.sample("broken-no-finish"), encoding: .utf8)
        let configured = try directory([".flowviz.yml": "disabled_rules:\n  - missing_did_finish\n", "app.json": sample])
        let plain = try directory(["app.json": sample])
        for (dir, hasFinding) in [(configured, false), (plain, true)] {
            let path = dir.appendingPathComponent("app.json").path
            let lint = try CLIRunner.run("lint", "-q", "--reporter", "xcode", path)
            let render = try CLIRunner.run("render", "--format", "dot", path)
            #expect(render.status == 0, "\(render.stderr)")
            #expect(lint.stdout.contains("(missing_did_finish)") == hasFinding)
            #expect(render.stdout.contains("finding-error") == hasFinding, "render draws exactly what lint reports")
        }
        // --config and --baseline as lint takes them.
        let baseline = plain.appendingPathComponent("baseline.json").path
        let path = plain.appendingPathComponent("app.json").path
        #expect(try CLIRunner.run("lint", "-q", "--write-baseline", baseline, path).status == 0)
        #expect(try !CLIRunner.run("render", "--format", "dot", "--baseline", baseline, path).stdout.contains("finding-error"))
        let config = configured.appendingPathComponent(".flowviz.yml").path
        #expect(try !CLIRunner.run("render", "--format", "dot", "--config", config, path).stdout.contains("finding-error"))
        let broken = try directory([".flowviz.yml": "disabled_rule: []\n", "app.json": sample])
        let failed = try CLIRunner.run("render", "--format", "dot", broken.appendingPathComponent("app.json").path)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains(".flowviz.yml:1:1: error: "))
    }

    // MARK: - Baselines counted (issue 16 §4)

    @Test func findingsTheBaselineCoversAreCountedInTheSummary() throws {
        let dir = try directory([:])
        let baseline = dir.appendingPathComponent("b.json").path
        #expect(try CLIRunner.run("lint", "-q", "--write-baseline", baseline, Repository.sample("broken-no-finish")).status == 0)
        let result = try CLIRunner.run("lint", "-q", "--baseline", baseline, Repository.sample("broken-no-finish"), Repository.sample("broken-unretained-buy"))
        #expect(result.status == 2)
        #expect(result.stdout.hasSuffix("1 finding (1 error, 0 warnings) in 1 of 2 files; 1 baselined\n"), "\(result.stdout)")
    }

    // MARK: - Xcode paths, colour

    @Test func xcodeReporterPrintsAbsolutePathsInABuildPhaseOrWhenAsked() throws {
        let root = Repository.root
        let relative = try CLIRunner.run(["lint", "-q", "--reporter", "xcode", "Samples/JSON/broken-no-finish.json"], in: root)
        #expect(relative.stdout.hasPrefix("Samples/JSON/broken-no-finish.json:30:5: error: "))
        let absolute = root.appendingPathComponent("Samples/JSON/broken-no-finish.json").resolvingSymlinksInPath().path
        let asked = try CLIRunner.run(["lint", "-q", "--reporter", "xcode", "--absolute-paths", "Samples/JSON/broken-no-finish.json"], in: root)
        #expect(asked.stdout.hasPrefix("\(absolute):30:5: error: "), "\(asked.stdout)")
        let xcode = ["XCODE_VERSION_ACTUAL": "1620", "BUILT_PRODUCTS_DIR": "/tmp/Build/Products/Debug"]
        let phase = try CLIRunner.run(["lint", "-q", "--reporter", "xcode", "Samples/JSON/broken-no-finish.json"], in: root, environment: xcode)
        #expect(phase.stdout.hasPrefix("\(absolute):30:5: error: "))
        #expect(phase.stdout.contains("\(absolute):21:13: note: "))
        let text = try CLIRunner.run(["lint", "-q", "Samples/JSON/broken-no-finish.json"], in: root, environment: xcode)
        #expect(text.stdout.hasPrefix("Samples/JSON/broken-no-finish.json\n"), "only the xcode reporter follows the build phase")
    }

    @Test func colorAlwaysNeverAuto() throws {
        let sample = Repository.sample("broken-no-finish")
        let always = try CLIRunner.run("lint", "-q", "--color", "always", sample)
        #expect(always.stdout.contains("\u{1B}[31merror\u{1B}[0m"))
        let never = try CLIRunner.run("lint", "-q", "--color", "never", sample)
        #expect(!never.stdout.contains("\u{1B}["))
        let auto = try CLIRunner.run("lint", "-q", sample)
        #expect(!auto.stdout.contains("\u{1B}["), "a pipe is not a terminal")
        #expect(try CLIRunner.run("lint", "-q", "--color", "sometimes", sample).status == 64)
        let file = try directory([:]).appendingPathComponent("report.txt").path
        _ = try CLIRunner.run("lint", "-q", "--color", "always", "-o", file, sample)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\u{1B}[1m"), "always means always, a file too")
    }

    // MARK: - Directories (issue 16 §4)

    @Test func aDirectoryOfDefinitionsIsLintedAndOneWithSourcesToo() throws {
        let definitions = try directory([
            "flows/app.json": try String(contentsOfFile: Repository.sample("broken-no-finish"), encoding: .utf8),
            "flows/more/movies.json": try String(contentsOfFile: Repository.sample("movies"), encoding: .utf8),
            "App.xcassets/AppIcon.appiconset/Contents.json": #"{"images": []}"#,
            "package.json": #"{"name": "not a flow"}"#,
        ])
        let result = try CLIRunner.run(["lint", "-q", "--reporter", "xcode", "."], in: definitions)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("flows/app.json:30:5: error: "))
        let text = try CLIRunner.run(["lint", "-q", "."], in: definitions)
        #expect(text.stdout.hasSuffix("in 1 of 2 files\n"), "the two definitions, not the asset catalog or package.json: \(text.stdout)")

        let both = try directory([
            "flows/app.json": try String(contentsOfFile: Repository.sample("broken-no-finish"), encoding: .utf8),
            "Sources/AppCoordinator.swift": """
                final class HomeViewController: UIViewController {}
                final class AppCoordinator {
                    let navigationController = UINavigationController()
                    func start() { navigationController.pushViewController(HomeViewController(), animated: false) }
                }

                """,
        ])
        let ambiguous = try CLIRunner.run(["lint", "-q", "."], in: both)
        #expect(ambiguous.status == 64)
        #expect(ambiguous.stderr.contains("holds both flowviz JSON definitions (1 file) and Swift sources (1 file)"))
        #expect(ambiguous.stderr.contains("--input-kind json") && ambiguous.stderr.contains("--input-kind swift"))
        #expect(!ambiguous.stderr.contains("no Swift files"))
        let json = try CLIRunner.run(["lint", "-q", "--reporter", "xcode", "--input-kind", "json", "."], in: both)
        #expect(json.status == 2)
        #expect(json.stdout.contains("flows/app.json:30:5: error: "))
        let swift = try CLIRunner.run(["lint", "-q", "--input-kind", "swift", "."], in: both)
        #expect(swift.stdout.contains("Swift sources: 1 coordinator"), "\(swift.stdout)\(swift.stderr)")
    }

    // MARK: - scan -o paths (issue 14 §3)

    enum Place: CaseIterable { case inside, beside, above }

    /// Every combination of an absolute or relative input, an absolute or relative output, and
    /// an output inside, beside or above the sources: the `source` paths resolve from the JSON
    /// file's directory, and `flowviz lint flows.json` (from anywhere) points at the real files.
    @Test(arguments: [true, false], [true, false])
    func scanOutputPathsResolveInEveryCombination(absoluteInput: Bool, absoluteOutput: Bool) throws {
        let sources = Repository.root.appendingPathComponent("Samples/RootLogin/Sources")
        for place in Place.allCases {
            let root = try directory([:])
            let app = root.appendingPathComponent("app")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: sources, to: app.appendingPathComponent("Sources"))
            let relativeOutput = switch place {
            case .inside: "Sources/flows.json"
            case .beside: "flows.json"
            case .above: "../flows.json"
            }
            let output = absoluteOutput ? app.appendingPathComponent(relativeOutput).standardizedFileURL.path : relativeOutput
            let input = absoluteInput ? app.appendingPathComponent("Sources").path : "Sources"
            let scan = try CLIRunner.run(["scan", "-q", input, "-o", output], in: app)
            #expect(scan.status == 0, "\(scan.stderr)")
            let json = app.appendingPathComponent(relativeOutput).standardizedFileURL
            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
            let sourceFields = Self.sourceFields(in: object)
            #expect(sourceFields.count > 5)
            for field in sourceFields {
                let path = String(field.split(separator: ":").dropLast(2).joined(separator: ":"))
                #expect(!path.hasPrefix("/"), "\(field) is relative to the JSON file")
                let resolved = json.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL.path
                #expect(FileManager.default.fileExists(atPath: resolved), "\(place) \(input) → \(output): '\(field)' does not resolve from \(json.path)")
            }
            // Linting the JSON from another directory points at the same Swift lines as linting the sources.
            let elsewhere = root.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let fromJSON = try CLIRunner.run(["lint", "-q", "--reporter", "xcode", "--absolute-paths", json.path], in: elsewhere)
            // With the JSON inside the sources, the directory holds both: say which to read.
            let fromSources = try CLIRunner.run(
                ["lint", "-q", "--reporter", "xcode", "--absolute-paths", "--input-kind", "swift", app.appendingPathComponent("Sources").path],
                in: elsewhere
            )
            #expect(fromJSON.status == 2)
            #expect(fromJSON.stdout == fromSources.stdout, "\(place) \(input) → \(output)")
            #expect(fromJSON.stdout.contains(app.appendingPathComponent("Sources/LoginCoordinator.swift").path + ":12:13: error: "))
        }
    }

    static func sourceFields(in value: Any) -> [String] {
        switch value {
        case let object as [String: Any]:
            return object.flatMap { key, value in key == "source" ? [value as? String].compactMap { $0 } : sourceFields(in: value) }
        case let array as [Any]:
            return array.flatMap(sourceFields(in:))
        default:
            return []
        }
    }
}
