import Foundation
import SwiftSyntax

/// The route values an app writes outside `case` patterns, by case name. Where each case name is
/// written after a dot is found for every file at once, from the text; which of those places are
/// mentions, and what each says (RouteMentionFinder, RouteMentionContext.swift), is read when a
/// name's mentions are first asked for, then kept: most case names are no route's (`.leading`,
/// `.success`), and nothing asks for them. Safe to ask from every core.
final class RouteMentions: @unchecked Sendable {
    private let files: [ParsedFile]
    /// Where each file writes each case name after a dot: (file's position in `files`, offset).
    private let places: [String: [(file: Int, offset: Int)]]
    /// What a walk finds in the files whose tree is not their text (parsed with qualified names), by name.
    private let walked: [String: [(file: Int, candidate: RouteMentionCandidate)]]
    /// The index as it was when the mentions were found, which reading them asks.
    private let index: TypeIndex?
    private let lock = NSLock()
    private var read = [String: [RouteMention]]()
    private var declared: (properties: [String: [PropertyDecl]], methods: [String: [MethodDecl]])?

    /// No mentions.
    init() {
        files = []
        places = [:]
        walked = [:]
        index = nil
    }

    init(files: [ParsedFile], index: TypeIndex) {
        let caseNames = index.routeCaseNames
        var places = [String: [(file: Int, offset: Int)]](), walked = [String: [(file: Int, candidate: RouteMentionCandidate)]]()
        if !caseNames.isEmpty {
            let found = ConcurrentRuns.map(files, size: 16, maximum: 256) { run in
                run.map { file -> (places: [(name: String, offset: Int)], walked: [RouteMentionCandidate]) in
                    guard let tree = file.tree, !RouteMentionContext.isTestFile(file.text.path) else { return ([], []) }
                    guard file.text.isRewritten else { return (file.text.memberNames(namedIn: caseNames), []) }
                    return ([], RouteMentionFinder.mentions(in: tree, text: file.text).filter { caseNames.contains($0.name) })
                }
            }
            for (position, file) in found.joined().enumerated() {
                for place in file.places { places[place.name, default: []].append((position, place.offset)) }
                for candidate in file.walked { walked[candidate.name, default: []].append((position, candidate)) }
            }
        }
        self.files = files
        self.places = places
        self.walked = walked
        self.index = index
    }

    /// The mentions of the case `name` (of any route type), in the files' order and, in a file,
    /// in the order a walk of its tree finds them; `nil` when there are none.
    subscript(name: String) -> [RouteMention]? {
        lock.lock()
        let known = read[name]
        lock.unlock()
        if let known { return known.isEmpty ? nil : known }
        let mentions = self.mentions(of: name)
        lock.lock()
        read[name] = mentions
        lock.unlock()
        return mentions.isEmpty ? nil : mentions
    }

    private func mentions(of name: String) -> [RouteMention] {
        guard let index, index.isRouteCase(name) else { return [] }
        var candidates = [(file: Int, candidate: RouteMentionCandidate)]()
        // The places come file by file: each file's are looked up together.
        let spots = places[name] ?? []
        var start = 0
        while start < spots.count {
            let file = spots[start].file
            var end = start
            while end < spots.count, spots[end].file == file { end += 1 }
            candidates += RouteMentionFinder.candidates(at: spots[start..<end].map(\.offset), named: name, in: files[file]).map { (file, $0) }
            start = end
        }
        candidates += walked[name] ?? []
        // A file is either looked up or walked: its candidates stay together, files in order.
        let ordered = candidates.enumerated().sorted { ($0.element.file, $0.offset) < ($1.element.file, $1.offset) }.map(\.element.candidate)
        let (properties, methods) = declaredMembers(index)
        return ordered.compactMap { candidate -> RouteMention? in
            if let typeName = candidate.typeName, !index.isRouteCase(name, of: typeName) { return nil }
            guard var mention = RouteMentionFinder.mention(candidate) else { return nil }
            switch index.context(of: mention, properties: properties, methods: methods) {
            case .notASend: return nil
            case .typed(let type): mention.typeName = type
            case .unknown: break
            }
            return mention
        }
    }

    /// Every property and method the app declares, by name, built once.
    private func declaredMembers(_ index: TypeIndex) -> (properties: [String: [PropertyDecl]], methods: [String: [MethodDecl]]) {
        lock.lock()
        defer { lock.unlock() }
        if let declared { return declared }
        let all = index.declarations.values.joined()
        let built = (Dictionary(grouping: all.flatMap(\.properties), by: \.name), Dictionary(grouping: all.flatMap(\.methods), by: \.name))
        declared = built
        return built
    }
}

extension RouteMentionFinder {
    /// The candidates named `name` at `offsets` of `file`'s text, in the order a walk of its tree
    /// finds them: each is reached through the nodes on the way to it, not by walking the tree.
    static func candidates(at offsets: [Int], named name: String, in file: ParsedFile) -> [RouteMentionCandidate] {
        guard let tree = file.tree else { return [] }
        var found = [RouteMentionCandidate]()
        for offset in offsets {
            // In a comment or a string, the token there starts elsewhere or is no member's name.
            guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)),
                  token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                  let isInDouble = walkReaches(member),
                  let candidate = candidate(member, text: file.text, isInDouble: isInDouble), candidate.name == name else { continue }
            found.append(candidate)
        }
        // The walk's order: by where each node starts, a node before the nodes inside it.
        return found.sorted { first, second in
            (first.node.position, second.node.endPosition) < (second.node.position, first.node.endPosition)
        }
    }

    /// `nil` when the walk skips a part of the tree holding `node` (a `case` pattern, an enum
    /// case's declaration, an import, a key path); else whether `node` is inside a test double.
    private static func walkReaches(_ node: MemberAccessExprSyntax) -> Bool? {
        var isInDouble = false
        var current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .switchCaseLabel, .enumCaseDecl, .importDecl, .expressionPattern, .keyPathExpr:
                return nil
            case .classDecl, .structDecl, .enumDecl:
                let name = ancestor.as(ClassDeclSyntax.self)?.name ?? ancestor.as(StructDeclSyntax.self)?.name ?? ancestor.as(EnumDeclSyntax.self)?.name
                if let name, RouteMentionContext.isDouble(name.text) { isInDouble = true }
            default:
                break
            }
            current = ancestor.parent
        }
        return isInDouble
    }
}
