import FlowvizCore
import FlowvizDSL
import FlowvizLint
import Testing

/// Each rule on a small graph that triggers it and one that does not.
@Suite struct RuleTests {
    func findings(_ rule: any Rule.Type, _ graph: AppGraph) -> [Finding] {
        Linter.lint(graph, rules: [rule])
    }

    /// App → Photo → start Buy (horizontal), with the given bookkeeping and finishing facts.
    func photoStore(retained: Bool = true, released: Bool = true, finishesOnPopBack: Bool = true, buyFinishes: Bool = true) throws -> AppGraph {
        try AppGraph.define("PhotoStore") {
            Coordinator("App", type: "AppCoordinator", root: true) {
                StartsWith(screen: "Photos")
                Screen("Photos", type: "PhotosViewController") { On("didSelectPhoto", .push("Photo")) }
                Screen("Photo", type: "PhotoViewController") {
                    On("didBuyPhoto", .start("Buy", retained: retained, releasedOnFinish: released))
                }
            }
            Coordinator("Buy", type: "BuyCoordinator", attachment: .horizontal, finishesOnPopBack: finishesOnPopBack) {
                StartsWith(screen: "BuyPhoto")
                Screen("BuyPhoto", type: "BuyViewController") {
                    if buyFinishes { On("didBuyPhoto", .finish) } else { On("didBuyPhoto", .push("Receipt")) }
                }
                Screen("Receipt")
            }
        }
    }

    @Test func cleanGraphHasNoFindings() throws {
        let graph = try AppGraph.define {
            Coordinator("App", root: true) {
                StartsWith(screen: "Home")
                Screen("Home") { On("didTapBuy", .start("Buy")) }
            }
            Coordinator("Buy", attachment: .vertical(.fullScreen)) {
                StartsWith(screen: "Pay")
                Screen("Pay") { On("didPay", .finish) }
            }
        }
        #expect(Linter.lint(graph).isEmpty)
    }

    // MARK: unreachable_screen

    @Test func unreachableScreenIsReportedAtTheScreen() throws {
        let graph = try photoStore()
        let found = findings(UnreachableScreenRule.self, graph)
        #expect(found.count == 1)
        #expect(found.first?.element == .screen(coordinator: "Buy", screen: "Receipt"))
        #expect(found.first?.message == "Receipt in BuyCoordinator is unreachable: no start, push, present or handled event leads to it")
        #expect(found.first?.location == graph.coordinator(named: "Buy")?.screen(named: "Receipt")?.location)
    }

    @Test func screensReachedThroughBranchesChildrenAndEventsAreReachable() throws {
        let graph = try AppGraph.define {
            Coordinator("App", root: true) {
                StartsWith(screen: "Welcome", when: "first launch")
                StartsWith(screen: "Home", when: "returning")
                Screen("Welcome")
                Screen("Home") { On("didTapEdit", .start("Edit")) }
                Screen("Saved")
                Handles("saved", stopsPropagation: true, then: .push("Saved"))
            }
            Coordinator("Edit", attachment: .horizontal, finishesOnPopBack: true) {
                StartsWith(child: "Form")
            }
            Coordinator("Form", attachment: .horizontal, finishesOnPopBack: true) {
                StartsWith(screen: "Fields")
                Screen("Fields") { On("didSave", .send("saved")) }
                Screen("Recursive") 
            }
        }
        let found = findings(UnreachableScreenRule.self, graph)
        #expect(found.map(\.element) == [.screen(coordinator: "Form", screen: "Recursive")])
    }

    @Test func anEventStoppedBelowDoesNotReachTheHandlerAbove() throws {
        let graph = try AppGraph.define {
            Coordinator("App", root: true) {
                StartsWith(child: "Middle")
                Screen("OnlyByEvent")
                Handles("ping", then: .push("OnlyByEvent"))
            }
            Coordinator("Middle", attachment: .horizontal, finishesOnPopBack: true) {
                StartsWith(child: "Leaf")
                Handles("ping", stopsPropagation: true)
            }
            Coordinator("Leaf", attachment: .horizontal, finishesOnPopBack: true) {
                StartsWith(screen: "Button")
                Screen("Button") { On("didTap", .send("ping")) }
            }
        }
        #expect(findings(UnreachableScreenRule.self, graph).map(\.element) == [.screen(coordinator: "App", screen: "OnlyByEvent")])
    }

