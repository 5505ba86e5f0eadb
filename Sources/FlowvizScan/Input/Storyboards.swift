import FlowvizCore

/// A storyboard's scenes and segues, read from Interface Builder's XML for the navigation it
/// declares (Navigation/StoryboardNavigations.swift). Storyboards are machine-written XML: tags
/// with double-quoted attributes; a small tag reader serves, and no XML library is linked.
struct Storyboard: Sendable {
    /// A view controller scene (`<viewController customClass="LoginViewController" id="…">`).
    struct Scene: Sendable {
        var id: String
        /// `viewController`, `navigationController`, `tabBarController`, …
        var element: String
        var customClass: String?
        var location: SourceLocation
    }

    /// A segue, from the scene it is written in.
    struct Segue: Sendable {
        var source: String
        var destination: String
        /// `show`, `push`, `presentation`, `modal`, `showDetail`, `embed`, `relationship`, …
        var kind: String
        /// For a relationship: `rootViewController`, `viewControllers`, …
        var relationship: String?
        var identifier: String?
        var modalPresentationStyle: String?
        var location: SourceLocation
    }

    var path: String
    /// The scene the storyboard starts with (`initialViewController`).
    var initial: String?
    var scenes = [String: Scene]()
    var segues = [Segue]()

    /// The elements that are view controller scenes.
    static let controllerElements: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController", "tabBarController",
        "splitViewController", "pageViewController", "hostingController", "avPlayerViewController",
    ]

    init(path: String, bytes: [UInt8]) {
        self.path = path
        var controllers = [String]()  // the scenes open around the current tag
        var line = 1, column = 1
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") { line += 1; column = 1; position += 1; continue }
            guard byte == UInt8(ascii: "<") else { position += 1; column += 1; continue }
            let start = (line: line, column: column)
            var end = position + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: ">") {
                if bytes[end] == UInt8(ascii: "\n") { line += 1; column = 0 }
                end += 1
                column += 1
            }
            let tag = Array(bytes[(position + 1)..<min(end, bytes.count)])
            position = end + 1
            column += 1
            guard let first = tag.first, first != UInt8(ascii: "?"), first != UInt8(ascii: "!") else { continue }
            if first == UInt8(ascii: "/") {
                let name = String(decoding: tag.dropFirst(), as: UTF8.self).filter { !$0.isWhitespace }
                if Self.controllerElements.contains(name), !controllers.isEmpty { controllers.removeLast() }
                continue
            }
            let selfClosing = tag.last == UInt8(ascii: "/")
            let (name, attributes) = Self.parse(selfClosing ? Array(tag.dropLast()) : tag)
            let location = SourceLocation(file: path, line: start.line, column: start.column)
            if name == "document" { initial = attributes["initialViewController"] }
            if Self.controllerElements.contains(name), let id = attributes["id"] {
                scenes[id] = Scene(id: id, element: name, customClass: attributes["customClass"], location: location)
                if !selfClosing { controllers.append(id) }
            }
            if name == "segue", let source = controllers.last, let destination = attributes["destination"], let kind = attributes["kind"] {
                segues.append(Segue(
                    source: source, destination: destination, kind: kind, relationship: attributes["relationship"],
                    identifier: attributes["identifier"], modalPresentationStyle: attributes["modalPresentationStyle"], location: location
                ))
            }
        }
    }

    /// `viewController customClass="X" id="a"` → the name and its attributes.
    private static func parse(_ tag: [UInt8]) -> (String, [String: String]) {
        var position = 0
        while position < tag.count, !isSpace(tag[position]) { position += 1 }
        let name = String(decoding: tag[0..<position], as: UTF8.self)
        var attributes = [String: String]()
        while position < tag.count {
            while position < tag.count, isSpace(tag[position]) { position += 1 }
            let keyStart = position
            while position < tag.count, tag[position] != UInt8(ascii: "=") { position += 1 }
            let key = String(decoding: tag[keyStart..<position], as: UTF8.self)
            position += 1
            guard position < tag.count, tag[position] == UInt8(ascii: "\"") else { break }
            position += 1
            let valueStart = position
            while position < tag.count, tag[position] != UInt8(ascii: "\"") { position += 1 }
            attributes[key] = String(decoding: tag[valueStart..<min(position, tag.count)], as: UTF8.self)
            position += 1
        }
        return (name, attributes)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
