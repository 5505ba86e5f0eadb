/// A JSON value to write: objects are written with sorted keys, two-space indentation.
public enum JSONOutput: Sendable, Equatable {
    case object([String: JSONOutput])
    case array([JSONOutput])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    /// Pretty, stable text: keys sorted by code point, two-space indent, a final newline.
    public func rendered() -> String {
        var out = ""
        write(to: &out, indent: 0)
        out.append("\n")
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .object(let members):
            if members.isEmpty { out.append("{}"); return }
            out.append("{\n")
            let keys = members.keys.sorted { Array($0.unicodeScalars.map(\.value)).lexicographicallyPrecedes($1.unicodeScalars.map(\.value)) }
            for (index, key) in keys.enumerated() {
                out.append(String(repeating: "  ", count: indent + 1))
                Self.writeString(key, to: &out)
                out.append(": ")
                members[key]!.write(to: &out, indent: indent + 1)
                out.append(index == keys.count - 1 ? "\n" : ",\n")
            }
            out.append(String(repeating: "  ", count: indent))
            out.append("}")
        case .array(let elements):
            if elements.isEmpty { out.append("[]"); return }
            out.append("[\n")
            for (index, element) in elements.enumerated() {
                out.append(String(repeating: "  ", count: indent + 1))
                element.write(to: &out, indent: indent + 1)
                out.append(index == elements.count - 1 ? "\n" : ",\n")
            }
            out.append(String(repeating: "  ", count: indent))
            out.append("]")
        case .string(let value): Self.writeString(value, to: &out)
        case .int(let value): out.append(String(value))
        case .bool(let value): out.append(value ? "true" : "false")
        case .null: out.append("null")
        }
    }

    /// Writes a JSON string literal; control characters are escaped, everything else kept as UTF-8.
    static func writeString(_ value: String, to out: inout String) {
        out.append("\"")
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case "\u{08}": out.append("\\b")
            case "\u{0C}": out.append("\\f")
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.append("\"")
    }
}
