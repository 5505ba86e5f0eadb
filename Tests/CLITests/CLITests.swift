import FlowvizTestSupport
import Foundation
import Testing

@Suite struct CLITests {
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func versionAndHelp() throws {
        let version = try CLIRunner.run("--version")
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
        let help = try CLIRunner.run("--help")
        #expect(help.status == 0)
        for command in ["lint", "render", "format"] { #expect(help.stdout.contains(command)) }
    }

    @Test func lintOfCleanSamplesExitsZeroSilently() throws {
        let result = try CLIRunner.run("lint", "--quiet", "--reporter", "xcode", Repository.sample("photo-store"),
                                       Repository.sample("shopping"), Repository.sample("movies"), Repository.sample("root-login"))
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
    }

    @Test func lintOfABrokenSampleReportsInXcodeFormatAndExitsTwo() throws {
        // Paths under the working directory are reported relative to it.
        let path = "Samples/JSON/broken-unretained-buy.json"
        let result = try CLIRunner.run("lint", "--reporter", "xcode", Repository.sample("broken-unretained-buy"), in: Repository.root)
        #expect(result.status == 2)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(path):38:13: error: BuyCoordinator is started from PhotoViewController.didBuyPhoto but never kept: it is released at once and its flow never resumes (unretained_child_coordinator)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("\(path):") && $0.contains(": note: ") })
    }

    @Test func lintOfMalformedInputExitsOneWithLocatedErrors() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("bad.json")
        try Data("{\n  \"version\": 1,\n  \"coordinators\": [{\"name\": \"A\", \"root\": true, \"start\": [], \"colour\": 1}]\n}\n".utf8).write(to: file)
        let result = try CLIRunner.run("lint", "--quiet", file.path)
        #expect(result.status == 1)
        // Never a clean-looking report: the failure is in it, at its line and column.
        #expect(result.stdout == "\(file.path)\n  3:61  error  unknown field 'colour' in coordinator 'A' (load error)\n\n1 file failed to load\n")
        #expect(result.stderr.isEmpty, "the text report on stdout already shows it")
        let written = directory.appendingPathComponent("report.txt").path
        let toFile = try CLIRunner.run("lint", "--quiet", "-o", written, file.path)
        #expect(toFile.status == 1)
        #expect(toFile.stderr == "\(file.path):3:61: error: unknown field 'colour' in coordinator 'A'\n")
    }

    @Test func renderWritesWellFormedSVGAndNothingToStderr() throws {
        let directory = try temporaryDirectory()
        let output = directory.appendingPathComponent("flows.svg")
        let result = try CLIRunner.run("render", Repository.sample("movies"), "-o", output.path)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("MoviesList"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["flows.svg"])
    }

    @Test func failedRenderKeepsThePreviousOutputAndLeavesNoPartialFile() throws {
        let directory = try temporaryDirectory()
        let output = directory.appendingPathComponent("flows.svg")
        try Data("previous".utf8).write(to: output)
        let bad = directory.appendingPathComponent("bad.json")
        try Data("{\"version\": 1, \"coordinators\": [".utf8).write(to: bad)
        let result = try CLIRunner.run("render", bad.path, "-o", output.path)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(bad.path):1:33: error: malformed JSON"))
        #expect(try String(contentsOf: output, encoding: .utf8) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["bad.json", "flows.svg"])
    }

    @Test func renderToAnUnwritablePlaceFailsClearly() throws {
        let result = try CLIRunner.run("render", Repository.sample("movies"), "-o", "/nonexistent-dir/flows.svg")
        #expect(result.status == 1)
        #expect(result.stderr == "error: cannot write '/nonexistent-dir/flows.svg': No such file or directory\n")
    }

    @Test func renderDotFormatPrintsTheDOT() throws {
        let result = try CLIRunner.run("render", Repository.sample("root-login"), "--format", "dot")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("digraph flows {"))
        #expect(result.stdout.contains("subgraph \"cluster_c0\""))
    }

    @Test func formatPrintsCanonicalJSONThatIsAFixedPoint() throws {
        let directory = try temporaryDirectory()
        let first = try CLIRunner.run("format", Repository.sample("shopping"))
        #expect(first.status == 0)
        let file = directory.appendingPathComponent("canonical.json")
        try Data(first.stdout.utf8).write(to: file)
        let second = try CLIRunner.run("format", file.path)
        #expect(second.stdout == first.stdout)
        #expect(first.stdout.hasPrefix("{\n  \"app\": \"Shopping\",\n"))
    }
}
