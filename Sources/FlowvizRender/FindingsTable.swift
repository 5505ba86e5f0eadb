/// Findings readable without hovering: the number each marked element shows, and the table of
/// `number · rule · message` drawn above the picture (in the graph's label), so SVG, PNG and
/// PDF say why something is red.
enum FindingsTable {
    /// Rows per column of the table; longer lists continue in the next column, so a long list
    /// does not make the drawing a tall strip.
    static let rowsPerColumn = 40
    /// Messages wrap after about this many characters.
    static let lineLength = 90

    /// The visible numbers of `marks`: `#1 #4-#6`, or `nil` without numbered marks. Runs of
    /// consecutive numbers are written as ranges; at most six items a line.
    static func badge(_ marks: [FlowScene.Mark]) -> String? {
        let numbers = Set(marks.map(\.number).filter { $0 > 0 }).sorted()
        guard !numbers.isEmpty else { return nil }
        var items = [String]()
        var start = numbers[0], end = numbers[0]
        func flush() { items.append(start == end ? "#\(start)" : end == start + 1 ? "#\(start) #\(end)" : "#\(start)–#\(end)") }
        for n in numbers.dropFirst() {
            if n == end + 1 { end = n } else { flush(); start = n; end = n }
        }
        flush()
        var lines = [String]()
        var index = 0
        while index < items.count {
            lines.append(items[index..<min(index + 6, items.count)].joined(separator: " "))
            index += 6
        }
        return lines.joined(separator: "\n")
    }

    /// `text` with its finding numbers as a last line.
    static func labelled(_ text: String?, _ marks: [FlowScene.Mark]) -> String? {
        guard let badge = badge(marks) else { return text }
        guard let text, !text.isEmpty else { return badge }
        return text + "\n" + badge
    }

    /// An HTML-like table listing every finding of `scene`, or `nil` without findings.
    static func table(_ scene: FlowScene) -> String? {
        guard !scene.findings.isEmpty else { return nil }
        var columns = [String]()
        var index = 0
        while index < scene.findings.count {
            let slice = scene.findings[index..<min(index + rowsPerColumn, scene.findings.count)]
            var rows = ""
            for mark in slice {
                let color = Palette.color(mark.severity)
                rows += "<TR><TD ALIGN=\"RIGHT\" VALIGN=\"TOP\"><FONT COLOR=\"\(color)\"><B>#\(mark.number)</B></FONT></TD>"
                rows += "<TD ALIGN=\"LEFT\" VALIGN=\"TOP\"><FONT COLOR=\"\(color)\">\(html(mark.ruleID))</FONT></TD>"
                rows += "<TD ALIGN=\"LEFT\" VALIGN=\"TOP\" BALIGN=\"LEFT\">\(wrapped(mark.message))</TD></TR>"
            }
            columns.append("<TD VALIGN=\"TOP\"><TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"1\">\(rows)</TABLE></TD>")
            index += rowsPerColumn
        }
        let title = "<TR><TD ALIGN=\"LEFT\" COLSPAN=\"\(columns.count)\"><B>Findings (\(scene.findings.count))</B></TD></TR>"
        return "<FONT POINT-SIZE=\"10\"><TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"2\">\(title)<TR>\(columns.joined())</TR></TABLE></FONT>"
    }

    /// `text` wrapped at word boundaries after about ``lineLength`` characters, as HTML-like
    /// label text with `<BR/>` between lines.
    static func wrapped(_ text: String) -> String {
        var lines = [String]()
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty, line.count + 1 + word.count > lineLength { lines.append(line); line = "" }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines.map(html).joined(separator: "<BR/>")
    }

    /// `text` as literal text in a Graphviz HTML-like label: markup characters as entities
    /// Graphviz knows, control characters as spaces; never empty (an empty `<FONT>` or `<B>`
    /// is a syntax error to Graphviz), so empty text is a no-break space.
    static func html(_ text: String) -> String {
        guard !text.isEmpty else { return "&#160;" }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
