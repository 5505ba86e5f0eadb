import FlowvizCore

/// The element a finding is about, by name, so reports and drawings can point at it.
public enum ElementReference: Hashable, Sendable {
    case graph
    case coordinator(String)
    case screen(coordinator: String, screen: String)
    /// A transition, by its screen and trigger (and its position among that screen's transitions).
    case transition(coordinator: String, screen: String, trigger: String, index: Int)
    case startEntry(coordinator: String, index: Int)
    case handler(coordinator: String, event: String)
    case deepLink(String)
    /// A fact a scan of Swift sources recorded (``SourceFact``): its position in
    /// `AppGraph.sourceFacts`, its kind keyword, subject and detail.
    case sourceFact(index: Int, kind: String, subject: String, detail: String)
}

/// One problem a rule found.
public struct Finding: Hashable, Sendable, CustomStringConvertible {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// Where the element at fault is declared.
    public var location: SourceLocation?
    public var element: ElementReference
    /// Related places: where a child is started, where its finish is handled or not.
    public var notes: [Diagnostic.Note]

    public init(
        ruleID: String, severity: Severity, message: String, location: SourceLocation?,
        element: ElementReference, notes: [Diagnostic.Note] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.element = element
        self.notes = notes
    }

    /// `path:line:col: error: message (rule_id)`.
    public var description: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message) (\(ruleID))"
    }

    /// Deterministic report order: file, line, column, rule id, then message.
    public static func inReportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        SourceLocation.precedes(lhs.location, rhs.location) ?? ((lhs.ruleID, lhs.message) < (rhs.ruleID, rhs.message))
    }
}
