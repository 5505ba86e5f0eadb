/// Escaping of user text for XML and HTML outputs (SVG titles, JUnit reports, the HTML view).
public enum XMLText {
    /// `value` escaped for element content: `& < > " '` as references, characters illegal in
    /// XML 1.0 dropped. Also safe in HTML text and in quoted HTML attributes.
    public static func content(_ value: String) -> String {
        escape(value, inAttribute: false)
    }

    /// `value` escaped for an XML attribute: as ``content(_:)``, plus line breaks and tabs as
    /// references (parsers would otherwise turn them into spaces).
    public static func attribute(_ value: String) -> String {
        escape(value, inAttribute: true)
    }

    private static func escape(_ value: String, inAttribute: Bool) -> String {
        var escaped = ""
        escaped.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars where isAllowed(scalar) {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\r": escaped += "&#13;"
            case "\n" where inAttribute: escaped += "&#10;"
            case "\t" where inAttribute: escaped += "&#9;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// XML 1.0 `Char`: tab, line feed, carriage return, U+0020–U+D7FF, U+E000–U+FFFD, U+10000 and
    /// up (Swift strings hold no surrogates).
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
