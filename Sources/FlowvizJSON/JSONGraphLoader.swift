import FlowvizCore
import Foundation

/// Loads flowviz JSON definitions (format version 1, see Docs/JSON-FORMAT.md).
public enum JSONGraphLoader {
    /// Loads the file at `path`; the path is used as given in every location.
    public static func load(contentsOf path: String, limits: LoadLimits = .standard) throws(GraphLoadError) -> AppGraph {
        if let size = FileReading.size(path), size > limits.maximumBytes {
            throw GraphLoadError([Diagnostic(.error, "'\(path)' is \(size) bytes; flowviz reads definitions of at most \(limits.maximumBytes) bytes", at: nil)])
        }
        switch FileReading.read(path) {
        case .success(let bytes): return try load(bytes: bytes, file: path, limits: limits)
        case .failure(let failure): throw GraphLoadError([Diagnostic(.error, "cannot read '\(path)': \(failure.reason)", at: nil)])
        }
    }

    /// Loads a definition from memory; `file` names it in locations.
    public static func load(bytes: [UInt8], file: String, limits: LoadLimits = .standard) throws(GraphLoadError) -> AppGraph {
        guard bytes.count <= limits.maximumBytes else {
            throw GraphLoadError([Diagnostic(.error, "'\(file)' is \(bytes.count) bytes; flowviz reads definitions of at most \(limits.maximumBytes) bytes", at: nil)])
        }
        let root = try JSONParser.parse(bytes, file: file)
        var decoder = GraphDecoder(reader: FieldReader(file: file, bytes: bytes, limits: limits))
        let graph = decoder.decode(root)
        var diagnostics = decoder.reader.diagnostics
        if let graph {
            let unreadable = decoder.unreadableAttachments
            diagnostics += GraphValidator.validate(graph, graphLocation: decoder.reader.location(root.offset)).filter { diagnostic in
                !unreadable.contains { diagnostic.message == GraphValidator.missingAttachmentMessage(for: $0) }
            }
        }
        guard diagnostics.isEmpty, let graph else {
            throw GraphLoadError(diagnostics.sorted(by: Diagnostic.inSourceOrder))
        }
        return graph
    }

    /// Loads a definition from a string (tests, tools).
    public static func load(string: String, file: String = "<input>") throws(GraphLoadError) -> AppGraph {
        try load(bytes: Array(string.utf8), file: file)
    }
}