    @Test func recursiveCoordinatorsTerminate() throws {
        let graph = try AppGraph.define {
            Coordinator("Movies", root: true) {
                StartsWith(screen: "List")
                Screen("List") { On("didSelect", .start("Details")) }
            }
            Coordinator("Details", attachment: .horizontal, finishesOnPopBack: true) {
                StartsWith(screen: "Details")
                Screen("Details") { On("didSelectRelated", .start("Details")) }
            }
        }
        #expect(Linter.lint(graph).isEmpty)
    }

    // MARK: unreachable_coordinator

    @Test func coordinatorNothingStartsIsAWarning() throws {
        let graph = try AppGraph.define {
            Coordinator("App", root: true) { StartsWith(screen: "Home"); Screen("Home") }
            Coordinator("Orphan", attachment: .vertical(.fullScreen)) {
                StartsWith(screen: "O")
                Screen("O") { On("done", .finish) }
            }
        }
        let found = findings(UnreachableCoordinatorRule.self, graph)
        #expect(found.map(\.element) == [.coordinator("Orphan")])
        #expect(found.first?.severity == .warning)
        #expect(findings(UnreachableScreenRule.self, graph).isEmpty)
    }

    // MARK: missing_did_finish

    @Test func childWithoutAnyFinishIsReportedAtTheCoordinator() throws {
        // Not kept: nothing leaks, but it can never finish.
        let graph = try photoStore(retained: false, finishesOnPopBack: false, buyFinishes: false)
        let found = findings(MissingDidFinishRule.self, graph)
        #expect(found.map(\.element) == [.coordinator("Buy")])
        #expect(found.first?.message.hasPrefix("BuyCoordinator never reports didFinish") == true)
        #expect(found.first?.notes.first?.message == "started from PhotoViewController.didBuyPhoto")
    }

    @Test func aKeptChildTheUserPopsPastInWhichNothingFinishesLeaksWhereItIsKept() throws {
        let graph = try photoStore(finishesOnPopBack: false, buyFinishes: false)
        #expect(findings(MissingDidFinishRule.self, graph).isEmpty)
        let leaks = findings(LeakedChildCoordinatorRule.self, graph)
        #expect(leaks.count == 1)
        #expect(leaks.first?.message == "AppCoordinator keeps BuyCoordinator, started from PhotoViewController.didBuyPhoto, but nothing in BuyCoordinator ever reports didFinish, so it is never removed: each run of the flow leaks it")
    }

    @Test func finishingOnPopBackCountsAsAFinish() throws {
        #expect(findings(MissingDidFinishRule.self, try photoStore(finishesOnPopBack: true, buyFinishes: false)).isEmpty)
        #expect(findings(MissingDidFinishRule.self, try photoStore(finishesOnPopBack: false, buyFinishes: true)).isEmpty)
    }

    @Test func finishingOnSwipeDismissCountsOnlyForSwipeableSheets() throws {
        func graph(_ attachment: AppGraph.Attachment, finishesOnSwipe: Bool) throws -> AppGraph {
            try AppGraph.define {
                Coordinator("App", root: true) { StartsWith(child: "Sheet") }
                Coordinator("Sheet", attachment: attachment, finishesOnSwipeDismiss: finishesOnSwipe) {
                    StartsWith(screen: "S"); Screen("S")
                }
            }
        }
        #expect(findings(MissingDidFinishRule.self, try graph(.vertical(.sheet), finishesOnSwipe: true)).isEmpty)
        // A swipeable sheet in which nothing finishes, kept by the root: the leak, not also this.
        #expect(findings(MissingDidFinishRule.self, try graph(.vertical(.sheet), finishesOnSwipe: false)).isEmpty)
        #expect(findings(LeakedChildCoordinatorRule.self, try graph(.vertical(.sheet), finishesOnSwipe: false)).count == 1)
        #expect(findings(MissingDidFinishRule.self, try graph(.vertical(.fullScreen), finishesOnSwipe: false)).count == 1)
    }

    // MARK: leaked_child_coordinator

    @Test func childKeptButNeverReleasedIsReportedAtTheStart() throws {
        let graph = try photoStore(released: false)
        let found = findings(LeakedChildCoordinatorRule.self, graph)
        #expect(found.count == 1)
        #expect(found.first?.element == .transition(coordinator: "App", screen: "Photo", trigger: "didBuyPhoto", index: 0))
        #expect(found.first?.message == "AppCoordinator keeps BuyCoordinator, started from PhotoViewController.didBuyPhoto, but never removes it when it finishes: each run of the flow leaks it")
        #expect(found.first?.notes.first?.location == graph.coordinator(named: "Buy")?.location)
    }

