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
    public static func scan(
        directory: String, appName: String? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws(ScanError) -> Result {
        let files = try SwiftFiles.list(under: directory)
        let contents = UnsafeResults<[UInt8]?>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { position in
            contents.set(position, FileManager.default.contents(atPath: files[position]).map(Array.init))
        }
        var sources = [(path: String, bytes: [UInt8])]()
        for (file, bytes) in zip(files, contents.values) {
            guard let bytes else { throw ScanError(description: "\(file): cannot read the file") }
            sources.append((file, bytes))
        }
        let name = appName ?? LexicalPath.normalized(directory).split(separator: "/").last(where: { $0 != "Sources" && $0 != "." }).map(String.init)
        return scan(sources: sources, appName: name, progress: progress)
    }

    /// Scans in-memory sources (tests, tools); each path names its file in locations.
    public static func scan(
        sources: [(path: String, bytes: [UInt8])], appName: String? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> Result {
        let parsed = ParallelParser.parse(sources, progress: progress)
        let texts = Dictionary(parsed.map { ($0.text.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        let index = TypeIndex(parsed.flatMap(\.declarations))
        let creations = CreationIndex(index: index, parsed: parsed)
        let coordinators = index.concreteCoordinators(created: creations.createdCoordinators)
        let interpreters = coordinators.map { Interpreter(type: $0, index: index, texts: texts) }
        DispatchQueue.concurrentPerform(iterations: interpreters.count) { position in
            interpreters[position].run()
        }
        let runs = zip(coordinators, interpreters).map { (type: $0, interpreter: $1) }
        let root = RootFinder(creations: creations, runs: runs).root
        let assembler = GraphAssembler(index: index, runs: runs, createdScreens: creations.screensByCoordinator, root: root)
        var graph = assembler.assemble(appName: appName)
        graph.sourceFacts = SourceChecks(index: index, runs: runs, names: assembler.coordinatorName).facts(parsed)
        var skipped = Array(Set(interpreters.flatMap(\.skipped) + creations.skipped))
        let directives = parsed.flatMap(\.directives)
        skipped += DirectiveMatcher.apply(directives, to: &graph)
        if root == nil, !coordinators.isEmpty {
            skipped.append(SkippedCode("no root coordinator found: nothing creates a coordinator outside coordinators, and every coordinator is started by another", at: nil))
        }
        return Result(
            graph: graph, files: sources.map(\.path),
            skipped: skipped.sorted { SourceLocation.precedes($0.location, $1.location) ?? ($0.reason < $1.reason) },
            syntaxErrors: parsed.compactMap(\.firstSyntaxError),
            directiveProblems: DirectiveMatcher.problems(directives)
        )
    }
}

/// The `.swift` files of a source tree, sorted.
enum SwiftFiles {
    static let excludedDirectories: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    static func list(under directory: String) throws(SwiftScanner.ScanError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw SwiftScanner.ScanError(description: "\(directory): no such directory")
        }
        guard isDirectory.boolValue else {
            return directory.hasSuffix(".swift") ? [directory] : []
        }
        var files = [String]()
        var queue = [directory]
        while let next = queue.popLast() {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: next) else { continue }
            for entry in entries where !entry.hasPrefix(".") {
                let path = next == "." ? entry : (next.hasSuffix("/") ? next + entry : next + "/" + entry)
                var entryIsDirectory: ObjCBool = false
                FileManager.default.fileExists(atPath: path, isDirectory: &entryIsDirectory)
                if entryIsDirectory.boolValue {
                    if !excludedDirectories.contains(entry) { queue.append(path) }
                } else if entry.hasSuffix(".swift") {
                    files.append(path)
                }
            }
        }
        guard !files.isEmpty else {
            throw SwiftScanner.ScanError(description: "\(directory): no Swift files found")
        }
        return files.sorted()
    }
}

/// One parsed file: its text, declarations and top-level code.
struct ParsedFile: @unchecked Sendable {
    var text: SourceText
    var declarations: [TypeDecl]
    var firstSyntaxError: SourceLocation?
    /// What each declaration's bodies and property initializers create, by declaring type.
    var creations: [(owner: String, creation: CreationFinder.Creation)] = []
    /// What top-level code and free functions create.
    var topLevelCreations: [CreationFinder.Creation] = []
    /// Push/present calls in each method, by declaring type (for `view_controller_navigates`).
    var selfNavigations: [(owner: String, call: SelfNavigationFinder.Call)] = []
    var directives: [Directive] = []
}

/// Parses files on every core.
enum ParallelParser {
    static func parse(_ sources: [(path: String, bytes: [UInt8])], progress: (@Sendable (Int, Int) -> Void)?) -> [ParsedFile] {
        let results = UnsafeResults<ParsedFile>(count: sources.count)
        let counter = ProgressCounter(total: sources.count, report: progress)
        DispatchQueue.concurrentPerform(iterations: sources.count) { position in
            let source = sources[position]
            let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            let text = SourceText(path: source.path, bytes: source.bytes)
            let collector = DeclarationCollector(text: text)
            collector.walk(tree)
            let error = tree.hasError ? SyntaxErrorFinder.first(in: tree).map(text.location(of:)) : nil
            var file = ParsedFile(text: text, declarations: collector.types, firstSyntaxError: error)
            for declaration in collector.types {
                for method in declaration.methods where !method.body.isEmpty {
                    let found = CreationFinder.scan(method.body, text: text)
                    file.creations += found.creations.map { (declaration.name, $0) }
                    file.selfNavigations += found.navigations.map { (declaration.name, $0) }
                }
                for property in declaration.properties {
                    guard let initializer = property.initializer else { continue }
                    file.creations += CreationFinder.creations(in: initializer, text: text).map { (declaration.name, $0) }
                }
            }
            file.topLevelCreations = CreationFinder.topLevelCreations(in: tree, text: text)
            file.directives = text.directives()
            results.set(position, file)
            counter.advance()
        }
        return results.values
    }
}

/// Finds the first node the parser could not read.
enum SyntaxErrorFinder {
    static func first(in tree: SourceFileSyntax) -> Syntax? {
        for token in tree.tokens(viewMode: .all) where token.presence == .missing || token.isUnexpected {
            return Syntax(token)
        }
        return nil
    }
}

private extension TokenSyntax {
    var isUnexpected: Bool {
        var node = parent
        while let current = node {
            if current.is(UnexpectedNodesSyntax.self) { return true }
            node = current.parent
        }
        return false
    }
}

/// Per-position results written by concurrent workers (each position once).
final class UnsafeResults<Element>: @unchecked Sendable {
    private var storage: [Element?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ position: Int, _ value: Element) {
        lock.lock()
        storage[position] = value
        lock.unlock()
    }

    var values: [Element] { storage.compactMap { $0 } }
}

/// Counts finished files and reports them, at most every 1%.
final class ProgressCounter: @unchecked Sendable {
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?
    private var done = 0
    private let lock = NSLock()

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func advance() {
        guard let report else { return }
        lock.lock()
        done += 1
        let current = done
        lock.unlock()
        if current == total || current % max(1, total / 100) == 0 { report(current, total) }
    }
}
