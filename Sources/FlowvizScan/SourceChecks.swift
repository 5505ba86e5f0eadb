import FlowvizCore
import SwiftSyntax

/// The facts only source code shows: view controllers that navigate themselves, and child
/// coordinators that keep a reference to their parent.
struct SourceChecks {
    let index: TypeIndex
    let runs: [(type: String, interpreter: Interpreter)]
    let starts: StartRelation
    let names: (String) -> String

    func facts(_ parsed: [ParsedFile]) -> [SourceFact] {
        (viewControllerNavigations(parsed) + parentReferences()).sorted { SourceLocation.precedes($0.location, $1.location) ?? false }
    }

    /// Calls a view controller makes to show another screen: `navigationController?.pushViewController`,
    /// `present`, `show`, `showDetailViewController`, `performSegue` (alerts excluded).
    private func viewControllerNavigations(_ parsed: [ParsedFile]) -> [SourceFact] {
        var facts = [SourceFact]()
        var isNavigatingScreen = [String: Bool]()
        for file in parsed {
            for (type, call) in file.selfNavigations where !call.showsAlert {
                let screen = isNavigatingScreen[type] ?? (index.isDeclared(type) && index.isScreen(type) && !index.isCoordinator(type))
                isNavigatingScreen[type] = screen
                guard screen else { continue }
                let target = call.target.flatMap { index.isScreen($0) ? $0 : nil }
                facts.append(SourceFact(
                    .viewControllerNavigates(viewController: type, call: call.name, target: target),
                    location: file.text.location(of: call.node)
                ))
            }
        }
        return facts
    }

    /// Stored properties of a coordinator holding a coordinator that starts it (or named `parent…`).
    private func parentReferences() -> [SourceFact] {
        let childSites = starts.childSites
        var facts = [SourceFact]()
        for run in runs {
            for declaration in index.declarations[run.type] ?? [] {
                for property in declaration.properties where !childSites.contains(property.location) {
                    guard let typeText = property.typeName, TypeNames.element(of: typeText) == nil else { continue }
                    let typeName = TypeNames.base(of: typeText)
                    guard typeName != run.type, index.isCoordinator(typeName) || TypeIndex.looksLikeCoordinator(typeName) && index.isProtocol(typeName)
                            || TypeIndex.looksLikeCoordinator(typeName) && !index.isDeclared(typeName) else { continue }
                    let isParent = starts.starters(of: run.type).contains(typeName) || property.name.lowercased().contains("parent")
                    guard isParent, !index.methods(of: run.type).contains(where: { $0.name == property.name && $0.location == property.location }) else { continue }
                    facts.append(SourceFact(
                        .childReferencesParent(coordinator: names(run.type), property: property.name, parentType: typeName),
                        location: property.location
                    ))
                }
            }
        }
        return facts
    }
}

/// Push/present calls a view controller makes on itself or its navigation controller, recorded
/// while ``CreationFinder`` walks a body (one walk for both).
struct SelfNavigationFinder {
    struct Call {
        var name: String
        var node: FunctionCallExprSyntax
        var target: String?
        var showsAlert: Bool
    }

    static let names: Set<String> = ["pushViewController", "present", "show", "showDetailViewController", "performSegue", "setViewControllers"]
    static let receivers: Set<String> = [
        "", "self", "navigationController", "self.navigationController", "parent", "self.parent", "tabBarController",
        "self.tabBarController", "presentingViewController", "self.presentingViewController", "splitViewController",
    ]

    private var locals = [String: ExprSyntax]()
    private(set) var found = [Call]()

    mutating func bind(_ node: PatternBindingSyntax) {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            locals[name] = value
        }
    }

    mutating func consider(_ node: FunctionCallExprSyntax) {
        let callee = Interpreter.unwrapped(node.calledExpression)
        let name: String, receiver: String
        if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            guard Self.names.contains(name) else { return }
            receiver = member.base.map { $0.trimmedDescription.replacingOptionalMarks() } ?? ""
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            receiver = ""
        } else {
            return
        }
        guard Self.names.contains(name), Self.receivers.contains(receiver) else { return }
        // `setViewControllers(_:direction:animated:)` pages a page view controller: no navigation.
        if node.arguments.contains(where: { $0.label?.text == "direction" }) { return }
        if name == "show" || name == "present", node.arguments.first?.label != nil { return }
        var argument = node.arguments.first.map { Interpreter.unwrapped($0.expression) }
        if let reference = argument?.as(DeclReferenceExprSyntax.self), let bound = locals[reference.baseName.text] {
            argument = Interpreter.unwrapped(bound)
        }
        let text = argument?.trimmedDescription ?? ""
        let target = argument.flatMap(Self.createdType)
        found.append(Call(name: name, node: node, target: target, showsAlert: text.hasPrefix("UIAlertController")))
        return
    }

    /// The type an expression creates: `X(…)`, `X.instantiate()`, `… as! X`.
    static func createdType(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = Interpreter.unwrapped(call.calledExpression)
            if let name = CreationFinder.typeName(callee) { return name }
            if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
                return CreationFinder.typeName(Interpreter.unwrapped(base))
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let type = sequence.elements.last?.as(TypeExprSyntax.self) {
            return TypeNames.base(of: type.type.trimmedDescription)
        }
        return nil
    }
}

private extension String {
    func replacingOptionalMarks() -> String {
        String(filter { $0 != "?" && $0 != "!" })
    }
}
