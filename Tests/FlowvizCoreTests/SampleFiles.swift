import FlowvizTestSupport
import Foundation

/// The bundled JSON samples.
enum SampleFiles {
    /// Every `*.json` file name in `Samples/JSON`, sorted.
    static var names: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: Repository.samplesJSON.path))?
            .filter { $0.hasSuffix(".json") }.sorted() ?? []
    }
}
