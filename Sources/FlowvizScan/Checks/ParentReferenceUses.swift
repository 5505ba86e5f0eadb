import SwiftSyntax

/// What a coordinator does with a property holding its parent: the members it reaches through
/// it (`parentCoordinator?.childDidFinish(self)` → `childDidFinish`), and whether it uses the
/// property any other way (hands it on, reads it as a value).
struct ParentReferenceUses {
    private(set) var members = [String]()
    private(set) var otherUse = false

    /// The uses of `property` in `bodies`.
    init(of property: String, in bodies: [CodeBlockItemListSyntax]) {
        let finder = Finder(property: property)
        for body in bodies { finder.walk(body) }
        members = finder.members
        otherUse = finder.otherUse
    }

    /// Used only to say the child is done or to take it out of the parent's children: the weak
    /// back reference coordinator tutorials teach (`weak var parentCoordinator`), no coupling.
    var onlyFinishes: Bool {
        !otherUse && members.allSatisfy { Names.isFinish($0) || Names.releases.contains($0) || $0 == "childCoordinators" || $0 == "children" }
    }

    private final class Finder: SyntaxVisitor {
        let property: String
        var members = [String]()
        var otherUse = false

        init(property: String) {
            self.property = property
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.baseName.text == property else { return .visitChildren }
            // `property` or `self.property`, then what is reached through it.
            var reference = Syntax(node)
            if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.declName.baseName.text == property,
               parent.base.map({ Interpreter.unwrapped($0).trimmedSource }) == "self" {
                reference = Syntax(parent)
            } else if node.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName == node.baseName {
                return .visitChildren  // `other.property`: someone else's
            }
            var outer = reference.parent
            while let wrapper = outer, wrapper.is(OptionalChainingExprSyntax.self) || wrapper.is(ForceUnwrapExprSyntax.self) { outer = wrapper.parent }
            if let access = outer?.as(MemberAccessExprSyntax.self) {
                members.append(access.declName.baseName.text)
            } else if let list = outer?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
                      sequence.elements.first.map(Syntax.init) == reference,
                      sequence.elements.count >= 2, Array(sequence.elements)[1].is(AssignmentExprSyntax.self) {
                // Set here (`self.parentCoordinator = parent`): no use of it.
            } else {
                otherUse = true
            }
            return .visitChildren
        }
    }
}
