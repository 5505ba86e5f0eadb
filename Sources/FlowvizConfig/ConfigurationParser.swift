import FlowvizCore
import FlowvizLint
import Yams

/// Turns `.flowviz.yml` text into a ``LintConfiguration``, collecting every problem with the
/// line and column of the YAML node at fault (from Yams' node marks).
struct ConfigurationParser {
    /// The top-level keys, in documentation order.
    static let keys = ["disabled_rules", "only_rules", "severity", "ignore", "included", "excluded", "baseline"]

    let file: String
    let ruleIDs = RuleRegistry.all.map { $0.description.id }
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    mutating func parse(_ yaml: String) -> LintConfiguration {
        var configuration = LintConfiguration()
        if let refusal = aliasExpansionRefusal(yaml) {
            diagnostics.append(refusal)
            return configuration
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            report(yamlError: error, in: yaml)
            return configuration
        }
        guard let root, !isNull(root) else { return configuration }
        guard case .mapping(let mapping) = root else {
            error("the configuration must be a mapping of keys to values, not \(kind(root))", at: root)
            return configuration
        }
        var disabledNodes: [(String, Node)] = []
        var onlyNodes: [(String, Node)] = []
        for (keyNode, value) in mapping {
            guard let key = scalarString(keyNode) else {
                error("keys must be strings, not \(kind(keyNode))", at: keyNode)
                continue
            }
            guard Self.keys.contains(key) else {
                error("unknown key '\(key)'\(Suggestions.hint(for: key, in: Self.keys))", at: keyNode)
                continue
            }
            if isNull(value) { continue }  // `key:` with no value is the same as leaving the key out.
            switch key {
            case "disabled_rules":
                disabledNodes = ruleList(value, key: key)
                configuration.disabledRules = disabledNodes.map(\.0)
            case "only_rules":
                onlyNodes = ruleList(value, key: key)
                configuration.onlyRules = onlyNodes.map(\.0)
            case "severity": configuration.severities = severities(value)
            case "ignore": configuration.ignore = ignore(value)
            case "included": configuration.included = strings(value, key: key, what: "paths or globs")
            case "excluded": configuration.excluded = strings(value, key: key, what: "paths or globs")
            default: configuration.baseline = string(value, subject: "'baseline'", what: "a path")
            }
        }
        for (rule, node) in onlyNodes {
            if let disabled = disabledNodes.first(where: { $0.0 == rule }) {
                error(
                    "rule '\(rule)' is in both 'only_rules' and 'disabled_rules'", at: node,
                    notes: [Diagnostic.Note("disabled here", at: location(disabled.1))]
                )
            }
        }
        return configuration
    }

    // MARK: - Anchors and aliases

    /// The most copies of a node that the document's anchors and aliases may make.
    ///
    /// Yams hashes every mapping key while it builds the document (to find duplicate keys), and
    /// a key made of aliases of nodes made of aliases ("billion laughs") hashes a tree
    /// exponentially larger than the text: 521 bytes (10^8 nodes) ran past the fuzzer's 5 s
    /// timeout (Tests/Fixtures/FuzzRegressions/config/). Such a document is refused before Yams
    /// reads it.
    static let maximumAliasExpansion = 10_000

    /// A refusal when the anchors and aliases could expand past ``maximumAliasExpansion``.
    private func aliasExpansionRefusal(_ yaml: String) -> Diagnostic? {
        let count = Self.anchorsAndAliases(in: yaml)
        guard count.anchors > 0, count.aliases > 0,
              Self.copiesBound(anchors: count.anchors, aliases: count.aliases) > Double(Self.maximumAliasExpansion)
        else { return nil }
        return Diagnostic(
            .error,
            "the YAML's anchors and aliases could expand to more than \(Self.maximumAliasExpansion) copies of a node "
                + "(\(count.anchors) anchors, \(count.aliases) aliases); flowviz refuses it",
            at: count.firstAnchor.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
        )
    }

    /// An upper bound on the anchors (`&name`) and aliases (`*name`) in `yaml`, and where the
    /// first anchor may be. Every `&` and `*` counts unless it follows a letter, a digit or one
    /// of `*&./_-` (there it continues a name, a tag or a plain scalar: a YAML token cannot start
    /// there), quoted or not: a quoted glob `"*.Credits"` counts as an alias, but no alias is missed.
    static func anchorsAndAliases(in yaml: String) -> (anchors: Int, aliases: Int, firstAnchor: (line: Int, column: Int)?) {
        var anchors = 0, aliases = 0
        var firstAnchor: (line: Int, column: Int)?
        var line = 1, column = 1
        var previous: Unicode.Scalar?
        for scalar in yaml.unicodeScalars {
            if scalar == "&" || scalar == "*", !(previous.map(continuesToken) ?? false) {
                if scalar == "&" {
                    anchors += 1
                    if firstAnchor == nil { firstAnchor = (line, column) }
                } else {
                    aliases += 1
                }
            }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            previous = scalar
        }
        return (anchors, aliases, firstAnchor)
    }

