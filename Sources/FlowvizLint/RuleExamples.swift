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
}
