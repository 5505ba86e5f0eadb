import FlowvizCore

/// Reads typed fields out of parsed JSON objects, recording a located diagnostic for every problem.
struct FieldReader {
    let file: String
    let lines: LineTable
    let limits: LoadLimits
    private(set) var diagnostics = [Diagnostic]()
    /// Elements decoded so far, against `limits.maximumElements`.
    private(set) var elements = 0

    init(file: String, bytes: [UInt8], limits: LoadLimits = .standard) {
        self.file = file
        self.lines = LineTable(bytes)
        self.limits = limits
    }

    /// Counts one more element; `false` (after one error) once there are too many.
    mutating func countElement(at offset: Int) -> Bool {
        elements += 1
        if elements == limits.maximumElements + 1 {
            error("the definition has more than \(limits.maximumElements) elements (coordinators, screens, transitions, …); flowviz refuses it", at: offset)
        }
        return elements <= limits.maximumElements
    }

    func location(_ offset: Int) -> SourceLocation {
        lines.location(of: offset, in: file)
    }

    mutating func error(_ message: String, at offset: Int) {
        diagnostics.append(Diagnostic(.error, message, at: location(offset)))
    }

    /// The members of an object by key, after reporting unknown keys; `nil` if `node` is not an object.
    mutating func object(_ node: JSONNode, _ what: String, known: [String]) -> Fields? {
        guard case .object(let members) = node.value else {
            error("\(what) must be an object, found \(node.typeName)", at: node.offset)
            return nil
        }
        var byKey = [String: JSONNode.Member]()
        for member in members {
            if known.contains(member.key) {
                byKey[member.key] = member
            } else {
                error("unknown field '\(member.key)' in \(what)\(Suggestions.hint(for: member.key, in: known))", at: member.keyOffset)
            }
        }
        return Fields(node: node, what: what, members: byKey)
    }

    mutating func string(_ fields: Fields, _ key: String, required: Bool = false, lengthFactor: Int = 1) -> String? {
        guard let member = present(fields, key, required: required, expected: "a string") else { return nil }
        guard case .string(let value) = member.value.value else {
            error("'\(key)' in \(fields.what) must be a string, found \(member.value.typeName)", at: member.value.offset)
            return nil
        }
        let limit = limits.maximumStringLength * lengthFactor
        if value.utf8.count > limit, value.unicodeScalars.count > limit {
            error("'\(key)' in \(fields.what) is \(value.unicodeScalars.count) characters long; the limit is \(limit)", at: member.value.offset)
            return nil
        }
        return value
    }

    mutating func bool(_ fields: Fields, _ key: String) -> Bool? {
        guard let member = fields.members[key] else { return nil }
        guard case .bool(let value) = member.value.value else {
            error("'\(key)' in \(fields.what) must be true or false, found \(member.value.typeName)", at: member.value.offset)
            return nil
        }
        return value
    }

    mutating func array(_ fields: Fields, _ key: String, required: Bool = false) -> [JSONNode]? {
        guard let member = present(fields, key, required: required, expected: "an array") else { return nil }
        guard case .array(let elements) = member.value.value else {
            error("'\(key)' in \(fields.what) must be an array, found \(member.value.typeName)", at: member.value.offset)
            return nil
        }
        return elements
    }

    mutating func enumeration<E: RawRepresentable & CaseIterable>(
        _ fields: Fields, _ key: String, as type: E.Type, required: Bool = false
    ) -> E? where E.RawValue == String {
        guard let raw = string(fields, key, required: required) else { return nil }
        if let value = E(rawValue: raw) { return value }
        let allowed = E.allCases.map(\.rawValue)
        let offset = fields.members[key]!.value.offset
        let hint = Suggestions.closest(to: raw, in: allowed).map { "did you mean '\($0)'? " } ?? ""
        error("invalid value '\(raw)' for '\(key)' in \(fields.what): \(hint)expected one of \(allowed.map { "'\($0)'" }.joined(separator: ", "))", at: offset)
        return nil
    }

    /// Strings of an array field; non-strings are reported and skipped.
    mutating func strings(_ fields: Fields, _ key: String) -> [String] {
        (array(fields, key) ?? []).compactMap { node in
            guard countElement(at: node.offset) else { return nil }
            if case .string(let value) = node.value {
                if value.unicodeScalars.count > limits.maximumStringLength {
                    error("an entry of '\(key)' in \(fields.what) is \(value.unicodeScalars.count) characters long; the limit is \(limits.maximumStringLength)", at: node.offset)
                    return nil
                }
                return value
            }
            error("'\(key)' in \(fields.what) must contain strings, found \(node.typeName)", at: node.offset)
            return nil
        }
    }

    private mutating func present(_ fields: Fields, _ key: String, required: Bool, expected: String) -> JSONNode.Member? {
        if let member = fields.members[key] { return member }
        if required { error("\(fields.what) is missing required field '\(key)' (\(expected))", at: fields.node.offset) }
        return nil
    }
}

/// An object's recognised members, with a description of the element for messages.
struct Fields {
    var node: JSONNode
    var what: String
    var members: [String: JSONNode.Member]

    func has(_ key: String) -> Bool { members[key] != nil }
    func offset(of key: String) -> Int { members[key]?.keyOffset ?? node.offset }
}