    private static func continuesToken(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "*", "&", ".", "/", "_", "-": true
        default: false
        }
    }

    /// The most copies of one node `aliases` aliases of `anchors` anchored nodes can make: a chain
    /// of nodes, each holding `aliases / levels` aliases of the one before (the last one may be
    /// an unanchored key), multiplies the first `(aliases / levels)^levels` times.
    static func copiesBound(anchors: Int, aliases: Int) -> Double {
        guard anchors > 0, aliases > 0 else { return 1 }
        let limit = Double(maximumAliasExpansion)
        var most = 1.0
        for levels in 1...min(anchors + 1, aliases) {
            let perLevel = Double(aliases) / Double(levels)
            var copies = 1.0
            for _ in 0..<levels {
                copies *= perLevel
                if copies > limit { return copies }
            }
            most = max(most, copies)
        }
        return most
    }

    // MARK: - Values

    /// A list of rule ids, each checked against the registry; unknown ids are reported and dropped.
    private mutating func ruleList(_ node: Node, key: String) -> [(String, Node)] {
        guard case .sequence(let sequence) = node else {
            error("'\(key)' must be a list of rule ids, not \(kind(node))", at: node)
            return []
        }
        return sequence.compactMap { item in
            guard let id = string(item, subject: "an entry of '\(key)'", what: "a rule id") else { return nil }
            return checkRule(id, at: item) ? (id, item) : nil
        }
    }

    private mutating func severities(_ node: Node) -> [String: Severity] {
        guard case .mapping(let mapping) = node else {
            error("'severity' must be a mapping of rule ids to 'warning' or 'error', not \(kind(node))", at: node)
            return [:]
        }
        var result: [String: Severity] = [:]
        for (keyNode, value) in mapping {
            guard let rule = string(keyNode, subject: "a key of 'severity'", what: "a rule id") else { continue }
            let known = checkRule(rule, at: keyNode)
            guard let text = string(value, subject: "the severity of '\(rule)'", what: "'warning' or 'error'") else { continue }
            guard let severity = Severity(rawValue: text) else {
                let names = Severity.allCases.map(\.rawValue)
                error("invalid severity '\(text)' for '\(rule)': expected 'warning' or 'error'\(Suggestions.hint(for: text, in: names))", at: value)
                continue
            }
            if known { result[rule] = severity }
        }
        return result
    }

    private mutating func ignore(_ node: Node) -> [String: [String]] {
        guard case .mapping(let mapping) = node else {
            error("'ignore' must be a mapping of rule ids to lists of names, not \(kind(node))", at: node)
            return [:]
        }
        var result: [String: [String]] = [:]
        for (keyNode, value) in mapping {
            guard let rule = string(keyNode, subject: "a key of 'ignore'", what: "a rule id") else { continue }
            let known = checkRule(rule, at: keyNode)
            let patterns = isNull(value) ? [] : strings(value, key: "ignore: \(rule)", what: "names or globs")
            if known { result[rule, default: []] += patterns }
        }
        return result
    }

    private mutating func strings(_ node: Node, key: String, what: String) -> [String] {
        guard case .sequence(let sequence) = node else {
            error("'\(key)' must be a list of \(what), not \(kind(node))", at: node)
            return []
        }
        return sequence.compactMap { string($0, subject: "an entry of '\(key)'", what: "a string") }
    }

    /// A scalar's text (numbers and booleans as written); reports anything else, null included.
    private mutating func string(_ node: Node, subject: String, what: String) -> String? {
        if !isNull(node), let text = scalarString(node) { return text }
        error("\(subject) must be \(what), not \(kind(node))", at: node)
        return nil
    }

    private mutating func checkRule(_ id: String, at node: Node) -> Bool {
        guard ruleIDs.contains(id) else {
            error("unknown rule '\(id)'\(Suggestions.hint(for: id, in: ruleIDs))", at: node)
            return false
        }
        return true
    }

    // MARK: - Nodes and diagnostics

    private func scalarString(_ node: Node) -> String? {
        if case .scalar(let scalar) = node { return scalar.string }
        return nil
    }

    private func isNull(_ node: Node) -> Bool {
        if case .scalar = node { return node.tag == Tag(.null) }
        return false
    }

    /// How a node reads in messages: `a list`, `a string`, ...
    private func kind(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar:
            switch node.tag {
            case Tag(.null): return "null"
            case Tag(.bool): return "a boolean"
            case Tag(.int), Tag(.float): return "a number"
            default: return "a string"
            }
        }
    }

    private func location(_ node: Node) -> SourceLocation? {
        node.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
    }

    private mutating func error(_ message: String, at node: Node, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.error, message, at: location(node), notes: notes))
    }

    private mutating func report(yamlError: any Error, in yaml: String) {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
        guard let yamlError = yamlError as? YamlError else {
            diagnostics.append(Diagnostic(.error, "malformed YAML: \(yamlError)", at: nil))
            return
        }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let notes = context.map { [Diagnostic.Note($0.text, at: at($0.mark))] } ?? []
            // A glob such as `*.Credits` unquoted reads as an alias.
            let hint = context?.text == "while scanning an alias" ? " (quote a pattern that starts with '*')" : ""
            diagnostics.append(Diagnostic(.error, "malformed YAML: \(problem)\(hint)", at: at(mark), notes: notes))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(Diagnostic(.error, "malformed YAML: duplicate key \(keys)", at: at(context.mark)))
        case .reader(let problem, let offset, _, _):
            diagnostics.append(Diagnostic(.error, "malformed YAML: \(problem)", at: offset.map { location(ofCharacter: $0, in: yaml) }))
        default:
            diagnostics.append(Diagnostic(.error, "malformed YAML: \(yamlError)", at: nil))
        }
    }

    /// The location (1-based line, column in Unicode scalars) of the `offset`-th character.
    private func location(ofCharacter offset: Int, in yaml: String) -> SourceLocation {
        var line = 1
        var column = 1
        for character in yaml.prefix(offset) {
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
