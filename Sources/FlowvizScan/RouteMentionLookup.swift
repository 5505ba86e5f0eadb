import SwiftSyntax

/// Route mentions found from the text: each `.name` a file writes with a route case's name is
/// looked up by its position, reading only the nodes on the way to it, instead of walking the
/// whole tree (RouteMentionFinder). What it finds, and in which order, is what the walk finds.
extension RouteMentionFinder {
    /// More such names than this in one file: walking the tree once costs less than looking up each.
    static let lookupLimit = 48

    /// The candidates naming one of `caseNames` in `files`, in the files' order.
    static func mentions(in files: [ParsedFile], caseNames: Set<String>) -> [RouteMentionCandidate] {
        guard !caseNames.isEmpty else { return [] }
        return Array(ConcurrentRuns.map(files, size: 16, maximum: 256) { run in
            run.flatMap { file -> [RouteMentionCandidate] in
                guard let tree = file.tree else { return [] }
                return mentions(in: tree, text: file.text, caseNames: caseNames)
            }
        }.joined())
    }

    /// The candidates naming one of `caseNames` in `tree`, in the order a walk finds them. A file
    /// parsed with qualified names (whose positions are not its text's), or with many such names,
    /// is walked.
    static func mentions(
        in tree: SourceFileSyntax, text: SourceText, caseNames: Set<String>, limit: Int = lookupLimit
    ) -> [RouteMentionCandidate] {
        guard !RouteMentionContext.isTestFile(text.path) else { return [] }
        guard !text.isRewritten, let offsets = text.memberNameOffsets(namedIn: caseNames, limit: limit) else {
            return mentions(in: tree, text: text).filter { caseNames.contains($0.name) }
        }
        var found = [RouteMentionCandidate]()
        for offset in offsets {
            // In a comment or a string, the token there starts elsewhere or is no member's name.
            guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)),
                  token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                  let isInDouble = walkReaches(member),
                  let candidate = candidate(member, text: text, isInDouble: isInDouble), caseNames.contains(candidate.name) else { continue }
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