    @Test func horizontalChildThatDoesNotFinishOnPopBackLeaks() throws {
        let graph = try photoStore(finishesOnPopBack: false)
        let found = findings(LeakedChildCoordinatorRule.self, graph)
        // Reported where the parent starts (and keeps) the child, with the child's declaration as a note.
        #expect(found.map(\.element) == [.transition(coordinator: "App", screen: "Photo", trigger: "didBuyPhoto", index: 0)])
        #expect(found.first?.message.contains("does not finish when the user pops back") == true)
        #expect(found.first?.notes.first?.message == "BuyCoordinator is declared here")
    }

    @Test func swipeableSheetThatDoesNotFinishWhenSwipedLeaks() throws {
        let graph = try AppGraph.define {
            Coordinator("App", root: true) {
                StartsWith(screen: "Home")
                Screen("Home") { On("didTapLogin", .start("Login")) }
            }
            Coordinator("Login", attachment: .vertical(.sheet)) {
                StartsWith(screen: "Form")
                Screen("Form") { On("didLogIn", .finish) }
            }
        }
        #expect(findings(LeakedChildCoordinatorRule.self, graph).map(\.element) == [.transition(coordinator: "App", screen: "Home", trigger: "didTapLogin", index: 0)])
    }

    @Test func unretainedChildIsNotALeak() throws {
        #expect(findings(LeakedChildCoordinatorRule.self, try photoStore(retained: false, finishesOnPopBack: false)).isEmpty)
    }

    // MARK: unretained_child_coordinator

    @Test func childStartedWithoutBeingKeptIsReportedAtTheStart() throws {
        let graph = try photoStore(retained: false)
        let found = findings(UnretainedChildCoordinatorRule.self, graph)
        #expect(found.count == 1)
        #expect(found.first?.message == "BuyCoordinator is started from PhotoViewController.didBuyPhoto but never kept: it is released at once and its flow never resumes")
        #expect(found.first?.location == graph.coordinator(named: "App")?.screen(named: "Photo")?.transitions.first?.location)
        #expect(findings(UnretainedChildCoordinatorRule.self, try photoStore()).isEmpty)
    }

    // MARK: registry and order

    @Test func ruleIDsAreUniqueAndSnakeCase() {
        let ids = RuleRegistry.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(id)") }
        #expect(RuleRegistry.rule(id: "missing_did_finish") == MissingDidFinishRule.self)
    }

    @Test func findingsAreSortedByLocationThenRule() throws {
        let found = Linter.lint(try photoStore(retained: false, finishesOnPopBack: false, buyFinishes: false))
        #expect(found == found.sorted(by: Finding.inReportOrder))
        #expect(found.map(\.ruleID) == ["unretained_child_coordinator", "missing_did_finish"])
        #expect(found[0].location!.line < found[1].location!.line)
    }
}

/// The rules added with the complete analysis, on graphs that pin their messages and locations.
@Suite struct MoreRuleTests {
    @Test func deadEndScreenPointsAtTheTrappedScreen() throws {
        let graph = try AppGraph.define {
            Coordinator("App", root: true) {
                StartsWith(screen: "Home")
                Screen("Home") { On("didTapBuy", .start("Buy")) }
            }
            Coordinator("Buy", type: "BuyCoordinator", attachment: .vertical(.fullScreen)) {
                StartsWith(screen: "Pay")
                Screen("Pay") { On("didPay", .present("Receipt", style: .fullScreen)); On("didCancel", .finish) }
                Screen("Receipt", type: "ReceiptViewController")
            }
        }
        let found = Linter.lint(graph, rules: [DeadEndScreenRule.self])
        #expect(found.map(\.element) == [.screen(coordinator: "Buy", screen: "Receipt")])
        #expect(found.first?.message.hasPrefix("ReceiptViewController in BuyCoordinator is a dead end") == true)
        #expect(found.first?.severity == .warning)
    }

