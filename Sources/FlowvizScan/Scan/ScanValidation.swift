import FlowvizCore

/// The scanner checks its own output as the JSON and DSL loaders check theirs: a scanned graph
/// that is no graph at all (two roots, a dangling reference) is a scanner bug to report, never
/// something to lint.
enum ScanValidation {
    /// ``GraphValidator``'s diagnostics; none for sources without coordinators (the caller says
    /// that in its own words).
    static func validate(_ graph: AppGraph, hasCoordinators: Bool) -> [Diagnostic] {
        hasCoordinators ? GraphValidator.validate(graph) : []
    }
}
