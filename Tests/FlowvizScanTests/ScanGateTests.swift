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

    @Test func aMethodsSignatureAndKeyNameItsLabelsAndPlace() throws {
        let methods = declarations("""
        final class Home {
            func navigationController(_ navigationController: UINavigationController, didShow screen: UIViewController, animated: Bool) {}
            func start() {}
            init(é: Int) {}
        }
        """).flatMap(\.methods)
        #expect(methods.map(\.signature) == ["navigationController(_:didShow:animated:)", "start()", "init(é:)"])
        for method in methods { #expect(method.key == method.signature + "@\(method.location)") }
        #expect(try #require(methods.last).key == "init(é:)@App.swift:4:5")
    }

    @Test func baseDropsGenericArgumentsModulesAndOptionalMarks() {
        let cases = [
            "Signal<Event>": "Signal", "Module.Type": "Type", "Router?": "Router", "A.B.C": "C", "Foo.Bar<Baz.Qux>": "Bar",
            "Dictionary<String, Int>?": "Dictionary", "[Screen]": "[Screen]", "[Module.Screen]": "[Module.Screen]",
            "Café.Écran": "Écran", "Écran<Café.Vue>": "Écran", "Plain": "Plain", "": "",
        ]
        for (text, base) in cases { #expect(TypeNames.base(of: text) == base, "\(text)") }
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
        // Searched all at once: whether any file names a word.
        var all = FileMentions(["addHandler"], texts: texts)
        all.searchEveryFile()
        #expect(all.namedInAnyFile)
        var none = FileMentions(["tryEvent"], texts: texts)
        none.searchEveryFile()
        #expect(!none.namedInAnyFile)
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
