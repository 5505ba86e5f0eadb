import FlowvizCore
import FlowvizLint
import Foundation

/// A fresh, empty directory under the system's temporary directory; removed by `cleanUp`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/flowviz-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ relative: String, contents: String) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try contents.write(toFile: full, atomically: true, encoding: .utf8)
        return full
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: path) }
}

/// A finding for tests that only look at rule, severity and element.
func finding(_ ruleID: String, _ element: ElementReference, severity: Severity = .error) -> Finding {
    Finding(ruleID: ruleID, severity: severity, message: "message", location: nil, element: element)
}
