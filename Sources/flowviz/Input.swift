import ArgumentParser
import FlowvizConfig
import FlowvizCore
import FlowvizJSON
import FlowvizLint
import FlowvizScan
import Foundation

/// Loading of input files, shared by the commands.
enum Input {
    /// Loads a flowviz JSON file, or scans a directory of Swift sources; on failure prints every
    /// located error to stderr and exits 1.
    static func load(_ path: String, verbose: Bool = false, quiet: Bool = false) throws -> AppGraph {
        do {
            return try loader(verbose: verbose, quiet: quiet).load(path)
        } catch {
            for diagnostic in error.diagnostics { Output.error(diagnostic) }
            throw ExitCode(1)
        }
    }

    /// The pipeline's loader: JSON definitions, or Swift sources scanned (with the scan's
    /// summary and, when `verbose`, what it skipped on stderr).
    /// - Parameter selecting: for a source directory, which walked files to read (the configuration's selection).
    static func loader(verbose: Bool, quiet: Bool, selecting: (@Sendable (String) -> Bool)? = nil) -> LintPipeline.Loader {
        LintPipeline.Loader(readsSwiftSources: LintInputs.isSwiftSourceInput, analyzing: { path throws(LocatedError) in
            if LintInputs.isSwiftSourceInput(path) {
                return try Scanning.analyze(path, verbose: verbose, quiet: quiet, selecting: selecting)
            }
            return FlowAnalysis(try JSONGraphLoader.load(contentsOf: path))
        })
    }

    /// What `flowviz lint` and `flowviz render` read, chosen once for both.
    struct Selection {
        /// The configuration and baseline in force.
        var pipeline: LintPipeline
        /// The inputs (``LintInputs/resolve(_:configuration:kind:skipped:)``).
        var inputs: [String]
        /// Reads each input, scanning only the Swift files the configuration selects.
        var loader: LintPipeline.Loader

        /// Runs the pipeline over the inputs.
        func run(progress: ((String) -> Void)? = nil) -> LintRun {
            pipeline.run(inputs, loader: loader, progress: progress)
        }
    }

    /// The pipeline (``pipeline(config:searchStart:baseline:usesBaseline:quiet:)``) and the
    /// inputs of `files` (or, with none, of the configuration's `included`, else the current
    /// directory) under its configuration. An input the configuration excludes is named on
    /// stderr; inputs that cannot be resolved exit 1 with the reason, or 64 with `command`'s
    /// usage when the command line must say more.
    static func select(
        _ files: [String], kind: LintInputs.Kind?, config: String?, baseline: String?, usesBaseline: Bool = true,
        verbose: Bool, quiet: Bool, command: any ParsableCommand.Type
    ) throws -> Selection {
        let pipeline = try pipeline(config: config, searchStart: files.first, baseline: baseline, usesBaseline: usesBaseline, quiet: quiet)
        let inputs: [String]
        do {
            inputs = try LintInputs.resolve(files, configuration: pipeline.configuration, kind: kind) { file in
                Output.standardError("note: \(file) is excluded by the configuration (.flowviz.yml `excluded`/`included`); skipped")
            }
        } catch {
            if error.isUsage { throw Usage.failure(error.description, in: command) }
            Output.standardError("error: \(error.description)")
            throw ExitCode(1)
        }
        let loader = loader(verbose: verbose, quiet: quiet, selecting: LintInputs.selector(pipeline.configuration))
        return Selection(pipeline: pipeline, inputs: inputs, loader: loader)
    }

    /// The lint pipeline as `flowviz lint` and `flowviz render` both set it up (configuration
    /// given or found from `searchStart`, baseline given or configured); on failure prints every
    /// located error to stderr and exits 1.
    static func pipeline(
        config: String?, searchStart: String?, baseline: String?, usesBaseline: Bool = true, quiet: Bool
    ) throws -> LintPipeline {
        do {
            let pipeline = try LintPipeline.standard(
                configurationPath: config, searchStart: searchStart, baselinePath: baseline, usesBaseline: usesBaseline
            )
            if !quiet, let path = pipeline.configurationPath { Output.standardError("Using configuration \(path)") }
            return pipeline
        } catch {
            for diagnostic in error.diagnostics { Output.error(diagnostic) }
            throw ExitCode(1)
        }
    }
}

/// Usage errors found while a subcommand runs, told as ArgumentParser tells those it finds
/// while parsing: the message, then the subcommand's own usage (not the top level's).
enum Usage {
    /// Prints `message` and `command`'s usage on stderr; the exit code to throw (64).
    static func failure(_ message: String, in command: any ParsableCommand.Type) -> ExitCode {
        let name = "flowviz \(command.configuration.commandName ?? "")"
        Output.standardError("Error: \(message)\nUsage: \(Flowviz.usageString(for: command))\n  See '\(name) --help' for more information.")
        return ExitCode.validationFailure
    }
}

/// Writing to stdout, stderr and files.
enum Output {
    /// Writes `text` and a line feed to stderr. Messages quote user text (names, unknown field
    /// names, values, paths), so every control character but the line feeds between lines is
    /// shown as a visible escape (`TerminalText.sanitizedLines`: ESC as `^[`): a definition
    /// cannot recolour or clear the terminal.
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data((TerminalText.sanitizedLines(text) + "\n").utf8))
    }

    /// Prints a diagnostic and its notes in the `path:line:col: error: message` form, one line
    /// each: a line break in user text is shown as `^J` (`TerminalText.sanitized`), so it cannot
    /// start a forged diagnostic line.
    static func error(_ diagnostic: Diagnostic) {
        standardError(TerminalText.sanitized(diagnostic.description))
        for note in diagnostic.notes {
            standardError(TerminalText.sanitized((note.location.map { "\($0): " } ?? "") + "note: \(note.message)"))
        }
    }

    /// The file an `-o` option names: nil (stdout) when it is absent or `-`.
    static func file(_ option: String?) -> String? { option == "-" ? nil : option }

    /// Writes `bytes` to `path` atomically, or to stdout when `path` is nil or `-`; exits 1 on failure.
    static func write(_ bytes: [UInt8], to path: String?) throws {
        guard let path = file(path) else {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            standardError("error: \(error.description)")
            throw ExitCode(1)
        }
    }
}
