import FlowvizCore

/// Finds deep links whose steps cannot be followed.
public struct InvalidDeepLinkRule: Rule {
    public static let description = RuleDescription(
        id: "invalid_deep_link",
        name: "Invalid deep link",
        summary: "A deep link whose target is undeclared, or whose next step is not reachable from the previous one.",
        rationale: """
            A deep link jumps into the middle of a flow by replaying its steps: start the root, \
            start this child, show that screen (seed 001's start(with: DeepLinkOption)). A step \
            naming a screen or coordinator that does not exist, or one the previous step cannot \
            lead to, is a link that opens the app on the wrong screen or nowhere.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "List"}], "screens": [{"name": "List", "transitions": [{"on": "didSelect", "action": "push", "screen": "Detail"}]}, {"name": "Detail"}]}"#,
                deepLinks: #"[{"name": "cart", "path": [↓{"screen": "Cart"}]}]"#
            ),
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "List"}], "screens": [{"name": "List", "transitions": [{"on": "didSelect", "action": "push", "screen": "Detail"}]}, {"name": "Detail"}]}"#,
                deepLinks: #"[{"name": "back", "path": [{"screen": "Detail"}, ↓{"screen": "List"}]}]"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "List"}], "screens": [{"name": "List", "transitions": [{"on": "didSelect", "action": "push", "screen": "Detail"}]}, {"name": "Detail"}]}"#,
                deepLinks: #"[{"name": "detail", "path": [{"screen": "Detail"}]}]"#
            ),
        ],
        triggeringSwiftExamples: [swiftExample(triggering: true)],
        nonTriggeringSwiftExamples: [swiftExample(triggering: false)]
    )

    public init() {}

    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        analysis.graph.deepLinks.compactMap { link in
            guard case .broken(let step, let message) = analysis.resolve(link) else { return nil }
            let location = link.path.indices.contains(step) ? link.path[step].location ?? link.location : link.location
            return finding(
                "deep link '\(link.name)' is broken at step \(step + 1): \(message)",
                at: location, element: .deepLink(link.name),
                notes: [.init("deep link '\(link.name)' is declared here", at: link.location)]
            )
        }
    }
}
