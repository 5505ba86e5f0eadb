/// Findings readable without hovering: the number each marked element shows, and the table of
/// `number · rule · message` drawn above the picture (in the graph's label), so SVG, PNG and
/// PDF say why something is red. Numbers follow the report's order (`flowviz lint`, the HTML
/// view's list); the table lists the findings marked on the picture and counts the others.
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

    /// The cells of the findings table: one text cell per column of at most
    /// ``rowsPerColumn`` findings, each line `#n · rule · message` (the number and rule in the
    /// severity's colour, long messages continued on indented lines). Spaces at a change of
    /// font end the run before it (renderers drop a text element's leading spaces, and
    /// Graphviz has placed the next run after them). Text cells, not nested
    /// tables: Graphviz stretches a nested table's rows to its neighbour's height. Empty without
    /// findings.
    static func cells(_ scene: FlowScene) -> [String] {
        guard !scene.findings.isEmpty else { return [] }
        // The findings marked on the picture; the others (about source facts, or elements this
        // drawing leaves out) are counted in one line, as `flowviz lint` lists them.
        let drawn = Set((scene.clusters.flatMap(\.marks) + scene.nodes.flatMap(\.marks) + scene.edges.flatMap(\.marks)).map(\.number))
        let listed = scene.findings.filter { drawn.contains($0.number) }
        let others = scene.findings.count - listed.count
        let rest = others == 0 ? nil
            : "\(others) \(listed.isEmpty ? "" : "more ")finding\(others == 1 ? "" : "s") about what this drawing does not show: flowviz lint lists \(others == 1 ? "it" : "them")"
        var cells = [String]()
        var index = 0
        repeat {
            var lines = index == 0 ? ["<B>Findings (\(scene.findings.count))</B>"] : [" "]
            for mark in listed[index..<min(index + rowsPerColumn, listed.count)] {
                let color = Palette.color(mark.severity)
                let message = wrappedLines(mark.message).map(html)
                lines.append("<FONT COLOR=\"\(color)\"><B>#\(mark.number)&#160;</B>·&#160;\(html(mark.ruleID))&#160;</FONT>·&#160;\(message[0])")
                lines += message.dropFirst().map { String(repeating: "&#160;", count: 8) + $0 }
            }
            index += rowsPerColumn
            if index >= listed.count, let rest { lines.append(html(rest)) }
            cells.append(lines.joined(separator: "<BR ALIGN=\"LEFT\"/>") + "<BR ALIGN=\"LEFT\"/>")
        } while index < listed.count
        return cells
    }

    /// `text` in lines of about ``lineLength`` characters, broken at spaces; at least one line.
    static func wrappedLines(_ text: String) -> [String] {
        DOTText.lines(of: text, width: lineLength)
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
