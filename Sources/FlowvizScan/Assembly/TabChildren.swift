import SwiftSyntax

/// A coordinator that gives its own container a tab bar item (`self.root.tabBarItem = item`,
/// `navigationController.tabBarItem = …`) is a tab: UIKit shows a view controller's
/// `tabBarItem` only for a tab of a tab bar controller. A tab lives as long as its tab bar, so a
/// parent starting it from its start keeps it for good, whoever's code builds the tab bar.
enum TabChildren {
    static func setsOwnTabBarItem(_ type: String, _ index: TypeIndex) -> Bool {
        let properties = Set(index.properties(of: type).map(\.name))
        return index.ownMethods(of: type).contains { method in
            let finder = TabBarItemAssignments(properties: properties)
            finder.walk(method.body)
            return finder.found
        }
    }
}

/// `x.tabBarItem = …` where `x` is `self`, one of the type's own properties, or a member of one.
private final class TabBarItemAssignments: SyntaxVisitor {
    let properties: Set<String>
    private(set) var found = false

    init(properties: Set<String>) {
        self.properties = properties
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
              let member = Interpreter.unwrapped(elements[0]).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "tabBarItem", let base = member.base else { return .visitChildren }
        if ownsBase(base) { found = true }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// `self`, `self.root`, `root`, `self.root.navigationController`: rooted at the coordinator.
    private func ownsBase(_ expression: ExprSyntax) -> Bool {
        let expression = Interpreter.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name == "self" || properties.contains(name)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if Interpreter.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                return properties.contains(member.declName.baseName.text)
            }
            return ownsBase(base)
        }
        return false
    }
}
