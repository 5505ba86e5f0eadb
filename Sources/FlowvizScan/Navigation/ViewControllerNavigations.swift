import FlowvizCore
import SwiftSyntax

/// The calls a view controller makes to show another screen itself (``SelfNavigationFinder``:
/// `navigationController?.pushViewController`, `present`, `show`, `showDetailViewController`,
/// `performSegue`, `setViewControllers`; alerts and Apple's other controllers excluded), each
/// with the screen it shows when the code says which. Read once: the `view_controller_navigates`
/// facts and the screens' own transitions (``ScreenFlows``) both come from it.
struct ViewControllerNavigations {
    struct Found {
        var viewController: String
        var call: SelfNavigationFinder.Call
        /// The app screen shown (a navigation controller's root, when one is made to be shown).
        var target: String?
        /// Whether the screen comes inside a navigation controller made to show it.
        var inNavigationStack: Bool
        var location: SourceLocation

        /// What the call shows, as the screen's own transition; nil when the screen is not known.
        var screenNavigation: ScreenNavigation? {
            guard let target, target != viewController else { return nil }
            let kind: ScreenNavigation.Kind
            switch call.name {
            case "pushViewController", "show", "setViewControllers": kind = inNavigationStack ? .present(.init(inNavigationStack: true)) : .push
            case "present", "showDetailViewController": kind = .present(.init(inNavigationStack: inNavigationStack))
            default: return nil
            }
            let trigger = ScreenNavigation.enclosingName(of: call.node) ?? call.name
            return ScreenNavigation(screen: viewController, target: target, kind: kind, trigger: trigger, location: location)
        }
    }

    let index: TypeIndex

    func read(_ parsed: [ParsedFile]) -> [Found] {
        var found = [Found]()
        var isNavigatingScreen = [String: Bool]()
        for file in parsed {
            for (type, call) in file.selfNavigations where !call.showsAlert {
                let screen = isNavigatingScreen[type] ?? (index.isDeclared(type) && index.isViewController(type) && !index.isCoordinator(type))
                isNavigatingScreen[type] = screen
                // A method of the screen's own with UIKit's name (`func present(_ route: Route)`) is that method.
                guard screen, !declaresOwn(call, type) else { continue }
                let shown = shownType(call, in: type)
                if let shown, index.isSystemController(shown) { continue }
                var target = (call.target ?? shown).flatMap { index.isScreen($0) ? $0 : nil }
                var inStack = false
                // `present(UINavigationController(rootViewController: settings))`: the root is what is shown.
                if target == nil, let made = call.target ?? shown, index.ancestry(of: made).contains("UINavigationController"),
                   let root = stackRootType(call, in: type), index.isScreen(root), !index.isSystemController(root) {
                    target = root
                    inStack = true
                }
                found.append(Found(viewController: type, call: call, target: target, inNavigationStack: inStack, location: file.text.location(of: call.node)))
            }
        }
        return found
    }

    /// Whether `call` (unqualified or on `self`) runs a method `type` declares itself with those labels.
    private func declaresOwn(_ call: SelfNavigationFinder.Call, _ type: String) -> Bool {
        let callee = Interpreter.unwrapped(call.node.calledExpression)
        if let member = callee.as(MemberAccessExprSyntax.self), member.base?.trimmedSource != "self" { return false }
        let labels = call.node.arguments.map { $0.label?.text ?? "_" }
        return index.ownMethods(of: type).contains { $0.name == call.name && $0.labels == labels }
    }

    /// The type of a navigation controller's root made to be shown (``SelfNavigationFinder/Call/stackRoot``).
    private func stackRootType(_ call: SelfNavigationFinder.Call, in owner: String) -> String? {
        if let declared = call.stackRootDeclaredType { return resolved(declared, in: owner) }
        guard let root = call.stackRoot else { return nil }
        return type(of: root, in: owner) ?? SelfNavigationFinder.createdType(root)
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
    func type(of expression: ExprSyntax, in owner: String) -> String? {
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
}
