/// How serious a diagnostic or finding is.
public enum Severity: String, Hashable, Sendable, CaseIterable, Codable {
    /// Information below warning level that never fails a run: what a scan could not read.
    case note
    case warning
    case error
}

/// A message tied to a location, with optional related notes.
///
/// Used both for load errors (malformed input) and for the findings of lint rules.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// A note pointing at a related location ("the child is started here").
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?
        public init(_ message: String, at location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    public var notes: [Note]

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// `file:line:col: error: message`, or `error: message` when the location is unknown.
    public var description: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message)"
    }
}

extension Diagnostic {
    /// Orders diagnostics by file, line and column (unlocated first), then by message.
    public static func inSourceOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        SourceLocation.precedes(lhs.location, rhs.location) ?? (lhs.message < rhs.message)
    }
}

/// A failure made of located problems: an input that cannot be turned into a graph, a
/// configuration or a baseline that cannot be read. Carries every problem found, each at its
/// `file:line:column` when known.
public struct LocatedError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    /// One `file:line:col: error: message` line per diagnostic.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Thrown when an input cannot be turned into a graph (a ``LocatedError``).
public typealias GraphLoadError = LocatedError
