import FlowvizCore
import FlowvizJSON

/// A baseline file that cannot be read (a ``LocatedError``).
public typealias BaselineError = LocatedError

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
        let root: LocatedJSON
        do {
            root = try LocatedJSON.parse(bytes: bytes, file: file)
        } catch {
            throw BaselineError(error.diagnostics)
        }
        var diagnostics: [Diagnostic] = []
        func fail(_ message: String, at location: SourceLocation) {
            diagnostics.append(Diagnostic(.error, message, at: location))
        }
        /// The object's members after reporting unknown and missing keys.
        func members(_ node: LocatedJSON, _ what: String, keys: [String]) -> [String: LocatedJSON]? {
            guard case .object(let pairs) = node.value else {
                fail("\(what) must be an object, not \(node.typeName)", at: node.location)
                return nil
            }
            var result: [String: LocatedJSON] = [:]
            for pair in pairs {
                if keys.contains(pair.key) {
                    result[pair.key] = pair.value
                } else {
                    fail("unknown key '\(pair.key)' in \(what)\(Suggestions.hint(for: pair.key, in: keys))", at: pair.keyLocation)
                }
            }
            for key in keys where result[key] == nil { fail("\(what) has no '\(key)'", at: node.location) }
            return result
        }
        var entries: [Entry] = []
        if let top = members(root, "the baseline", keys: ["version", "findings"]) {
            if let version = top["version"] {
                if case .number("\(formatVersion)") = version.value {} else {
                    fail("unsupported baseline version \(version.shownInMessages): this flowviz reads version \(formatVersion)", at: version.location)
                }
            }
            if let findings = top["findings"] {
                if case .array(let items) = findings.value {
                    for item in items {
                        guard let fields = members(item, "a baseline finding", keys: ["rule", "element"]) else { continue }
                        var strings: [String] = []
                        for key in ["rule", "element"] {
                            guard let field = fields[key] else { continue }
                            guard case .string(let text) = field.value else {
                                fail("'\(key)' must be a string, not \(field.typeName)", at: field.location)
                                continue
                            }
                            strings.append(text)
                        }
                        if strings.count == 2 { entries.append(Entry(ruleID: strings[0], element: strings[1])) }
                    }
                } else {
                    fail("'findings' must be an array, not \(findings.typeName)", at: findings.location)
                }
            }
        }
        guard diagnostics.isEmpty else { throw BaselineError(diagnostics.sorted(by: Diagnostic.inSourceOrder)) }
        return Baseline(entries: entries)
    }

    /// The canonical file contents: two-space indentation, `version` then `findings`, one
    /// finding per line (`rule` then `element`), sorted, trailing newline. The same baseline
    /// always gives the same bytes.
    public func encoded() -> String {
        JSONOutput.orderedObject([
            .init("version", .int(Self.formatVersion)),
            .init("findings", .array(entries.map { entry in
                .inline(.orderedObject([.init("rule", .string(entry.ruleID)), .init("element", .string(entry.element))]))
            })),
        ]).rendered()
    }

    /// Writes ``encoded()`` to `path` atomically: on failure the previous file is untouched.
    public func write(to path: String) throws(AtomicFile.WriteError) {
        try AtomicFile.write(Array(encoded().utf8), to: path)
    }
}
