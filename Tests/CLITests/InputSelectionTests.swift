import FlowvizTestSupport
import Foundation
import Testing

/// One selection of inputs for `flowviz lint` and `flowviz render` (issue 37 §1, §2): bare
/// commands read the configuration's `included` entries (Swift folders, JSON, globs, a mix) or
/// the current directory, `excluded` holds for both, and a bad input fails both alike.
@Suite struct InputSelectionTests {
    /// A scratch directory (symbolic links resolved) holding `files` and, under `App/`, the
    /// RootLogin sample's Swift sources (one error: LoginCoordinator never finishes, line 12).
    func app(_ files: [String: String]) throws -> URL {
        let sources = Repository.samples.appendingPathComponent("RootLogin/Sources")
        var all = files
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            all["App/" + name] = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
        }
        return try ScratchDirectory.holding(all, prefix: "flowviz-inputs").resolvingSymlinksInPath()
    }

    static let definition = { try! String(contentsOfFile: Repository.sample("broken-no-finish"), encoding: .utf8) }()
    static let swiftError = "App/LoginCoordinator.swift:12:13: error: "
    static let jsonError = "flows/app.json:30:5: error: "
    static let legacy = "final class OldFlowCoordinator: Coordinator { func start() {} }\n"

    func lint(_ arguments: [String] = [], in directory: URL) throws -> ProcessResult {
        try CLIRunner.run(["lint", "-q", "--reporter", "xcode"] + arguments, in: directory)
    }

    @Test func bareLintReadsTheIncludedSwiftFolder() throws {
        let dir = try app([".flowviz.yml": "included: [App]\n"])
        let result = try lint(in: dir)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stdout.contains(Self.swiftError), "\(result.stdout)")
        #expect(try lint(["App"], in: dir).stdout == result.stdout, "the same as naming the folder")
    }

    @Test func bareLintReadsAMixOfJSONAndSwiftAndGlobs() throws {
        for included in ["[App, flows]", "[\"App/*.swift\", \"flows/**/*.json\"]"] {
            let dir = try app([".flowviz.yml": "included: \(included)\n", "flows/app.json": Self.definition, "Other/x.json": "{}"])
            let result = try lint(in: dir)
            #expect(result.status == 2, "\(included): \(result.stderr)")
            #expect(result.stdout.contains(Self.swiftError), "\(included): \(result.stdout)")
            #expect(result.stdout.contains(Self.jsonError), "\(included): \(result.stdout)")
            #expect(!result.stdout.contains("x.json"), "\(included): what is not included is not read")
        }
    }

    @Test func bareLintWithoutIncludedReadsTheCurrentDirectory() throws {
        let json = try ScratchDirectory.holding(["flows/app.json": Self.definition], prefix: "flowviz-inputs")
        let result = try lint(in: json)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stdout.contains(Self.jsonError))
        let swift = try app([".flowviz.yml": "excluded: [App/Legacy]\n", "App/Legacy/Old.swift": Self.legacy])
        let scanned = try CLIRunner.run(["lint", "--verbose", "--reporter", "xcode"], in: swift)
        #expect(scanned.stdout.contains(Self.swiftError), "\(scanned.stderr)")
        #expect(scanned.stderr.contains("App/Legacy/Old.swift: excluded by the configuration"))
    }

    @Test func anIncludedEntryThatNamesNothingFailsNamingIt() throws {
        let dir = try app([".flowviz.yml": "included: [App, Flows]\n"])
        for command in ["lint", "render"] {
            let result = try CLIRunner.run([command, "-q"], in: dir)
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr == "error: the configuration's `included` entry 'Flows' names nothing: \(dir.path)/Flows does not exist\n")
            #expect(!result.stderr.contains("Usage:"))
        }
    }

    /// The README: render draws exactly what lint reports. The same files are read (the scan's
    /// summary and the excluded file listed by both), and the excluded coordinator is not drawn.
    @Test func renderReadsTheFilesLintReads() throws {
        let dir = try app([".flowviz.yml": "excluded: [Legacy]\n", "Legacy/OldFlowCoordinator.swift": Self.legacy])
        func scanned(_ stderr: String) -> [String] {
            stderr.split(separator: "\n").map { line in
                line.hasPrefix("Scanned ") ? String(line.replacing(/in [0-9.]+ s/, with: "in … s")) : String(line)
            }.filter { $0.hasPrefix("Scanned ") || $0.contains("excluded by the configuration") }
        }
        let lint = try CLIRunner.run(["lint", "--verbose", "."], in: dir)
        let render = try CLIRunner.run(["render", "--verbose", ".", "--format", "dot"], in: dir)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(scanned(lint.stderr).contains { $0.hasPrefix("Scanned 9 Swift files") }, "\(lint.stderr)")
        #expect(scanned(lint.stderr).contains("Legacy/OldFlowCoordinator.swift: excluded by the configuration (skipped)"))
        #expect(scanned(render.stderr) == scanned(lint.stderr))
        #expect(render.stdout.contains("LoginCoordinator") && !render.stdout.contains("OldFlow"))
        // Bare, with `included`: the one included folder, as lint reads it.
        try Data("included: [App]\n".utf8).write(to: dir.appendingPathComponent(".flowviz.yml"))
        let bare = try CLIRunner.run(["render", "-q", "--format", "dot"], in: dir)
        #expect(bare.status == 0, "\(bare.stderr)")
        #expect(bare.stdout == (try CLIRunner.run(["render", "-q", "App", "--format", "dot"], in: dir)).stdout)
        // An excluded input given explicitly: named, and nothing drawn.
        try Data("excluded: [Legacy]\n".utf8).write(to: dir.appendingPathComponent(".flowviz.yml"))
        for command in ["lint", "render"] {
            let skipped = try CLIRunner.run([command, "Legacy"], in: dir)
            #expect(skipped.status == 1, "\(command)")
            #expect(skipped.stderr.contains("note: Legacy is excluded by the configuration"), "\(command): \(skipped.stderr)")
            #expect(skipped.stderr.contains("error: nothing to read: every input is excluded by the configuration"))
        }
    }

    @Test func renderOfSeveralSelectedInputsAsksForOne() throws {
        let dir = try app([".flowviz.yml": "included: [App, flows]\n", "flows/app.json": Self.definition])
        let result = try CLIRunner.run(["render", "-q"], in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: render draws one app, and the configuration's `included` selects 2 inputs (App, flows/app.json): name one\nUsage: flowviz render "), "\(result.stderr)")
    }

    @Test func anEmptyDirectoryFailsLintAndRenderAlike() throws {
        let dir = try ScratchDirectory.holding(["empty/.keep": ""], prefix: "flowviz-inputs")
        let lint = try CLIRunner.run(["lint", "-q", "empty"], in: dir)
        let render = try CLIRunner.run(["render", "-q", "empty"], in: dir)
        #expect(lint.status == 1)
        #expect(lint.stderr == "error: empty holds neither flowviz JSON definitions nor Swift sources\n")
        #expect(render.status == lint.status && render.stderr == lint.stderr, "\(render.stderr)")
        let bareLint = try CLIRunner.run(["lint", "-q"], in: dir.appendingPathComponent("empty"))
        let bareRender = try CLIRunner.run(["render", "-q"], in: dir.appendingPathComponent("empty"))
        #expect(bareLint.status == 1 && bareLint.stderr == "error: . holds neither flowviz JSON definitions nor Swift sources\n")
        #expect(bareRender.status == bareLint.status && bareRender.stderr == bareLint.stderr)
    }

    /// A usage error found while running prints the subcommand's usage, not the top level's.
    @Test func aDirectoryHoldingBothKindsIsAUsageErrorOfTheCommand() throws {
        let dir = try app(["App/flows.json": Self.definition])
        for command in ["lint", "render"] {
            let result = try CLIRunner.run([command, "-q", "App"], in: dir)
            #expect(result.status == 64)
            #expect(result.stderr.contains("--input-kind swift"))
            #expect(result.stderr.contains("\nUsage: flowviz \(command) "), "\(result.stderr)")
            #expect(result.stderr.contains("See 'flowviz \(command) --help'"))
            let told = try CLIRunner.run([command, "-q", "--input-kind", "swift", "App"], in: dir)
            #expect(told.status == (command == "lint" ? 2 : 0), "\(told.stderr)")
        }
    }
}
