import Foundation

/// Paths into the repository, found from this source file.
enum RepositoryPaths {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let samplesJSON = root.appendingPathComponent("Samples/JSON")
    static let schema = root.appendingPathComponent("Schemas/flowviz-v1.schema.json")

    static func sample(_ fileName: String) -> String {
        samplesJSON.appendingPathComponent(fileName).path
    }
}
