import ArgumentParser
import FlowvizConfig
import Foundation

/// The files `flowviz lint` checks: those given, or the configuration's `included` inputs.
enum LintInputs {
    static func resolve(_ files: [String], configuration: LintConfiguration) throws -> [String] {
        if !files.isEmpty {
            let kept = files.filter { configuration.selects($0) || !isUnderConfiguration($0, configuration) }
            for file in files where !kept.contains(file) {
                Output.standardError("note: \(file) is excluded by the configuration (.flowviz.yml `excluded`/`included`); skipped")
            }
            return kept
        }
        guard let directory = configuration.directory, !configuration.included.isEmpty else {
            throw ValidationError("Give files to lint, or list them under `included` in .flowviz.yml.")
        }
        let found = jsonFiles(under: directory).filter(configuration.selects)
        guard !found.isEmpty else {
            throw ValidationError("The configuration's `included` inputs match no .json file under \(directory).")
        }
        return found.map { relativeToCurrentDirectory($0) }
    }

    /// Which Swift files walked in a scanned directory are read: those the configuration selects,
    /// and every file outside the configuration's directory.
    static func selector(_ configuration: LintConfiguration) -> (String) -> Bool {
        { file in configuration.selects(file) || !isUnderConfiguration(file, configuration) }
    }

    /// Inputs outside the configuration's directory are linted as given.
    private static func isUnderConfiguration(_ file: String, _ configuration: LintConfiguration) -> Bool {
        guard let directory = configuration.directory else { return false }
        return configuration.resolvedPath(file).hasPrefix(directory + "/")
    }

    /// Every `.json` file below `directory`, sorted, skipping hidden and build folders.
    private static func jsonFiles(under directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files = [String]()
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") { enumerator.skipDescendants(); continue }
            if relative.hasSuffix(".json") { files.append(directory + "/" + relative) }
        }
        return files.sorted()
    }

    private static func relativeToCurrentDirectory(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}
