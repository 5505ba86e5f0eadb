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

        /// The calls of each piece of `codes` (a call never spans two). ASCII code is read by
        /// bytes, other code by characters (reading graphemes is slow, and rarely needed).
        init(_ codes: [String]) {
            self.codes = codes
            for code in codes {
                if code.utf8.allSatisfy({ $0 < 0x80 }) { read(Array(code.utf8)) } else { read(Array(code)) }
            }
        }

        private mutating func read<Unit: CodeUnit>(_ units: [Unit]) {
            for position in units.indices where units[position] == .openParenthesis {
                var start = position
                while start > 0, units[start - 1].isIdentifierPart { start -= 1 }
                guard start < position else { continue }
                let name = Unit.text(units[start..<position])
                names.insert(name)
                var labelStart = position + 1
                while labelStart < units.count, units[labelStart].isSpace { labelStart += 1 }
                var labelEnd = labelStart
                while labelEnd < units.count, units[labelEnd].isIdentifierPart { labelEnd += 1 }
                if labelEnd > labelStart, labelEnd < units.count, units[labelEnd] == .colon {
                    labelled.insert("\(name)(\(Unit.text(units[labelStart..<labelEnd]))")
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

/// A unit of code text a ``SwiftUIHolderIndex/CallSet`` reads: a byte of ASCII code, or a character.
private protocol CodeUnit: Equatable {
    static var openParenthesis: Self { get }
    static var colon: Self { get }
    var isIdentifierPart: Bool { get }
    var isSpace: Bool { get }
    static func text(_ units: ArraySlice<Self>) -> String
}

extension UInt8: CodeUnit {
    fileprivate static var openParenthesis: UInt8 { UInt8(ascii: "(") }
    fileprivate static var colon: UInt8 { UInt8(ascii: ":") }
    fileprivate var isIdentifierPart: Bool { IdentifierText.isIdentifier(byte: self) }
    fileprivate var isSpace: Bool { IdentifierText.isSpace(byte: self) }
    fileprivate static func text(_ units: ArraySlice<UInt8>) -> String { String(decoding: units, as: UTF8.self) }
}

extension Character: CodeUnit {
    fileprivate static var openParenthesis: Character { "(" }
    fileprivate static var colon: Character { ":" }
    fileprivate var isIdentifierPart: Bool { IdentifierText.isIdentifier(self) }
    fileprivate var isSpace: Bool { isWhitespace }
    fileprivate static func text(_ units: ArraySlice<Character>) -> String { String(units) }
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
