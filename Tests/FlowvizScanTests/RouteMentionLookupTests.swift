import FlowvizCore
@testable import FlowvizScan
import Testing

/// Route mentions found from the text and read when asked for are the ones a walk of every tree,
/// read in full at once, gives: the same places, in the same order, typed the same.
@Suite struct RouteMentionLookupTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func memberNamesAreFoundOnlyRightAfterADot() {
        let names: Set<String> = ["detail", "close", "écran", "d"]
        func found(_ code: String) -> [String] {
            SourceText(path: "A.swift", bytes: bytes(code)).memberNames(namedIn: names).map { "\($0.name)@\($0.offset)" }
        }
        #expect(found("router.navigate(to: .detail(id))") == ["detail@21"])
        #expect(found("steps.accept(AppRoute.close)") == ["close@22"])
        #expect(found("let r = Route\n    .\tdetail") == ["detail@20"])  // spaces after the dot
        #expect(found("x.close") == ["close@2"])  // the text's end right after the name
        #expect(found("func detail() { close() }").isEmpty)  // named, but after no dot
        #expect(found("router.details; route.closed; .detailed; route.Detail; detail.").isEmpty)
        // A word with a non-ASCII character counts whole and by its ASCII start (byte offsets).
        #expect(found("go(.écran); go(.detail→x); go(.détail); // etc. …") == ["écran@4", "detail@17", "d@34"])
    }

    /// Each name's candidates, looked up at the places its text writes it, are those a walk of
    /// the tree finds with that name, in the walk's order.
    @Test func candidatesLookedUpByPositionAreThoseAWalkFinds() throws {
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
        let file = try #require(ParallelParser.parse([(path: "App.swift", bytes: bytes(source))], progress: nil).first)
        let names: Set<String> = ["detail", "close", "Detail"]
        let places = file.text.memberNames(namedIn: names)
        let walked = RouteMentionFinder.mentions(in: try #require(file.tree), text: file.text)
        func described(_ candidates: [RouteMentionCandidate]) -> [String] {
            candidates.map { "\(file.text.location(of: $0.node)) \($0.name) \($0.typeName ?? "-") \($0.isInDouble)" }
        }
        for name in names {
            let offsets = places.filter { $0.name == name }.map(\.offset)
            let lookedUp = RouteMentionFinder.candidates(at: offsets, named: name, in: file)
            #expect(described(lookedUp) == described(walked.filter { $0.name == name }), "\(name)")
        }
        // Comments, strings, patterns, key paths, imports, case values and a member of a
        // lowercase name (`detail.close`) are no candidates; a test double's are marked.
        let close = RouteMentionFinder.candidates(at: places.filter { $0.name == "close" }.map(\.offset), named: "close", in: file)
        #expect(close.map { file.text.location(of: $0.node).line } == [8, 9, 13, 17])
        #expect(close.map(\.isInDouble) == [false, false, false, true])
        // Nested accesses come outer first: `Route.Detail.close`, then `Route.Detail` inside it.
        let outer = try #require(close.first), inner = try #require(RouteMentionFinder.candidates(
            at: places.filter { $0.name == "Detail" }.map(\.offset), named: "Detail", in: file
        ).first)
        #expect(outer.node.position == inner.node.position && outer.node.endPosition > inner.node.endPosition)
    }

    /// On the Samples, each case's mentions, read when asked for, are what reading every
    /// candidate of every file at once gives.
    @Test(arguments: ["Pantry", "Trips", "Podcasts", "Greenhouse", "PhotoStore"])
    func mentionsReadWhenAskedAreThoseReadAtOnce(_ app: String) throws {
        let parsed = ParallelParser.parse(try RobustnessTests.sources(app), progress: nil)
        var index = TypeIndex(parsed.flatMap(\.declarations))
        let snapshot = index
        index.recordRouteMentions(in: parsed)
        // At once: every file walked, every candidate naming a case read in full.
        let all = snapshot.declarations.values.joined()
        let properties = Dictionary(grouping: all.flatMap(\.properties), by: \.name)
        let methods = Dictionary(grouping: all.flatMap(\.methods), by: \.name)
        var atOnce = [String: [RouteMention]]()
        for file in parsed {
            guard let tree = file.tree else { continue }
            for candidate in RouteMentionFinder.mentions(in: tree, text: file.text) {
                guard snapshot.isRouteCase(candidate.name), candidate.typeName.map({ snapshot.isRouteCase(candidate.name, of: $0) }) ?? true,
                      var mention = RouteMentionFinder.mention(candidate) else { continue }
                switch snapshot.context(of: mention, properties: properties, methods: methods) {
                case .notASend: continue
                case .typed(let type): mention.typeName = type
                case .unknown: break
                }
                atOnce[mention.name, default: []].append(mention)
            }
        }
        for name in snapshot.routeCaseNames.sorted() {
            #expect(index.routeMentions[name] == atOnce[name], "\(app): \(name)")
        }
        // The route apps send routes.
        if app != "PhotoStore" { #expect(!atOnce.isEmpty) }
    }
}
