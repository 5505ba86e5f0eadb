/// Escaping for DOT text.
enum DOTText {
    /// A double-quoted DOT string whose content Graphviz shows literally in a plain label.
    ///
    /// Backslash, double quote and newlines are escaped; `&` becomes `&amp;` because Graphviz
    /// decodes entities in labels.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": break
            case "&": out += "&amp;"
            case _ where scalar.value < 0x20: out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
