import ArgumentParser
import Foundation

/// `--color always|never|auto`.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    case always, never, auto

    /// Whether to colour; `auto` colours a terminal unless `NO_COLOR` is set (https://no-color.org).
    func enabled(forTerminal isTerminal: Bool) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
    }
}

/// Whether flowviz runs inside an Xcode build phase (a Run Script phase), where Xcode opens a
/// reported file only from an absolute path.
enum XcodeEnvironment {
    static var isBuildPhase: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["XCODE_VERSION_ACTUAL"] != nil && environment["BUILT_PRODUCTS_DIR"] != nil
    }
}
