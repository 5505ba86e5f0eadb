import FlowvizCore

/// The optional `"source": "path:line:column"` field every element may carry: where the element
/// is in the app's Swift code (written by `flowviz scan`). Paths are relative to the JSON file's
/// directory, so the definition can be moved together with the sources.
public enum SourceReferences {
    /// How the canonical writer treats locations.
    public enum Mode: Sendable, Equatable {
        /// Write no `source` fields (the default: a hand-written definition's locations are its own lines).
        case omit
        /// Write every location whose file is neither `document` nor `source` (the JSON file the
        /// graph was loaded from, whose own positions are not Swift locations), relative to
        /// `document`'s directory.
        case write(document: String, source: String? = nil)
    }

    /// Writes the `source` texts of one document: the document's directory is found once, and
    /// each file's path from it once, however many locations name the file.
    final class Writer {
        private let document: String
        private let source: String?
        private let directory: String
        private var paths = [String: String]()

        init(document: String, source: String?) {
            self.document = document
            self.source = source
            directory = LexicalPath.directory(of: LexicalPath.absolute(document))
        }

        /// `"path:line:column"` for `location`, as seen from the directory of the document;
        /// `nil` for a location in the document itself or in its source.
        func text(for location: SourceLocation) -> String? {
            guard location.file != document, location.file != source else { return nil }
            let path: String
            if let known = paths[location.file] {
                path = known
            } else {
                path = LexicalPath.relative(location.file, from: directory)
                paths[location.file] = path
            }
            return "\(path):\(location.line):\(location.column)"
        }
    }

    /// The location a `source` text names, resolved against the directory of `document`;
    /// `nil` when the text is not `path:line:column` with positive numbers.
    static func location(from text: String, document: String) -> SourceLocation? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]),
              line > 0, column > 0 else { return nil }
        let path = parts.dropLast(2).joined(separator: ":")
        guard !path.isEmpty else { return nil }
        return SourceLocation(file: LexicalPath.resolved(path, against: LexicalPath.directory(of: document)), line: line, column: column)
    }
}
