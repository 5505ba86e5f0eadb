import FlowvizConfig
import ArgumentParser
import FlowvizCore
import FlowvizJSON
import FlowvizScan
import Foundation

/// Shell completion of the CLI's arguments (`flowviz --generate-completion-script bash|zsh|fish`):
/// paths for inputs and files, coordinator names for `--focus`.
enum Completions {
    /// An input: a flowviz JSON file or a directory of Swift sources (the shells' file
    /// completion offers directories too).
    static let input = CompletionKind.file()
    /// A file to read or write (an output, a configuration, a baseline).
    static let file = CompletionKind.file()

    /// The coordinators of the input named on the command line being completed.
    static let coordinator = CompletionKind.custom { words, index, prefix in
        coordinatorNames(words: words, completing: index).filter { $0.hasPrefix(prefix) }
    }

    /// The options of the commands that take a value, so their values are not taken for the input.
    static let optionsWithValue: Set<String> = [
        "-o", "--output", "--reporter", "--config", "--baseline", "--write-baseline", "--format", "--focus",
        "--depth", "--max-nodes", "--app", "--to", "--from", "--color", "--input-kind",
    ]

    /// The sorted coordinator names of the first input among `words` (the shell's words, the
    /// command name and subcommand first), skipping the word being completed; none when the input
    /// is missing or does not load. Loading is quiet: completion must not print.
    static func coordinatorNames(words: [String], completing index: Int) -> [String] {
        guard let input = inputPath(words: words, completing: index) else { return [] }
        let graph: AppGraph?
        if LintInputs.isSwiftSourceInput(input) {
            graph = try? SwiftScanner.scan(directory: input).graph
        } else {
            graph = try? JSONGraphLoader.load(contentsOf: input)
        }
        return (graph?.coordinators.map(\.name) ?? []).sorted()
    }

    /// The first positional word after the subcommand that is not the word being completed.
    static func inputPath(words: [String], completing index: Int) -> String? {
        let subcommand = words.firstIndex { ["render", "lint", "scan", "path", "format"].contains($0) } ?? -1
        var skipNext = false
        for (position, word) in words.enumerated() where position > subcommand {
            if skipNext { skipNext = false; continue }
            if word.hasPrefix("-") {
                skipNext = optionsWithValue.contains(word)
                continue
            }
            if position != index, !word.isEmpty { return word }
        }
        return nil
    }
}
