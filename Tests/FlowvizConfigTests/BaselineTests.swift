import FlowvizConfig
import FlowvizCore
import FlowvizJSON
import FlowvizLint
import FlowvizSamples
import FlowvizTestSupport
import Foundation
import Testing

/// A broken sample: its graph and its findings.
private func linted(_ name: String) throws -> (graph: AppGraph, findings: [Finding]) {
    let graph = try JSONGraphLoader.load(contentsOf: Repository.sample(name))
    return (graph, Linter.lint(graph))
}

/// The same definition, moved around: coordinators, screens, transitions (different triggers)
/// and deep links in another order, other indentation and blank lines, so every line differs.
private func shuffledCopy(of name: String, in directory: TemporaryDirectory) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: Repository.sample(name)))
    var root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var coordinators = try #require(root["coordinators"] as? [[String: Any]])
    for index in coordinators.indices {
        var screens = coordinators[index]["screens"] as? [[String: Any]] ?? []
        for s in screens.indices {
            let transitions = screens[s]["transitions"] as? [[String: Any]] ?? []
            // Reverse the triggers' order, keeping the order among transitions with the same trigger.
            screens[s]["transitions"] = transitions.enumerated().sorted { lhs, rhs in
                let (l, r) = (lhs.element["on"] as? String ?? "", rhs.element["on"] as? String ?? "")
                return l != r ? l > r : lhs.offset < rhs.offset
            }.map(\.element)
        }
        coordinators[index]["screens"] = Array(screens.reversed())
    }
    root["coordinators"] = Array(coordinators.reversed())
    if let links = root["deepLinks"] as? [Any] { root["deepLinks"] = Array(links.reversed()) }
    let json = try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted])
    return try directory.file("\(name)-moved.json", contents: "\n\n\n" + String(decoding: json, as: UTF8.self))
}

@Suite struct BaselineTests {
    static let broken = SampleCatalog.broken.map(\.name)

