import FlowvizCore

/// A parsed JSON value that remembers where it was written.
struct JSONNode: Sendable {
    /// A `"key": value` pair of an object, in input order.
    struct Member: Sendable {
        var key: String
        var keyOffset: Int
        var value: JSONNode
    }

    enum Value: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        /// The number's literal text (JSON numbers are only used for small integers here).
        case number(String)
        case bool(Bool)
        case null
    }

    var value: Value
    /// Byte offset of the value's first character in the input.
    var offset: Int

    /// The JSON type's name, for "expected X, found Y" messages.
    var typeName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The value as messages show it: a number as written, a string in single quotes, anything
    /// else by ``typeName``.
    var shownInMessages: String {
        switch value {
        case .number(let text): text
        case .string(let text): "'\(text)'"
        default: typeName
        }
    }
}

extension JSONParser {
    /// Parses one document, reporting malformed JSON as a single `malformed JSON: …` error
    /// located in `file`. The line table is only built when there is an error to locate.
    static func parse(_ bytes: [UInt8], file: String) throws(GraphLoadError) -> JSONNode {
        do {
            return try parse(bytes)
        } catch {
            let location = LineTable(bytes).location(of: error.offset, in: file)
            throw GraphLoadError([Diagnostic(.error, "malformed JSON: \(error.message)", at: location)])
        }
    }
}
