import ArgumentParser
import FlowvizCore
import FlowvizScan
import Foundation

/// Scanning Swift sources for the commands: progress and timing on stderr, validation, skipped code.
enum Scanning {
    /// A directory or a `.swift` file: scanned rather than loaded as JSON.
    static func isSourceInput(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path.hasSuffix(".swift") || FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Scans `path`; prints a one-line summary (unless `quiet`), what was skipped (when
    /// `verbose`), and exits 1 when the sources hold no usable graph.
    static func scan(_ path: String, verbose: Bool, quiet: Bool, selecting: ((String) -> Bool)? = nil) throws -> SwiftScanner.Result {
        let started = DispatchTime.now().uptimeNanoseconds
        let showProgress = !quiet && isatty(STDERR_FILENO) == 1
        let progress: (@Sendable (Int, Int) -> Void)? = showProgress ? Self.printProgress : nil
        let result: SwiftScanner.Result
        do throws(SwiftScanner.ScanError) {
            result = try SwiftScanner.scan(directory: path, selecting: selecting, progress: progress)
        } catch {
            Output.standardError("error: \(error.description)")
            throw ExitCode(1)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        for location in result.syntaxErrors {
            Output.standardError("\(location): warning: syntax error; the rest of this file was read as far as the parser recovered")
        }
        if verbose {
            for skipped in result.skipped { Output.standardError("\(skipped.description) (skipped)") }
            for unknown in result.graph.unknowns {
                let place = unknown.location.map { "\($0): " } ?? ""
                Output.standardError("\(place)not read: \(unknown.coordinator) (\(unknown.aspect.rawValue)): \(unknown.reason)")
            }
        }
        if !quiet {
            let graph = result.graph
            let screens = graph.coordinators.reduce(0) { $0 + $1.screens.count }
            let notFullyRead = Set(graph.unknowns.map(\.coordinator)).count
            Output.standardError(
                "Scanned \(result.files.count) Swift file\(result.files.count == 1 ? "" : "s") in \(String(format: "%.2f", seconds)) s: "
                    + "\(graph.coordinators.count) coordinators, \(screens) screens"
                    + (notFullyRead == 0 ? "" : ", \(notFullyRead) coordinator\(notFullyRead == 1 ? "" : "s") not fully read (--verbose lists why)")
                    + (verbose || result.skipped.isEmpty ? "" : " (\(result.skipped.count) places skipped; --verbose lists them)")
            )
        }
        guard !result.graph.coordinators.isEmpty else {
            Output.standardError("error: \(path): no coordinators found (types named …Coordinator or …Flow, or inheriting from one)")
            throw ExitCode(1)
        }
        guard result.inconsistencies.isEmpty else {
            Output.standardError("error: \(path): the scanned flow graph is inconsistent (please report this with the sources):")
            for diagnostic in result.inconsistencies { Output.error(diagnostic) }
            throw ExitCode(1)
        }
        return result
    }

    @Sendable private static func printProgress(_ done: Int, _ total: Int) {
        guard total >= 200 else { return }
        FileHandle.standardError.write(Data("\rScanning \(done)/\(total) Swift files…".utf8))
        if done == total { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
