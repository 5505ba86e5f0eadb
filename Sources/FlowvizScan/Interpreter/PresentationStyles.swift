import FlowvizCore
import SwiftSyntax

/// What the code says about how a presented controller looks: its `modalPresentationStyle` and
/// whether `isModalInPresentation` forbids swiping it away. A style set from a value the scanner
/// does not evaluate (`modalPresentationStyle = model.style`) is unknown, not a sheet.
struct PresentationStyleReading: Hashable {
    var style: AppGraph.ModalStyle?
    var notSwipeDismissible = false
    /// Why the style is not known (the assignment, quoted), when it is not.
    var unknown: String?

    /// A literal style: `.fullScreen`, `UIModalPresentationStyle.pageSheet`. `nil` for anything
    /// else (a property, a call, a ternary).
    static func literal(_ text: String) -> AppGraph.ModalStyle? {
        var name = text.filter { !$0.isWhitespace }
        for prefix in ["UIModalPresentationStyle", "UIKit.UIModalPresentationStyle"] where name.hasPrefix(prefix + ".") {
            name.removeFirst(prefix.count)
        }
        guard name.hasPrefix(".") else { return nil }
        switch name.dropFirst() {
        case "fullScreen", "overFullScreen", "custom", "currentContext", "overCurrentContext": return .fullScreen
        case "pageSheet", "formSheet", "automatic", "popover", "none": return .sheet
        default: return nil
        }
    }

    /// Reads one assignment (`name = right`) into this reading; `quote` names it for a reason.
    mutating func read(_ name: String, _ right: String, quote: String) {
        if name == "modalPresentationStyle" {
            if let style = Self.literal(right) { self.style = style } else { unknown = quote }
        } else if name == "isModalInPresentation" {
            switch right.filter({ !$0.isWhitespace }) {
            case "true": notSwipeDismissible = true
            case "false": break
            default: unknown = quote
            }
        }
    }

    /// Assignments a controller type makes to its own style (`modalPresentationStyle = .fullScreen`
    /// in its `init`): the style it is presented with unless the presenter sets another.
    static func own(of type: String, _ index: TypeIndex) -> PresentationStyleReading? {
        var reading: PresentationStyleReading?
        for method in index.ownMethods(of: type) where !method.body.isEmpty {
            reading = setOnSelf(in: method.body, by: "\(type) sets ", onto: reading)
        }
        return reading
    }

    /// What `body` sets on its own `self` (`modalPresentationStyle = .fullScreen`), read onto
    /// `reading`; `nil` when it sets nothing. `by` starts the quote naming an assignment.
    static func setOnSelf(in body: CodeBlockItemListSyntax, by: String, onto reading: PresentationStyleReading? = nil) -> PresentationStyleReading? {
        var reading = reading
        for assignment in SelfStyleAssignments.find(in: body) {
            var current = reading ?? PresentationStyleReading()
            current.read(assignment.name, assignment.right, quote: by + Interpreter.quote(assignment.node))
            reading = current
        }
        return reading
    }
}

/// `modalPresentationStyle = x` / `self.isModalInPresentation = x` made by a type on itself.
final class SelfStyleAssignments: SyntaxVisitor {
    struct Assignment {
        var name: String
        var right: String
        var node: SequenceExprSyntax
    }

    private(set) var found = [Assignment]()

    static func find(in body: CodeBlockItemListSyntax) -> [Assignment] {
        let finder = SelfStyleAssignments(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let left = Interpreter.unwrapped(elements[0])
        var name: String?
        if let reference = left.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = left.as(MemberAccessExprSyntax.self), let base = member.base,
                  Interpreter.unwrapped(base).trimmedSource == "self" {
            name = member.declName.baseName.text
        }
        if let name, name == "modalPresentationStyle" || name == "isModalInPresentation" {
            found.append(Assignment(name: name, right: elements[2...].map(\.trimmedSource).joined(separator: " "), node: node))
        }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
