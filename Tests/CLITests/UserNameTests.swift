import FlowvizTestSupport
import Foundation
import Testing

/// A coordinator is named on the command line as pictures and messages show it
/// (`CheckoutCoordinator`) or by its short name (`Checkout`), with the nearest suggested on a miss
/// (issue 37 §3). The README's examples of these options on the bundled samples run as written.
@Suite struct UserNameTests {
    static let pantry = Repository.root.appendingPathComponent("Samples/Pantry/Sources").path

    @Test func focusTakesTheTypeNameAsTheReadmeWritesIt() throws {
        let byType = try CLIRunner.run("render", Self.pantry, "--focus", "CheckoutCoordinator", "--format", "dot", "-o", "-")
        let byName = try CLIRunner.run("render", Self.pantry, "--focus", "Checkout", "--format", "dot", "-o", "-")
        #expect(byType.status == 0, "\(byType.stderr)")
        #expect(byName.status == 0, "\(byName.stderr)")
        #expect(!byType.stdout.isEmpty && byType.stdout == byName.stdout)
        let miss = try CLIRunner.run("render", Self.pantry, "--focus", "CheckoutCoordinatr", "--format", "dot", "-o", "-")
        #expect(miss.status == 64)
        #expect(miss.stderr.contains("did you mean 'CheckoutCoordinator'?"), "\(miss.stderr)")
    }

    @Test func pathTakesTheTypeNameToo() throws {
        let byType = try CLIRunner.run("path", Self.pantry, "--to", "CheckoutCoordinator")
        let byName = try CLIRunner.run("path", Self.pantry, "--to", "Checkout")
        #expect(byType.status == 0, "\(byType.stderr)")
        #expect(byType.stdout == byName.stdout)
    }

    /// The README's own examples of `--focus`, `path --to` and `--from` on the bundled samples,
    /// run as written from a directory where `Samples` is the repository's (outputs land there).
    @Test func theReadmesExamplesOfNamesRunAsWritten() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let commands = Self.commands(in: readme).filter { words in
            words.contains { ["--focus", "--to", "--from"].contains($0) } && words.contains { $0.hasPrefix("Samples/") }
        }
        for option in ["--focus", "--to", "--from"] {
            #expect(commands.contains { $0.contains(option) }, "the README shows \(option) on a bundled sample")
        }
        let directory = try ScratchDirectory.holding([:], prefix: "flowviz-readme")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent("Samples"), withDestinationURL: Repository.samples)
        for words in commands {
            let written = words.joined(separator: " ")
            let result = try CLIRunner.run(Array(words.dropFirst()), in: directory)
            #expect(result.status == 0, "\(written): \(result.stderr)")
            if let option = words.firstIndex(of: "-o"), option + 1 < words.count {
                let output = try Data(contentsOf: directory.appendingPathComponent(words[option + 1]))
                #expect(String(decoding: output, as: UTF8.self).contains("<svg"), "\(written) writes its drawing")
            } else {
                #expect(!result.stdout.isEmpty, "\(written) prints its answer")
            }
        }
    }

    /// Each `flowviz …` command the README shows in inline code or as a line of a code block,
    /// split into words, its `#` comment dropped.
    static func commands(in markdown: String) -> [[String]] {
        let inline = markdown.matches(of: /`(flowviz [^`\n]+)`/).map { String($0.1) }
        let lines = markdown.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("flowviz ") }
        return (inline + lines).map { text in
            (text.split(separator: "#", maxSplits: 1).first ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        }
    }
}
