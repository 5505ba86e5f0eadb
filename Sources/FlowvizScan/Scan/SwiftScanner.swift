import Dispatch
import FlowvizCore
import Foundation
import SwiftParser
import SwiftSyntax

/// Extracts an app's flow graph from its Swift sources: coordinators, screens, transitions,
/// child starts and their bookkeeping, flow events and deep links, each at its Swift location.
public enum SwiftScanner {
    /// What a scan found.
    public struct Result: Sendable {
        public var graph: AppGraph
        /// Swift files read.
        public var files: [String]
        /// Code the scanner saw and could not use (`--verbose`).
        public var skipped: [SkippedCode]
        /// Files with syntax errors: scanned as far as the parser recovered.
        public var syntaxErrors: [FlowvizCore.SourceLocation]
        /// What makes the scanned graph no graph at all (``GraphValidator``): a scanner bug,
        /// never the app's; empty when the graph is valid.
        public var inconsistencies: [Diagnostic]
        /// `flowviz:` comments that are not understood (an unknown form, no rule ids, an
        /// `enable` without a `disable`): reported as warnings, never silently ignored.
        public var directiveProblems: [SkippedCode] = []
    }

    /// A scan that cannot start: the directory is missing or holds no Swift file.
    public struct ScanError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The `.swift` files a scan of `directory` reads, sorted.
    public static func sourceFiles(under directory: String) throws(ScanError) -> [String] {
        try SwiftFiles.list(under: directory)
    }

    /// Scans every `.swift` file under `directory` (hidden folders, `.build`, `Pods`, `Carthage`
    /// and `DerivedData` excluded), parsing files concurrently. `progress` is called with
    /// (files done, total) as parsing goes.
    /// - Parameter selecting: which walked files to read (`.flowviz.yml`'s `included`/`excluded`);
    ///   each file it leaves out is listed in ``Result/skipped``.
    public static func scan(
        directory: String, appName: String? = nil, selecting: ((String) -> Bool)? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws(ScanError) -> Result {
        let walked = try SwiftFiles.list(under: directory)
        let files = selecting.map { walked.filter($0) } ?? walked
        guard !files.isEmpty else {
            throw ScanError(description: "\(directory): every Swift file is excluded by the configuration")
        }
        let contents = UnsafeResults<Swift.Result<[UInt8], FileReading.Failure>>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { position in
            contents.set(position, FileReading.read(files[position]))
        }
        var sources = [(path: String, bytes: [UInt8])]()
        for (file, read) in zip(files, contents.values) {
            switch read {
            case .success(let bytes): sources.append((file, bytes))
            case .failure(let failure): throw ScanError(description: "\(file): cannot read the file: \(failure.reason)")
            }
        }
        // Storyboards declare navigation too; one that cannot be read is left out and listed.
        var storyboards = [(path: String, bytes: [UInt8])]()
        var unreadable = [SkippedCode]()
        for path in SwiftFiles.storyboards(under: directory) where selecting?(path) ?? true {
            switch FileReading.read(path) {
            case .success(let bytes): storyboards.append((path, bytes))
            case .failure(let failure): unreadable.append(SkippedCode("\(path): cannot read the storyboard: \(failure.reason)", at: nil))
            }
        }
        let name = appName ?? LexicalPath.normalized(directory).split(separator: "/").last(where: { $0 != "Sources" && $0 != "." }).map(String.init)
        var result = scan(sources: sources, storyboards: storyboards, appName: name, progress: progress)
        result.skipped += unreadable
        if files.count < walked.count {
            let read = Set(files)
            for file in walked where !read.contains(file) {
                result.skipped.append(SkippedCode("\(file): excluded by the configuration", at: nil))
            }
        }
        for library in SwiftFiles.librarySources(in: directory) {
            result.skipped.append(SkippedCode("\(library): a library's own sources, skipped: the repository also holds an example app", at: nil))
        }
        return result
    }

    /// Scans in-memory sources (tests, tools); each path names its file in locations.
    /// `storyboards`: Interface Builder storyboards, read for the segues they declare.
    public static func scan(
        sources: [(path: String, bytes: [UInt8])], storyboards: [(path: String, bytes: [UInt8])] = [], appName: String? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> Result {
        let passes = ScanPasses.run(sources, storyboards: storyboards, appName: appName, progress: progress)
        return Result(
            graph: passes.graph, files: sources.map(\.path),
            skipped: passes.skipped.sorted { SourceLocation.precedes($0.location, $1.location) ?? ($0.reason < $1.reason) },
            syntaxErrors: passes.syntaxErrors, inconsistencies: passes.inconsistencies,
            directiveProblems: DirectiveMatcher.problems(passes.directives)
        )
    }
}