    @Test func eventHandledByAnyAncestorIsHandled() throws {
        func graph(handler: String?) throws -> AppGraph {
            try AppGraph.define {
                Coordinator("App", root: true) {
                    StartsWith(child: "Middle")
                    if let handler { Handles(handler) }
                }
                Coordinator("Middle", attachment: .horizontal, finishesOnPopBack: true) { StartsWith(child: "Leaf") }
                Coordinator("Leaf", attachment: .horizontal, finishesOnPopBack: true) {
                    StartsWith(screen: "Form")
                    Screen("Form") { On("didSave", .send("saved")) }
                }
            }
        }
        #expect(Linter.lint(try graph(handler: "saved"), rules: [UnhandledFlowEventRule.self]).isEmpty)
        let found = Linter.lint(try graph(handler: "other"), rules: [UnhandledFlowEventRule.self])
        #expect(found.map(\.element) == [.transition(coordinator: "Leaf", screen: "Form", trigger: "didSave", index: 0)])
        #expect(found.first?.message == "Leaf sends flow event 'saved' from Form.didSave, but no ancestor handles it")
    }

    @Test func horizontalChildStartedFromAPresentedScreenHasNoStack() throws {
        let graph = try AppGraph.define {
            Coordinator("App", root: true) {
                StartsWith(screen: "Home")
                Screen("Home") { On("didTapInfo", .present("Info")) }
                Screen("Info") { On("didTapMore", .start("More")) }
            }
            Coordinator("More", attachment: .horizontal, finishesOnPopBack: true) {
                StartsWith(screen: "Details")
                Screen("Details") { On("didTapNext", .push("Next")) }
                Screen("Next")
            }
        }
        let found = Linter.lint(graph, rules: [PushWithoutNavigationStackRule.self])
        #expect(found.map(\.element) == [.transition(coordinator: "App", screen: "Info", trigger: "didTapMore", index: 0)])
        #expect(found.first?.message.contains("no navigation stack to push onto") == true)
    }

    @Test func brokenDeepLinkIsReportedAtTheFailingStep() throws {
        let line = #line + 9
        let graph = try AppGraph.define {
            Coordinator("App", root: true) {
                StartsWith(screen: "List")
                Screen("List") { On("didSelect", .push("Detail")); On("didTapCart", .start("Cart")) }
                Screen("Detail")
            }
            Coordinator("Cart", attachment: .horizontal, finishesOnPopBack: true) { StartsWith(screen: "Items"); Screen("Items") }
            DeepLink("cart", path: .screen("List"), .coordinator("Cart"), .screen("Items"))
            DeepLink("detail", path: .screen("Detail"), .coordinator("Cart"))
        }
        let found = Linter.lint(graph, rules: [InvalidDeepLinkRule.self])
        #expect(found.map(\.element) == [.deepLink("detail")])
        #expect(found.first?.message == "deep link 'detail' is broken at step 2: Cart is not started from Detail in App")
        #expect(found.first?.location?.line == line)
        let analysis = FlowAnalysis(graph)
        #expect(analysis.resolve(graph.deepLinks[0]) == .reaches(coordinator: "Cart", screen: "Items"))
        // Each step taken is a deep-link step edge, from where the previous one left off; a
        // broken link's edges stop before the step that breaks, and no walk follows them.
        let steps = analysis.deepLinkSteps(of: 0)
        let cart = try #require(analysis.coordinatorIndex["Cart"])
        let names = steps.map { edge in analysis.screenID(ofNode: edge.to!).map { analysis.screen($0).screen.name } ?? analysis.graph.coordinators[edge.to!].name }
        #expect(names == ["List", "Cart", "Items"])
        #expect(steps[1].from == steps[0].to && steps[2].from == cart && steps.allSatisfy { $0.element == .deepLink("cart") })
        #expect(steps.map(\.kind) == (0..<3).map { NavigationEdge.Kind.deepLinkStep(link: 0, step: $0) })
        #expect(analysis.deepLinkSteps(of: 1).count == 1)
        #expect(!analysis.edges.contains { if case .deepLinkStep = $0.kind { true } else { false } })
    }

    @Test func emptyStartIsReportedAtTheCoordinator() throws {
        let graph = try AppGraph.define {
            Coordinator("App", root: true) { StartsWith(child: "Tabs") }
            Coordinator("Tabs", attachment: .vertical(.fullScreen)) { Screen("Unused") }
        }
        let found = Linter.lint(graph, rules: [EmptyStartRule.self])
        #expect(found.map(\.element) == [.coordinator("Tabs")])
        #expect(found.first?.location == graph.coordinator(named: "Tabs")?.location)
    }
}
