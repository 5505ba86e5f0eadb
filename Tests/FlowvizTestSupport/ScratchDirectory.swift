import Foundation

/// Temporary directories that tests fill with files of their own.
public enum ScratchDirectory {
    /// A new directory under the temporary directory, named `prefix-<UUID>`, holding `files`
    /// (relative path → contents), with the folders their paths name. The caller removes it.
    public static func holding(_ files: [String: String], prefix: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, contents) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
        }
        return root
    }
}
