import FlowvizCore
@testable import FlowvizScan
import Testing

/// The cheap tests that let the scan skip work (a byte search, a word gate, a coordinator
/// pre-check, Stinsen's facts read only for Stinsen apps) never skip what a full read finds.
@Suite struct ScanGateTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func byteSearchFindsTheFirstWholeOccurrence() {
        let text = bytes("tryEvent(.a); machine.tryEvent(.b)")
        #expect(ByteSearch.firstIndex(of: bytes("tryEvent"), in: text, from: 0) == 0)
        #expect(ByteSearch.firstIndex(of: bytes("tryEvent"), in: text, from: 1) == 22)
        #expect(ByteSearch.firstIndex(of: bytes("(.b)"), in: text, from: 0) == text.count - 4)
        // A prefix of the word at the very end, a longer word, an empty one: not found.
        #expect(ByteSearch.firstIndex(of: bytes("(.b)x"), in: text, from: 0) == nil)
        #expect(ByteSearch.firstIndex(of: bytes("addHandler"), in: text, from: 0) == nil)
        #expect(ByteSearch.firstIndex(of: [], in: text, from: 0) == nil)
        #expect(ByteSearch.firstIndex(of: bytes("a"), in: [], from: 0) == nil)
        // A first byte that recurs before the match (`t` of `try`) is skipped past.
        #expect(ByteSearch.firstIndex(of: bytes("tryE"), in: bytes("tttryE"), from: 0) == 2)
    }

    @Test func occursAnswersWhatContainsAnswersForALiteral() {
        let name = "parentcoordinator?.childdidfinish"
        for word in ["finish", "parent", "?.", "r?.c", "didfinish", "x", "finishx", "Finish"] {
            #expect(ByteSearch.occurs(word, in: name) == name.contains(word), "\(word)")
        }
        // Substrings (not contiguous as a String) and text beyond ASCII.
        #expect(ByteSearch.occurs("did", in: name.dropFirst(10)))
        #expect(ByteSearch.occurs("é", in: "café") && !ByteSearch.occurs("e", in: "café"))
        #expect(!ByteSearch.occurs("", in: name))
    }

    /// SwiftUI routes are read only in apps that name one of their binding calls; each of them
    /// alone is enough (here `fullScreenCover(item:)`, in an app with no `sheet` anywhere).
    @Test func swiftUIRoutesAreReadOnlyWhereABindingCallIsNamed() {
        func routers(_ call: String) -> Set<String> {
            let source = """
            enum Route: Identifiable { case help; var id: Int { 0 } }
            final class Router: ObservableObject { @Published var cover: Route? }
            struct HelpView: View { var body: some View { Text("") } }
            struct HomeView: View {
                @EnvironmentObject var router: Router
                var body: some View {
                    Button("Help") { router.cover = .help }
                        .\(call)(item: $router.cover) { route in switch route { case .help: HelpView() } }
                }
            }
            """
            let parsed = ParallelParser.parse([(path: "App.swift", bytes: bytes(source))], progress: nil)
            var index = TypeIndex(parsed.flatMap(\.declarations))
            index.readSwiftUIRoutes(texts: ["App.swift": parsed[0].text])
            return index.swiftUIRoutes.routers
        }
        #expect(routers("fullScreenCover") == ["Router"])
        #expect(routers("popover").isEmpty)
    }

    /// SwiftUI routes read in two walks (the bodies in files naming a binding call, then the
    /// others when those bind a route) are those one walk of every body reads, in the same order:
    /// here the stack's content is made in a file of each kind (`ZetaHost` in the first walk,
    /// `AlphaHost` in the second), and its first screens keep the order of the types' names.
    @Test func swiftUIRoutesReadInTwoWalksAreThoseOfOneWalk() throws {
        let files = [
            "Router.swift": """
            enum Route: Hashable { case detail, help }
            final class Router: ObservableObject { @Published var path: [Route] = [] }
            """,
            "Container.swift": """
            struct Container<Content: View>: View {
                @EnvironmentObject var router: Router
                let content: () -> Content
                var body: some View {
                    NavigationStack(path: $router.path) {
                        content()
                            .navigationDestination(for: Route.self) { route in
                                switch route { case .detail: DetailView() case .help: HelpView() }
                            }
                    }
                }
            }
            struct ZetaHost: View { var body: some View { Container { HomeView() } } }
            """,
            "Views.swift": """
            struct AlphaHost: View { var body: some View { Container { HelpView() } } }
            struct HomeView: View {
                @EnvironmentObject var router: Router
                var body: some View { Button("Go") { router.path.append(.detail) } }
            }
            struct DetailView: View { var body: some View { Text("") } }
            struct HelpView: View { var body: some View { Text("") } }
            """,
        ]
        let parsed = ParallelParser.parse(files.keys.sorted().map { (path: $0, bytes: bytes(files[$0]!)) }, progress: nil)
        let index = TypeIndex(parsed.flatMap(\.declarations))
        let texts = Dictionary(uniqueKeysWithValues: parsed.map { ($0.text.path, $0.text) })
        let staged = SwiftUIRouteIndex(index: index, texts: texts), whole = SwiftUIRouteIndex(index: index, texts: texts, inOneWalk: true)
        #expect(staged.routers == ["Router"])
        #expect(staged.routers == whole.routers)
        #expect("\(staged.bindings)" == "\(whole.bindings)")
        #expect("\(staged.destinations)" == "\(whole.destinations)")
        #expect(try #require(staged.bindings.first).roots.map(\.type) == ["HelpView", "HomeView"])
        // The Sample app in this vocabulary reads the same both ways.
        let sample = ParallelParser.parse(try RobustnessTests.sources("Greenhouse"), progress: nil)
        let sampleIndex = TypeIndex(sample.flatMap(\.declarations))
        let sampleTexts = Dictionary(uniqueKeysWithValues: sample.map { ($0.text.path, $0.text) })
        let sampleStaged = SwiftUIRouteIndex(index: sampleIndex, texts: sampleTexts)
        #expect(!sampleStaged.routers.isEmpty)
        #expect("\(sampleStaged.bindings)" == "\(SwiftUIRouteIndex(index: sampleIndex, texts: sampleTexts, inOneWalk: true).bindings)")
    }

    /// Work split in runs on every core comes back whole and in order, whatever the list's size.
    @Test func concurrentRunsKeepEveryItemInOrder() {
        for count in [0, 1, 63, 64, 65, 1_000, 5_000] {
            let items = Array(0..<count)
            let runs = ConcurrentRuns.map(items, size: 64, maximum: 32) { run in run.map { $0 * 2 } }
            #expect(Array(runs.joined()) == items.map { $0 * 2 }, "\(count) items")
            #expect(runs.count == max(1, min(count / 64, 32)))
        }
    }

    @Test func stripDropsOptionalMarksAsTheFullReadingDoes() {
        let cases = [
            "Router?": "Router", "Flow!": "Flow", "Router??": "Router", "[Screen]?": "[Screen]", "?": "",
            " Router?": "Router", "some Flow?": "Flow", "(Router)?": "Router", "(A, B)?": "(A, B)", "Foo<Bar, Baz>?": "Foo<Bar, Baz>",
        ]
        for (text, name) in cases { #expect(TypeNames.strip(text) == name, "\(text)") }
    }

    @Test func fileMentionsAnswersPerFileAndKeepsFilesItCannotRead() {
        let texts = [
            "A.swift": SourceText(path: "A.swift", bytes: bytes("// calls addHandler later\nfinal class A {}")),
            "B.swift": SourceText(path: "B.swift", bytes: bytes("final class B { func add() {} }")),
        ]
        var files = FileMentions(["addHandler", "tryEvent"], texts: texts)
        let named = ["A.swift", "B.swift", "C.swift", "A.swift"].map { files.named(in: $0) }
        // A file the scan has no text of is never skipped; a second question gets the same answer.
        #expect(named == [true, false, true, true])
    }

    @Test func memberNameOffsetsFindANameOnlyRightAfterADot() {
        let names: Set<String> = ["detail", "close", "écran"]
        func offsets(_ code: String, limit: Int = 8) -> [Int]? {
            SourceText(path: "A.swift", bytes: bytes(code)).memberNameOffsets(namedIn: names, limit: limit)
        }
        #expect(offsets("router.navigate(to: .detail(id))") == [21])
        #expect(offsets("steps.accept(AppRoute.close)") == [22])
        #expect(offsets("let r = Route\n    .\tdetail") == [20])  // spaces after the dot
        #expect(offsets("x.close") == [2])  // the text's end right after the name
        #expect(offsets("func detail() { close() }") == [])  // named, but after no dot
        #expect(offsets("router.details; route.closed; .detailed; route.Detail; detail.") == [])
        // A word with a non-ASCII character counts whole and by its ASCII start.
        #expect(offsets("go(.écran); go(.detail→x); go(.detailé); // etc. …") == [4, 17, 34])  // byte offsets
        // More than the limit: the caller walks the file.
        #expect(offsets(".close .close .close", limit: 2) == nil)
        #expect(offsets(".close .close", limit: 2) == [1, 8])
    }

    /// The route mentions looked up from the text are those a walk of the whole tree finds,
    /// in the walk's order, wherever the name is written.
    @Test func routeMentionsLookedUpByPositionAreThoseAWalkFinds() {
        let source = """
        import Foo.detail
        enum Route { case detail, close; case other = .detail }
        final class AppCoordinator {
            func start() {
                navigate(to: .detail)  // .close in a comment
                let text = "a string .detail"
                navigate(to: Route.detail.close)
                navigate(to: Route.Detail.close)
                navigate(to: .detail(onClose: { .close }))
                switch route { case .detail: break; default: break }
                if case .close = route {}
                _ = \\Route.detail
                router.show(.close,
                            animated: true)
            }
        }
        final class MockRouter { func fire() { navigate(to: .close) } }
        """
        let parsed = ParallelParser.parse([(path: "App.swift", bytes: bytes(source))], progress: nil)
        let names: Set<String> = ["detail", "close", "Detail"]
        func described(_ candidates: [RouteMentionCandidate]) -> [String] {
            candidates.map { "\($0.text.location(of: $0.node)) \($0.name) \($0.typeName ?? "-") \($0.isInDouble)" }
        }
        let walked = RouteMentionFinder.mentions(in: parsed[0].tree!, text: parsed[0].text).filter { names.contains($0.name) }
        let lookedUp = RouteMentionFinder.mentions(in: parsed[0].tree!, text: parsed[0].text, caseNames: names)
        #expect(described(lookedUp) == described(walked))
        // Nested accesses come outer first (`Route.Detail.close`); comments, strings, patterns, key
        // paths, imports, case values and a member of a lowercase name (`detail.close`) are left out.
        #expect(lookedUp.map(\.name) == ["detail", "detail", "close", "Detail", "detail", "close", "close", "close"])
        #expect(lookedUp.last?.isInDouble == true)
        // With a limit below the file's count, the file is walked: the same list again.
        let walkedForLimit = RouteMentionFinder.mentions(in: parsed[0].tree!, text: parsed[0].text, caseNames: names, limit: 2)
        #expect(described(walkedForLimit) == described(lookedUp))
    }

    /// On the Samples, the index keeps the same mentions as when every file is walked.
    @Test(arguments: ["Pantry", "Trips", "Podcasts", "Greenhouse", "PhotoStore"])
    func routeMentionsOfFilesNamingACaseAreAllTheIndexKeeps(_ app: String) throws {
        let parsed = ParallelParser.parse(try RobustnessTests.sources(app), progress: nil)
        let index = TypeIndex(parsed.flatMap(\.declarations))
        let everyFile = parsed.flatMap { file in file.tree.map { RouteMentionFinder.mentions(in: $0, text: file.text) } ?? [] }
        let gated = RouteMentionFinder.mentions(in: parsed, caseNames: index.routeCaseNames)
        func kept(_ candidates: [RouteMentionCandidate]) -> [String] {
            candidates.filter { index.isRouteCase($0.name) }.map { "\($0.text.location(of: $0.node)) \($0.typeName ?? "-")" }
        }
        #expect(kept(gated) == kept(everyFile))
        // The route apps send routes; only candidates naming a case come back.
        if app != "PhotoStore" { #expect(!kept(gated).isEmpty) }
        #expect(gated.allSatisfy { index.isRouteCase($0.name) })
    }

    private func declarations(_ source: String) -> [TypeDecl] {
        ParallelParser.parse([(path: "App.swift", bytes: bytes(source))], progress: nil).flatMap(\.declarations)
    }

    @Test func mayBeCoordinatorFollowsEveryInheritedNameAndNoOther() {
        let may = TypeIndex.mayBeCoordinator(declarations("""
        protocol Flowing: BaseCoordinator {}
        class Home: Flowing {}
        class Shop {}
        extension Shop: Codable {}
        final class Settings: NavigationCoordinatable {}
        class Loop: Loop2 {}
        class Loop2: Loop {}
        """))
        #expect(may("AppCoordinator"))  // named like one
        #expect(may("Home"))  // through a protocol's base
        #expect(may("Settings"))  // Stinsen's protocol
        #expect(!may("Shop"))  // only an extension's conformance, named like nothing
        #expect(!may("Loop"))  // a cycle ends
        // The pre-check never rejects what an index calls a coordinator.
        let index = TypeIndex(declarations("class Base: Coordinator {}\nclass Leaf: Base {}\nstruct Item {}"))
        let check = TypeIndex.mayBeCoordinator(declarations("class Base: Coordinator {}\nclass Leaf: Base {}\nstruct Item {}"))
        for name in ["Base", "Leaf", "Item"] where index.isCoordinator(name) { #expect(check(name), "\(name)") }
        #expect(!check("Item"))
    }

    @Test func stinsenFactsAreReadOnlyWhenTheAppHasAStinsenCoordinator() {
        let route = "struct DetailView: View { var body: some View { Text(\"\") } }\n"
        let plain = ParallelParser.parse([(path: "App.swift", bytes: bytes(route + """
        final class Home { @Route(.push) var detail = makeDetail
            func makeDetail() -> some View { DetailView() } }
        """))], progress: nil)
        #expect(StinsenIndex.read(plain, index: TypeIndex(plain.flatMap(\.declarations))).routes.isEmpty)
        let stinsen = ParallelParser.parse([(path: "App.swift", bytes: bytes(route + """
        final class Home: NavigationCoordinatable { @Route(.push) var detail = makeDetail
            func makeDetail() -> some View { DetailView() } }
        """))], progress: nil)
        let read = StinsenIndex.read(stinsen, index: TypeIndex(stinsen.flatMap(\.declarations)))
        #expect(read.routes["Home"]?.map(\.name) == ["detail"])
        #expect(read.factories["Home.makeDetail"]?.count == 1)
    }

    @Test func coordinatorsAreInterpretedLargestFirstAndTiesKeepTheirOrder() {
        let index = TypeIndex(declarations("""
        final class SmallCoordinator { func start() { a() } }
        final class LargeCoordinator { func start() { a(); b(); c(); d() } func other() { e() } }
        final class TieCoordinator { func start() { a() } }
        """))
        #expect(index.largestFirst(["SmallCoordinator", "LargeCoordinator", "TieCoordinator"]) == [1, 0, 2])
    }
}
