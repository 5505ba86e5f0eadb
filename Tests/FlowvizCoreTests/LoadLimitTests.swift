import FlowvizCore
import FlowvizJSON
import Foundation
import Testing

/// Inputs beyond sane sizes are refused with a clear message, not loaded at any cost.
@Suite struct LoadLimitTests {
    static let small = """
        {"version": 1, "coordinators": [{"name": "App", "root": true, "start": [{"screen": "A"}],
          "screens": [{"name": "A", "transitions": [{"on": "t", "action": "push", "screen": "B"}]}, {"name": "B"}]}]}
        """

    func messages(_ json: String, _ limits: LoadLimits) -> [String] {
        do {
            _ = try JSONGraphLoader.load(bytes: Array(json.utf8), file: "app.json", limits: limits)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func standardLimitsLoadTheSample() throws {
        #expect(messages(Self.small, .standard).isEmpty)
    }

    @Test func fileSizeIsLimited() throws {
        #expect(messages(Self.small, LoadLimits(maximumBytes: 100)) == [
            "error: 'app.json' is \(Self.small.utf8.count) bytes; flowviz reads definitions of at most 100 bytes",
        ])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-limit-\(UUID().uuidString).json")
        try Data(Self.small.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: GraphLoadError.self) { try JSONGraphLoader.load(contentsOf: url.path, limits: LoadLimits(maximumBytes: 10)) }
    }

    @Test func elementCountIsLimited() {
        let found = messages(Self.small, LoadLimits(maximumElements: 3))
        #expect(found.contains { $0.hasPrefix("app.json:") && $0.contains("more than 3 elements") })
    }

    @Test func nameLengthIsLimitedAndLocated() {
        let long = String(repeating: "x", count: 1_025)
        let json = Self.small.replacingOccurrences(of: #""name": "B""#, with: #""name": "\#(long)""#)
        let found = messages(json, .standard)
        #expect(found.contains { $0.hasPrefix("app.json:2:") && $0.contains("is 1025 characters long; the limit is 1024") })
    }

    @Test func deepNestingIsRefused() {
        let json = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(messages(json, .standard).first?.contains("nesting deeper than 256 levels") == true)
    }
}
