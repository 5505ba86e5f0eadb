import FlowvizCore
import FlowvizLint
import FlowvizScan
import Foundation

/// Scanning Swift sources for the commands: progress and timing on stderr, validation, skipped code.
enum Scanning {
    /// Scans `path`; prints a one-line summary (unless `quiet`) and what was skipped (when
    /// `verbose`); throws when the sources hold no usable graph.
    /// - Parameters:
    ///   - selecting: which walked files to read (the configuration's selection).
    ///   - listsUnknowns: with `verbose`, list what could not be read (for `flowviz scan`; `lint`
    ///     reports each unknown as a note instead, so it is said once).
    static func scan(
        _ path: String, verbose: Bool, quiet: Bool, selecting: ((String) -> Bool)? = nil, listsUnknowns: Bool = false
    ) throws(LocatedError) -> SwiftScanner.Result {
        try scanned(path, verbose: verbose, quiet: quiet, selecting: selecting, listsUnknowns: listsUnknowns).result
    }

    /// ``scan(_:verbose:quiet:selecting:listsUnknowns:)``, and the graph's analysis: built once,
    /// for the summary's reading and the caller's findings.
    static func analyze(_ path: String, verbose: Bool, quiet: Bool, selecting: ((String) -> Bool)? = nil) throws(LocatedError) -> FlowAnalysis {
        let scanned = try scanned(path, verbose: verbose, quiet: quiet, selecting: selecting, listsUnknowns: false)
        return scanned.analysis ?? FlowAnalysis(scanned.result.graph)
    }

    /// The scan, and the analysis the summary line was read from (`nil` when none was printed).
    private static func scanned(
        _ path: String, verbose: Bool, quiet: Bool, selecting: ((String) -> Bool)?, listsUnknowns: Bool
    ) throws(LocatedError) -> (result: SwiftScanner.Result, analysis: FlowAnalysis?) {
        let started = DispatchTime.now().uptimeNanoseconds
        let showProgress = !quiet && isatty(STDERR_FILENO) == 1
        let progress: (@Sendable (Int, Int) -> Void)? = showProgress ? Self.printProgress : nil
        let result: SwiftScanner.Result
        do throws(SwiftScanner.ScanError) {
            result = try SwiftScanner.scan(directory: path, selecting: selecting, progress: progress)
        } catch {
            throw LocatedError([Diagnostic(.error, error.description, at: nil)])
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        for location in result.syntaxErrors {
            Output.standardError("\(location): warning: syntax error; the rest of this file was read as far as the parser recovered")
        }
        for problem in result.directiveProblems {
            Output.standardError("\(problem.location.map { "\($0): " } ?? "")warning: \(problem.reason)")
        }
        if verbose {
            for skipped in result.skipped { Output.standardError("\(skipped.description) (skipped)") }
            for unknown in result.graph.unknowns where listsUnknowns {
                let place = unknown.location.map { "\($0): " } ?? ""
                Output.standardError("\(place)not read: \(unknown.coordinator) (\(unknown.aspect.rawValue)): \(unknown.reason)")
            }
        }
        var analysis: FlowAnalysis?
        if !quiet {
            let graph = result.graph
            // The notes' reading needs a consistent graph; an inconsistent one only counts.
            if result.inconsistencies.isEmpty { analysis = FlowAnalysis(graph) }
            let reading = analysis.map(SourceReading.init) ?? SourceReading(counting: graph)
            Output.standardError(
                "Scanned \(result.files.count) Swift file\(result.files.count == 1 ? "" : "s") in \(String(format: "%.2f", seconds)) s: "
                    + reading.summary + (reading.readPercent < 100 ? " (--verbose lists why)" : "")
                    + (verbose || result.skipped.isEmpty ? "" : " (\(result.skipped.count) places skipped; --verbose lists them)")
            )
        }
        guard !result.graph.coordinators.isEmpty else {
            throw LocatedError([Diagnostic(.error, "\(path): no coordinators found (types named …Coordinator or …Flow, or inheriting from one)", at: nil)])
        }
        guard result.inconsistencies.isEmpty else {
            let summary = Diagnostic(.error, "\(path): the scanned flow graph is inconsistent (please report this with the sources)", at: nil)
            throw LocatedError([summary] + result.inconsistencies)
        }
        return (result, analysis)
    }

    @Sendable private static func printProgress(_ done: Int, _ total: Int) {
        guard total >= 200 else { return }
        FileHandle.standardError.write(Data("\rScanning \(done)/\(total) Swift files…".utf8))
        if done == total { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
