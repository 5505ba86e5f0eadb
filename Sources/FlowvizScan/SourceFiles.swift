import Foundation

/// The `.swift` files of a source tree, sorted.
enum SwiftFiles {
    /// Vendored, generated and build folders: not the app's code.
    static let excludedDirectories: Set<String> = [
        ".build", "Pods", "Carthage", "DerivedData", "node_modules", "SourcePackages", "checkouts",
    ]

    /// Vendored or test code: never the app's navigation (a class only tests create is no root).
    static func isExcludedDirectory(_ name: String) -> Bool {
        excludedDirectories.contains(name) || name.hasSuffix("Tests") || name.hasSuffix("Specs") || name == "Tests"
    }

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
                    if !isExcludedDirectory(entry) { queue.append(path) }
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
