/// Builds the small JSON definitions rules use as examples.
///
/// `RuleExamples.app(root:, others:)` wraps coordinator objects (JSON text) into a version 1
/// document; the root coordinator is named `App`.
enum RuleExamples {
    static func app(_ coordinators: String..., deepLinks: String = "[]", sourceFacts: String = "[]", unknowns: String = "[]") -> String {
        """
        {"version": 1, "coordinators": [
          \(coordinators.joined(separator: ",\n  "))
        ], "deepLinks": \(deepLinks), "sourceFacts": \(sourceFacts), "unknowns": \(unknowns)}
        """
    }

    /// A one-file Swift app for a rule's Swift examples: the `Coordinator` protocol and an app
    /// delegate that starts `root` (created with a navigation controller), then `body`.
    static func swiftApp(root: String, _ body: String) -> String {
        """
        protocol Coordinator: AnyObject { func start() }
        final class AppDelegate {
            var coordinator: \(root)?
            func launch() { coordinator = \(root)(navigation: UINavigationController()); coordinator?.start() }
        }
        \(body)
        """
    }
}
