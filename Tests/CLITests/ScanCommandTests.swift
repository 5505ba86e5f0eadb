import FlowvizTestSupport
import Foundation
import Testing

/// `flowviz scan`, and `lint`/`render` given a Swift source directory, run as a user runs them.
@Suite struct ScanCommandTests {
    static func sources(_ app: String) -> String {
        Repository.root.appendingPathComponent("Samples/\(app)/Sources").path
    }

    @Test func lintOfASourceDirectoryReportsTheBugsAtSwiftLines() throws {
        let result = try CLIRunner.run("lint", "--reporter", "xcode", Self.sources("RootLogin"))
        #expect(result.status == 2)
        let lines = result.stdout.split(separator: "\n").map(String.init).filter { !$0.contains(": note: ") }
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix("LoginCoordinator.swift:12:13: error: LoginCoordinator never reports didFinish: no screen reachable from its start finishes, so the user can never leave it (missing_did_finish)"))
        #expect(lines[1].contains("LoginCoordinator.swift:15:14: warning: LoginCoordinator keeps a reference to its parent RootCoordinator in 'parentCoordinator'"))
        #expect(result.stderr.contains("Scanned 9 Swift files in "))
    }

    @Test func scanWritesJSONThatLintsToTheSameSwiftLines() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-cli-scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("flows.json").path
        let scan = try CLIRunner.run("scan", Self.sources("Shopping"), "-o", output)
        #expect(scan.status == 0, "\(scan.stderr)")
        #expect(scan.stdout.isEmpty)
        let json = try String(contentsOfFile: output, encoding: .utf8)
        #expect(json.contains("\"source\" : \"") || json.contains("\"source\": \""))
        let fromJSON = try CLIRunner.run("lint", "--reporter", "xcode", output)
        let fromSources = try CLIRunner.run("lint", "--reporter", "xcode", Self.sources("Shopping"))
        #expect(fromJSON.status == 2)
        #expect(fromJSON.stdout == fromSources.stdout)
        #expect(fromJSON.stdout.contains("Coordinators/ShoppingFlow.swift:163:9: error:"))
        #expect(fromJSON.stdout.contains("ShoppingListViewController.swift:80:9: warning:"))
    }

    /// `-o -` is stdout; a one-character file name is a file (Foundation's path splitting traps
    /// on those, so AtomicFile splits by hand); a path ending in `/` is an error, not a crash.
    @Test func outputNamesStdoutOneCharacterFilesAndDirectories() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-cli-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let toStdout = try CLIRunner.run("scan", "-q", Self.sources("RootLogin"), "-o", "-", in: directory)
        #expect(toStdout.status == 0, "\(toStdout.stderr)")
        #expect(toStdout.stdout.hasPrefix("{"))
        let toFile = try CLIRunner.run("scan", "-q", Self.sources("RootLogin"), "-o", "a", in: directory)
        #expect(toFile.status == 0, "\(toFile.stderr)")
        #expect(try String(contentsOf: directory.appendingPathComponent("a"), encoding: .utf8) == toStdout.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a"])
        let toDirectory = try CLIRunner.run("render", Self.sources("RootLogin"), "-o", "b/", in: directory)
        #expect(toDirectory.status == 1)
        #expect(toDirectory.stderr.contains("cannot write 'b/': it names a directory, not a file"), "\(toDirectory.stderr)")
    }

    /// `.flowviz.yml`'s `excluded` applies to every file walked in a scanned directory; an
    /// excluded directory given explicitly is skipped with a line saying so.
    @Test func configurationExclusionsApplyToWalkedFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-excluded-\(UUID().uuidString)")
        let legacy = directory.appendingPathComponent("App/Legacy")
        try FileManager.default.createDirectory(at: legacy, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.sources("RootLogin")) {
            try FileManager.default.copyItem(atPath: Self.sources("RootLogin") + "/" + file, toPath: directory.path + "/App/" + file)
        }
        try "final class OldFlowCoordinator: Coordinator { func start() {} }"
            .write(to: legacy.appendingPathComponent("Old.swift"), atomically: true, encoding: .utf8)
        try "excluded:\n  - App/Legacy\n".write(to: directory.appendingPathComponent(".flowviz.yml"), atomically: true, encoding: .utf8)
        let scanned = try CLIRunner.run("lint", "--verbose", "App", in: directory)
        #expect(scanned.stderr.contains("App/Legacy/Old.swift: excluded by the configuration"), "\(scanned.stderr)")
        #expect(!scanned.stdout.contains("OldFlow"))
        let explicit = try CLIRunner.run("lint", "App/Legacy", in: directory)
        #expect(explicit.stderr.contains("note: App/Legacy is excluded by the configuration"), "\(explicit.stderr)")
    }

    /// What the scanner could not read is counted in the summary and listed by `--verbose`.
    @Test func verboseListsWhatWasNotRead() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-unread-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
            final class AppDelegate { func launch() { AppCoordinator(navigationController: UINavigationController()).start() } }
            final class HomeViewController: UIViewController {}
            final class AppCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.pushViewController(screens.first(), animated: false) }
            }
            """.write(to: directory.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let quiet = try CLIRunner.run("scan", directory.path)
        let verbose = try CLIRunner.run("scan", "--verbose", directory.path)
        #expect(quiet.status == 0 && verbose.status == 0)
        #expect(quiet.stderr.contains("1 coordinator (1 not fully read), 0 screens: 0 % read (--verbose lists why)"), "\(quiet.stderr)")
        #expect(!quiet.stderr.contains("not read:"))
        #expect(verbose.stderr.contains("App.swift:6:20: not read: App (start): `pushViewController` of `screens.first()`"), "\(verbose.stderr)")
        #expect(quiet.stdout == verbose.stdout)
    }

    @Test func renderOfASourceDirectoryDrawsTheApp() throws {
        let result = try CLIRunner.run("render", "--format", "dot", Self.sources("Movies"))
        #expect(result.status == 0, "\(result.stderr)")
        for type in ["MoviesListCoordinator", "MovieDetailsCoordinator", "MovieCreateOrUpdateCoordinator", "MovieCreditsViewController"] {
            #expect(result.stdout.contains(type), "\(type) missing from the drawing")
        }
    }

    @Test func missingDirectoriesAndAppsWithoutCoordinatorsFailClearly() throws {
        let missing = try CLIRunner.run("scan", "/nonexistent/Sources")
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("/nonexistent/Sources: no such directory"))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-cli-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("struct Money { var cents: Int }\n".utf8).write(to: directory.appendingPathComponent("Money.swift"))
        let none = try CLIRunner.run("lint", directory.path)
        #expect(none.status == 1)
        #expect(none.stdout.contains("no coordinators found"), "the failure is in the report")
        #expect(none.stdout.hasSuffix("1 file failed to load\n"))
        // The summary does not claim it read everything (issue 36 §3).
        #expect(none.stderr.contains("Scanned 1 Swift file in ") && none.stderr.contains(": no coordinator navigation found"), "\(none.stderr)")
        #expect(!none.stderr.contains("all read"))
        let sarif = try CLIRunner.run("lint", "--reporter", "sarif", directory.path)
        #expect(sarif.status == 1)
        #expect(sarif.stderr.contains("no coordinators found"), "and on stderr when the report is not text")
    }
}
