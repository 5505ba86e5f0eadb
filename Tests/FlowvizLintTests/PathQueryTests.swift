import FlowvizCore
import FlowvizDSL
import FlowvizJSON
import FlowvizLint
import FlowvizTestSupport
import Foundation
import Testing

/// Path queries: shortest paths, their descriptions, reasons for unreachable targets, reachable screens.
@Suite struct PathQueryTests {
    func sample(_ name: String) throws -> FlowAnalysis {
        FlowAnalysis(try JSONGraphLoader.load(contentsOf: Repository.sample(name)))
    }

    func path(_ target: String, in analysis: FlowAnalysis) throws -> String {
        try analysis.shortestPath(to: PathTarget(parsing: target, in: analysis.graph)).description
    }

    /// App starts Checkout, which starts Payment from its start; Payment's Pay sends `orderPlaced`,
    /// which Checkout passes on and App handles by presenting Receipt: reachable only through the event.
    func eventGraph(checkoutStops: Bool = false) throws -> AppGraph {
        try AppGraph.define("Shop") {
            Coordinator("App", root: true) {
                StartsWith(screen: "Home")
                Screen("Home") { On("didTapCheckout", .start("Checkout")) }
                Screen("Receipt")
                Handles("orderPlaced", stopsPropagation: true, then: .present("Receipt", style: .fullScreen))
            }
            Coordinator("Checkout", attachment: .horizontal, finishesOnPopBack: true) {
                StartsWith(child: "Payment", when: "has cart")
                StartsWith(screen: "Cart", when: "empty cart")
                Screen("Cart") { On("didTapClose", .finish) }
                Handles("orderPlaced", stopsPropagation: checkoutStops)
            }
            Coordinator("Payment", attachment: .vertical(.sheet)) {
                StartsWith(screen: "Pay")
                Screen("Pay") { On("didPay", when: "card accepted", .send("orderPlaced")); On("didCancel", .finish) }
            }
        }
    }

    // MARK: shortest paths in the samples

