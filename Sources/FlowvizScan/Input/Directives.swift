import FlowvizCore

/// A `// flowviz:` comment, as SwiftLint users write theirs:
///
/// - `// flowviz:disable:next rule_id [rule_id …]`: the next line;
/// - `// flowviz:disable:this rule_id …` (after code): its own line;
/// - `// flowviz:disable:previous rule_id …`: the line before;
/// - `// flowviz:disable rule_id …` … `// flowviz:enable rule_id …`: every line from one to the
///   other (to the end of the file without an `enable`).
///
/// Any other `flowviz:` command is kept as ``Form/invalid(_:)`` so it is reported, not ignored.
struct Directive: Hashable, Sendable {
    enum Form: Hashable, Sendable {
        case next, this, previous, disable, enable
        /// Not a directive flowviz knows; why, for people.
        case invalid(String)
    }

    var form: Form
    var rules: [String]
    /// Where the comment starts (its `//`).
    var location: SourceLocation

    /// How it is written, for messages: `flowviz:disable:next a b`.
    var text: String {
        let command: String
        switch form {
        case .next: command = "disable:next"
        case .this: command = "disable:this"
        case .previous: command = "disable:previous"
        case .disable: command = "disable"
        case .enable: command = "enable"
        case .invalid: command = "…"
        }
        return (["flowviz:" + command] + rules).joined(separator: " ")
    }
}

/// Finds the `flowviz:` directives in the lines of one Swift file.
enum DirectiveParser {
    static let forms: [String: Directive.Form] = [
        "disable:next": .next, "disable:this": .this, "disable:previous": .previous, "disable": .disable, "enable": .enable,
    ]

    /// The directives of a file's lines (`lines[0]` is line 1).
    static func directives(in lines: [Substring], path: String) -> [Directive] {
        var found = [Directive]()
        for (index, line) in lines.enumerated() where line.contains("flowviz:") {
            guard let (comment, column) = directiveComment(in: line) else { continue }
            let location = SourceLocation(file: path, line: index + 1, column: column)
            found.append(parse(comment, at: location))
        }
        return found
    }

    /// The text after `flowviz:` of a `//` comment that is a directive, and the comment's column:
    /// a comment line mentioning `flowviz:` followed by a letter, or a trailing `// flowviz:`.
    private static func directiveComment(in line: Substring) -> (Substring, Int)? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let commentStart: Substring.Index
        if trimmed.hasPrefix("//") {
            commentStart = trimmed.startIndex
        } else if let range = line.range(of: "// flowviz:") ?? line.range(of: "//flowviz:") {
            commentStart = range.lowerBound
        } else {
            return nil
        }
        var search = line[commentStart...]
        while let marker = search.range(of: "flowviz:") {
            let rest = line[marker.upperBound...]
            if let first = rest.first, first.isLetter {
                let column = line.unicodeScalars.distance(from: line.startIndex, to: commentStart) + 1
                return (rest, column)
            }
            search = rest
        }
        return nil
    }

    /// `disable:next a b — reason` → the form and its rule ids (the words up to the first that is
    /// not a rule id).
    private static func parse(_ text: Substring, at location: SourceLocation) -> Directive {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "," })
        let command = words.first.map(String.init) ?? ""
        var rules = [String]()
        for word in words.dropFirst() {
            guard word.allSatisfy({ ($0.isLetter && $0.isLowercase) || $0 == "_" || $0.isNumber }) else { break }
            rules.append(String(word))
        }
        guard let form = forms[command] else {
            let known = forms.keys.sorted()
            let reason = "unknown flowviz directive 'flowviz:\(command)'\(Suggestions.hint(for: command, in: known))"
                + "; the forms are flowviz:disable:next, flowviz:disable:this, flowviz:disable:previous, flowviz:disable and flowviz:enable, each followed by rule ids"
            return Directive(form: .invalid(reason), rules: rules, location: location)
        }
        guard !rules.isEmpty else {
            return Directive(form: .invalid("'flowviz:\(command)' names no rule: follow it with the rule ids it applies to"), rules: [], location: location)
        }
        return Directive(form: form, rules: rules, location: location)
    }
}
