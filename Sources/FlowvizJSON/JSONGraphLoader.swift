import FlowvizCore
import Foundation

/// Loads flowviz JSON definitions (format version 1, see Docs/JSON-FORMAT.md).
public enum JSONGraphLoader {
    /// Loads the file at `path`; the path is used as given in every location.
    public static func load(contentsOf path: String, limits: LoadLimits = .standard) throws(GraphLoadError) -> AppGraph {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > limits.maximumBytes {
            throw GraphLoadError([Diagnostic(.error, "'\(path)' is \(size) bytes; flowviz reads definitions of at most \(limits.maximumBytes) bytes", at: nil)])
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw GraphLoadError([Diagnostic(.error, "cannot read '\(path)': \(Self.reason(error))", at: nil)])
        }
        return try load(bytes: Array(data), file: path, limits: limits)
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

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}
