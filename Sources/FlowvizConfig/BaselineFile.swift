import FlowvizCore
import Foundation

/// A baseline file that cannot be read; carries every problem, each located `file:line:column`.
public struct BaselineError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    /// One `file:line:col: error: message` line per diagnostic.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension Baseline {
    /// The file format version this flowviz reads and writes.
    public static let formatVersion = 1

    /// Reads a baseline file (format in Docs/CONFIGURATION.md). Diagnostics name the file as
    /// `path` was given.
    public static func load(path: String) throws(BaselineError) -> Baseline {
        switch FileReading.read(path) {
        case .success(let bytes): return try decode(bytes, file: path)
        case .failure(let failure):
            throw BaselineError([Diagnostic(.error, "cannot read baseline '\(path)': \(failure.reason)", at: nil)])
        }
    }

    /// Decodes baseline JSON; `file` names it in diagnostics.
    public static func decode(_ bytes: [UInt8], file: String) throws(BaselineError) -> Baseline {
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw BaselineError([Diagnostic(.error, "malformed baseline: not UTF-8 text", at: SourceLocation(file: file, line: 1, column: 1))])
        }
        let root: MiniJSON
        do {
            root = try MiniJSON.parse(text)
        } catch {
            throw BaselineError([Diagnostic(.error, "malformed JSON: \(error.message)", at: SourceLocation(file: file, line: error.line, column: error.column))])
        }
        var diagnostics: [Diagnostic] = []
        func fail(_ message: String, _ node: MiniJSON) {
            diagnostics.append(Diagnostic(.error, message, at: SourceLocation(file: file, line: node.line, column: node.column)))
        }
        /// The object's members after reporting unknown and missing keys.
        func members(_ node: MiniJSON, _ what: String, keys: [String]) -> [String: MiniJSON]? {
            guard case .object(let pairs) = node.value else {
                fail("\(what) must be an object, not \(node.kind)", node)
                return nil
            }
            var result: [String: MiniJSON] = [:]
            for pair in pairs {
                if keys.contains(pair.key) {
                    result[pair.key] = pair.value
                } else {
                    fail("unknown key '\(pair.key)' in \(what)\(Suggestions.hint(for: pair.key, in: keys))", pair.keyNode)
                }
            }
            for key in keys where result[key] == nil { fail("\(what) has no '\(key)'", node) }
            return result
        }
        var entries: [Entry] = []
        if let top = members(root, "the baseline", keys: ["version", "findings"]) {
            if let version = top["version"], version.value != .number("\(formatVersion)") {
                fail("unsupported baseline version \(version.text): this flowviz reads version \(formatVersion)", version)
            }
            if let findings = top["findings"] {
                if case .array(let items) = findings.value {
                    for item in items {
                        guard let fields = members(item, "a baseline finding", keys: ["rule", "element"]) else { continue }
                        var strings: [String] = []
                        for key in ["rule", "element"] {
                            guard let field = fields[key] else { continue }
                            guard case .string(let text) = field.value else {
                                fail("'\(key)' must be a string, not \(field.kind)", field)
                                continue
                            }
                            strings.append(text)
                        }
                        if strings.count == 2 { entries.append(Entry(ruleID: strings[0], element: strings[1])) }
                    }
                } else {
                    fail("'findings' must be an array, not \(findings.kind)", findings)
                }
            }
        }
        guard diagnostics.isEmpty else { throw BaselineError(diagnostics.sorted(by: Diagnostic.inSourceOrder)) }
        return Baseline(entries: entries)
    }

    /// The canonical file contents: two-space indentation, one finding per line, sorted,
    /// trailing newline. The same baseline always gives the same bytes.
    public func encoded() -> String {
        var lines = ["{", "  \"version\": \(Self.formatVersion),"]
        if entries.isEmpty {
            lines.append("  \"findings\": []")
        } else {
            lines.append("  \"findings\": [")
            for (position, entry) in entries.enumerated() {
                let comma = position == entries.count - 1 ? "" : ","
                lines.append("    {\"rule\": \(Self.quoted(entry.ruleID)), \"element\": \(Self.quoted(entry.element))}\(comma)")
            }
            lines.append("  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes ``encoded()`` to `path` atomically: on failure the previous file is untouched.
    public func write(to path: String) throws(AtomicFile.WriteError) {
        try AtomicFile.write(Array(encoded().utf8), to: path)
    }

    /// A JSON string literal.
    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
