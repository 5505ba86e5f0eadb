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

    /// The longest line of an edge's or screen's text before it wraps: real apps' conditions
    /// and trigger lists run to hundreds of characters, which drew as one long line.
    static let lineLength = 48

    /// `text` with each of its lines broken at spaces into lines of about ``lineLength``
    /// characters (a longer word stays whole); continuation lines are indented.
    static func wrapped(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.count > lineLength else { return String(line) }
            return lines(of: line, width: lineLength, indent: "  ").joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `text` in lines of about `width` characters, broken at spaces, each line after the first
    /// starting with `indent` (counted in its width); at least one line.
    static func lines(of text: some StringProtocol, width: Int, indent: String = "") -> [String] {
        var lines = [String]()
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty, line.count + 1 + word.count > width { lines.append(line); line = indent }
            line += (line.isEmpty || line == indent ? "" : " ") + word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
