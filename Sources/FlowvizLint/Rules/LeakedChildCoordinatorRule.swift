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
            run of the flow leaks a coordinator, its screens and whatever they hold. Kept in a single \
            property instead, the finished child stays alive (and still receives updates) until the \
            next run replaces it: that is bounded (the slot holds one stale flow), so when a trigger \
            that can run again starts the child it is a warning, not an error. A child the user \
            leaves that way in which nothing ever reports \
            didFinish is the same leak: the parent can never be told to remove it. Both causes for one \
            child and parent are one message. A child that a \
            bounded parent starts once, from its start, is not reported for never being removed: it \
            is freed with its parent.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [↓{"on": "didTapBuy", "action": "start", "coordinator": "Buy", "releasedOnFinish": false}]}]}"#, #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [↓{"on": "didTapBuy", "action": "start", "coordinator": "Buy", "releasedOnFinish": false, "keptIn": "buyCoordinator"}]}]}"#, #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [↓{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"{"name": "Buy", "attachment": "horizontal", "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [↓{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "sheet"}, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
            // Nothing in the child ever finishes, and the user pops back past it.
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [↓{"on": "didSelectItem", "action": "start", "coordinator": "Detail"}]}]}"#, #"{"name": "Detail", "attachment": "horizontal", "start": [{"screen": "Item"}], "screens": [{"name": "Item"}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"{"name": "Buy", "attachment": "horizontal", "finishesOnPopBack": true, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "sheet"}, "finishesOnSwipeDismiss": true, "start": [{"screen": "Pay"}], "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
            RuleExamples.app(#"{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"}]}]}"#, #"{"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"coordinator": "Pay", "releasedOnFinish": false}]}"#, #"{"name": "Pay", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Card"}], "screens": [{"name": "Card", "transitions": [{"on": "didPay", "action": "finish"}]}]}"#),
        ],
        triggeringSwiftExamples: [swiftExample(triggering: true)],
        nonTriggeringSwiftExamples: [swiftExample(triggering: false)]
    )

    public init() {}

    public func check(_ analysis: FlowAnalysis) -> [Finding] {
        var findings = [Finding]()
        // Bounded children the parent is known to keep (a long-lived one is meant to be kept). A
        // child that can never finish is missing_did_finish's one finding, not also a leak.
        // A child the user leaves the implicit way while nothing in it ever finishes, kept by its
        // parent, is this rule's too: the parent can never be told to remove it.
        let retainedSites = analysis.childStarts.filter {
            $0.facts.retained == true && $0.facts.lifetime == .bounded
                && (MissingDidFinishRule.canFinish($0.child, in: analysis) || MissingDidFinishRule.leftWithoutFinishing($0.child, in: analysis))
        }
        let neverFinishing = Set(retainedSites.map(\.child).filter { !MissingDidFinishRule.canFinish($0, in: analysis) })
        let exits = Self.unfinishedExits(retainedSites.filter { !neverFinishing.contains($0.child) }, analysis)

        // Kept but never released: reported where the parent starts the child, once per parent and
        // child (the fix is one removal in the finish handler). A child a bounded parent starts
        // once, from its start, is freed with that parent (whose own leak, if any, is reported
        // where it is started).
        var seenPairs = Set<[Int]>()
        let reported = retainedSites.filter { site in
            guard site.facts.released == false || neverFinishing.contains(site.child),
                  seenPairs.insert([site.parent, site.child]).inserted else { return false }
            let parent = analysis.graph.coordinators[site.parent]
            if case .startEntry = site.element, !parent.isRoot, parent.lifetime == .bounded { return false }
            return true
        }
        let reportedPairs = Set(reported.map { [$0.parent, $0.child] })
        // A child whose every keeper is reported here gets its implicit exit said in those messages.
        let folded = Set(exits.keys.filter { c in
            retainedSites.allSatisfy { $0.child != c || reportedPairs.contains([$0.parent, c]) }
        })
        for site in reported {
            let parent = analysis.graph.coordinators[site.parent]
            let child = analysis.graph.coordinators[site.child]
            let never = neverFinishing.contains(site.child)
            let unreleased = retainedSites.filter { $0.parent == site.parent && $0.child == site.child && ($0.facts.released == false || never) }
            let exit = folded.contains(site.child) ? exits[site.child].map { ", and \(child.displayName) \($0.clause)" } ?? "" : ""
            let message: String
            // A single property a trigger fills each time it runs: the next run replaces the stale child.
            let replaced = site.facts.start.keptIn != nil && unreleased.allSatisfy { $0.facts.start.keptIn == site.facts.start.keptIn && Self.canRunAgain($0) }
            if never {
                let outcome = site.facts.start.keptIn.map { "it stays in '\($0)' until the next run replaces it" } ?? "each run of the flow leaks it"
                message = "\(parent.displayName) keeps \(child.displayName), started from \(site.origin), but nothing in \(child.displayName) ever reports didFinish, so it is never removed: \(outcome)"
            } else if let slot = site.facts.start.keptIn, unreleased.allSatisfy({ $0.facts.start.keptIn == slot }) {
                // One property, replaced by the next start: the finished child lingers, it does not pile up.
                let outcome = exit.isEmpty ? "the finished flow stays alive" : "the flow stays alive after it ends,"
                message = "\(parent.displayName) keeps \(child.displayName), started from \(site.origin), in '\(slot)' and never clears it when it finishes\(exit): \(outcome) until the next run replaces it"
            } else {
                message = "\(parent.displayName) keeps \(child.displayName), started from \(site.origin), but never removes it when it finishes\(exit): each run of the flow leaks it"
            }
            findings.append(finding(
                message, at: Self.keepPlace(site), element: site.element,
                notes: [.init("\(child.displayName) is declared here", at: child.location)] + Self.triggerNote(site)
                    + unreleased.filter { $0.edge != site.edge }.map { .init("also started from \($0.origin)", at: $0.location) },
                severity: replaced ? .warning : nil
            ))
        }

        // Never finishing on the user's implicit exit: reported once per child, unless said above,
        // where its parent keeps and starts it (where the fix goes: release it there on that exit,
        // or make the child finish), with the child's declaration and its other keepers as notes.
        for c in exits.keys.sorted() where !folded.contains(c) {
            let child = analysis.graph.coordinators[c]
            let keepers = retainedSites.filter { $0.child == c }
            let first = keepers.first { $0.location != nil }
            let notes = [Diagnostic.Note("\(child.displayName) is declared here", at: child.location)] + (first.map(Self.triggerNote) ?? [])
                + keepers.filter { $0.edge != first?.edge }.map {
                Diagnostic.Note("also retained by \(analysis.graph.coordinators[$0.parent].displayName) from \($0.origin)", at: $0.location)
            }
            // Kept only in single properties: the next start replaces it.
            let replaced = keepers.allSatisfy { $0.facts.start.keptIn != nil && Self.canRunAgain($0) }
            let kept = replaced ? "until the next run replaces it" : "forever"
            let keeper = first.map { " (\(analysis.graph.coordinators[$0.parent].displayName) keeps it, started from \($0.origin))" } ?? ""
            findings.append(finding(
                "\(child.displayName) \(exits[c]!.problem)\(keeper): its parent keeps it \(kept)",
                at: first.map(Self.keepPlace) ?? child.location, element: first?.element ?? .coordinator(child.name), notes: notes,
                severity: replaced ? .warning : nil
            ))
        }
        return findings
    }

    /// Whether the start at `site` can run again and so replace what its slot holds: a trigger
    /// (a screen's event, a handled route), not the parent's own start.
    private static func canRunAgain(_ site: FlowAnalysis.ChildStartSite) -> Bool {
        if case .startEntry = site.element { return false }
        return true
    }

    /// Where a leak of the child `site` starts is reported: where the parent keeps it, when the
    /// graph says (`keptAt`), else the start.
    private static func keepPlace(_ site: FlowAnalysis.ChildStartSite) -> SourceLocation? {
        site.facts.start.keptAt ?? site.location
    }

    /// The trigger that starts the child, as a note, when the leak is reported elsewhere (at its keep line).
    private static func triggerNote(_ site: FlowAnalysis.ChildStartSite) -> [Diagnostic.Note] {
        guard let keptAt = site.facts.start.keptAt, keptAt != site.location else { return [] }
        return [.init("started from \(site.origin)", at: site.location)]
    }

    /// Kept children that do not finish when the user leaves them the implicit way (popping back
    /// past a horizontal child's first screen, swiping a sheet away): the problem, and the same
    /// as a clause. Only when the child's attachment is known and nothing unknown may finish it.
    private static func unfinishedExits(_ sites: [FlowAnalysis.ChildStartSite], _ analysis: FlowAnalysis) -> [Int: (problem: String, clause: String)] {
        var exits = [Int: (problem: String, clause: String)]()
        for site in sites where exits[site.child] == nil && site.facts.attachmentKnown {
            let child = analysis.graph.coordinators[site.child]
            switch child.attachment {
            case .horizontal? where !child.finishesOnPopBack:
                exits[site.child] = ("is a horizontal child that does not finish when the user pops back to where it started",
                                     "does not finish when the user pops back to where it started")
            case .vertical(let presentation)? where presentation.swipeDismissible && !child.finishesOnSwipeDismiss:
                exits[site.child] = ("is a sheet the user can swipe away, but it does not finish when that happens",
                                     "does not finish when the user swipes its sheet away")
            default:
                continue
            }
            if mayFinishUnknowably(site.child, analysis) { exits[site.child] = nil }
        }
        return exits
    }

    /// Whether an unknown edge of coordinator `c` (its start or finish could not be read) may
    /// finish it: then whether it finishes on pop back or swipe is not known either.
    private static func mayFinishUnknowably(_ c: Int, _ analysis: FlowAnalysis) -> Bool {
        ([c] + analysis.screensOf[c].map(analysis.node(screen:))).contains { node in
            analysis.outgoing[node].contains { analysis.edges[$0].isUnknown && analysis.edges[$0].mayFinish }
        }
    }
}
