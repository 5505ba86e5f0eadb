import FlowvizCore
import Foundation

/// The inputs `flowviz lint` checks: those given (a directory becomes the flowviz JSON
/// definitions under it, or stays a Swift source directory to scan), or the configuration's
/// `included` inputs.
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
    }

    /// Folders never searched: hidden ones, build products, dependencies and Xcode bundles
    /// (an asset catalog's `Contents.json` is no flow definition).
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]
    static let skippedFolderSuffixes = [".xcassets", ".xcodeproj", ".xcworkspace", ".bundle", ".framework"]

    /// The inputs for `files` (or, when none are given, the configuration's `included` ones).
    /// A directory holding flowviz JSON definitions and no Swift sources is replaced by those
    /// definitions; one holding Swift sources and no definitions stays, to be scanned; one
    /// holding both needs `kind`.
    /// An input given explicitly but excluded by the configuration is skipped, never silently:
    /// `skipped` is told about it.
    public static func resolve(
        _ files: [String], configuration: LintConfiguration, kind: Kind? = nil, skipped: (String) -> Void = { _ in }
    ) throws(Problem) -> [String] {
        if !files.isEmpty {
            var inputs = [String]()
            for file in files {
                guard selector(configuration)(file) else {
                    skipped(file)
                    continue
                }
                inputs += try expand(file, kind: kind).filter { $0 == file || configuration.selects($0) }
            }
            return inputs
        }
        guard let directory = configuration.directory, !configuration.included.isEmpty else {
            throw Problem(description: "Give files to lint, or list them under `included` in .flowviz.yml.")
        }
        let found = Self.files(under: directory).json.filter(configuration.selects)
        guard !found.isEmpty else {
            throw Problem(description: "The configuration's `included` inputs match no .json file under \(directory).")
        }
        return found.map { relativeToCurrentDirectory($0) }
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
            guard !definitions.isEmpty else { throw Problem(description: "\(path) holds no flowviz JSON definitions.") }
            return definitions
        }
        switch (definitions.isEmpty, found.swiftCount == 0) {
        case (false, true):
            return definitions
        case (false, false):
            throw Problem(description: """
                \(path) holds both flowviz JSON definitions (\(definitions.count.counted("file"))) and Swift sources \
                (\(found.swiftCount.counted("file"))): pass --input-kind json to lint the definitions, or \
                --input-kind swift to scan the sources.
                """)
        case (true, true):
            throw Problem(description: "\(path) holds neither flowviz JSON definitions nor Swift sources.")
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

    /// Every `.json` file below `directory` (sorted) and the number of `.swift` files, skipping
    /// hidden, build, dependency and Xcode bundle folders.
    private static func files(under directory: String) -> (json: [String], swiftCount: Int) {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return ([], 0) }
        var json = [String]()
        var swiftCount = 0
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || skippedFolders.contains(name) || skippedFolderSuffixes.contains(where: name.hasSuffix) {
                enumerator.skipDescendants()
                continue
            }
            if relative.hasSuffix(".json") { json.append(prefix + relative) }
            if relative.hasSuffix(".swift") { swiftCount += 1 }
        }
        return (json.sorted(), swiftCount)
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
