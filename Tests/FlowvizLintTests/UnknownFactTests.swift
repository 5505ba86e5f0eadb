import FlowvizCore
import FlowvizDSL
import FlowvizJSON
import FlowvizLint
import Testing

/// Known and unknown (Docs/DOMAIN.md): no rule concludes anything from an unknown fact, each unknown is
/// one note, and one misread gives at most one message.
@Suite struct UnknownFactTests {
    /// App's Home starts Help; Help declares Topics but its start is empty, or unknown.
    func help(startUnknown: Bool) throws -> AppGraph {
        try AppGraph.define {
            Coordinator("App", root: true) {
                StartsWith(screen: "Home")
                Screen("Home") { On("didTapHelp", .start("Help")) }
            }
            Coordinator("Help", attachment: .horizontal) {
                Screen("Topics") { On("didTapArticle", .push("Article")) }
                Screen("Article")
            }
            if startUnknown {
                NotRead(.start, coordinator: "Help", reason: "`rootViewController` is a lazy property")
            }
        }
    }

    @Test func oneUnknownStartGivesExactlyOneMessage() throws {
        let known = Linter.lint(try help(startUnknown: false)).map(\.ruleID).sorted()
        // The known-empty start cascades, as it should: the reading is certain.
        #expect(known.contains("empty_start") && known.contains("unreachable_screen"))
        let findings = Linter.lint(try help(startUnknown: true))
        #expect(findings.map(\.ruleID) == ["not_fully_read"])
        #expect(findings.first?.severity == .note)
        #expect(findings.first?.message == "Help is not fully read: what its start shows could not be followed: `rootViewController` is a lazy property")
        #expect(findings.first?.element == .coordinator("Help"))
        #expect(findings.first?.location != nil)
    }

    @Test func unknownTriggersMayLeadAnywhereInTheCoordinatorAndToItsChildren() throws {
        let graph = try AppGraph.define {
            Coordinator("App", root: true) {
                StartsWith(screen: "Home")
                Screen("Home") { On("didTapSettings", .start("Settings")) }
            }
            Coordinator("Settings", attachment: .vertical(.fullScreen)) {
                StartsWith(screen: "Menu")
                Screen("Menu")
                Screen("Privacy")
                Screen("Account") { On("didTapLogout", .start("Logout")) }
            }
            Coordinator("Logout", attachment: .vertical(.fullScreen)) {
                StartsWith(screen: "Confirm")
                Screen("Confirm") { On("didConfirm", .finish) }
            }
            Coordinator("Elsewhere", attachment: .vertical(.fullScreen)) {
                StartsWith(screen: "Lost")
                Screen("Lost") { On("didClose", .finish) }
            }
            NotRead(.triggers, coordinator: "Settings", screen: "Menu", reason: "the table view's delegate is a separate type")
        }
        let findings = Linter.lint(graph)
        // Privacy, Account and Logout may be reached from Menu; Settings may finish from Menu, so
        // no missing_did_finish and no dead end. Elsewhere stays unreachable: nothing unknown is
        // in a coordinator that starts it.
        #expect(findings.map(\.ruleID).sorted() == ["not_fully_read", "unreachable_coordinator"])
        #expect(findings.contains { $0.ruleID == "unreachable_coordinator" && $0.element == .coordinator("Elsewhere") })
        let path = try FlowAnalysis(graph).shortestPath(to: .screen(coordinator: "Logout", name: "Confirm"))
        #expect(path.steps.map(\.action).contains("unknown triggers"))
    }

    @Test func unknownBookkeepingIsNeitherALeakNorUnretained() throws {
        func graph(_ facts: [UnknownFact.Aspect]) throws -> AppGraph {
            try AppGraph.define {
                Coordinator("App", root: true) {
                    StartsWith(screen: "Home")
                    Screen("Home") { On("didTapBuy", .start("Buy", retained: false, releasedOnFinish: false)); On("didTapInfo", .start("Info")) }
                }
                Coordinator("Buy", attachment: .vertical(.fullScreen)) { StartsWith(screen: "Pay"); Screen("Pay") { On("didPay", .finish) } }
                Coordinator("Info", attachment: .horizontal) { StartsWith(screen: "Page"); Screen("Page") { On("didClose", .finish) } }
                for aspect in facts {
                    NotRead(aspect, coordinator: "App", child: aspect == .presentation ? "Info" : "Buy", reason: "kept by a helper (\(aspect))")
                }
            }
        }
        let known = Linter.lint(try graph([])).map(\.ruleID)
        #expect(known.contains("unretained_child_coordinator") && known.contains("leaked_child_coordinator"))
        let unknown = Linter.lint(try graph([.retention, .release, .presentation])).map(\.ruleID)
        #expect(unknown == ["not_fully_read", "not_fully_read", "not_fully_read"])
    }