    @Test(arguments: broken)
    func writeThenLoadIsByteStable(sample: String) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let (graph, findings) = try linted(sample)
        #expect(!findings.isEmpty)
        let baseline = Baseline(findings: findings, in: graph)
        let path = temporary.path + "/baseline.json"
        try baseline.write(to: path)
        let loaded = try Baseline.load(path: path)
        #expect(loaded == baseline)
        let firstBytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try loaded.write(to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == firstBytes)
        #expect(String(decoding: firstBytes, as: UTF8.self) == baseline.encoded())
        #expect(baseline.filter(findings, in: graph).new.isEmpty)
    }

    @Test func fileFormatIsCanonical() throws {
        let baseline = Baseline(entries: [
            .init(ruleID: "unreachable_screen", element: "screen:MovieDetails/Credits"),
            .init(ruleID: "leaked_child_coordinator", element: "coordinator:\"Quoted\"\\"),
            .init(ruleID: "leaked_child_coordinator", element: "coordinator:\"Quoted\"\\"),
        ])
        #expect(baseline.encoded() == """
            {
              "version": 1,
              "findings": [
                {"rule": "leaked_child_coordinator", "element": "coordinator:\\"Quoted\\"\\\\"},
                {"rule": "leaked_child_coordinator", "element": "coordinator:\\"Quoted\\"\\\\"},
                {"rule": "unreachable_screen", "element": "screen:MovieDetails/Credits"}
              ]
            }

            """)
        #expect(Baseline(entries: []).encoded() == "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
        #expect(try Baseline.decode(Array(baseline.encoded().utf8), file: "b.json") == baseline)
        // Strings are escaped as in the JSON reports.
        let control = Baseline(entries: [.init(ruleID: "r", element: "screen:A/\u{8}\u{1}\u{7F}\u{2028}é")])
        #expect(control.encoded().contains(#"{"rule": "r", "element": "screen:A/\b\u0001\u007f\u2028é"}"#))
        #expect(try Baseline.decode(Array(control.encoded().utf8), file: "b.json") == control)
    }

    @Test(arguments: broken)
    func movingCodeKeepsTheBaselineValid(sample: String) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let (graph, findings) = try linted(sample)
        let baseline = Baseline(findings: findings, in: graph)

        let moved = try JSONGraphLoader.load(contentsOf: try shuffledCopy(of: sample, in: temporary))
        let movedFindings = Linter.lint(moved)
        #expect(movedFindings.count == findings.count)
        // Every finding now sits on another line, yet the baseline still covers it.
        let lines = Set(findings.compactMap { $0.location?.line })
        #expect(lines.isDisjoint(with: movedFindings.compactMap { $0.location?.line }))
        let (new, baselined) = baseline.filter(movedFindings, in: moved)
        #expect(new.isEmpty, "\(new)")
        #expect(baselined == movedFindings)
        #expect(Baseline(findings: movedFindings, in: moved) == baseline)
    }

    @Test func aNewBugIsReportedAsNewEvenWhenItShiftsTransitionPositions() throws {
        let (original, findings) = try linted("broken-unretained-buy")
        var graph = original
        let baseline = Baseline(findings: findings, in: graph)
        #expect(baseline.entries == [.init(ruleID: "unretained_child_coordinator", element: "transition:App/Photo/didBuyPhoto")])

        // A second unretained start, inserted before the old one: the old one's index moves from 0 to 1.
        let app = try #require(graph.coordinators.firstIndex { $0.name == "App" })
        let photo = try #require(graph.coordinators[app].screens.firstIndex { $0.name == "Photo" })
        graph.coordinators[app].screens[photo].transitions.insert(
            Transition(on: "didGiftPhoto", .startChild(ChildStart("Buy", retained: false))), at: 0)
        let (new, baselined) = baseline.filter(Linter.lint(graph), in: graph)
        #expect(new.map(\.element) == [.transition(coordinator: "App", screen: "Photo", trigger: "didGiftPhoto", index: 0)])
        #expect(new.map(\.ruleID) == ["unretained_child_coordinator"])
        #expect(baselined.map(\.element) == [.transition(coordinator: "App", screen: "Photo", trigger: "didBuyPhoto", index: 1)])
    }

    @Test func transitionIdentityUsesTriggerConditionAndOccurrence() {
        let screen = Screen(name: "S", transitions: [
            Transition(on: "a", .pop), Transition(on: "b", .pop), Transition(on: "a", when: "x", .pop), Transition(on: "a", .dismiss),
        ])
        var graph = AppGraph(coordinators: [Coordinator(name: "C", isRoot: true, screens: [screen])])
        func identity(_ trigger: String, _ index: Int) -> String {
            Baseline.identity(of: .transition(coordinator: "C", screen: "S", trigger: trigger, index: index), in: graph)
        }
        #expect([identity("a", 0), identity("b", 1), identity("a", 2), identity("a", 3)] == [
            "transition:C/S/a", "transition:C/S/b", "transition:C/S/a[x]", "transition:C/S/a#2",
        ])
        graph.coordinators[0].screens[0].transitions.insert(Transition(on: "z", .pop), at: 0)
        #expect([identity("a", 1), identity("b", 2), identity("a", 3), identity("a", 4)] == [
            "transition:C/S/a", "transition:C/S/b", "transition:C/S/a[x]", "transition:C/S/a#2",
        ])
        // Without the graph: names only, no condition or occurrence.
        #expect(Baseline.identity(of: .transition(coordinator: "C", screen: "S", trigger: "a", index: 4)) == "transition:C/S/a")
    }

    @Test func otherElementIdentities() {
        let graph = AppGraph(coordinators: [Coordinator(name: "Buy", start: [
            StartEntry(.screen("BuyPhoto"), when: "signed in"), StartEntry(.child(ChildStart("Login"))),
            StartEntry(.screen("BuyPhoto"), when: "signed in"),
        ])])
        let elements: [ElementReference] = [
            .graph, .coordinator("Buy"), .screen(coordinator: "MovieDetails", screen: "Credits"),
            .handler(coordinator: "App", event: "didLogOut"), .deepLink("cart"),
            .startEntry(coordinator: "Buy", index: 0), .startEntry(coordinator: "Buy", index: 1),
            .startEntry(coordinator: "Buy", index: 2),
        ]
        #expect(elements.map { Baseline.identity(of: $0, in: graph) } == [
            "graph", "coordinator:Buy", "screen:MovieDetails/Credits", "handler:App/didLogOut", "deeplink:cart",
            "start:Buy/screen:BuyPhoto[signed in]", "start:Buy/child:Login", "start:Buy/screen:BuyPhoto[signed in]#2",
        ])
    }

    @Test func identicalFindingsNeedAnEntryEach() {
        let twice = [finding("empty_start", .coordinator("A")), finding("empty_start", .coordinator("A"))]
        let once = Baseline(findings: [twice[0]])
        #expect(once.filter(twice).new.count == 1)
        #expect(once.filter(twice).baselined.count == 1)
        #expect(Baseline(findings: twice).entries.count == 2)
        #expect(Baseline(findings: twice).filter(twice).new.isEmpty)
    }

    @Test func oneMatcherAcrossInputsConsumesEntriesOnce() {
        let a = finding("empty_start", .coordinator("A"))
        var matcher = Baseline(findings: [a, finding("empty_start", .coordinator("Gone"))]).matcher()
        #expect(matcher.filter([a]).baselined == [a])
        #expect(matcher.filter([a]).new == [a])
        #expect(matcher.unused == [.init(ruleID: "empty_start", element: "coordinator:Gone")])
    }

    @Test func compareListsFixedAndAdded() throws {
        let samples = try ["broken-unretained-buy", "broken-leaked-child", "broken-no-finish"].map(linted)
        let old = Baseline(entries: samples[0...1].flatMap { Baseline.entries(for: $0.findings, in: $0.graph) })
        let new = Baseline(entries: samples[1...2].flatMap { Baseline.entries(for: $0.findings, in: $0.graph) })
        let (fixed, added) = Baseline.compare(old: old, new: new)
        #expect(fixed == Baseline(findings: samples[0].findings, in: samples[0].graph).entries)
        #expect(added == Baseline(findings: samples[2].findings, in: samples[2].graph).entries)
        #expect(Baseline.compare(old: old, new: old) == ([], []))
        let doubled = Baseline(entries: old.entries + old.entries)
        #expect(Baseline.compare(old: old, new: doubled).added == old.entries)
    }

    @Test func malformedBaselinesAreLocated() {
        func errors(_ json: String) -> [String] {
            do {
                _ = try Baseline.decode(Array(json.utf8), file: "b.json")
                Issue.record("expected a BaselineError")
                return []
            } catch {
                return error.diagnostics.map(\.description)
            }
        }
        #expect(errors("{\n  \"version\": 1,\n  \"findings\": [\n    {\"rule\": \"x\" \"element\": \"y\"}\n  ]\n}") == [
            "b.json:4:18: error: malformed JSON: unexpected '\"': expected ',' or '}' after the value of 'rule'",
        ])
        #expect(errors("{\"version\": 1, \"findings\": [") == ["b.json:1:29: error: malformed JSON: unexpected end of file: expected a value"])
        #expect(errors("{\"version\": 2,\n \"finding\": []}") == [
            "b.json:1:1: error: the baseline has no 'findings'",
            "b.json:1:13: error: unsupported baseline version 2: this flowviz reads version 1",
            "b.json:2:2: error: unknown key 'finding' in the baseline (did you mean 'findings'?)",
        ])
        #expect(errors("{\"version\": 1, \"findings\": [{\"rule\": 3, \"elemnt\": \"a\"}, []]}") == [
            "b.json:1:29: error: a baseline finding has no 'element'",
            "b.json:1:38: error: 'rule' must be a string, not a number",
            "b.json:1:41: error: unknown key 'elemnt' in a baseline finding (did you mean 'element'?)",
            "b.json:1:57: error: a baseline finding must be an object, not an array",
        ])
        #expect(errors("[]") == ["b.json:1:1: error: the baseline must be an object, not an array"])
    }

    @Test func missingBaselineFileIsAnError() {
        let error = #expect(throws: BaselineError.self) { try Baseline.load(path: "/nonexistent/flowviz-baseline.json") }
        #expect(error?.diagnostics.first?.message.hasPrefix("cannot read baseline '/nonexistent/flowviz-baseline.json'") == true)
    }
}
