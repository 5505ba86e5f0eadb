import Foundation

/// The `.swift` files of a source tree, sorted.
enum SwiftFiles {
    /// Vendored, generated and build folders, and JavaScript test folders: not the app's code.
    static let excludedDirectories: Set<String> = [
        ".build", "Pods", "Carthage", "DerivedData", "node_modules", "SourcePackages", "checkouts", "__tests__",
    ]

    /// Vendored or test code: never the app's navigation (a class only tests create is no root).
    /// A folder named like a test target (`AppTests`, `AppUITests`, `…Specs`) is test code when
    /// a Swift file in it imports a test framework: a feature folder `Scenes/LabTests` is not,
    /// nor is one whose only tests sit in a nested `__tests__`. A folder named after a kind of
    /// test (`UITests`, `UnitTests`) is a test harness even in the app's target: code the app runs
    /// only under a test launch (a stand-in app coordinator showing mock screens).
    static func isExcludedDirectory(_ name: String, at path: String) -> Bool {
        if excludedDirectories.contains(name) || TestCode.isHarnessFolder(name) { return true }
        return (name.hasSuffix("Tests") || name.hasSuffix("Specs")) && holdsTestCode(path)
    }

    private static func holdsTestCode(_ directory: String) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return false }
        for entry in entries.sorted() where !entry.hasPrefix(".") && !excludedDirectories.contains(entry) {
            let path = directory + "/" + entry
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if isDirectory.boolValue ? holdsTestCode(path) : entry.hasSuffix(".swift") && importsTestFramework(path) { return true }
        }
        return false
    }

    /// A file that imports a test framework (``TestCode/frameworks``) or the app `@testable`.
    static func importsTestFramework(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        // Imports come first: the head of the file is enough.
        guard let head = try? handle.read(upToCount: 16_384) else { return false }
        for line in String(decoding: head, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let words = line.split(whereSeparator: \.isWhitespace)
            // `import` after attributes only (`@testable`, `@preconcurrency`): not a word in a comment.
            guard let position = words.firstIndex(of: "import"), position + 1 < words.count,
                  words[..<position].allSatisfy({ $0.hasPrefix("@") }) else { continue }
            if words[..<position].contains("@testable") { return true }
            // `import XCTest`, `import class XCTest.XCTestCase`.
            let kinds: Set<Substring> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
            if let module = words[(position + 1)...].first(where: { !kinds.contains($0) }),
               TestCode.frameworks.contains(String(module.split(separator: ".").first ?? module)) { return true }
        }
        return false
    }

    static func list(under directory: String) throws(SwiftScanner.ScanError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw SwiftScanner.ScanError(description: "\(directory): no such directory")
        }
        guard isDirectory.boolValue else {
            return directory.hasSuffix(".swift") ? [directory] : []
        }
        let files = walk(under: directory, suffix: ".swift")
        guard !files.isEmpty else {
            throw SwiftScanner.ScanError(description: "\(directory): no Swift files found")
        }
        return files
    }

    /// The storyboards under `directory`, sorted: the navigation Interface Builder declares
    /// (Input/Storyboards.swift). None for a single file.
    static func storyboards(under directory: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else { return [] }
        return walk(under: directory, suffix: ".storyboard")
    }

    /// The files under `directory` whose names end in `suffix`, vendored, build, test and hidden
    /// folders and a library's own sources left out, sorted.
    /// Each folder and file is read once, by its real path: a symbolic link to a folder or file
    /// already read (or a link loop) adds nothing. Folders reached without a link are walked
    /// first, so the path kept for a linked file is its own, whatever order the links come in.
    private static func walk(under directory: String, suffix: String) -> [String] {
        var files = [String](), linkedFiles = Set<String>()
        let library = Set(librarySources(in: directory))
        var seen = Set<String>()
        var queue = [directory], linked = [String]()
        while let next = queue.popLast() ?? linked.popLast() {
            guard seen.insert(realPath(next)).inserted,
                  let entries = try? FileManager.default.contentsOfDirectory(atPath: next) else { continue }
            for entry in entries.sorted().reversed() where !entry.hasPrefix(".") {
                let path = join(next, entry)
                var entryIsDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: path, isDirectory: &entryIsDirectory)
                let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
                if entryIsDirectory.boolValue {
                    if !isExcludedDirectory(entry, at: path), !library.contains(path) {
                        if isLink { linked.insert(path, at: 0) } else { queue.append(path) }
                    }
                } else if entry.hasSuffix(suffix), entry != "Package.swift" {
                    // `Package.swift` is a package manifest, not the app's code.
                    files.append(path)
                    if isLink { linkedFiles.insert(path) }
                }
            }
        }
        // A file linked from elsewhere in the tree is the file it names.
        var real = Set<String>()
        return (files.filter { !linkedFiles.contains($0) } + files.filter(linkedFiles.contains).sorted())
            .filter { real.insert(realPath($0)).inserted }
            .sorted()
    }

    /// `path` with every symbolic link resolved (itself when it cannot be).
    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A library's own sources, when the repository at `directory` is a package or pod that also
    /// holds an example app (`Examples/`, `RxFlowDemo/`): the app is what is scanned, and the
    /// library's generic bases are not its flows. `Sources/` and the folder named after the
    /// podspec, as paths under `directory`.
    static func librarySources(in directory: String) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        let podspecs = entries.filter { $0.hasSuffix(".podspec") }.map { String($0.dropLast(".podspec".count)) }
        guard entries.contains("Package.swift") || !podspecs.isEmpty else { return [] }
        func isDirectory(_ entry: String) -> Bool {
            var flag: ObjCBool = false
            return FileManager.default.fileExists(atPath: join(directory, entry), isDirectory: &flag) && flag.boolValue
        }
        guard entries.contains(where: { ($0.contains("Example") || $0.contains("Demo")) && isDirectory($0) }) else { return [] }
        return (["Sources"] + podspecs).filter(isDirectory).sorted().map { join(directory, $0) }
    }

    private static func join(_ directory: String, _ entry: String) -> String {
        directory == "." ? entry : (directory.hasSuffix("/") ? directory + entry : directory + "/" + entry)
    }
}
