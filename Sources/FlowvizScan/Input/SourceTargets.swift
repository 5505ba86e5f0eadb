import FlowvizCore
import SwiftParser
import SwiftSyntax

/// A file's text with some names qualified, and where that moved it (``SourceText``).
struct QualifiedSource: Sendable {
    var bytes: [UInt8]
    var shifts: [(end: Int, delta: Int)]
}

/// The targets one scanned tree holds (Docs/SCANNING.md, "Targets"), told from the types it
/// declares once per target: sibling folders that each hold a copy (`App/` and `App tvOS/`) are
/// targets, and a file holding a copy outside them (`Shared/iOSMain.swift`) belongs to the
/// target whose own types it names, or else to the one its copies leave.
///
/// A coordinator declared once in each of several targets is one coordinator per target: its
/// declaration in a target, and its name in every file of that target, are qualified by the
/// target (``TargetNames``), so each target's flow is read whole and none mixes with another's.
/// Code no target holds is shared by all: the name there stays every target's (an alias whose
/// start is unknown and leads to each target's coordinator).
struct SourceTargets {
    /// The target of each file that belongs to one; other files are shared.
    private(set) var targetOf = [String: String]()
    /// Coordinators declared once per target: the qualified name in each target, by name.
    private(set) var split = [String: [String: String]]()
    /// Split names that shared code (or a target without its own copy) names: they stay as aliases.
    private(set) var aliased = Set<String>()
    private var roots = Set<String>()

    init(_ parsed: [ParsedFile]) {
        guard Self.declaresANameInTwoFiles(parsed) else { return }
        var filesByName = [String: Set<String>]()
        for file in parsed {
            for declaration in file.declarations where Self.countsAsCopy(declaration) {
                filesByName[declaration.name, default: []].insert(file.text.path)
            }
        }
        let copies = filesByName.filter { $0.value.count > 1 }.mapValues { $0.sorted() }
        guard !copies.isEmpty else { return }
        // Sibling folders holding copies of the same type are targets.
        for files in copies.values {
            for (position, first) in files.enumerated() {
                for second in files[(position + 1)...] {
                    let a = first.split(separator: "/"), b = second.split(separator: "/")
                    var common = 0
                    while common < min(a.count, b.count), a[common] == b[common] { common += 1 }
                    guard common < a.count - 1, common < b.count - 1 else { continue }
                    roots.insert(a[...common].joined(separator: "/"))
                    roots.insert(b[...common].joined(separator: "/"))
                }
            }
        }
        for file in parsed { if let root = root(of: file.text.path) { targetOf[file.text.path] = root } }
        assignCopiesOutsideTargets(copies, filesByName, parsed)
        let targets = Set(roots.map { root(of: $0 + "/x") ?? $0 })
        let labels = Self.labels(targets)
        for (name, files) in copies {
            let owners = files.compactMap { targetOf[$0] }
            guard owners.count == files.count, Set(owners).count == owners.count else { continue }
            split[name] = Dictionary(uniqueKeysWithValues: owners.map { ($0, TargetNames.qualify(name, in: labels[$0] ?? $0)) })
        }
    }

    /// A declaration that can be a target's copy of a type: not an extension, an alias or a nested type.
    private static func countsAsCopy(_ declaration: TypeDecl) -> Bool {
        declaration.kind != .extension && declaration.kind != .alias && !declaration.isNested
    }

    /// Whether some type is declared in two files: with none, the tree holds no targets, and
    /// nothing more is built to tell them.
    private static func declaresANameInTwoFiles(_ parsed: [ParsedFile]) -> Bool {
        var fileOf = [String: String]()
        for file in parsed {
            for declaration in file.declarations where countsAsCopy(declaration) {
                if let known = fileOf.updateValue(file.text.path, forKey: declaration.name), known != file.text.path { return true }
            }
        }
        return false
    }

    /// The outermost target folder holding `path`.
    private func root(of path: String) -> String? {
        let components = path.split(separator: "/")
        for count in 1..<max(components.count, 1) where roots.contains(components[..<count].joined(separator: "/")) {
            return components[..<count].joined(separator: "/")
        }
        return nil
    }

