import FlowvizCore
import Foundation

/// Type-name text helpers: the scanner works on names as written, without a type checker.
enum TypeNames {
    /// `UINavigationController?` → `UINavigationController`; `weak`/`@escaping`/`inout` dropped.
    static func strip(_ text: String) -> String {
        // Most names need nothing done: letters, digits, `_`, `.`, `<`, `>`, `,`, `[`, `]` only.
        if text.utf8.allSatisfy({ byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
        }) { return text }
        // Then a plain name made optional (`Router?`, `Flow!`): the same name without the marks.
        let marks = text.utf8.reversed().prefix { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }.count
        if marks > 0, marks < text.utf8.count {
            let name = String(text.utf8.dropLast(marks))!
            if strip(name) == name { return name }
        }
        var name = trimmingASCIISpace(text) ?? text.trimmingCharacters(in: .whitespacesAndNewlines)
        for prefix in ["inout ", "@escaping ", "@MainActor ", "some ", "any "] where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
        }
        while let last = name.last, last == "?" || last == "!" { name.removeLast() }
        if name.hasPrefix("("), name.hasSuffix(")"), !name.utf8.contains(UInt8(ascii: ",")), !ByteSearch.occurs("->", in: name) {
            name = String(name.dropFirst().dropLast())
            return strip(name)
        }
        return name
    }

    /// `text` without the spaces and line breaks around it, for text that is all ASCII (`nil`
    /// otherwise): Foundation's trimming, without its bridge to `NSString`.
    static func trimmingASCIISpace(_ text: String) -> String? {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard let first = bytes.firstIndex(where: { !IdentifierText.isSpace(byte: $0) }),
              let last = bytes.lastIndex(where: { !IdentifierText.isSpace(byte: $0) }) else { return "" }
        return String(text[first...last])
    }

    /// `Signal<Event>` → `Signal`; `Module.Type` → `Type`; optionals stripped.
    static func base(of text: String) -> String {
        var name = strip(text)
        // (Found as bytes: `<` and `.` are ASCII, and a search by `Character` walks graphemes.)
        if let angle = name.utf8.firstIndex(of: UInt8(ascii: "<")) { name = String(name[..<angle]) }
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), !name.hasPrefix("[") { name = String(name[name.utf8.index(after: dot)...]) }
        return name
    }

    /// `[T]`, `[K: V]`, `Set<T>`, `Array<T>`, `Dictionary<K, V>`: holds many values, not one.
    static func isCollection(_ text: String) -> Bool {
        let name = strip(text)
        return name.hasPrefix("[") || name.hasPrefix("Dictionary<") || element(of: name) != nil
    }

    /// The element type of `[T]`, `Set<T>`, `Array<T>`; `nil` when `text` is not a collection.
    /// The type a function type returns (`(Router) -> SettingsCoordinator` → `SettingsCoordinator`,
    /// `((Int) -> Void)?` → `Void`); nil for a type that is no function.
    static func functionResult(of text: String) -> String? {
        var depth = 0, arrow: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if "([<".contains(character) { depth += 1 } else if ")]>".contains(character) && text[..<index].last != "-" { depth -= 1 }
            if character == "-", depth <= 1, text[index...].hasPrefix("->") { arrow = index }
            index = text.index(after: index)
        }
        guard let arrow else { return nil }
        var result = text[text.index(arrow, offsetBy: 2)...].trimmingCharacters(in: .whitespaces)
        // `((Int) -> Foo)?`: the closing parenthesis and mark belong to the wrapper.
        while result.hasSuffix("?") || result.hasSuffix("!") || result.hasSuffix(")") && !result.contains("(") { result.removeLast() }
        result = result.trimmingCharacters(in: .whitespaces)
        return result.isEmpty ? nil : base(of: result)
    }

    /// How many arguments a function type takes (`(Bool) -> Void` → 1, `(() -> Void)?` → 0);
    /// nil for a type that is no function.
    static func functionArity(of typeName: String) -> Int? {
        var text = Substring(typeName.replacingOccurrences(of: "@escaping", with: "")).drop { $0 == " " }
        while text.hasPrefix("("), text.hasSuffix(")?") || text.hasSuffix(")") && !text.contains("->") { text = text.dropFirst().dropLast(text.hasSuffix("?") ? 2 : 1) }
        guard let arrow = text.range(of: "->"), text.hasPrefix("(") else { return nil }
        let inside = text[text.index(after: text.startIndex)..<arrow.lowerBound].trimmingCharacters(in: .whitespaces).dropLast()
        if inside.trimmingCharacters(in: .whitespaces).isEmpty || inside == "Void" { return 0 }
        var depth = 0, commas = 0
        for character in inside {
            if "([<".contains(character) { depth += 1 } else if ")]>".contains(character) { depth -= 1 } else if character == ",", depth == 0 { commas += 1 }
        }
        return commas + 1
    }

    static func element(of text: String) -> String? {
        let name = strip(text)
        if name.hasPrefix("["), name.hasSuffix("]"), !name.utf8.contains(UInt8(ascii: ":")) { return base(of: String(name.dropFirst().dropLast())) }
        for collection in ["Set<", "Array<", "ContiguousArray<"] where name.hasPrefix(collection) && name.hasSuffix(">") {
            return base(of: String(name.dropFirst(collection.count).dropLast()))
        }
        return nil
    }
}

/// How the scanner names the elements it finds, after their Swift types.
enum ElementNames {
    /// `AppCoordinator` → `App`, `ShoppingFlow` → `ShoppingFlow`.
    static func coordinator(_ type: String) -> String {
        // One target's declaration of a coordinator declared once per target: `Main (App tvOS)`.
        if let (target, name) = TargetNames.split(type) { return "\(coordinator(name)) (\(target))" }
        return dropping(["Coordinator"], from: type)
    }

    /// `PhotosViewController` → `Photos`, `SettingsView` (SwiftUI) → `Settings`.
    static func screen(_ type: String) -> String {
        dropping(["ViewController", "Controller", "ScreenCoordinator", "Coordinator", "Screen", "View"], from: type)
    }

    /// `MovieUpdatedFlowEvent` → `movieUpdated`; an enum case (`.movieUpdated`) stays as it is.
    static func event(_ text: String) -> String {
        let trimmed = text.hasPrefix(".") ? String(text.dropFirst()) : text
        let base = dropping(["FlowEvent", "Event"], from: trimmed)
        guard let first = base.first else { return base }
        return first.lowercased() + base.dropFirst()
    }

    private static func dropping(_ suffixes: [String], from type: String) -> String {
        for suffix in suffixes where type.hasSuffix(suffix) && type.count > suffix.count {
            return String(type.dropLast(suffix.count))
        }
        return type
    }
}
