import Foundation

/// Paths into the flowviz repository, found from this source file (no working directory needed).
public enum Repository {
    /// The repository root: the directory holding Package.swift.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Samples/`: the JSON samples, the DSL samples and the Swift sample apps.
    public static let samples = root.appendingPathComponent("Samples")
    /// `Samples/JSON/`.
    public static let samplesJSON = samples.appendingPathComponent("JSON")
    /// `Tests/Fixtures/`.
    public static let fixtures = root.appendingPathComponent("Tests/Fixtures")
    /// `Schemas/`.
    public static let schemas = root.appendingPathComponent("Schemas")

    /// `relative` (for example `Samples/Shopping/Sources`) under the root.
    public static func url(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }

    /// The path of the JSON sample `name`, given with or without `.json` (`movies`, `movies.json`).
    public static func sample(_ name: String) -> String {
        samplesJSON.appendingPathComponent(name.hasSuffix(".json") ? name : name + ".json").path
    }

    /// `url`'s path relative to the root when it lies inside it, else its whole path.
    public static func displayPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path, prefix = root.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
