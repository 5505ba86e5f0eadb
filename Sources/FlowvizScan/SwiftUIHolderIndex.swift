import SwiftSyntax

/// What each app view component's code makes and holds, read once per scan, so that finding a
/// SwiftUI router's holders (Interpreter+SwiftUIHolders.swift) costs set lookups, not a
/// re-serialization and text search of every view's code for every type asked about.
struct SwiftUIHolderIndex: Sendable {
    /// An app view, toolbar content or view modifier, in name order.
    struct Component: Sendable {
        var name: String
        /// The types its properties (its ancestors' too) hold: `let model: Model`, `@StateObject var model = Model()`.
        var heldTypes: Set<String>
        /// What its methods' bodies call.
        var calls: CallSet
    }

    /// The calls written in some code (`Row(`, `.withLinks(`), found as text: a name right before `(`.
    struct CallSet: Sendable {
        /// Each callee name: the identifier right before a `(`.
        private var names = Set<String>()
        /// Each callee name with its first argument label: `name(label`.
        private var labelled = Set<String>()
        /// The code, for a name that is no plain identifier.
        private var codes: [String]

        /// The calls of each piece of `codes` (a call never spans two).
        init(_ codes: [String]) {
            self.codes = codes
            for code in codes {
                var code = code
                if let read = code.withUTF8({ $0.allSatisfy { $0 < 0x80 } ? readASCII($0) : nil }) {
                    names.formUnion(read.names)
                    labelled.formUnion(read.labelled)
                } else {
                    read(Array(code))
                }
            }
        }

        /// ``read(_:)`` for code that is all ASCII, by bytes: the same names and labels, without
        /// reading each character as a grapheme.
        private func readASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> (names: [String], labelled: [String]) {
            let isIdentifier = IdentifierText.isIdentifier(byte:)
            func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
            var names = [String](), labelled = [String]()
            for position in bytes.indices where bytes[position] == 0x28 {
                var start = position
                while start > 0, isIdentifier(bytes[start - 1]) { start -= 1 }
                guard start < position else { continue }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                names.append(name)
                var labelStart = position + 1
                while labelStart < bytes.count, isWhitespace(bytes[labelStart]) { labelStart += 1 }
                var labelEnd = labelStart
                while labelEnd < bytes.count, isIdentifier(bytes[labelEnd]) { labelEnd += 1 }
                if labelEnd > labelStart, labelEnd < bytes.count, bytes[labelEnd] == 0x3A {
                    labelled.append("\(name)(\(String(decoding: UnsafeBufferPointer(rebasing: bytes[labelStart..<labelEnd]), as: UTF8.self))")
                }
            }
            return (names, labelled)
        }

        private mutating func read(_ characters: [Character]) {
            for (position, character) in characters.enumerated() where character == "(" {
                var start = position
                while start > 0, Self.isIdentifier(characters[start - 1]) { start -= 1 }
                guard start < position else { continue }
                let name = String(characters[start..<position])
                names.insert(name)
                var labelStart = position + 1
                while labelStart < characters.count, characters[labelStart].isWhitespace { labelStart += 1 }
                var labelEnd = labelStart
                while labelEnd < characters.count, Self.isIdentifier(characters[labelEnd]) { labelEnd += 1 }
                if labelEnd > labelStart, labelEnd < characters.count, characters[labelEnd] == ":" {
                    labelled.insert("\(name)(\(String(characters[labelStart..<labelEnd]))")
                }
            }
        }

        /// Whether the code calls `name` (with `label` as its first argument label when given).
        func calls(_ name: String, label: String? = nil) -> Bool {
            guard IdentifierText.isIdentifier(name), label.map(IdentifierText.isIdentifier) ?? true else {
                return codes.contains { Self.textCalls(name, label: label, in: $0) }
            }
            guard let label else { return names.contains(name) }
            return labelled.contains("\(name)(\(label)")
        }

        /// Whether `code` calls `name` (`name(`, `.name(`, not `othername(`), with `label` as its
        /// first argument label when given, read from the text.
        private static func textCalls(_ name: String, label: String?, in code: String) -> Bool {
            var rest = code[...]
            while let range = rest.range(of: "\(name)(") {
                let before = rest[..<range.lowerBound].last
                rest = rest[range.upperBound...]
                guard before.map({ !IdentifierText.isIdentifier($0) }) ?? true else { continue }
                guard let label else { return true }
                if rest.drop(while: \.isWhitespace).hasPrefix("\(label):") { return true }
            }
            return false
        }

        private static func isIdentifier(_ character: Character) -> Bool { IdentifierText.isIdentifier(character) }
    }

    /// A modifier method of the app's (`extension View { func withLinks() -> some View { … } }`).
    struct ModifierMethod: Sendable {
        var name: String
        /// Its first argument label (`nil` when unlabelled or none).
        var label: String?
        /// What its body holds (``Interpreter/heldCode(_:)``) calls.
        var heldCalls: CallSet
    }

    private(set) var components = [Component]()
    private(set) var modifierMethods = [ModifierMethod]()

    init() {}

    /// Reads the components and modifier methods of `index`.
    init(index: TypeIndex) {
        // Each component is read on its own, on every core, in name order.
        let names = index.declarations.keys.sorted().filter(index.isViewComponent)
        components = Array(ConcurrentRuns.map(names, size: 16, maximum: 32) { run in run.map { Self.component(name: $0, index: index) } }.joined())
        modifierMethods = ["View", "ToolbarContent"].flatMap { index.ownMethods(of: $0) }.filter { !$0.body.isEmpty }.map { method in
            ModifierMethod(
                name: method.name, label: method.labels.first.flatMap { $0 == "_" ? nil : $0 },
                heldCalls: CallSet([Interpreter.heldCode(Syntax(method.body))])
            )
        }
    }

    private static func component(name: String, index: TypeIndex) -> Component {
        var held = Set<String>()
        for property in index.properties(of: name) {
            if let typeName = property.typeName { held.insert(TypeNames.base(of: typeName)) }
            if let initializer = property.initializer?.trimmedSource, let paren = initializer.firstIndex(of: "(") {
                held.insert(String(initializer[..<paren]))
            }
        }
        let codes = index.ownMethods(of: name).filter { !$0.body.isEmpty }.map { $0.body.description }
        return Component(name: name, heldTypes: held, calls: CallSet(codes))
    }
}

extension TypeIndex {
    /// An app view, toolbar content (`struct Items: ToolbarContent`) or view modifier (`struct Links: ViewModifier`).
    func isViewComponent(_ name: String) -> Bool {
        if isSwiftUIView(name) { return true }
        guard declaration(of: name)?.kind == .struct else { return false }
        let inherited = inherited(name)
        return inherited.contains("ToolbarContent") || inherited.contains("ViewModifier")
    }
}
