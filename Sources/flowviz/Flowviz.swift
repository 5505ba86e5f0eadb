import ArgumentParser

@main
struct Flowviz: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "flowviz",
        abstract: "Draw and check the navigation of iOS apps built with coordinators.",
        discussion: """
            Exit codes: 0 success (lint: no error-level findings), 1 input could not be loaded or \
            output not written, 2 lint found errors, 64 usage error.
            """,
        version: version,
        subcommands: [LintCommand.self, RenderCommand.self, ScanCommand.self, FormatCommand.self, PathCommand.self, RulesCommand.self, ExplainCommand.self, BaselineCommand.self]
    )
}
