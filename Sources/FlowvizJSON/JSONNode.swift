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

/// Converts byte offsets into 1-based lines and columns (columns count Unicode scalars).
struct LineTable: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// Element `k`: the Unicode scalars between the start of the line holding byte
    /// `k * blockSize` and that byte. A column is then counted from at most `blockSize` bytes
    /// back, not from the start of the line: a minified definition is one long line, and
    /// counting from its start for every element made loading it quadratic (a 2.6 MB line took
    /// 37 s to load, a 30 MB one would take over an hour).
    private let blockColumns: [Int]
    private static let blockSize = 4096

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var blockColumns = [Int]()
        blockColumns.reserveCapacity(bytes.count / Self.blockSize + 1)
        var scalars = 0
        for (index, byte) in bytes.enumerated() {
            if index % Self.blockSize == 0 { blockColumns.append(scalars) }
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
                scalars = 0
            } else if byte & 0xC0 != 0x80 {
                scalars += 1
            }
        }
        self.lineStarts = starts
        self.blockColumns = blockColumns
    }

    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        let end = min(offset, bytes.count)
        let block = min(end / Self.blockSize, blockColumns.count - 1)
        if block >= 0, block * Self.blockSize > index {
            index = block * Self.blockSize
            column += blockColumns[block]
        }
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }

    /// The location of byte `offset` in `file`.
    func location(of offset: Int, in file: String) -> SourceLocation {
        let position = position(of: offset)
        return SourceLocation(file: file, line: position.line, column: position.column)
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