    @Test func photoStorePaths() throws {
        let analysis = try sample("photo-store")
        #expect(try path("VerticalBuy.SignIn", in: analysis) ==
            "App: Photos --didSelectPhoto/push--> Photo --didBuyPhoto [vertical purchase flow]/start vertical--> VerticalBuy: SignIn [signed out]")
        #expect(try path("Buy.BuyPhoto", in: analysis) ==
            "App: Photos --didSelectPhoto/push--> Photo --didBuyPhoto [horizontal purchase flow]/start horizontal--> Buy: BuyPhoto [signed in]")
        #expect(try path("App.SignIn", in: analysis) == "App: Photos --didSignIn/present sheet--> SignIn")
        #expect(try path("Photos", in: analysis) == "App: Photos")
        #expect(try path("App", in: analysis) == "App")
        #expect(try path("VerticalBuy", in: analysis) ==
            "App: Photos --didSelectPhoto/push--> Photo --didBuyPhoto [vertical purchase flow]/start vertical--> VerticalBuy")
    }

    @Test func stepsCarryTheirFacts() throws {
        let analysis = try sample("photo-store")
        let steps = try analysis.shortestPath(to: .screen(coordinator: "Buy", name: "SignIn")).steps
        #expect(steps.map(\.action) == ["entry", "start", "push", "start horizontal", "start"])
        #expect(steps.map(\.screen) == [nil, "Photos", "Photo", nil, "SignIn"])
        #expect(steps.map(\.coordinator) == ["App", "App", "App", "Buy", "Buy"])
        #expect(steps.map(\.trigger) == [nil, nil, "didSelectPhoto", "didBuyPhoto", nil])
        #expect(steps.map(\.condition) == [nil, nil, nil, "horizontal purchase flow", "signed out"])
        let transition = analysis.graph.coordinator(named: "App")?.screen(named: "Photo")?.transitions.first
        #expect(steps[3].location == transition?.location)
        #expect(steps[3].location != nil)
    }

    @Test func moviesAndShoppingPaths() throws {
        let movies = try sample("movies")
        #expect(try path("Form", in: movies) == "MoviesList: MoviesList --addNewMovie/start horizontal--> MovieCreateOrUpdate: Form")
        #expect(try path("About", in: movies) == "MoviesList: MoviesList --showAbout/push--> About")
        let shopping = try sample("shopping")
        #expect(try path("Login", in: shopping) ==
            "Application --start--> ShoppingFlow: ShoppingList --didTapCart/push--> Cart --didTapPurchase [logged out]/start vertical--> AuthenticationFlow: Login")
        #expect(try path("OnboardingFlow.Notifications", in: shopping) ==
            "Application --[needs onboarding]/start--> OnboardingFlow: Welcome --didTapContinue/push--> Notifications")
        #expect(try path("PurchaseSuccess", in: shopping) ==
            "Application --start--> ShoppingFlow: ShoppingList --didTapCart/push--> Cart --didTapPurchase [logged in]/push--> PurchaseSuccess")
    }

    @Test func aScreenReachedOnlyThroughAFlowEvent() throws {
        let graph = try eventGraph()
        let analysis = FlowAnalysis(graph)
        let found = try analysis.shortestPath(to: .screen(coordinator: "App", name: "Receipt"))
        #expect(found.description ==
            "App: Home --didTapCheckout/start horizontal--> Checkout --[has cart]/start--> Payment: Pay --didPay [card accepted]/event orderPlaced--> App: Receipt")
        #expect(found.steps.last?.location == graph.coordinator(named: "App")?.handlers.first?.location)

        let stopped = FlowAnalysis(try eventGraph(checkoutStops: true))
        #expect(throws: PathQueryError.unreachable("Receipt in App is unreachable: no start, push, present or handled event leads to it")) {
            try stopped.shortestPath(to: .screen(coordinator: "App", name: "Receipt"))
        }
    }

    // MARK: errors

    @Test func unreachableScreenSaysWhy() throws {
        let analysis = try sample("broken-unreachable-screen")
        #expect(throws: PathQueryError.unreachable("Credits in MovieDetails is unreachable: no start, push, present or handled event leads to it")) {
            try analysis.shortestPath(to: PathTarget(parsing: "Credits", in: analysis.graph))
        }
    }

    @Test func unstartedCoordinatorsSayWhy() throws {
        let analysis = FlowAnalysis(try AppGraph.define {
            Coordinator("App", root: true) { StartsWith(screen: "Home"); Screen("Home") }
            Coordinator("Orphan", attachment: .horizontal) { StartsWith(screen: "Lost"); Screen("Lost", type: "LostViewController") { On("didTapMore", .start("Deeper")) } }
            Coordinator("Deeper", attachment: .horizontal) { StartsWith(screen: "Deep"); Screen("Deep") }
        })
        #expect(throws: PathQueryError.unreachable("Orphan is unreachable: nothing starts it")) {
            try analysis.shortestPath(to: .coordinator("Orphan"))
        }
        #expect(throws: PathQueryError.unreachable("Lost in Orphan is unreachable: its coordinator Orphan is never started")) {
            try analysis.shortestPath(to: .screen(coordinator: nil, name: "Lost"))
        }
        #expect(throws: PathQueryError.unreachable("Deep in Deeper is unreachable: only unreachable screens start its coordinator Deeper (LostViewController.didTapMore)")) {
            try analysis.shortestPath(to: .screen(coordinator: "Deeper", name: "Deep"))
        }
        #expect(throws: PathQueryError.unreachable("Deeper is unreachable: only unreachable screens start it (LostViewController.didTapMore)")) {
            try analysis.shortestPath(to: .coordinator("Deeper"))
        }
    }

    @Test func unknownTargetsSuggestTheClosestName() throws {
        let graph = try sample("photo-store").graph
        #expect(throws: PathQueryError.unknownTarget("no screen or coordinator named 'VerticalBuyy' (did you mean 'VerticalBuy'?)")) {
            try PathTarget(parsing: "VerticalBuyy", in: graph)
        }
        #expect(throws: PathQueryError.unknownTarget("coordinator 'VerticalBuy' has no screen named 'Sgnin' (did you mean 'VerticalBuy.SignIn'?)")) {
            try PathTarget(parsing: "VerticalBuy.Sgnin", in: graph)
        }
        #expect(throws: PathQueryError.unknownTarget("no coordinator named 'VerticalBy' (did you mean 'VerticalBuy'?)")) {
            try PathTarget(parsing: "VerticalBy.SignIn", in: graph)
        }
        #expect(throws: PathQueryError.unknownTarget("no screen or coordinator named 'Checkout'")) {
            try FlowAnalysis(graph).shortestPath(to: .coordinator("Checkout"))
        }
    }

    @Test func bareScreenNamesMustBeUnambiguous() throws {
        let analysis = try sample("photo-store")
        let ambiguous = PathQueryError.ambiguousTarget("SignIn", candidates: ["App.SignIn", "Buy.SignIn", "VerticalBuy.SignIn"])
        #expect(throws: ambiguous) { try PathTarget(parsing: "SignIn", in: analysis.graph) }
        #expect(throws: ambiguous) { try analysis.shortestPath(to: .screen(coordinator: nil, name: "SignIn")) }
        #expect(ambiguous.description == "'SignIn' is ambiguous: it is a screen of 3 coordinators; name one of 'App.SignIn', 'Buy.SignIn', 'VerticalBuy.SignIn'")
    }

    @Test func parsingPrefersAScreenOverACoordinatorOfTheSameName() throws {
        let graph = try sample("movies").graph
        #expect(try PathTarget(parsing: "MoviesList", in: graph) == .screen(coordinator: nil, name: "MoviesList"))
        #expect(try PathTarget(parsing: "MovieDetails", in: graph) == .coordinator("MovieDetails"))
        #expect(try PathTarget(parsing: "MovieDetails.Details", in: graph) == .screen(coordinator: "MovieDetails", name: "Details"))
        #expect(try PathTarget(parsing: "Details", in: graph).qualified(in: graph) == .screen(coordinator: "MovieDetails", name: "Details"))
    }

    // MARK: recursion and reachable screens

    /// Details starts Details again (related movies); Similar's event is handled by starting Details again.
    func recursiveGraph() throws -> AppGraph {
        try AppGraph.define {
            Coordinator("App", root: true) {
                StartsWith(screen: "List")
                Screen("List") { On("didSelect", .start("Details")) }
            }
            Coordinator("Details", attachment: .horizontal, finishesOnPopBack: true) {
                StartsWith(screen: "Details")
                Screen("Details") { On("didSelectRelated", .start("Details")); On("didTapSimilar", .start("Similar")); On("didTapCast", .push("Cast")) }
                Screen("Cast") { On("didTapBack", .pop) }
                Handles("showMovie", stopsPropagation: false, then: .start("Details"))
            }
            Coordinator("Similar", attachment: .vertical(.sheet)) {
                StartsWith(screen: "Grid")
                Screen("Grid") { On("didSelect", .send("showMovie")) }
                Handles("showMovie", then: .start("Similar"))
            }
        }
    }

    @Test func recursiveCoordinatorsTerminate() throws {
        let analysis = FlowAnalysis(try recursiveGraph())
        #expect(try path("Cast", in: analysis) == "App: List --didSelect/start horizontal--> Details: Details --didTapCast/push--> Cast")
        #expect(try analysis.reachableScreens(fromCoordinator: "Details", screen: "Details").map(\.description) ==
            ["Details.Cast", "Details.Details", "Similar.Grid"])
        #expect(try analysis.reachableScreens(fromCoordinator: "Similar", screen: "Grid").map(\.description) ==
            ["Details.Details", "Details.Cast", "Similar.Grid"])
    }

    @Test func reachableScreensInBreadthFirstOrder() throws {
        let analysis = try sample("photo-store")
        #expect(try analysis.reachableScreens(fromCoordinator: "App", screen: "Photos") == [
            ScreenReference(coordinator: "App", screen: "Photo"), ScreenReference(coordinator: "App", screen: "SignIn"),
            ScreenReference(coordinator: "Buy", screen: "BuyPhoto"), ScreenReference(coordinator: "Buy", screen: "SignIn"),
            ScreenReference(coordinator: "VerticalBuy", screen: "BuyPhoto"), ScreenReference(coordinator: "VerticalBuy", screen: "SignIn"),
        ])
        #expect(try analysis.reachableScreens(fromCoordinator: "App", screen: "SignIn").isEmpty)
        #expect(try analysis.reachableScreens(fromCoordinator: "Buy", screen: "SignIn").map(\.description) == ["Buy.BuyPhoto"])
        #expect(throws: PathQueryError.unknownTarget("no screen or coordinator named 'Buy.Receipt'")) {
            try analysis.reachableScreens(fromCoordinator: "Buy", screen: "Receipt")
        }
        let events = FlowAnalysis(try eventGraph())
        #expect(try events.reachableScreens(fromCoordinator: "Payment", screen: "Pay").map(\.description) == ["App.Receipt"])
    }

    // MARK: agreement with Reachability

    /// Checks that paths exist exactly for what Reachability reaches; returns how many paths use a flow event.
    @discardableResult
    func expectAgreement(_ analysis: FlowAnalysis, _ context: String) -> Int {
        var eventPaths = 0
        for (c, coordinator) in analysis.graph.coordinators.enumerated() {
            let found = (try? analysis.shortestPath(to: .coordinator(coordinator.name))) != nil
            #expect(found == analysis.reachability.coordinators[c], "\(context): coordinator \(coordinator.name)")
            for screen in coordinator.screens {
                let id = analysis.screenIndex[c][screen.name]!
                let path = try? analysis.shortestPath(to: .screen(coordinator: coordinator.name, name: screen.name))
                #expect((path != nil) == analysis.reachability.screens[id], "\(context): screen \(coordinator.name).\(screen.name)")
                #expect(path.map { $0.steps.last?.screen == screen.name && $0.steps.first?.action == "entry" } ?? true)
                if path?.steps.contains(where: { $0.action.hasPrefix("event ") }) == true { eventPaths += 1 }
            }
        }
        return eventPaths
    }

    @Test func everySampleAgreesWithReachability() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Repository.samplesJSON.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 9)
        for file in files.sorted() {
            expectAgreement(try sample(String(file.dropLast(5))), file)
        }
    }

    @Test func randomGraphsAgreeWithReachability() {
        var random = SplitMix(seed: 0x5EED)
        var eventPaths = 0
        for round in 0..<1000 {
            eventPaths += expectAgreement(FlowAnalysis(random.graph()), "random graph \(round)")
        }
        #expect(eventPaths > 80, "the generator exercises flow events (\(eventPaths) paths use one)")
    }
}
