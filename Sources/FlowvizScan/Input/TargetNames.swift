import FlowvizCore

/// A type name qualified by its target: `ⓉApp_20tvOSǀMainCoordinator` (a Swift identifier, so
/// the file still parses; the coordinator suffix stays last), shown as `MainCoordinator (App tvOS)`.
enum TargetNames {
    /// Opens a qualified name: a capital (Ⓣ, a Swift identifier's first character), so the name
    /// still reads as a type's. The target ends at ``separator``.
    private static let mark: Character = "\u{24C9}"
    private static let separator: Character = "\u{01C0}"

    static func qualify(_ name: String, in target: String) -> String {
        var encoded = ""
        for byte in target.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) {
                encoded.append(Character(scalar))
            } else {
                encoded += "_" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return "\(mark)\(encoded)\(separator)\(name)"
    }

    /// (target, name) of a qualified name.
    static func split(_ qualified: String) -> (target: String, name: String)? {
        guard qualified.first == mark, let second = qualified.dropFirst().firstIndex(of: separator) else { return nil }
        let encoded = Array(qualified[qualified.index(after: qualified.startIndex)..<second].utf8)
        var bytes = [UInt8](), position = 0
        while position < encoded.count {
            if encoded[position] == UInt8(ascii: "_"), position + 2 < encoded.count, let byte = UInt8(String(decoding: encoded[(position + 1)...(position + 2)], as: UTF8.self), radix: 16) {
                bytes.append(byte)
                position += 3
            } else {
                bytes.append(encoded[position])
                position += 1
            }
        }
        return (String(decoding: bytes, as: UTF8.self), String(qualified[qualified.index(after: second)...]))
    }

    /// The graph's texts with each qualified name shown as `Name (Target)` (graph names already are).
    static func show(in graph: inout AppGraph) {
        for position in graph.unknowns.indices { graph.unknowns[position].reason = display(graph.unknowns[position].reason) }
        for position in graph.sourceFacts.indices {
            switch graph.sourceFacts[position].kind {
            case .viewControllerNavigates(let viewController, let call, let target):
                graph.sourceFacts[position].kind = .viewControllerNavigates(viewController: display(viewController), call: display(call), target: target.map(display))
            case .childReferencesParent(let coordinator, let property, let parentType):
                graph.sourceFacts[position].kind = .childReferencesParent(coordinator: display(coordinator), property: property, parentType: display(parentType))
            case .unreachableRoute(let routeType, let route, let dispatcher):
                graph.sourceFacts[position].kind = .unreachableRoute(routeType: display(routeType), route: route, dispatcher: display(dispatcher))
            case .unhandledRoute(let routeType, let route):
                graph.sourceFacts[position].kind = .unhandledRoute(routeType: display(routeType), route: route)
            }
        }
    }

    /// Orders names as written, one target's before another's: `Main (App)`, `Main (App tvOS)`, `MainTab`.
    static func order(_ type: String) -> [String] {
        split(type).map { [$0.name, $0.target] } ?? [type]
    }

    /// `text` with each qualified name in it shown as `Name (Target)`.
    static func display(_ text: String) -> String {
        guard text.contains(mark) else { return text }
        var result = "", rest = Substring(text)
        while let start = rest.firstIndex(of: mark) {
            result += rest[..<start]
            let tail = rest[start...]
            guard let second = tail.dropFirst().firstIndex(of: separator) else { break }
            let end = tail[tail.index(after: second)...].firstIndex { !IdentifierText.isIdentifier($0) } ?? tail.endIndex
            guard let (target, name) = split(String(tail[..<end])) else { break }
            result += "\(name) (\(target))"
            rest = tail[end...]
        }
        return result + rest
    }
}

private extension String {
    func leftPadded(to count: Int) -> String { String(repeating: "0", count: Swift.max(0, count - self.count)) + self }
}
