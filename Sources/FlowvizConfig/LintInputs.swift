import FlowvizCore
import Foundation

/// The inputs `flowviz lint` and `flowviz render` read, chosen in this one place for both: those
/// given (a directory becomes the flowviz JSON definitions under it, or stays a Swift source
/// directory to scan), or, when none are given, the configuration's `included` entries, else the
/// current directory (as SwiftLint does).
public enum LintInputs {
    /// What a directory input is read as.
    public enum Kind: String, CaseIterable, Sendable {
        /// The flowviz JSON definitions under it.
        case json
        /// The Swift sources under it, scanned.
        case swift
    }

    /// Inputs that cannot be resolved: a message for the user.
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public var description: String
        /// Whether the command line must say more (`--input-kind`): a usage error, not a bad input.
        public var isUsage: Bool

        init(_ description: String, isUsage: Bool = false) {
            self.description = description
            self.isUsage = isUsage
        }
    }

    /// Folders never searched: hidden ones, build products, dependencies and Xcode bundles
    /// (an asset catalog's `Contents.json` is no flow definition).
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]
    static let skippedFolderSuffixes = [".xcassets", ".xcodeproj", ".xcworkspace", ".bundle", ".framework"]

    /// The inputs for `files`; when none are given, for the configuration's `included` entries
    /// (each path as if given; a glob as the JSON files it matches and one scan of the Swift
    /// files it matches, from their nearest common folder), else for the current directory.
    /// A directory holding flowviz JSON definitions and no Swift sources is replaced by those
    /// definitions; one holding Swift sources and no definitions stays, to be scanned; one
    /// holding both needs `kind`.
    /// An input excluded by the configuration is skipped, never silently: `skipped` is told
    /// about it. Nothing left to read is a problem, not an empty run.
    public static func resolve(
        _ files: [String], configuration: LintConfiguration, kind: Kind? = nil, skipped: (String) -> Void = { _ in }
    ) throws(Problem) -> [String] {
        let requested = files.isEmpty ? try configured(configuration) : files.map { (path: $0, expands: true) }
        let selected = selector(configuration)
        var inputs = [String]()
        for (path, expands) in requested {
            // What a glob matched was selected file by file; the folder holding it may not be.
            guard !expands || selected(path) else {
                skipped(path)
                continue
            }
            for input in expands ? try expand(path, kind: kind) : [path] where (input == path || selected(input)) && !inputs.contains(input) {
                inputs.append(input)
            }
        }
        guard !inputs.isEmpty else {
            throw Problem("nothing to read: every input is excluded by the configuration (.flowviz.yml `excluded`/`included`)")
        }
        return inputs
    }

    /// What a command given no input reads: the `included` entries, else the current directory.
    /// A path is expanded as if given; what a glob matches is read as it is.
    private static func configured(_ configuration: LintConfiguration) throws(Problem) -> [(path: String, expands: Bool)] {
        guard let directory = configuration.directory, !configuration.included.isEmpty else { return [(".", true)] }
        var requested = [(path: String, expands: Bool)]()
        for entry in configuration.included where !Glob.isPattern(entry) {
            let path = configuration.resolvedPath(entry)
            guard FileManager.default.fileExists(atPath: path) else {
                throw Problem("the configuration's `included` entry '\(entry)' names nothing: \(path) does not exist")
            }
            requested.append((relativeToCurrentDirectory(path), true))
        }
        let patterns = configuration.included.filter(Glob.isPattern)
        guard !patterns.isEmpty else { return requested }
        let found = Self.files(under: directory)
        func matched(_ paths: [String]) -> [String] {
            paths.filter { configuration.matches(patterns, $0) && configuration.selects($0) }
        }
        requested += matched(found.json).map { (relativeToCurrentDirectory($0), false) }
        if let root = commonRoot(of: matched(found.swift)) { requested.append((relativeToCurrentDirectory(root), false)) }
        guard !requested.isEmpty else {
            let listed = patterns.map { "'\($0)'" }.joined(separator: ", ")
            throw Problem("the configuration's `included` patterns (\(listed)) match no .json or .swift file under \(directory)")
        }
        return requested
    }

    /// The one file of `paths`, or the nearest folder that holds them all; nil for none.
    private static func commonRoot(of paths: [String]) -> String? {
        guard var root = paths.first else { return nil }
        guard paths.count > 1 else { return root }
        root = PathResolver.parent(of: root)
        while !paths.allSatisfy({ LexicalPath.isWithin($0, root) }) { root = PathResolver.parent(of: root) }
        return root
    }

    /// Whether `path` is read as Swift sources: a `.swift` file or a directory.
    public static func isSwiftSourceInput(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path.hasSuffix(".swift") || FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A directory as the inputs it stands for; anything else as given.
    private static func expand(_ path: String, kind: Kind?) throws(Problem) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
        if kind == .swift { return [path] }
        let found = files(under: path)
        let definitions = found.json.filter(isDefinition)
        if kind == .json {
            guard !definitions.isEmpty else { throw Problem("\(path) holds no flowviz JSON definitions") }
            return definitions
        }
        switch (definitions.isEmpty, found.swift.isEmpty) {
        case (false, true):
            return definitions
        case (false, false):
            throw Problem("""
                \(path) holds both flowviz JSON definitions (\(definitions.count.counted("file"))) and Swift sources \
                (\(found.swift.count.counted("file"))): pass --input-kind json to lint the definitions, or \
                --input-kind swift to scan the sources.
                """, isUsage: true)
        case (true, true):
            throw Problem("\(path) holds neither flowviz JSON definitions nor Swift sources")
        case (true, false):
            return [path]
        }
    }

    /// A `.json` file that looks like a flowviz definition: it has a `"coordinators"` key.
    private static func isDefinition(_ path: String) -> Bool {
        guard case .success(let bytes) = FileReading.read(path) else { return true }  // the loader reports why
        return ByteSearch.firstIndex(of: Array("\"coordinators\"".utf8), in: bytes) != nil
    }

    /// Which files are read, also among the Swift files walked in a scanned directory: those the
    /// configuration selects, and every file outside the configuration's directory.
    public static func selector(_ configuration: LintConfiguration) -> @Sendable (String) -> Bool {
        { file in configuration.selects(file) || !isUnderConfiguration(file, configuration) }
    }

    /// Inputs outside the configuration's directory are linted as given.
    private static func isUnderConfiguration(_ file: String, _ configuration: LintConfiguration) -> Bool {
        guard let directory = configuration.directory else { return false }
        return LexicalPath.isWithin(configuration.resolvedPath(file), directory)
    }

    /// Every `.json` and `.swift` file below `directory` (sorted), skipping hidden, build,
    /// dependency and Xcode bundle folders.
    private static func files(under directory: String) -> (json: [String], swift: [String]) {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return ([], []) }
        var json = [String]()
        var swift = [String]()
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || skippedFolders.contains(name) || skippedFolderSuffixes.contains(where: name.hasSuffix) {
                enumerator.skipDescendants()
                continue
            }
            if relative.hasSuffix(".json") { json.append(prefix + relative) }
            if relative.hasSuffix(".swift") { swift.append(prefix + relative) }
        }
        return (json.sorted(), swift.sorted())
    }

    private static func relativeToCurrentDirectory(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        return LexicalPath.isWithin(path, current) ? LexicalPath.relative(path, from: current) : path
    }
}

extension Int {
    /// `1 file`, `2 files`.
    fileprivate func counted(_ singular: String) -> String { "\(self) \(self == 1 ? singular : singular + "s")" }
}
