import Foundation

/// The bundled JSON samples, found from this source file.
enum SampleFiles {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/JSON")

    /// Every `*.json` file name in `Samples/JSON`, sorted.
    static var names: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?
            .filter { $0.hasSuffix(".json") }.sorted() ?? []
    }
}
