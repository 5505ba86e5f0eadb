import FlowvizCore
import FlowvizJSON
import FlowvizLint
import FlowvizScan
import FlowvizTestSupport
import Foundation
import Testing

/// The seed-style Swift sample apps under `Samples/<App>/Sources`: scanning each finds exactly
/// the documented graph (the hand-written JSON sample it implements) and exactly its bugs, at
/// the Swift lines `Samples/<App>/README.md` gives.
@Suite struct SourceSampleAppTests {
    struct App: CustomStringConvertible, Sendable {
        var directory: String
        /// The hand-written sample this app implements, under `Samples/JSON/` (or a path under `Samples/`).
        var mirror: String
        /// rule id, file (relative to the app's Sources), line.
        var findings: [Expected]
        var description: String { directory }
    }

    struct Expected: Hashable, Sendable, CustomStringConvertible {
        var rule: String
        var file: String
        var line: Int
        var description: String { "\(rule) at \(file):\(line)" }
    }

    static let apps: [App] = [
        App(directory: "PhotoStore", mirror: "photo-store.json", findings: []),
        App(directory: "Shopping", mirror: "broken-leaked-child.json", findings: [
            Expected(rule: "leaked_child_coordinator", file: "Coordinators/ShoppingFlow.swift", line: 163),
            Expected(rule: "view_controller_navigates", file: "Scenes/Shopping/ShoppingListViewController.swift", line: 80),
        ]),
        App(directory: "Movies", mirror: "broken-unreachable-screen.json", findings: [
            Expected(rule: "unreachable_screen", file: "MovieDetailsCoordinator.swift", line: 41),
        ]),
        App(directory: "RootLogin", mirror: "broken-no-finish.json", findings: [
            Expected(rule: "missing_did_finish", file: "LoginCoordinator.swift", line: 12),
            Expected(rule: "child_references_parent", file: "LoginCoordinator.swift", line: 15),
        ]),
        // Route-driven (XCoordinator): the dead route at its case, and the screen only it shows.
        App(directory: "Pantry", mirror: "Pantry/pantry.json", findings: [
            Expected(rule: "unreachable_screen", file: "Coordinators/PantryCoordinator.swift", line: 22),
            Expected(rule: "unreachable_route", file: "Coordinators/PantryRoute.swift", line: 8),
        ]),
        // The app's own route enum and `navigate(to:)`: a child leaked when its booking is
        // cancelled, the dead route at its case and the screen only it shows.
        App(directory: "Trips", mirror: "Trips/trips.json", findings: [
            Expected(rule: "unreachable_screen", file: "Coordinators/TripsCoordinator.swift", line: 34),
            Expected(rule: "leaked_child_coordinator", file: "Coordinators/TripsCoordinator.swift", line: 53),
            Expected(rule: "unreachable_route", file: "Coordinators/TripsRoute.swift", line: 7),
        ]),
        // RxFlow: the dead step at its case and the screen only it shows.
        App(directory: "Podcasts", mirror: "Podcasts/podcasts.json", findings: [
            Expected(rule: "unreachable_screen", file: "Flows/LibraryFlow.swift", line: 21),
            Expected(rule: "unreachable_route", file: "Flows/PodcastStep.swift", line: 8),
        ]),
        // SwiftUI routes: a router owning a NavigationStack path and a sheet route; the dead route at
        // its case and the screen only it shows; a push from the sheet, which is on no stack.
        App(directory: "Greenhouse", mirror: "Greenhouse/greenhouse.json", findings: [
            Expected(rule: "unreachable_route", file: "Navigation/GreenhouseRoute.swift", line: 7),
            Expected(rule: "unreachable_screen", file: "Navigation/RootView.swift", line: 17),
            Expected(rule: "push_without_navigation_stack", file: "Screens/BasketView.swift", line: 14),
        ]),
        // No coordinators: drawn from the `@main` App, through the screens' own navigation and parts.
        App(directory: "Boutique", mirror: "Boutique/boutique.json", findings: []),
    ]

    static func mirrorPath(_ app: App) -> String {
        app.mirror.contains("/") ? Repository.url("Samples/\(app.mirror)").path : Repository.sample(app.mirror)
    }

    static func sources(_ app: App) -> String { Repository.url("Samples/\(app.directory)/Sources").path }

    static func expected(_ finding: Finding, in app: App) -> Expected? {
        guard let location = finding.location else { return nil }
        let prefix = sources(app) + "/"
        return Expected(rule: finding.ruleID, file: location.file.hasPrefix(prefix) ? String(location.file.dropFirst(prefix.count)) : location.file, line: location.line)
    }

    @Test(arguments: apps)
    func scanningFindsExactlyTheDocumentedBugs(_ app: App) throws {
        let result = try SwiftScanner.scan(directory: Self.sources(app))
        #expect(result.syntaxErrors.isEmpty)
        let found = Linter.lint(result.graph).map { Self.expected($0, in: app) }
        #expect(found == app.findings.map(Optional.some), "\(Linter.lint(result.graph).map(\.description).joined(separator: "\n"))")
    }

