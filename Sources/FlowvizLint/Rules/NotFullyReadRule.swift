import FlowvizCore

/// Reports each fact a scan could not read, once, as a note.
public struct NotFullyReadRule: Rule {
    public static let description = RuleDescription(
        id: "not_fully_read",
        name: "Not fully read",
        summary: "A part of a coordinator's flow that the scan of Swift sources could not follow (a note, never a failure).",
        rationale: """
            flowviz says only what the code proves. What it could not read (a first screen in a lazy \
            property, a push of a value it cannot follow, a helper that keeps children in a way it \
            does not know) is unknown: no rule concludes anything from it, so no finding stands on a \
            misread. This note says where the reading stopped and why, once per unknown, so a \
            reviewer knows which parts of the app were not checked.
            """,
        defaultSeverity: .note,
        triggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapHelp", "action": "start", "coordinator": "Help"}]}]}"#,
                #"{"name": "Help", "attachment": "horizontal", "finishesOnPopBack": true, "start": [], "screens": [{"name": "Topics"}]}"#,
                unknowns: #"[↓{"aspect": "start", "coordinator": "Help", "reason": "`rootViewController` is a lazy property"}]"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(
                #"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapHelp", "action": "start", "coordinator": "Help"}]}]}"#,
                #"{"name": "Help", "attachment": "horizontal", "finishesOnPopBack": true, "start": [{"screen": "Topics"}], "screens": [{"name": "Topics"}]}"#
            ),
        ],
        triggeringSwiftExamples: [swiftExample(triggering: true)],
        nonTriggeringSwiftExamples: [swiftExample(triggering: false)]
    )

    public init() {}

    /// The Swift example: with `triggering`, the app that pushes what a factory from a dictionary makes, which the scanner cannot follow.
    static func swiftExample(triggering: Bool) -> String {
        RuleExamples.swiftApp(root: "AppCoordinator", """
        final class AppCoordinator: Coordinator {
            let navigation: UINavigationController
            let screens: [String: () -> UIViewController]
            init(navigation: UINavigationController, screens: [String: () -> UIViewController] = [:]) { self.navigation = navigation; self.screens = screens }
            func start() {
                let list = ListViewController()
                list.onSelectItem = { [weak self] in self?.showDetail() }
                navigation.setViewControllers([list], animated: false)
            }
            func showDetail() {
                \(triggering ? "↓navigation.pushViewController(screens[\"detail\"]!(), animated: true)" : "navigation.pushViewController(DetailViewController(), animated: true)")
            }
        }
        final class ListViewController: UIViewController { var onSelectItem: (() -> Void)? }
        final class DetailViewController: UIViewController {}
        """)
    }

    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        Self.reportedFacts(analysis).map { fact in
            let coordinator = analysis.graph.coordinator(named: fact.coordinator)?.displayName ?? fact.coordinator
            let element: ElementReference = fact.screen.map { .screen(coordinator: fact.coordinator, screen: $0) } ?? .coordinator(fact.coordinator)
            return finding("\(coordinator) is not fully read: \(Self.what(fact)) could not be followed: \(fact.reason)", at: fact.location, element: element)
        }
    }

    /// The facts this rule gives a note on, one per misread: the graph keeps more, for the
    /// analysis. ``SourceReading`` counts what these are about.
    public static func reportedFacts(_ analysis: FlowAnalysis) -> [UnknownFact] {
        // A fact whose own suppressions name this rule is acknowledged where it was read (a
        // `flowviz:disable` directive on its line); its note is not given.
        // One misread, one message: a gap at one place that several screens reach (a helper
        // each screen's trigger calls) is one note; the graph keeps a fact per screen, for the
        // analysis. The note names the start when the gap is in it, else the first screen.
        var said = [String: Int]()
        var facts = [UnknownFact]()
        // A coordinator whose start, or all of whose screens' triggers, are not read may start any
        // child it makes: a child made there is that gap, not a second one (its `entry` fact
        // stays in the graph for the analysis).
        let openEnded = Set(analysis.graph.unknowns.filter { $0.aspect == .start || $0.aspect == .triggers && $0.screen == nil }.map(\.coordinator))
        for fact in analysis.graph.unknowns where !fact.suppressions.contains(where: { $0.ruleID == description.id }) {
            if fact.aspect == .entry, fact.child != nil, openEnded.contains(fact.coordinator) { continue }
            // Code not followed that makes a coordinator the read flow already starts changes
            // nothing the checks say (it is reached): no gap in what was read.
            if fact.aspect == .entry, fact.child == nil, let index = analysis.coordinatorIndex[fact.coordinator],
               analysis.reachability.coordinators[index] { continue }
            guard let location = fact.location else { facts.append(fact); continue }
            // The same reason at the same place is one gap, whatever it leaves unknown (what
            // the start or a screen shows, how each child is shown): one note, the start's first.
            let key = "\(fact.coordinator)|\(fact.reason)|\(location)"
            if let at = said[key] {
                if fact.aspect == .start, facts[at].aspect != .start { facts[at] = fact }
                continue
            }
            said[key] = facts.count
            facts.append(fact)
        }
        return facts
    }

    /// The part of the flow that is unknown, in words.
    static func what(_ fact: UnknownFact) -> String {
        let screen = fact.screen.map { " \($0)" } ?? ""
        let child = fact.child ?? "a child"
        switch fact.aspect {
        case .start: return "what its start shows"
        case .triggers: return fact.screen.map { "what \($0)'s triggers do" } ?? "what its screens' triggers do"
        case .retention: return "whether it keeps \(child)"
        case .release: return "whether it releases \(child) when it finishes"
        case .presentation: return fact.child.map { "how \($0) is presented" } ?? "how it is presented"
        case .finish: return "whether\(screen.isEmpty ? " it" : " \(fact.screen!) in it") finishes"
        case .target: return "what\(screen.isEmpty ? " its start" : screen) shows"
        case .entry: return fact.child.map { "whether and where it starts \($0)" } ?? "whether and where it is started"
        }
    }
}
