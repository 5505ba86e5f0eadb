import FlowvizCore

/// Finds retained child coordinators that are never released.
public struct LeakedChildCoordinatorRule: Rule {
    public static let description = RuleDescription(
        id: "leaked_child_coordinator",
        name: "Leaked child coordinator",
        summary: "A child the parent retains but never releases: not removed on didFinish, or never finishing on pop back or swipe dismiss.",
        rationale: """
            A parent keeps its children (childCoordinators.append, children.insert) and must remove \
            each one when it reports didFinish. If the didFinish handler does not remove it, or the \
            child never reports didFinish when the user leaves it the implicit way (popping back past a \
            horizontal child's first screen, swiping a sheet away), the parent holds it forever: every \
            run of the flow leaks a coordinator, its screens and whatever they hold. A child that a \
            bounded parent starts once, from its start, is not reported for never being removed: it \
            is freed with its parent.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [↓{"on": "didTapBuy", "action": "start", "coordinator": "Buy", "releasedOnFinish": false}]}]}"#, #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"↓{"name": "Buy", "attachment": "horizontal", "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"↓{"name": "Buy", "attachment": "vertical", "presentation": {"style": "sheet"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"{"name": "Buy", "attachment": "horizontal", "finishesOnPopBack": true, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "sheet"}, "finishesOnSwipeDismiss": true, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"coordinator": "Pay", "releasedOnFinish": false}]}"#, #"{"name": "Pay", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Card"}], "screens": [{"name": "Card", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
        ]
    )

    public init() {}

    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        var findings = [Finding]()
        // Bounded children the parent is known to keep (a long-lived one is meant to be kept). A
        // child that can never finish is missing_did_finish's one finding, not also a leak.
        let retainedSites = analysis.childStarts.filter {
            $0.facts.retained == true && $0.facts.lifetime == .bounded && MissingDidFinishRule.canFinish($0.child, in: analysis)
        }

        // Kept but never released: reported where the parent starts the child. A child a bounded
        // parent starts once, from its start, is freed with that parent (whose own leak, if any,
        // is reported where it is started).
        var reportedPairs = Set<[Int]>()
        for site in retainedSites where site.facts.released == false {
            let parent = analysis.graph.coordinators[site.parent]
            // One message per parent and child: the fix is one removal in the finish handler.
            guard reportedPairs.insert([site.parent, site.child]).inserted else { continue }
            if case .startEntry = site.element, !parent.isRoot, parent.lifetime == .bounded { continue }
            let child = analysis.graph.coordinators[site.child]
            findings.append(finding(
                "\(parent.displayName) keeps \(child.displayName), started from \(site.origin), but never removes it when it finishes: each run of the flow leaks it",
                at: site.location, element: site.element,
                notes: [.init("\(child.displayName) is declared here", at: child.location)] + retainedSites.filter {
                    $0.parent == site.parent && $0.child == site.child && $0.edge != site.edge && $0.facts.released == false
                }.map { .init("also started from \($0.origin)", at: $0.location) }
            ))
        }

        // Never finishing on the user's implicit exit: reported at the child, once. Only when the
        // child's attachment is known and nothing unknown may finish it.
        var reported = Set<Int>()
        for site in retainedSites where !reported.contains(site.child) && site.facts.attachmentKnown {
            let child = analysis.graph.coordinators[site.child]
            let problem: String
            switch child.attachment {
            case .horizontal? where !child.finishesOnPopBack:
                problem = "is a horizontal child that does not finish when the user pops back to where it started"
            case .vertical(let presentation)? where presentation.swipeDismissible && !child.finishesOnSwipeDismiss:
                problem = "is a sheet the user can swipe away, but it does not finish when that happens"
            default:
                continue
            }
            guard !Self.mayFinishUnknowably(site.child, analysis) else { continue }
            reported.insert(site.child)
            let notes = retainedSites.filter { $0.child == site.child }.map {
                Diagnostic.Note("retained by \(analysis.graph.coordinators[$0.parent].displayName) from \($0.origin)", at: $0.location)
            }
            findings.append(finding(
                "\(child.displayName) \(problem): its parent keeps it forever",
                at: child.location, element: .coordinator(child.name), notes: notes
            ))
        }
        return findings
    }

    /// Whether an unknown edge of coordinator `c` (its start or finish could not be read) may
    /// finish it: then whether it finishes on pop back or swipe is not known either.
    private static func mayFinishUnknowably(_ c: Int, _ analysis: FlowAnalysis) -> Bool {
        ([c] + analysis.screensOf[c].map(analysis.node(screen:))).contains { node in
            analysis.outgoing[node].contains { analysis.edges[$0].isUnknown && analysis.edges[$0].mayFinish }
        }
    }
}
