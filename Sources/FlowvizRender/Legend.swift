/// The legend drawn with every flow: one line per edge style and finding colour.
enum Legend {
    static let entries: [(symbol: String, color: String, text: String)] = [
        ("●──▶", "#222222", "app entry / push (horizontal flow)"),
        ("╌╌▶", "#7a4fa0", "present as a sheet (vertical flow)"),
        ("╍╍▶", "#7a4fa0", "present full screen"),
        ("━━▶", "#2e7d32", "start child coordinator"),
        ("┈┈▶", "#555555", "didFinish, back to the parent"),
        ("┈┈▶", "#1f78b4", "pop or dismiss, back inside the flow"),
        ("╌╌▶", "#c77700", "flow event, to its handler"),
        ("↩", "#222222", "on a screen: finishes back to where its flow started"),
        ("↑", "#222222", "on a screen: sends a flow event up its row"),
        ("←", "#222222", "on a screen: pops back along its row"),
        ("▢", "#d32f2f", "error finding (hover for the message)"),
        ("▢", "#ef8c00", "warning finding"),
    ]

    /// A plain-text node with an HTML-like table; fixed text only, no user input.
    static var dot: String {
        var rows = "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>Legend</B></TD></TR>"
        for entry in entries {
            rows += "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(entry.color)\">\(entry.symbol)</FONT></TD><TD ALIGN=\"LEFT\">\(entry.text)</TD></TR>"
        }
        return "  \"legend\" [id=\"legend\", class=\"legend\", shape=plaintext, style=\"\", fontsize=9, label=<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"1\">\(rows)</TABLE>>];\n"
    }
}
