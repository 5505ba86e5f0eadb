import FlowvizTestSupport
import Foundation
import Testing

/// `flowviz render`'s output follows `-o`'s extension and never holds another format; `--quiet`;
/// `path --help` names its inputs (issue 37 §4).
@Suite struct RenderOutputTests {
    func directory() throws -> URL {
        try ScratchDirectory.holding([:], prefix: "flowviz-render-output")
    }

    @Test func aPNGFileGetsPNGOrAClearError() throws {
        let dir = try directory()
        let png = dir.appendingPathComponent("flows.png")
        let result = try CLIRunner.run("render", Repository.sample("movies"), "-o", png.path)
        if result.status == 0 {
            let bytes = try Data(contentsOf: png)
            #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG, not SVG in a .png")
        } else {
            // Where Graphviz has no PNG plugin: an error that says so, and no file.
            #expect(result.status == 1)
            #expect(result.stderr.contains("png"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: png.path))
        }
        let dot = dir.appendingPathComponent("flows.gv")
        #expect(try CLIRunner.run("render", Repository.sample("movies"), "-o", dot.path).status == 0)
        #expect(try String(contentsOf: dot, encoding: .utf8).hasPrefix("digraph flows {"))
    }

    @Test func anExtensionThatContradictsTheFormatIsAUsageError() throws {
        let dir = try directory()
        let cases: [([String], String)] = [
            (["--format", "svg", "-o", "flows.png"], "Error: -o flows.png names a png file, but --format is svg: drop --format, or name the file .svg."),
            (["-o", "flows.jpg"], "Error: -o flows.jpg: flowviz does not write .jpg files; name the file .svg, .png, .pdf, .dot, .mmd, .html, or pass --format."),
        ]
        for (arguments, message) in cases {
            let result = try CLIRunner.run(["render", Repository.sample("movies")] + arguments, in: dir)
            #expect(result.status == 64)
            #expect(result.stderr.hasPrefix(message + "\nUsage: flowviz render "), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "nothing written")
        }
        let told = try CLIRunner.run(["render", Repository.sample("movies"), "--format", "dot", "-o", "flows.txt"], in: dir)
        #expect(told.status == 0, "an explicit --format is written under any other name")
        #expect(try String(contentsOf: dir.appendingPathComponent("flows.txt"), encoding: .utf8).hasPrefix("digraph flows {"))
    }

    @Test func quietRenderPrintsNothingOnStderr() throws {
        let sources = Repository.samples.appendingPathComponent("Shopping/Sources").path
        let loud = try CLIRunner.run("render", sources, "--format", "dot")
        #expect(loud.status == 0)
        #expect(loud.stderr.hasPrefix("Scanned 12 Swift files in "), "\(loud.stderr)")
        let quiet = try CLIRunner.run("render", "--quiet", sources, "--format", "dot")
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        #expect(quiet.stdout == loud.stdout)
    }

    @Test func pathHelpSaysItTakesSwiftSources() throws {
        let help = try CLIRunner.run("path", "--help")
        #expect(help.status == 0)
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")  // unwrapped
        #expect(text.contains("<file> The flowviz JSON file, or the app's Swift source directory (or one Swift file), scanned."), "\(text)")
    }
}
