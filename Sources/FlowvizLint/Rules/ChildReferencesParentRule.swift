import FlowvizCore

/// Finds child coordinators that store a reference to their parent (source only).
public struct ChildReferencesParentRule: Rule {
    public static let description = RuleDescription(
        id: "child_references_parent",
        name: "Child references parent",
        summary: "A child coordinator stores a reference to its parent coordinator.",
        rationale: """
            A child coordinator should be unaware of its parent: it reports didFinish (a closure, a \
            delegate protocol, a signal) and the parent decides. A child that holds its parent can \
            tell it what to do, couples the flows in both directions, and, held strongly, forms a \
            retain cycle. A weak reference used only to report that the child is done or to leave \
            the parent's children (`parentCoordinator?.childDidFinish(self)`), the idiom most \
            tutorials teach, is not reported. Found by `flowviz scan` in Swift sources.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "type": "AppCoordinator", "root": true, "start": [{"coordinator": "Login"}]}"#,
                #"{"name": "Login", "type": "LoginCoordinator", "attachment": "vertical", "start": [{"screen": "Form"}], "screens": [{"name": "Form", "transitions": [{"on": "didLogIn", "action": "finish"}]}]}"#,
                sourceFacts: #"[↓{"kind": "childReferencesParent", "coordinator": "Login", "property": "parentCoordinator", "parent": "AppCoordinator"}]"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "type": "AppCoordinator", "root": true, "start": [{"coordinator": "Login"}]}"#,
                #"{"name": "Login", "type": "LoginCoordinator", "attachment": "vertical", "start": [{"screen": "Form"}], "screens": [{"name": "Form", "transitions": [{"on": "didLogIn", "action": "finish"}]}]}"#
            ),
        ],
        triggeringSwiftExamples: [swiftExample(triggering: true)],
        nonTriggeringSwiftExamples: [swiftExample(triggering: false)]
    )

    public init() {}

    /// The Swift example: with `triggering`, the app whose login coordinator keeps its parent.
    static func swiftExample(triggering: Bool) -> String {
        let keepsParent = triggering ? "\n        login.parentCoordinator = self" : ""
        let parentProperty = triggering ? "\n    var ↓parentCoordinator: AppCoordinator?" : ""
        return RuleExamples.swiftApp(root: "AppCoordinator", """
        final class AppCoordinator: Coordinator {
            let navigation: UINavigationController
            var children: [Coordinator] = []
            init(navigation: UINavigationController) { self.navigation = navigation }
            func start() {
                let login = LoginCoordinator(navigation: navigation)\(keepsParent)
                login.onFinish = { [weak self, weak login] in self?.children.removeAll { $0 === login } }
                children.append(login)
                login.start()
            }
        }
        final class LoginCoordinator: Coordinator {\(parentProperty)
            var onFinish: (() -> Void)?
            let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            func start() {
                let form = FormViewController()
                form.onLogIn = { [weak self] in self?.onFinish?() }
                navigation.present(form, animated: true)
            }
        }
        final class FormViewController: UIViewController { var onLogIn: (() -> Void)? }
        """)
    }

    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        analysis.graph.sourceFacts.enumerated().compactMap { index, fact in
            guard case .childReferencesParent(let coordinator, let property, let parent) = fact.kind else { return nil }
            let child = analysis.graph.coordinator(named: coordinator)?.displayName ?? coordinator
            return finding(
                "\(child) keeps a reference to its parent \(parent) in '\(property)': report didFinish (a closure, a delegate) and let the parent decide",
                at: fact.location, element: fact.element(index: index)
            )
        }
    }
}

extension SourceFact {
    /// How findings and suppressions refer to the fact at `index` of `AppGraph.sourceFacts`.
    func element(index: Int) -> ElementReference {
        .sourceFact(index: index, kind: kind.keyword, subject: kind.subject, detail: kind.detail)
    }
}