    /// A copy outside the target folders belongs to the one target whose own types (declared
    /// in it alone) it names; the last copy of a type left goes to the one target left.
    private mutating func assignCopiesOutsideTargets(_ copies: [String: [String]], _ filesByName: [String: Set<String>], _ parsed: [ParsedFile]) {
        let outside = Set(copies.values.joined().filter { targetOf[$0] == nil })
        guard !outside.isEmpty else { return }
        var own = [String: String]()
        for (name, files) in filesByName {
            let owners = Set(files.map { targetOf[$0] })
            if owners.count == 1, let only = owners.first, let target = only { own[name] = target }
        }
        for file in parsed where outside.contains(file.text.path) {
            let named = Set(Self.identifiers(in: file.text.bytes).compactMap { own[$0] })
            if named.count == 1 { targetOf[file.text.path] = named.first }
        }
        let targets = Set(roots.map { root(of: $0 + "/x") ?? $0 })
        var changed = true
        while changed {
            changed = false
            // What a copy's file name says besides its type's name (`iOS` in `iOSMain.swift`,
            // `+tvOS` in `Main+tvOS.swift`) names the target as in the copies already placed.
            var marked = [String: String?]()
            for (name, files) in copies {
                for file in files {
                    guard let marker = Self.marker(of: file, name: name), let target = targetOf[file] else { continue }
                    marked[marker] = marked[marker].map { $0 == target ? target : nil } ?? target
                }
            }
            for (name, files) in copies.sorted(by: { $0.key < $1.key }) {
                for file in files where targetOf[file] == nil && outside.contains(file) {
                    guard let marker = Self.marker(of: file, name: name), let known = marked[marker], let target = known else { continue }
                    targetOf[file] = target
                    changed = true
                }
            }
            for files in copies.values.sorted(by: { $0[0] < $1[0] }) where files.count == targets.count {
                let left = files.filter { targetOf[$0] == nil }
                let remaining = targets.subtracting(files.compactMap { targetOf[$0] })
                guard left.count == 1, remaining.count == 1 else { continue }
                targetOf[left[0]] = remaining.first
                changed = true
            }
        }
    }

    /// A file's name without `.swift` and without the name of the type it holds a copy of.
    private static func marker(of file: String, name: String) -> String? {
        var base = String(file.split(separator: "/").last ?? "")
        if base.hasSuffix(".swift") { base.removeLast(6) }
        guard base != name, let range = base.range(of: name) else { return nil }
        base.removeSubrange(range)
        return base
    }

    /// Each target's label: its folder's name, or its path when two folders share a name.
    private static func labels(_ targets: Set<String>) -> [String: String] {
        let last = { (target: String) in String(target.split(separator: "/").last ?? Substring(target)) }
        var counts = [String: Int]()
        for target in targets { counts[last(target), default: 0] += 1 }
        return Dictionary(uniqueKeysWithValues: targets.map { ($0, counts[last($0)] == 1 ? last($0) : $0) })
    }

    static func identifiers(in bytes: [UInt8]) -> [String] {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let text) = token.tokenKind { text } else { nil }
        }
    }

    /// Keeps only the names `keep` accepts (given the name as written).
    mutating func keepNames(_ keep: (String) -> Bool) {
        split = split.filter { keep($0.key) }
    }

    /// Keeps only the names `keep` accepts (given one target's qualified name).
    mutating func filter(_ keep: (String) -> Bool) {
        split = split.filter { $0.value.values.contains(where: keep) }
    }

    /// A declaration's name as its file's target knows it.
    func qualified(_ name: String, in file: String) -> String? {
        targetOf[file].flatMap { split[name]?[$0] }
    }

    /// The files naming a split type, each with those names qualified by its target; records
    /// the names shared code leaves unqualified (``aliased``).
    mutating func qualify(_ sources: [(path: String, bytes: [UInt8])]) -> [String: QualifiedSource] {
        guard !split.isEmpty else { return [:] }
        let names = split.keys.sorted().map { ($0, Array($0.utf8)) }
        var rewritten = [String: QualifiedSource]()
        for source in sources where names.contains(where: { ByteSearch.firstIndex(of: $0.1, in: source.bytes) != nil }) {
            let target = targetOf[source.path]
            let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            var bytes = [UInt8](), shifts = [(end: Int, delta: Int)](), copied = 0, delta = 0
            for token in tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let text) = token.tokenKind, let qualified = split[text] else { continue }
                guard let target, let name = qualified[target] else { aliased.insert(text); continue }
                let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
                bytes += source.bytes[copied..<start]
                bytes += Array(name.utf8)
                copied = start + text.utf8.count
                delta += name.utf8.count - text.utf8.count
                shifts.append((end: bytes.count, delta: delta))
            }
            guard !shifts.isEmpty else { continue }
            bytes += source.bytes[copied...]
            rewritten[source.path] = QualifiedSource(bytes: bytes, shifts: shifts)
        }
        return rewritten
    }

    /// Each aliased name's declarations, as one that says what they all say and has no member
    /// of its own (its start is read as an alias: Interpreter+Targets.swift).
    func aliases(_ original: [ParsedFile]) -> [TypeDecl] {
        aliased.sorted().compactMap { name in
            let primaries = original.flatMap(\.declarations).filter { $0.name == name && $0.kind != .extension && !$0.isNested }
                .sorted { $0.location < $1.location }
            guard !primaries.isEmpty else { return nil }
            var alias = TypeIndex.agreed(primaries)
            alias.properties = []
            alias.methods = []
            alias.cases = []
            return alias
        }
    }

    /// The qualified names of each alias, in name order.
    var aliasTargets: [String: [String]] {
        Dictionary(uniqueKeysWithValues: aliased.compactMap { name in split[name].map { (name, $0.values.sorted()) } })
    }
}