    @Test(arguments: apps)
    func scannedGraphIsTheMirroredSampleGraph(_ app: App) throws {
        let scanned = try SwiftScanner.scan(directory: Self.sources(app)).graph
        let mirror = try JSONGraphLoader.load(contentsOf: Self.mirrorPath(app))
        let scannedShape = GraphShape.of(scanned), mirrorShape = GraphShape.of(mirror)
        #expect(scannedShape.subtracting(mirrorShape).sorted() == [], "only in the scan")
        #expect(mirrorShape.subtracting(scannedShape).sorted() == [], "only in \(app.mirror)")
        #expect(GraphValidator.validate(scanned).isEmpty)
    }

    /// The scan lints like the mirrored sample: same rules on the same elements (by type), the
    /// source-only rules aside.
    @Test(arguments: apps)
    func scannedGraphLintsLikeTheMirroredSample(_ app: App) throws {
        let scanned = try SwiftScanner.scan(directory: Self.sources(app)).graph
        let mirror = try JSONGraphLoader.load(contentsOf: Self.mirrorPath(app))
        let sourceOnly: Set = ["view_controller_navigates", "child_references_parent", "unreachable_route"]
        func summary(_ graph: AppGraph) -> [String] {
            Linter.lint(graph).filter { !sourceOnly.contains($0.ruleID) }.map { "\($0.ruleID) \(Self.typed($0.element, in: graph))" }.sorted()
        }
        #expect(summary(scanned) == summary(mirror))
    }

    static func typed(_ element: ElementReference, in graph: AppGraph) -> String {
        func type(_ coordinator: String) -> String { graph.coordinator(named: coordinator)?.displayName ?? coordinator }
        func screen(_ coordinator: String, _ name: String) -> String { graph.coordinator(named: coordinator)?.screen(named: name)?.typeName ?? name }
        switch element {
        case .coordinator(let c): return "coordinator \(type(c))"
        case .screen(let c, let s): return "screen \(type(c)).\(screen(c, s))"
        case .transition(let c, let s, let trigger, _): return "transition \(type(c)).\(screen(c, s)).\(trigger)"
        case .startEntry(let c, _): return "start \(type(c))"
        case .handler(let c, let event): return "handler \(type(c)).\(event)"
        default: return "\(element)"
        }
    }

    /// `flowviz scan`'s JSON carries Swift locations: loading it back gives the same findings at
    /// the same Swift lines, and writing it again gives the same bytes.
    @Test(arguments: apps)
    func scannedJSONRoundTripsWithSwiftLocations(_ app: App) throws {
        let scanned = try SwiftScanner.scan(directory: Self.sources(app)).graph
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("flows.json").path
        let text = CanonicalWriter.string(for: scanned, sources: .write(document: document))
        #expect(text.contains("\"source\""))
        let loaded = try JSONGraphLoader.load(bytes: Array(text.utf8), file: document)
        #expect(Linter.lint(loaded).map(\.description) == Linter.lint(scanned).map(\.description))
        #expect(CanonicalWriter.string(for: loaded, sources: .write(document: document)) == text)
    }

    @Test func scanningIsDeterministic() throws {
        for app in Self.apps {
            let first = CanonicalWriter.string(for: try SwiftScanner.scan(directory: Self.sources(app)).graph, sources: .write(document: "flows.json"))
            let second = CanonicalWriter.string(for: try SwiftScanner.scan(directory: Self.sources(app)).graph, sources: .write(document: "flows.json"))
            #expect(first == second)
        }
    }

    /// PhotoStore's detail screen presents a share sheet itself: a system sheet like an alert,
    /// no screen of the flow, so no fact and no finding (and no suppression needed).
    @Test func aShareSheetPresentedByAScreenIsNoFinding() throws {
        let result = try SwiftScanner.scan(directory: Self.sources(Self.apps[0]))
        #expect(result.graph.sourceFacts.isEmpty)
        #expect(Linter.lint(result.graph).isEmpty)
        let share = try String(contentsOfFile: Self.sources(Self.apps[0]) + "/ViewControllers/PhotoViewController.swift", encoding: .utf8)
        #expect(share.contains("present(activityViewController, animated: true)"))
        #expect(!share.contains("flowviz:disable"))
    }
}

/// `FieldTrial/Recipes`, an app in another style written without looking at the scanner: the
/// four bugs its author planted that flowviz's rules cover are found where they are.
@Suite struct FieldTrialTests {
    @Test func plantedBugsAreFound() throws {
        let directory = Repository.url("FieldTrial/Recipes").path
        let result = try SwiftScanner.scan(directory: directory)
        #expect(result.graph.coordinators.count == 11)
        #expect(GraphValidator.validate(result.graph).isEmpty)
        let found = Set(Linter.lint(result.graph).compactMap { finding in
            finding.location.map { "\(finding.ruleID) \($0.file.dropFirst(directory.count + 1)):\($0.line)" }
        })
        for planted in [
            "leaked_child_coordinator Flows/RecipeCoordinator.swift:124",       // share flow kept, never removed
            "view_controller_navigates Modules/Recipe/RecipeDetailController.swift:159",
            "unreachable_screen Flows/ProfileCoordinator.swift:70",            // AboutController
            "unretained_child_coordinator Flows/FavoritesCoordinator.swift:31", // auth from a local
        ] {
            #expect(found.contains(planted), "\(planted) not found in \(found.sorted())")
        }
    }
}
