/// Makes user text (names, messages, paths) safe to print to a terminal or a log.
///
/// A name like `"\u{1B}[2J"` or `"x\n/etc/passwd:1:1: error: fake"` must not clear the screen,
/// recolour the output or forge a diagnostic line. Every control character is therefore replaced
/// with a visible escape in `cat -v` notation; everything else (printable ASCII, `"`, `\`, `<`,
/// emoji, right-to-left marks, other non-ASCII letters) is kept as it is:
///
/// | character | shown as |
/// |---|---|
/// | C0 controls U+0000–U+001F (NUL, tab, line feed, carriage return, ESC, …) | `^@`, `^I`, `^J`, `^M`, `^[`, … (`^` and the character + 0x40) |
/// | DEL U+007F | `^?` |
/// | C1 controls U+0080–U+009F (e.g. CSI U+009B, NEL U+0085) | `M-^@` … `M-^_` (`M-` and the C0 form of the character − 0x80) |
///
/// So `"\u{1B}[31mred\u{1B}[0m"` is shown as `^[[31mred^[[0m`. The mapping is fixed, so output
/// stays deterministic; a `^` already in the text is kept as it is (the escape is for reading,
/// not for decoding back).
public enum TerminalText {
    /// `text` with every control character, line breaks included, as a visible escape: the result
    /// is one line.
    public static func sanitized(_ text: String) -> String {
        escape(text, keepingLineFeeds: false)
    }

    /// `text` with every control character but the line feed (`\n`) as a visible escape: for text
    /// that is several lines on purpose (a carriage return is escaped too, as `^M`).
    public static func sanitizedLines(_ text: String) -> String {
        escape(text, keepingLineFeeds: true)
    }

    /// Whether `scalar` is a control character (Unicode general category Cc: C0, DEL or C1).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func escape(_ text: String, keepingLineFeeds: Bool) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar), !(keepingLineFeeds && scalar == "\n") else {
                out.append(scalar)
                continue
            }
            if scalar.value >= 0x80 { out.append(contentsOf: "M-".unicodeScalars) }
            let low = scalar.value & 0x7F
            out.append("^")
            out.append(low == 0x7F ? "?" : Unicode.Scalar(UInt8(low + 0x40)))
        }
        return String(out)
    }
}
