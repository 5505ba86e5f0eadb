/// A strict JSON parser (RFC 8259) that keeps the offset of every value and rejects duplicate keys.
struct JSONParser {
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    /// Nesting deeper than this is refused rather than risking the stack.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON document; anything but whitespace after it is an error.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONNode {
        var parser = JSONParser(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        guard parser.index < bytes.count else { throw Failure(message: "the file is empty: expected a JSON object", offset: parser.index) }
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw Failure(message: "unexpected \(parser.describeCurrent()) after the end of the JSON document", offset: parser.index)
        }
        return node
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func parseValue() throws(Failure) -> JSONNode {
        guard index < bytes.count else { throw Failure(message: "unexpected end of file: expected a value", offset: index) }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), offset: start)
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONNode(value: .bool(true), offset: start)
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONNode(value: .bool(false), offset: start)
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONNode(value: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw Failure(message: "unexpected \(describeCurrent()): expected a value", offset: index)
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(Failure) {
        let start = index
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else {
                throw Failure(message: "invalid literal: expected '\(literal)'", offset: start)
            }
            index += 1
        }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth {
            throw Failure(message: "nesting deeper than \(Self.maximumDepth) levels", offset: index)
        }
    }

    private mutating func parseObject() throws(Failure) -> JSONNode {
        let start = index
        try enter()
        defer { depth -= 1 }
        index += 1
        var members = [JSONNode.Member]()
        var seen = Set<String>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return JSONNode(value: .object(members), offset: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw Failure(message: "unexpected \(describeCurrent()): expected a quoted key", offset: index)
            }
            let keyOffset = index
            let key = try parseString()
            // Objects of a definition have a handful of keys: compare them directly, and hash
            // only in large objects.
            let duplicate: Bool
            if members.count < 16 {
                duplicate = members.contains { $0.key == key }
            } else {
                if seen.isEmpty { seen = Set(members.map(\.key)) }
                duplicate = !seen.insert(key).inserted
            }
            if duplicate {
                throw Failure(message: "duplicate key '\(key)' in the same object", offset: keyOffset)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw Failure(message: "unexpected \(describeCurrent()): expected ':' after key '\(key)'", offset: index)
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(.init(key: key, keyOffset: keyOffset, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw Failure(message: "unexpected end of file: expected ',' or '}'", offset: index) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw Failure(message: "unexpected \(describeCurrent()): expected ',' or '}' after the value of '\(key)'", offset: index)
        }
        return JSONNode(value: .object(members), offset: start)
    }

    private mutating func parseArray() throws(Failure) -> JSONNode {
        let start = index
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements = [JSONNode]()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return JSONNode(value: .array(elements), offset: start)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw Failure(message: "unexpected end of file: expected ',' or ']'", offset: index) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw Failure(message: "unexpected \(describeCurrent()): expected ',' or ']' in array", offset: index)
        }
        return JSONNode(value: .array(elements), offset: start)
    }

    private mutating func parseNumber() throws(Failure) -> JSONNode {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        if integerDigits == 0 { throw Failure(message: "invalid number: expected a digit", offset: start) }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw Failure(message: "invalid number: leading zeros are not allowed", offset: start)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { throw Failure(message: "invalid number: expected a digit after '.'", offset: start) }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits() == 0 { throw Failure(message: "invalid number: expected a digit in the exponent", offset: start) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return JSONNode(value: .number(text), offset: start)
    }

    private mutating func parseString() throws(Failure) -> String {
        let start = index
        index += 1
        let contentStart = index
        // Fast path: no escapes.
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                // ASCII needs no validation (and the generic validating initialiser is slow).
                let string = ascii
                    ? bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[contentStart..<index]), as: UTF8.self) }
                    : String(validating: bytes[contentStart..<index], as: UTF8.self)
                guard let string else {
                    throw Failure(message: "invalid UTF-8 in string", offset: start)
                }
                index += 1
                return string
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw Failure(message: "unescaped control character in string", offset: index) }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        var buffer = Array(bytes[contentStart..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: buffer, as: UTF8.self) else {
                    throw Failure(message: "invalid UTF-8 in string", offset: start)
                }
                index += 1
                return string
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw Failure(message: "invalid \\u escape: unpaired surrogate", offset: index)
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw Failure(message: "invalid \\u escape: unpaired surrogate", offset: index)
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw Failure(message: "invalid \\u escape: unpaired surrogate", offset: index)
                    }
                    buffer.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
                default:
                    throw Failure(message: "invalid escape sequence in string", offset: index - 2)
                }
            default:
                if byte < 0x20 { throw Failure(message: "unescaped control character in string", offset: index) }
                buffer.append(byte)
                index += 1
            }
        }
        throw Failure(message: "unterminated string", offset: start)
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw Failure(message: "invalid \\u escape", offset: index) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Failure(message: "invalid \\u escape: expected 4 hex digits", offset: index)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