    @Test func oneGapSeveralScreensReachIsOneNote() throws {
        // A helper two screens' triggers call presents a value the scanner cannot follow: the graph
        // keeps a fact per screen (each may lead anywhere), the report says it once.
        func graph(sameReason: Bool) throws -> AppGraph {
            try AppGraph.define {
                Coordinator("App", root: true) {
                    StartsWith(screen: "Home")
                    Screen("Home") { On("didTapInfo", .push("Info")) }
                    Screen("Info")
                }
                for screen in ["Home", "Info"] {
                    NotRead(.target, coordinator: "App", screen: screen, reason: sameReason ? "`present` of `sheet`" : "`present` of `\(screen)`", line: 7, column: 3)
                }
            }
        }
        let notes = Linter.lint(try graph(sameReason: true)).filter { $0.ruleID == "not_fully_read" }
        #expect(try graph(sameReason: true).unknowns.count == 2)
        #expect(notes.map(\.message) == ["App is not fully read: what Home shows could not be followed: `present` of `sheet`"])
        #expect(Linter.lint(try graph(sameReason: false)).filter { $0.ruleID == "not_fully_read" }.count == 2)
    }

    @Test func oneReasonAtOnePlaceIsOneNoteWhateverItLeavesUnknown() throws {
        // A coordinator shared code names per target: its start and how each target's is shown
        // are unknown for one reason, at its declaration: one note. Another reason there is another.
        func graph(otherReason: Bool) throws -> AppGraph {
            try AppGraph.define {
                Coordinator("App", root: true) { StartsWith(screen: "Home"); Screen("Home") { On("didTapGuide", .start("Guide")) } }
                Coordinator("Guide", attachment: .horizontal) { StartsWith(screen: "Page"); Screen("Page") }
                NotRead(.start, coordinator: "Guide", reason: "declared once per target", line: 3, column: 1)
                NotRead(.presentation, coordinator: "Guide", reason: "declared once per target", line: 3, column: 1)
                NotRead(.finish, coordinator: "Guide", reason: otherReason ? "shown by a helper" : "declared once per target", line: 3, column: 1)
            }
        }
        let notes = Linter.lint(try graph(otherReason: false)).filter { $0.ruleID == "not_fully_read" }.map(\.message)
        #expect(notes == ["Guide is not fully read: what its start shows could not be followed: declared once per target"])
        #expect(Linter.lint(try graph(otherReason: true)).filter { $0.ruleID == "not_fully_read" }.count == 2)
    }

    @Test func aChildMadeWhereTheTriggersAreAlreadyUnknownIsNoSecondNote() throws {
        func graph(triggersUnknown: Bool) throws -> AppGraph {
            try AppGraph.define {
                Coordinator("App", root: true) { StartsWith(screen: "Home"); Screen("Home") }
                Coordinator("Item", attachment: .horizontal) { StartsWith(screen: "Detail"); Screen("Detail") }
                NotRead(.entry, coordinator: "App", child: "Item", reason: "App makes Item in code where the scanner reads no start of it")
                if triggersUnknown { NotRead(.triggers, coordinator: "App", reason: "routes of App are sent from code the scanner cannot attribute: .item") }
            }
        }
        let open = Linter.lint(try graph(triggersUnknown: true))
        #expect(open.map(\.ruleID) == ["not_fully_read"])
        #expect(open.first?.message.contains("cannot attribute") == true)
        // Nothing else says it: the entry is its own note, and the child is not called unreachable.
        let alone = Linter.lint(try graph(triggersUnknown: false))
        #expect(alone.map(\.ruleID) == ["not_fully_read"])
        #expect(alone.first?.message.contains("whether and where it starts Item") == true)
    }

    @Test func anUnknownNamingNoCoordinatorIsALoadError() {
        let json = #"{"version": 1, "coordinators": [{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home"}]}], "unknowns": [{"aspect": "start", "coordinator": "Ap", "reason": "lazy"}]}"#
        #expect {
            try JSONGraphLoader.load(string: json, file: "u.json")
        } throws: { error in
            "\(error)".contains("names no coordinator") && "\(error)".contains("'App'")
        }
    }

    @Test func unknownsRoundTripThroughTheCanonicalWriter() throws {
        let json = #"{"version": 1, "coordinators": [{"name": "App", "root": true, "start": [{"screen": "Home"}], "screens": [{"name": "Home"}]}], "unknowns": [{"aspect": "triggers", "coordinator": "App", "screen": "Home", "reason": "a closure property"}, {"aspect": "retention", "coordinator": "App", "child": "App", "reason": "a helper"}]}"#
        let graph = try JSONGraphLoader.load(string: json, file: "u.json")
        #expect(graph.unknowns.map(\.aspect) == [.triggers, .retention])
        #expect(graph.unknowns.first?.screen == "Home")
        let written = CanonicalWriter.string(for: graph)
        let again = try JSONGraphLoader.load(string: written, file: "again.json")
        #expect(again.unknowns.map { [$0.aspect.rawValue, $0.coordinator, $0.screen ?? "", $0.child ?? "", $0.reason] }
            == graph.unknowns.map { [$0.aspect.rawValue, $0.coordinator, $0.screen ?? "", $0.child ?? "", $0.reason] })
        #expect(CanonicalWriter.string(for: again) == written)
    }
}
