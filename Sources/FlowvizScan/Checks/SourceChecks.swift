import FlowvizCore
import SwiftSyntax

/// The facts only source code shows: view controllers that navigate themselves, and child
/// coordinators that keep a reference to their parent.
struct SourceChecks {
    let index: TypeIndex
    let runs: [(type: String, interpreter: Interpreter)]
    let starts: StartRelation
    let names: (String) -> String
    /// The app's root coordinator: it has no parent, so no property of it refers to one.
    var root: String? = nil

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
                let shown = shownType(call, in: type)
                if let shown, index.isSystemController(shown) { continue }
                let target = (call.target ?? shown).flatMap { index.isScreen($0) ? $0 : nil }
                facts.append(SourceFact(
                    .viewControllerNavigates(viewController: type, call: call.name, target: target),
                    location: file.text.location(of: call.node)
                ))
            }
        }
        return facts
    }

    /// The type of what a navigation call shows, when the code says it (``type(of:in:)``), else
    /// the type it creates.
    private func shownType(_ call: SelfNavigationFinder.Call, in owner: String) -> String? {
        if let declared = call.declaredType { return resolved(declared, in: owner) }
        guard let argument = call.argument else { return call.target }
        return type(of: argument, in: owner) ?? call.target
    }

    /// The type of a value, as the code declares it: a local's initializer, a property's declared
    /// type followed along `a.b.c` (`lazy var picker: PHPickerViewController = …`), a closure
    /// parameter's (its annotation, or the closure type of the property it is assigned to), a
    /// method's or local function's result type through type aliases (`Factory.Alert.make(…)`
    /// returning `ResultType`, `typealias ResultType = UIAlertController` in the factory; `self.`,
    /// another object's or a type's method), and `a ?? b` when both sides are Apple controllers.
    private func type(of expression: ExprSyntax, in owner: String) -> String? {
        let expression = Interpreter.unwrapped(expression)
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            let sides = [sequence.elements.first!, sequence.elements.last!].map { type(of: $0, in: owner) }
            return sides.allSatisfy({ $0.map(index.isSystemController) == true }) ? sides[0] : nil
        }
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) {
            return pathType(expression, in: owner)?.base
        }
        let target = SelfNavigationFinder.createdType(expression)
        if let target, !index.isDeclared(target) || index.isViewController(target) || index.isSwiftUIView(target) { return target }
        guard let made = expression.as(FunctionCallExprSyntax.self) else { return target }
        let callee = Interpreter.unwrapped(made.calledExpression)
        let labels = made.arguments.map { $0.label?.text ?? "_" }
        var factoryOwner = owner, name: String
        if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            if let base = member.base.map(Interpreter.unwrapped), base.trimmedSource != "self" {
                // A property's type (`manager.alertForBluetoothOff()`), else a type's name (`Factory.Alert.make()`).
                factoryOwner = pathType(base, in: owner)?.base ?? String(base.trimmedSource.split(separator: ".").last ?? "")
            }
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if index.method(name, labels: labels, of: owner) == nil, let local = ScopeTypes.localFunctionResult(name, around: expression) {
                return resolved(TypeNames.base(of: local), in: owner)
            }
        } else {
            return target
        }
        // A view controller has `extension UIViewController` methods, whatever UIKit class it derives from.
        let owners = index.isViewController(factoryOwner) ? [factoryOwner, "UIViewController"] : [factoryOwner]
        guard let method = owners.lazy.compactMap({ self.index.method(name, labels: labels, of: $0) }).first,
              let returned = method.returnType else { return target }
        return resolved(TypeNames.base(of: returned), in: method.owner)
    }

    /// The declared type of `a.b.c` from `owner` (`self.` dropped): the last property's type as
    /// written and its base name. The first name may be a closure parameter.
    private func pathType(_ expression: ExprSyntax, in owner: String) -> (text: String, base: String)? {
        let path = expression.trimmedSource.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            .split(separator: ".").map(String.init)
        guard !path.isEmpty, path.allSatisfy({ $0.allSatisfy(IdentifierText.isIdentifier) }) else { return nil }
        var type = owner, text = owner
        for (position, name) in path.enumerated() where !(position == 0 && name == "self") {
            if position == 0, ScopeTypes.closureParameter(name, around: expression) != nil {
                guard let parameter = closureParameterType(name, around: expression, in: owner) else { return nil }
                text = parameter
                type = resolved(TypeNames.base(of: parameter), in: owner)
            } else if let declared = index.property(name, of: type) {
                if let typeName = declared.typeName {
                    text = typeName
                    type = resolved(TypeNames.base(of: typeName), in: type)
                } else if let made = declared.initializer.flatMap({ SelfNavigationFinder.createdType(Interpreter.unwrapped($0)) }) {
                    text = made
                    type = made
                } else {
                    return nil
                }
            } else {
                return nil
            }
        }
        return (text, type)
    }

    /// A closure parameter's type: annotated, or the parameter type of the closure type of the
    /// property the closure is assigned to (`model.showAlert = { alert in … }`).
    private func closureParameterType(_ name: String, around node: ExprSyntax, in owner: String) -> String? {
        switch ScopeTypes.closureParameter(name, around: node) {
        case .annotated(let type)?: return type
        case .assigned(let target, let position)?:
            guard let closureType = pathType(target, in: owner)?.text, let parameters = ScopeTypes.closureParameters(of: closureType),
                  position < parameters.count else { return nil }
            return parameters[position]
        case .unwritten?, nil: return nil
        }
    }

    /// A type alias followed: one declared in `owner` first (`Owner.ResultType`), then one declared once anywhere.
    private func resolved(_ type: String, in owner: String) -> String {
        for name in ["\(owner).\(type)", type] {
            if let alias = index.declaration(of: name), alias.kind == .alias, !index.isMultiplyDeclared(name), let target = alias.inherited.first {
                return target
            }
        }
        return type
    }

    /// `roomFlow = coordinator` after `let coordinator = RoomFlowCoordinator(…)` in one of the
    /// type's own methods: the property holds a child it makes (flows that start each other,
    /// a room opening a space opening a room), not the parent that started it.
    private func keepsOwnChild(_ property: String, _ typeName: String, in owner: String) -> Bool {
        index.ownMethods(of: owner).contains { method in
            let text = method.body.description
            return text.contains(typeName + "(") && (text.contains(property + " = ") || text.contains("self." + property + " = "))
        }
    }

    /// Stored properties of a coordinator holding a coordinator that starts it (or named `parent…`).
    private func parentReferences() -> [SourceFact] {
        let childSites = starts.childSites
        var facts = [SourceFact]()
        for run in runs where run.type != root {
            for declaration in index.declarations[run.type] ?? [] {
                for property in declaration.properties where !childSites.contains(property.location) {
                    guard let typeText = property.typeName, TypeNames.element(of: typeText) == nil else { continue }
                    let typeName = TypeNames.base(of: typeText)
                    guard typeName != run.type, index.isCoordinator(typeName) || TypeIndex.looksLikeCoordinator(typeName) && index.isProtocol(typeName)
                            || TypeIndex.looksLikeCoordinator(typeName) && !index.isDeclared(typeName) else { continue }
                    // Flows that start each other (a room opening members, members opening a room): a
                    // property of a type this one starts, or one it makes itself, may hold its own child, not its parent.
                    let startsIt = starts.starters(of: typeName).contains(run.type)
                    let isParent = starts.starters(of: run.type).contains(typeName) && !startsIt && !keepsOwnChild(property.name, typeName, in: run.type)
                        || property.name.lowercased().contains("parent")
                    guard isParent, !index.methods(of: run.type).contains(where: { $0.name == property.name && $0.location == property.location }) else { continue }
                    // A weak reference used only to say it is done, or to leave the parent's children, is the textbook idiom.
                    if property.isWeak, ParentReferenceUses(of: property.name, in: index.ownMethods(of: run.type).map(\.body)).onlyFinishes { continue }
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
        /// What is shown, through a local's initializer (``SourceChecks`` resolves its type).
        var argument: ExprSyntax? = nil
        /// A local's annotated type (`let sheet: UIAlertController = …`).
        var declaredType: String? = nil
    }

    static let names: Set<String> = ["pushViewController", "present", "show", "showDetailViewController", "performSegue", "setViewControllers"]
    static let receivers: Set<String> = [
        "", "self", "navigationController", "self.navigationController", "parent", "self.parent", "tabBarController",
        "self.tabBarController", "presentingViewController", "self.presentingViewController", "splitViewController",
    ]

    private var locals = [String: ExprSyntax]()
    private var localTypes = [String: String]()
    private(set) var found = [Call]()

    /// The method's parameters: `func askedToShow(alert: AppAlert)` shows an `AppAlert`.
    mutating func declare(_ parameters: [(name: String, typeName: String)]) {
        for parameter in parameters { localTypes[parameter.name] = TypeNames.base(of: parameter.typeName) }
    }

    mutating func bind(_ node: PatternBindingSyntax) {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        if let value = node.initializer?.value { locals[name] = value }
        // (A local shadowing a parameter is typed by its own annotation only.)
        localTypes[name] = node.typeAnnotation.map { TypeNames.named($0.type) }
    }

    mutating func consider(_ node: FunctionCallExprSyntax) {
        let callee = Interpreter.unwrapped(node.calledExpression)
        let name: String, receiver: String
        if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            // `.show(x)`: an enum case (`case .show(let state):`) or a static member, never a call on self.
            guard Self.names.contains(name), let base = member.base else { return }
            receiver = base.trimmedSource.replacingOptionalMarks()
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
        // `show(.primary)`: a split view's column, no screen.
        if let member = argument?.as(MemberAccessExprSyntax.self), member.base == nil { return }
        var declaredType: String?
        if let reference = argument?.as(DeclReferenceExprSyntax.self) {
            declaredType = localTypes[reference.baseName.text]
            if let bound = locals[reference.baseName.text] { argument = Interpreter.unwrapped(bound) }
        }
        let text = argument?.trimmedSource ?? ""
        let target = argument.flatMap(Self.createdType)
        found.append(Call(
            name: name, node: node, target: target, showsAlert: text.hasPrefix("UIAlertController"), argument: argument, declaredType: declaredType
        ))
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
            return TypeNames.base(of: type.type.trimmedSource)
        }
        return nil
    }
}

private extension String {
    func replacingOptionalMarks() -> String {
        String(filter { $0 != "?" && $0 != "!" })
    }
}
