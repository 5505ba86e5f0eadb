/// A small strict JSON (RFC 8259) parser that keeps each value's line and column, for
/// baseline files. Columns count Unicode scalars, like every flowviz location.
struct MiniJSON: Equatable {
    enum Value: Equatable {
        case object([Member])
        case array([MiniJSON])
        case string(String)
        /// The number as written.
        case number(String)
        case bool(Bool)
        case null
    }

    struct Member: Equatable {
        var key: String
        /// The key string, for locating messages about the key.
        var keyNode: MiniJSON
        var value: MiniJSON
    }

    struct ParseError: Error {
        var message: String
        var line: Int
        var column: Int
    }

    var value: Value
    var line: Int
    var column: Int

    /// How the value reads in messages.
    var kind: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The value as it reads in a message (numbers and strings only; others by kind).
    var text: String {
        switch value {
        case .number(let number): number
        case .string(let string): "'\(string)'"
        default: kind
        }
    }

    static func parse(_ text: String) throws(ParseError) -> MiniJSON {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == parser.scalars.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var position = 0
        var line = 1
        var column = 1

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        func error(_ message: String) -> ParseError { ParseError(message: message, line: line, column: column) }

        mutating func advance() {
            if scalars[position] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            position += 1
        }

        mutating func skipWhitespace() {
            while let c = current, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
        }

        mutating func expect(_ scalar: Unicode.Scalar, _ what: String) throws(ParseError) {
            guard current == scalar else { throw error(current == nil ? "unexpected end of file, expected \(what)" : "expected \(what)") }
            advance()
        }

        mutating func value(depth: Int) throws(ParseError) -> MiniJSON {
            guard depth < 64 else { throw error("nested too deeply") }
            let (startLine, startColumn) = (line, column)
            func made(_ value: Value) -> MiniJSON { MiniJSON(value: value, line: startLine, column: startColumn) }
            switch current {
            case nil:
                throw error("unexpected end of file, expected a value")
            case "{":
                advance()
                var members: [Member] = []
                skipWhitespace()
                if current == "}" { advance(); return made(.object(members)) }
                while true {
                    skipWhitespace()
                    guard current == "\"" else { throw error("expected a string key") }
                    let keyNode = try value(depth: depth + 1)
                    guard case .string(let key) = keyNode.value else { throw error("expected a string key") }
                    skipWhitespace()
                    try expect(":", "':' after the key")
                    skipWhitespace()
                    if members.contains(where: { $0.key == key }) {
                        throw ParseError(message: "duplicate key '\(key)'", line: keyNode.line, column: keyNode.column)
                    }
                    members.append(Member(key: key, keyNode: keyNode, value: try value(depth: depth + 1)))
                    skipWhitespace()
                    if current == "," { advance(); continue }
                    try expect("}", "',' or '}'")
                    return made(.object(members))
                }
            case "[":
                advance()
                var items: [MiniJSON] = []
                skipWhitespace()
                if current == "]" { advance(); return made(.array(items)) }
                while true {
                    skipWhitespace()
                    items.append(try value(depth: depth + 1))
                    skipWhitespace()
                    if current == "," { advance(); continue }
                    try expect("]", "',' or ']'")
                    return made(.array(items))
                }
            case "\"":
                return made(.string(try string()))
            case "t", "f", "n":
                for (word, value) in [("true", Value.bool(true)), ("false", .bool(false)), ("null", .null)] where matches(word) {
                    for _ in word.unicodeScalars { advance() }
                    return made(value)
                }
                throw error("unexpected character '\(current!)'")
            case let c? where c == "-" || ("0"..."9").contains(c):
                var number = ""
                while let c = current, c == "-" || c == "+" || c == "." || c == "e" || c == "E" || ("0"..."9").contains(c) {
                    number.unicodeScalars.append(c)
                    advance()
                }
                guard number.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/) != nil else {
                    throw ParseError(message: "invalid number '\(number)'", line: startLine, column: startColumn)
                }
                return made(.number(number))
            case let c?:
                throw error("unexpected character '\(c)'")
            }
        }

        func matches(_ word: String) -> Bool {
            let word = Array(word.unicodeScalars)
            return position + word.count <= scalars.count && Array(scalars[position..<position + word.count]) == word
        }

        mutating func string() throws(ParseError) -> String {
            advance()  // the opening quote
            var result = ""
            while true {
                guard let c = current else { throw error("unterminated string") }
                guard c.value >= 0x20 else { throw error("control character in a string") }
                advance()
                if c == "\"" { return result }
                guard c == "\\" else { result.unicodeScalars.append(c); continue }
                guard let escape = current else { throw error("unterminated string") }
                advance()
                switch escape {
                case "\"", "\\", "/": result.unicodeScalars.append(escape)
                case "b": result += "\u{8}"
                case "f": result += "\u{C}"
                case "n": result += "\n"
                case "r": result += "\r"
                case "t": result += "\t"
                case "u":
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), matches("\\u") {
                        advance(); advance()
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    result.unicodeScalars.append(scalar)
                default:
                    throw error("invalid escape '\\\(escape)'")
                }
            }
        }

        mutating func hex4() throws(ParseError) -> UInt32 {
            var code: UInt32 = 0
            for _ in 0..<4 {
                guard let c = current, let digit = Int(String(c), radix: 16) else { throw error("invalid \\u escape") }
                code = code * 16 + UInt32(digit)
                advance()
            }
            return code
        }
    }
}
