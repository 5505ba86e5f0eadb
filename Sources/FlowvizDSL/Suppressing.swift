/// An element that can carry suppressions: the DSL form of `suppress` in JSON.
public protocol Suppressible {
    var suppressions: [Suppression] { get set }
}

extension Suppressible {
    /// Asks the linter not to report `ruleID` on this element (and on what it contains).
    ///
    /// A suppression that suppresses nothing is itself reported (`superfluous_suppression`).
    public func suppressing(
        _ ruleID: String, reason: String? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Self {
        var copy = self
        copy.suppressions.append(Suppression(ruleID, reason: reason, location: .callSite(fileID, line, column)))
        return copy
    }
}

extension Coordinator: Suppressible {}
extension Screen: Suppressible {}
extension DeepLink: Suppressible {}

extension On: Suppressible {
    public var suppressions: [Suppression] {
        get { transition.suppressions }
        set { transition.suppressions = newValue }
    }
}

extension StartsWith: Suppressible {
    public var suppressions: [Suppression] {
        get { entry.suppressions }
        set { entry.suppressions = newValue }
    }
}

extension Handles: Suppressible {
    public var suppressions: [Suppression] {
        get { handler.suppressions }
        set { handler.suppressions = newValue }
    }
}
