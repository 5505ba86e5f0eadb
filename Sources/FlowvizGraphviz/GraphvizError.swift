/// Why ``GraphvizRenderer/render(dot:format:)`` failed. Every case has a user-facing
/// ``description``; associated strings carry Graphviz's own message text where it gave one.
public enum GraphvizError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The DOT text could not be parsed. `message` is Graphviz's parser message,
    /// e.g. `syntax error in line 1 near '}'`.
    case invalidDOT(message: String)
    /// The input holds no graph at all (empty, or only whitespace and comments).
    case noGraph
    /// The input holds more than one graph; `count` is how many were found.
    case multipleGraphs(count: Int)
    /// The "dot" layout plugin is not registered, almost always because the plugin
    /// configuration file of libgvc is missing.
    case missingLayoutPlugin(message: String)
    /// No installed plugin renders `format`; `available` lists the formats that do
    /// (empty if Graphviz did not say).
    case unknownFormat(format: String, available: [String])
    /// The layout step failed for another reason.
    case layoutFailed(message: String)
    /// The render step failed for another reason.
    case renderFailed(message: String)
    /// Graphviz's C library could not be loaded (it is loaded when a render first needs it);
    /// `message` says what was tried and why it failed.
    case libraryUnavailable(message: String)

    /// How to install the library a render loads: one line per platform.
    public static let installHint = """
        Install Graphviz (only `flowviz render` needs it):
          macOS:          brew install graphviz
          Debian, Ubuntu: sudo apt-get install libgvc6
        or set \(GraphvizLibrary.overrideVariable) to the path of libgvc.
        """

    public var description: String {
        switch self {
        case .invalidDOT(let message):
            return "Invalid DOT input: \(message)"
        case .noGraph:
            return "Invalid DOT input: it contains no graph."
        case .multipleGraphs(let count):
            return "Invalid DOT input: it contains \(count) graphs; exactly one is expected."
        case .missingLayoutPlugin(let message):
            return "Graphviz has no \"dot\" layout plugin registered (\(message)). "
                + "The plugin configuration file is probably missing: install the packages "
                + "graphviz and libgvc6, then run `dot -c` as root to regenerate it."
        case .unknownFormat(let format, let available):
            let list = available.isEmpty ? "" : " Available formats: \(available.joined(separator: ", "))."
            return "Unknown output format \"\(format)\": no installed Graphviz plugin renders it.\(list)"
        case .layoutFailed(let message):
            return "Graphviz layout failed: \(message)"
        case .renderFailed(let message):
            return "Graphviz rendering failed: \(message)"
        case .libraryUnavailable(let message):
            return "Graphviz's C library (libgvc) could not be loaded (\(message)).\n" + Self.installHint
        }
    }
}
