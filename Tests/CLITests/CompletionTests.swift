import FlowvizTestSupport
import Foundation
import Testing

/// Shell completions: paths for inputs and files, coordinator names for `--focus`.
@Suite struct CompletionTests {
    /// What the shells' scripts ask the binary for `--focus` (`---completion`), words as typed.
    static func focusCompletions(_ words: [String], cursorWord: Int) throws -> ProcessResult {
        let prefix = words[cursorWord]
        return try CLIRunner.run(
            ["---completion", "render", "--", "--focus", "\(cursorWord)", "\(prefix.count)"] + words,
            in: Repository.root
        )
    }

    @Test func focusCompletesTheCoordinatorsOfAJSONInput() throws {
        let result = try Self.focusCompletions(["flowviz", "render", "Samples/JSON/shopping.json", "--focus", ""], cursorWord: 4)
        #expect(result.status == 0, "\(result.stderr)")
        let names = result.stdout.split(separator: "\n").map(String.init)
        #expect(names.contains("ShoppingFlow"))
        #expect(names == names.sorted() && names.count > 2)
    }

    @Test func focusCompletesByPrefixFromScannedSources() throws {
        let result = try Self.focusCompletions(
            ["flowviz", "render", "Samples/Shopping/Sources", "--format", "dot", "--focus", "Shop"], cursorWord: 6
        )
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n") == ["ShoppingFlow"])
    }

    @Test func focusCompletesNothingWithoutAnInput() throws {
        let result = try Self.focusCompletions(["flowviz", "render", "--focus", ""], cursorWord: 3)
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    /// zsh's script completes paths (`_files`) for inputs, `-o`, `--config` and `--baseline`.
    @Test func zshCompletesPathsForInputsAndFiles() throws {
        let result = try CLIRunner.run("--generate-completion-script", "zsh")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        for option in ["--output", "--config", "--baseline", "--write-baseline"] {
            #expect(lines.contains { $0.contains(option) && $0.hasSuffix(":_files'") }, "\(option) does not complete files")
        }
        #expect(lines.contains { $0.contains(":files:") && $0.contains("_files") }, "lint's inputs do not complete paths")
        #expect(lines.contains { $0.contains("'--focus[") && $0.contains("---completion") }, "--focus has no custom completion")
    }
}
