import ArgumentParser
import FlowvizCore
import FlowvizJSON
import Foundation

/// Loading of input files, shared by the commands.
enum Input {
    /// Loads a flowviz JSON file; on failure prints every located error to stderr and exits 1.
    static func load(_ path: String) throws -> AppGraph {
        do {
            return try JSONGraphLoader.load(contentsOf: path)
        } catch {
            for diagnostic in error.diagnostics { Output.error(diagnostic) }
            throw ExitCode(1)
        }
    }
}

/// Writing to stdout, stderr and files.
enum Output {
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Prints a diagnostic and its notes in the `path:line:col: error: message` form.
    static func error(_ diagnostic: Diagnostic) {
        standardError(diagnostic.description)
        for note in diagnostic.notes {
            standardError((note.location.map { "\($0): " } ?? "") + "note: \(note.message)")
        }
    }

    /// Writes `bytes` to `path` atomically, or to stdout when `path` is nil; exits 1 on failure.
    static func write(_ bytes: [UInt8], to path: String?) throws {
        guard let path else {
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
