import FlowvizCore

/// A JSON document read with the location of every value, for small JSON files other than flow
/// definitions (baselines, for instance) whose readers report each problem at `file:line:column`.
///
/// The parser is the one flow definitions use: strict RFC 8259 (no comments, no trailing commas),
/// duplicate keys and nesting deeper than 256 levels are malformed, a UTF-8 byte order mark is
/// skipped. Lines and columns are 1-based; columns count Unicode scalars, like every flowviz location.
///
/// A `LocatedJSON` is a cheap view of the parsed document: ``value`` and the locations are
/// worked out when asked for.
public struct LocatedJSON: Sendable {
    /// A value and, for containers, its located children.
    public enum Value: Sendable {
        /// The members in the order they are written (keys are unique).
        case object([Member])
        case array([LocatedJSON])
        case string(String)
        /// The number's literal text as written, e.g. `1`, `-0.5`, `2e10`.
        case number(String)
        case bool(Bool)
        case null
    }

    /// A `"key": value` pair of an object.
    public struct Member: Sendable {
        public let key: String
        public let value: LocatedJSON
        fileprivate let keyOffset: Int

        /// Where the key's opening quote is, for messages about the key itself.
        public var keyLocation: SourceLocation { value.source.location(of: keyOffset) }
    }

    private let node: JSONNode
    private let source: Source

    /// Parses one JSON document; `file` names it in locations.
    ///
    /// - Throws: `GraphLoadError` with one `malformed JSON: …` error located at the problem.
    public static func parse(bytes: [UInt8], file: String) throws(GraphLoadError) -> LocatedJSON {
        let root = try JSONParser.parse(bytes, file: file)
        return LocatedJSON(node: root, source: Source(file: file, lines: LineTable(bytes)))
    }

    /// The value, with its children located.
    public var value: Value {
        switch node.value {
        case .object(let members):
            .object(members.map { Member(key: $0.key, value: child($0.value), keyOffset: $0.keyOffset) })
        case .array(let elements): .array(elements.map(child))
        case .string(let text): .string(text)
        case .number(let text): .number(text)
        case .bool(let flag): .bool(flag)
        case .null: .null
        }
    }

    /// Where the value's first character is.
    public var location: SourceLocation { source.location(of: node.offset) }

    /// The JSON type with its article, for "must be X, found Y" messages: `an object`, `an array`,
    /// `a string`, `a number`, `a boolean` or `null`.
    public var typeName: String { node.typeName }

    /// The value as messages show it: a number as written (`2`), a string in single quotes
    /// (`'2'`), anything else by ``typeName``.
    public var shownInMessages: String { node.shownInMessages }

    private func child(_ node: JSONNode) -> LocatedJSON { LocatedJSON(node: node, source: source) }

    /// The file name and line table every value of one document shares.
    private struct Source: Sendable {
        let file: String
        let lines: LineTable
        func location(of offset: Int) -> SourceLocation { lines.location(of: offset, in: file) }
    }
}
