/// A JSON value to write, byte-stable on every platform: two-space indentation, `"key": value`,
/// `/` and non-ASCII characters written as they are (UTF-8), control characters (U+0000–U+001F,
/// U+007F) and U+2028, U+2029 escaped, a final newline.
public enum JSONOutput: Sendable, Equatable {
    /// An object written with its keys sorted by code point (the same order as by UTF-8 bytes).
    case object([String: JSONOutput])
    /// An object written with its members in the given order, for formats that fix one.
    case orderedObject([Member])
    case array([JSONOutput])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    /// The value, and everything inside it, written on one line: `{"a": 1, "b": [true, null]}`.
    indirect case inline(JSONOutput)

    /// A member of an ``orderedObject(_:)``.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONOutput
        public init(_ key: String, _ value: JSONOutput) {
            self.key = key
            self.value = value
        }
    }

    /// `.string(value)`, or `.null` when `value` is `nil`.
    public static func optional(_ value: String?) -> JSONOutput { value.map(JSONOutput.string) ?? .null }
    /// `.int(value)`, or `.null` when `value` is `nil`.
    public static func optional(_ value: Int?) -> JSONOutput { value.map(JSONOutput.int) ?? .null }

    /// Pretty, stable text ending with a newline.
    public func rendered() -> String {
        var out = ""
        write(to: &out, indent: 0, inline: false)
        out.append("\n")
        return out
    }

    /// Compact text (no spaces, no final newline) safe inside an HTML `<script>` element: besides
    /// the usual escapes, `<`, `>`, `&`, U+007F–U+009F, U+2028 and U+2029 are written as `\u`
    /// escapes, so user text can never close the element or start a comment.
    public func scriptSafeText() -> String {
        var out = ""
        writeCompact(to: &out)
        return out
    }

    private func writeCompact(to out: inout String) {
        func container(_ open: String, _ close: String, _ items: [(key: String?, value: JSONOutput)]) {
            out.append(open)
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(",") }
                if let key = item.key {
                    Self.writeString(key, to: &out, scriptSafe: true)
                    out.append(":")
                }
                item.value.writeCompact(to: &out)
            }
            out.append(close)
        }
        switch self {
        case .object(let members):
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            container("{", "}", keys.map { ($0, members[$0]!) })
        case .orderedObject(let members): container("{", "}", members.map { ($0.key, $0.value) })
        case .array(let elements): container("[", "]", elements.map { (nil, $0) })
        case .string(let value): Self.writeString(value, to: &out, scriptSafe: true)
        case .int(let value): out.append(String(value))
        case .bool(let value): out.append(value ? "true" : "false")
        case .null: out.append("null")
        case .inline(let value): value.writeCompact(to: &out)
        }
    }

    private func write(to out: inout String, indent: Int, inline: Bool) {
        switch self {
        case .object(let members):
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            Self.writeContainer("{", "}", keys.map { ($0, members[$0]!) }, to: &out, indent: indent, inline: inline)
        case .orderedObject(let members):
            Self.writeContainer("{", "}", members.map { ($0.key, $0.value) }, to: &out, indent: indent, inline: inline)
        case .array(let elements):
            Self.writeContainer("[", "]", elements.map { (nil, $0) }, to: &out, indent: indent, inline: inline)
        case .string(let value): Self.writeString(value, to: &out)
        case .int(let value): out.append(String(value))
        case .bool(let value): out.append(value ? "true" : "false")
        case .null: out.append("null")
        case .inline(let value): value.write(to: &out, indent: indent, inline: true)
        }
    }

    /// An object's members (with keys) or an array's elements (without), between `open` and `close`.
    private static func writeContainer(
        _ open: String, _ close: String, _ items: [(key: String?, value: JSONOutput)],
        to out: inout String, indent: Int, inline: Bool
    ) {
        guard !items.isEmpty else { out.append(open + close); return }
        let newline = inline ? "" : "\n" + String(repeating: "  ", count: indent + 1)
        out.append(open + newline)
        for (index, item) in items.enumerated() {
            if index > 0 { out.append(inline ? ", " : "," + newline) }
            if let key = item.key {
                writeString(key, to: &out)
                out.append(": ")
            }
            item.value.write(to: &out, indent: indent + 1, inline: inline)
        }
        out.append(inline ? close : "\n" + String(repeating: "  ", count: indent) + close)
    }

    /// Writes a JSON string literal; control characters are escaped, everything else kept as
    /// UTF-8. `scriptSafe` (a page's `<script>` block) also escapes `<`, `>`, `&` and the C1
    /// controls as `\uXXXX`, and writes backspace and form feed that way too.
    private static func writeString(_ value: String, to out: inout String, scriptSafe: Bool = false) {
        out.append("\"")
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case "\u{08}" where !scriptSafe: out.append("\\b")
            case "\u{0C}" where !scriptSafe: out.append("\\f")
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}"
                || (scriptSafe && ("<>&".unicodeScalars.contains(scalar) || (0x80...0x9F).contains(scalar.value))):
                let hex = String(scalar.value, radix: 16)
                out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.append("\"")
    }
}
