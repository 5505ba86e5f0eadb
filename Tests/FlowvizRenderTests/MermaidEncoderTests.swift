import FlowvizCore
import FlowvizLint
import FlowvizRender
import FlowvizSamples
import FlowvizTestSupport
import Foundation
import Testing

/// The Mermaid encoder: exact output for a scene with every kind of element, hostile text kept
/// literal, determinism, and the Samples byte for byte against `Tests/Fixtures/Mermaid`
/// (`FLOWVIZ_RECORD_FIXTURES=1` rewrites them, and fails). No Mermaid CLI runs here, so
/// ``MermaidSyntax`` checks every output against the subset of Mermaid the encoder writes.
@Suite struct MermaidEncoderTests {
    static func mark(_ severity: Severity, _ rule: String = "some-rule") -> FlowScene.Mark {
        FlowScene.Mark(ruleID: rule, severity: severity, message: "message", location: "App.swift:1:1")
    }

    /// Every cluster, node and edge kind, with marks on clusters, nodes and edges.
    static let everyKind = FlowScene(
        title: "Shop",
        clusters: [
            .init(id: "c0", coordinator: "AppCoordinator", title: "App (root; window)", kind: .root, container: .window),
            .init(id: "c1", coordinator: "BuyCoordinator", title: "Buy (horizontal; navigation stack)", kind: .horizontal,
                  container: .navigationStack, marks: [mark(.warning)]),
            .init(id: "c2", coordinator: "EmptyCoordinator", title: "Empty (vertical, sheet; single screen)", kind: .vertical,
                  container: .singleScreen, marks: [mark(.warning), mark(.error)]),
        ],
        nodes: [
            .init(id: "entry", cluster: nil, kind: .entry, label: ""),
            .init(id: "c0start", cluster: "c0", kind: .branch, label: ""),
            .init(id: "c0s0", cluster: "c0", kind: .screen, label: "Home", detail: "HomeViewController"),
            .init(id: "c0s1", cluster: "c0", kind: .screen, label: "Login", marks: [mark(.error)]),
            .init(id: "c1s0", cluster: "c1", kind: .screen, label: "Cart"),
            .init(id: "c1s1", cluster: "c1", kind: .screen, label: "Pay", detail: "PaymentViewController", marks: [mark(.warning)]),
            .init(id: "c2empty", cluster: "c2", kind: .placeholder, label: "(shows nothing)"),
            .init(id: "c3collapsed", cluster: nil, kind: .placeholder, label: "Settings",
                  detail: "(vertical, sheet; navigation stack) · 2 screens"),
        ],
        edges: [
            .init(id: "e0", from: "entry", to: "c0start", kind: .entry),
            .init(id: "e1", from: "c0start", to: "c0s0", kind: .entry, label: "[isLoggedIn]"),
            .init(id: "e2", from: "c0start", to: "c0s1", kind: .entry, label: "[!isLoggedIn]"),
            .init(id: "e3", from: "c0s0", to: "c1s0", kind: .startChild, label: "didTapBuy", targetCluster: "c1"),
            .init(id: "e4", from: "c1s0", to: "c1s1", kind: .push, label: "didTapPay"),
            .init(id: "e5", from: "c1s1", to: "c0s0", kind: .finish, label: "didPay", marks: [mark(.error)]),
            .init(id: "e6", from: "c0s1", to: "c0s0", kind: .present, label: "didTapHelp (sheet)"),
            .init(id: "e7", from: "c1s1", to: "c0start", kind: .event, label: "didFail → failed"),
            .init(id: "e8", from: "c0s0", to: "c2empty", kind: .startChild, label: "didTapEmpty", targetCluster: "c2",
                  marks: [mark(.warning)]),
            .init(id: "e9", from: "c0s0", to: "c3collapsed", kind: .startChild, label: "didTapSettings"),
            .init(id: "e10", from: "c0s0", to: "c0s1", kind: .push, label: "didTapLogin\ndidExpire [isLoggedIn]"),
            .init(id: "e11", from: "c1s1", to: "c1s0", kind: .push),
        ],
        findings: [mark(.error)]
    )

    @Test func everyKindEncodesToTheExpectedText() {
        let expected = """
            flowchart LR
              entry((" "))
              subgraph c0["App #40;root#59; window#41;"]
                c0start((" "))
                c0s0["Home<br/>HomeViewController"]
                c0s1["Login"]
              end
              subgraph c1["Buy #40;horizontal#59; navigation stack#41;"]
                c1s0["Cart"]
                c1s1["Pay<br/>PaymentViewController"]
              end
              subgraph c2["Empty #40;vertical, sheet#59; single screen#41;"]
                c2empty["#40;shows nothing#41;"]
              end
              c3collapsed["Settings<br/>#40;vertical, sheet#59; navigation stack#41; · 2 screens"]
              entry --> c0start
              c0start -->|"#91;isLoggedIn#93;"| c0s0
              c0start -->|"#91;!isLoggedIn#93;"| c0s1
              c0s0 ==>|"didTapBuy"| c1s0
              c1s0 -->|"didTapPay"| c1s1
              c1s1 -.->|"didPay"| c0s0
              c0s1 -.->|"didTapHelp #40;sheet#41;"| c0s0
              c1s1 -.->|"didFail → failed"| c0start
              c0s0 ==>|"didTapEmpty"| c2empty
              c0s0 ==>|"didTapSettings"| c3collapsed
              c0s0 -->|"didTapLogin<br/>didExpire #91;isLoggedIn#93;"| c0s1
              c1s1 --> c1s0
              classDef entryPoint fill:#222222,stroke:#222222
              classDef branch fill:#666666,stroke:#666666
              classDef placeholder fill:none,stroke:#555555,stroke-dasharray:4 3,color:#555555
              classDef warning stroke:#ef8c00,stroke-width:3px
              classDef error stroke:#d32f2f,stroke-width:3px
              class entry entryPoint
              class c0start branch
              class c2empty,c3collapsed placeholder
              class c1,c1s1 warning
              class c2,c0s1 error
              linkStyle 6 stroke:#7a4fa0,fill:none
              linkStyle 3,9 stroke:#2e7d32,fill:none
              linkStyle 7 stroke:#c77700,fill:none
              linkStyle 5,8 stroke:#d32f2f,stroke-width:3px,fill:none

            """
        let output = MermaidEncoder().encode(Self.everyKind)
        #expect(output == expected)
        #expect(MermaidSyntax.problems(in: output) == [])
    }

    @Test func aSceneWithoutMarksOrStyledEdgesHasNoStyleStatements() {
        let scene = FlowScene(
            title: nil,
            clusters: [.init(id: "c0", coordinator: "A", title: "A", kind: .root, container: .singleScreen)],
            nodes: [.init(id: "c0s0", cluster: "c0", kind: .screen, label: "A")],
            edges: [], findings: []
        )
        #expect(MermaidEncoder().encode(scene) == "flowchart LR\n  subgraph c0[\"A\"]\n    c0s0[\"A\"]\n  end\n")
    }

    // MARK: - Hostile text

    static let hostileTexts = [
        "</svg><script>alert(1)</script>",
        "javascript:alert(document.cookie)",
        "say \"hi\" \\ back\\slash \\\"",
        "a < b > c & d &amp; &lt;script&gt; &#60; #quot; #35; #60;",
        "pipe | semi ; hash # brackets [x] {y} (z) ((w)) [[v]] [(u)] {{t}}",
        "line one\nline two\r\nline three\rfour\u{2028}five",
        "tab\there\u{0}nul\u{7}bell\u{85}nel",
        "%%{init: {\"theme\": \"dark\"}}%% %% comment",
        "`markdown **bold**` and ```code```",
        "emoji 🚀👩‍👩‍👧 ✓ é 中文",
        "end", "subgraph x", "direction LR", "Redirection TB", "DIRECTION rl", "click c0s0 call alert()",
        "style c0s0 fill:#f00;", "classDef x fill:#f00;", "linkStyle 0 stroke:#f00;", "x --> y", "a -.-> b ==> c",
        "e1@{ shape: rect }", "A:::cls", "foo@bar", "\"", "#", "", " ",
    ]

    static func hostileScene(_ text: String) -> FlowScene {
        FlowScene(
            title: text,
            clusters: [.init(id: "c0", coordinator: text, title: text, kind: .root, container: .navigationStack, marks: [mark(.error, text)])],
            nodes: [
                .init(id: "entry", cluster: nil, kind: .entry, label: text),
                .init(id: "c0s0", cluster: "c0", kind: .screen, label: text, detail: text),
                .init(id: "c0s1", cluster: "c0", kind: .placeholder, label: text, detail: text, marks: [mark(.warning, text)]),
            ],
            edges: [
                .init(id: "e0", from: "entry", to: "c0s0", kind: .entry, label: text),
                .init(id: "e1", from: "c0s0", to: "c0s1", kind: .push, label: text, marks: [mark(.error, text)]),
                .init(id: "e2", from: "c0s1", to: "c0s0", kind: .finish, label: text),
            ],
            findings: [mark(.error, text)]
        )
    }

    @Test(arguments: hostileTexts)
    func hostileTextStaysLiteralAndTheDiagramValid(text: String) {
        let output = MermaidEncoder().encode(Self.hostileScene(text))
        #expect(MermaidSyntax.problems(in: output) == [], "\(output)")
        #expect(!output.contains("<script"))
        #expect(!output.contains("%%"))
        // What Mermaid shows is the text itself (line breaks normalized, controls as spaces).
        let shown = MermaidSyntax.quotedTexts(in: output).map(MermaidSyntax.rendered)
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n").replacingOccurrences(of: "\u{2028}", with: "\n")
        let visible = String(String.UnicodeScalarView(lines.unicodeScalars.map {
            $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) ? " " : $0
        }))
        guard !visible.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        #expect(shown.filter { $0 == visible }.count == 4, "the cluster title and 3 edge labels: \(shown)")
        #expect(shown.filter { $0 == visible + "\n" + visible }.count == 2, "2 nodes with label and detail: \(shown)")
    }

    @Test func everyHostileTextAtOnceThroughTheSceneBuilder() throws {
        let hostile = Self.hostileTexts.joined(separator: " ")
        var graph = AppGraph(name: hostile)
        graph.add(Coordinator(name: hostile, isRoot: true, start: [StartEntry(.screen(hostile))], screens: [
            Screen(name: hostile, typeName: "Type" + hostile, transitions: [
                Transition(on: hostile, .push(screen: "end")),
                Transition(on: "direction LR", when: hostile, .present(screen: "end", presentation: ModalPresentation(style: .sheet))),
            ]),
            Screen(name: "end", transitions: []),
        ]))
        let scene = try SceneBuilder.scene(for: graph, findings: Linter.lint(graph), options: RenderOptions())
        let output = MermaidEncoder().encode(scene)
        #expect(MermaidSyntax.problems(in: output) == [], "\(output)")
        #expect(!output.contains("<script"))
        let shown = Set(MermaidSyntax.quotedTexts(in: output).map(MermaidSyntax.rendered))
        #expect(shown.contains { $0.hasPrefix(hostile.replacingOccurrences(of: "\r\n", with: "\n").prefix(40)) })
        #expect(shown.contains("end"))
    }

    @Test func idsMermaidWouldMisreadAreEncodedDistinctly() {
        let ids = ["end", "style1", "classic", "default", "n_656e64", "a b", "x\"y", "é", "1a", "", "graph", "c0s1", "e12", "entry"]
        let scene = FlowScene(
            title: nil, clusters: [],
            nodes: ids.map { FlowScene.Node(id: $0, cluster: nil, kind: .screen, label: $0) },
            edges: zip(ids, ids.dropFirst()).enumerated().map { FlowScene.Edge(id: "e\($0)", from: $1.0, to: $1.1, kind: .push) },
            findings: []
        )
        let output = MermaidEncoder().encode(scene)
        #expect(MermaidSyntax.problems(in: output) == [], "\(output)")
        let declared = output.split(separator: "\n").dropFirst().prefix(ids.count).map { String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != "[" }) }
        #expect(Set(declared).count == ids.count, "\(declared)")
        #expect(declared.contains("c0s1") && declared.contains("e12") && declared.contains("entry"))
        #expect(!declared.contains("end") && !declared.contains("style1") && !declared.contains("classic"))
        #expect(declared.first == "n_656e64", "end, as hex; the id n_656e64 itself is encoded too")
    }

    // MARK: - Determinism and Samples

    @Test func encodingIsDeterministic() throws {
        let encoder = MermaidEncoder()
        let first = encoder.encode(Self.everyKind)
        for _ in 0..<20 { #expect(MermaidEncoder().encode(Self.everyKind) == first) }
        for sample in SampleCatalog.all {
            let graph = try sample.graph()
            let a = encoder.encode(try SceneBuilder.scene(for: graph, findings: Linter.lint(graph), options: RenderOptions()))
            let rebuilt = try sample.graph()
            let b = encoder.encode(try SceneBuilder.scene(for: rebuilt, findings: Linter.lint(rebuilt), options: RenderOptions()))
            #expect(a == b, "\(sample.name)")
        }
    }

    static let fixtures = Repository.fixtures.appendingPathComponent("Mermaid")

    @Test(arguments: SampleCatalog.all.map(\.name))
    func sampleMatchesItsFixture(name: String) throws {
        let sample = try #require(SampleCatalog.all.first { $0.name == name })
        let graph = try sample.graph()
        let findings = Linter.lint(graph)
        let scene = try SceneBuilder.scene(for: graph, findings: findings, options: RenderOptions())
        let output = MermaidEncoder().encode(scene)
        #expect(MermaidSyntax.problems(in: output) == [], "\(output)")
        // Every screen is drawn, and every marked element carries its severity's class.
        let shown = Set(MermaidSyntax.quotedTexts(in: output).map(MermaidSyntax.rendered))
        for coordinator in graph.coordinators {
            for screen in coordinator.screens {
                #expect(shown.contains { $0 == screen.name || $0.hasPrefix(screen.name + "\n") }, "missing screen \(screen.name)")
            }
        }
        if scene.nodes.contains(where: { !$0.marks.isEmpty }) || scene.clusters.contains(where: { !$0.marks.isEmpty }) {
            #expect(output.contains("classDef error") || output.contains("classDef warning"))
        }
        if scene.edges.contains(where: { !$0.marks.isEmpty }) {
            #expect(output.contains(" stroke:#d32f2f,stroke-width:3px,fill:none\n"))
        }

        let check = Fixture.check(output, against: Self.fixtures.appendingPathComponent("\(name).mmd"))
        #expect(check.matches, "\(check.message)")
    }

    // MARK: - The checker itself

    @Test(arguments: [
        "graph TD\n",
        "flowchart TB\n  a[\"x\"\"]\n",
        "flowchart TB\n  a[\"say \"hi\"\"]\n",
        "flowchart TB\n  a[\"<script>alert(1)</script>\"]\n",
        "flowchart TB\n  a[\"(x)\"]\n",
        "flowchart TB\n  a[\"\"]\n",
        "flowchart TB\n  a[\"x\"\n",
        "flowchart TB\n  subgraph c0[\"x\"]\n",
        "flowchart TB\n  end\n",
        "flowchart TB\n  direction LR\n",
        "flowchart TB\n  a[\"direction LR\"]\n",
        "flowchart TB\n  a[\"x\"]\n  a --> b\n",
        "flowchart TB\n  a[\"x\"]\n  a[\"y\"]\n",
        "flowchart TB\n  a[\"x\"]\n  b[\"y\"]\n  a --> b\n  linkStyle 1 stroke:#f00\n",
        "flowchart TB\n  a[\"x\"]\n  class a nope\n",
        "flowchart TB\n  end[\"x\"]\n",
        "flowchart TB\n  a[\"x\"]\n  b[\"y\"]\n  a -->|\"p|q\"| b\n",
        "flowchart TB\n  a[\"x\"]\n  b[\"y\"]\n  a --> |x| b\n",
        "flowchart TB\n  a[\"x%%y\"]\n",
        "flowchart TB\n  a[\"x\"]",
    ])
    func theCheckerRejectsBrokenMermaid(text: String) {
        #expect(!MermaidSyntax.problems(in: text).isEmpty, "\(text)")
    }
}

/// A structural check of the Mermaid subset ``MermaidEncoder`` writes: every line is the header,
/// a subgraph opening or `end` (balanced), a `direction` inside a subgraph, a node declaration,
/// an edge, or a `classDef`/`class`/`linkStyle`/`style`; quoted text holds only characters Mermaid
/// takes literally and its entity codes; every referenced id, class and link index exists.
enum MermaidSyntax {
    static let id = #"[A-Za-z][A-Za-z0-9_]*"#
    /// A quoted label: no quote, no markup but `<br/>`, no syntax character but in an entity code.
    static let quoted = #""(?:[^"<>&#;|\[\]{}()\\`%@:\r\n]|#(?:quot|amp|lt|gt|[0-9]+);|<br/>)+""#
    static let styles = #"[A-Za-z0-9#:,.% -]+"#

    static func regex(_ pattern: String) -> Regex<AnyRegexOutput> { try! Regex(pattern) }

    nonisolated(unsafe) static let header = regex("flowchart (?:TB|LR)")
    nonisolated(unsafe) static let subgraph = regex("subgraph (\(id))\\[(\(quoted))\\]")
    nonisolated(unsafe) static let direction = regex("direction (?:TB|BT|LR|RL)")
    nonisolated(unsafe) static let node = regex("(\(id))(?:\\[\(quoted)\\]|\\(\\(\" \"\\)\\))")
    nonisolated(unsafe) static let edge = regex("(\(id)) (?:-->|-\\.->|==>)(?:\\|\(quoted)\\|)? (\(id))")
    nonisolated(unsafe) static let classDef = regex("classDef (\(id)) \(styles)")
    nonisolated(unsafe) static let classStatement = regex("class (\(id)(?:,\(id))*) (\(id))")
    nonisolated(unsafe) static let linkStyle = regex("linkStyle ([0-9]+(?:,[0-9]+)*) \(styles)")
    nonisolated(unsafe) static let style = regex("style (\(id)) \(styles)")
    static let keywords: Set<String> = ["end", "subgraph", "graph", "flowchart", "style", "class", "classDef", "linkStyle", "click", "default", "direction"]

    static func problems(in text: String) -> [String] {
        var problems = [String]()
        guard text.hasSuffix("\n") else { return ["no final newline"] }
        let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var depth = 0
        var declared = Set<String>()
        var subgraphs = Set<String>()
        var edges = [(String, String)]()
        var classUses = [(ids: [String], name: String)]()
        var classDefs = Set<String>()
        var linkIndices = [Int]()

        func capture(_ match: Regex<AnyRegexOutput>.Match, _ index: Int) -> String {
            match.output[index].substring.map(String.init) ?? ""
        }
        for (number, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            func problem(_ what: String) { problems.append("line \(number + 1): \(what): \(raw)") }
            if number == 0 {
                if line.wholeMatch(of: header) == nil { problem("not the flowchart header") }
                continue
            }
            if !bracketsBalance(line) { problem("unbalanced brackets") }
            // Mermaid's preprocessing: comments and directives anywhere, the style rewrite, and
            // the lexer's direction rule, which reads any line containing `direction XX`.
            if line.contains("%%") { problem("comment or directive") }
            if line.contains(regex(#"(?:style|classDef).*:\S*#.*;"#)) { problem("the style rewrite would cut this line") }
            if line.contains(regex(#"direction\s+(?:TB|BT|RL|LR)"#)), line.wholeMatch(of: direction) == nil { problem("direction inside a statement") }
            if let match = line.wholeMatch(of: subgraph) {
                let name = capture(match, 1)
                if keywords.contains(name) || !declared.insert(name).inserted { problem("bad or repeated subgraph id") }
                subgraphs.insert(name)
                depth += 1
            } else if line == "end" {
                depth -= 1
                if depth < 0 { problem("end without subgraph") }
            } else if line.wholeMatch(of: direction) != nil {
                if depth == 0 { problem("direction outside a subgraph") }
            } else if let match = line.wholeMatch(of: node) {
                let name = capture(match, 1)
                if keywords.contains(name) || !declared.insert(name).inserted { problem("bad or repeated node id") }
            } else if let match = line.wholeMatch(of: edge) {
                edges.append((capture(match, 1), capture(match, 2)))
            } else if let match = line.wholeMatch(of: classDef) {
                classDefs.insert(capture(match, 1))
            } else if let match = line.wholeMatch(of: classStatement) {
                classUses.append((capture(match, 1).split(separator: ",").map(String.init), capture(match, 2)))
            } else if let match = line.wholeMatch(of: linkStyle) {
                linkIndices += capture(match, 1).split(separator: ",").compactMap { Int($0) }
            } else if let match = line.wholeMatch(of: style) {
                if !declared.contains(capture(match, 1)) { problem("style of an undeclared id") }
            } else {
                problem("not a statement")
            }
        }
        if depth != 0 { problems.append("\(depth) subgraph(s) not closed") }
        for (from, to) in edges {
            for end in [from, to] where !declared.contains(end) || keywords.contains(end) {
                problems.append("edge end \(end) is not declared")
            }
        }
        for use in classUses {
            if !classDefs.contains(use.name) { problems.append("class \(use.name) is not defined") }
            for name in use.ids where !declared.contains(name) { problems.append("class of undeclared \(name)") }
        }
        for index in linkIndices where index >= edges.count { problems.append("linkStyle \(index) of \(edges.count) links") }
        if Set(linkIndices).count != linkIndices.count { problems.append("a link styled twice") }
        return problems
    }

    /// Whether `[]`, `()` and `{}` nest properly outside quotes (and quotes close).
    static func bracketsBalance(_ line: String) -> Bool {
        var stack = [Character]()
        var inQuotes = false
        for character in line {
            if character == "\"" { inQuotes.toggle(); continue }
            if inQuotes { continue }
            switch character {
            case "[", "(", "{": stack.append(character)
            case "]": if stack.popLast() != "[" { return false }
            case ")": if stack.popLast() != "(" { return false }
            case "}": if stack.popLast() != "{" { return false }
            default: break
            }
        }
        return stack.isEmpty && !inQuotes
    }

    /// The quoted texts of `text`, as written.
    static func quotedTexts(in text: String) -> [String] {
        text.matches(of: regex(quoted)).map { String(text[$0.range].dropFirst().dropLast()) }
    }

    /// What Mermaid shows for a quoted text: its entity codes become HTML entities, which the
    /// browser decodes, and `<br/>` a line break.
    static func rendered(_ quoted: String) -> String {
        var out = ""
        var rest = Substring(quoted)
        while let first = rest.first {
            if rest.hasPrefix("<br/>") {
                out += "\n"
                rest = rest.dropFirst(5)
            } else if first == "#", let end = rest.firstIndex(of: ";") {
                let name = rest[rest.index(after: rest.startIndex)..<end]
                switch name {
                case "quot": out += "\""
                case "amp": out += "&"
                case "lt": out += "<"
                case "gt": out += ">"
                default: out.unicodeScalars.append(Unicode.Scalar(UInt32(name)!)!)
                }
                rest = rest[rest.index(after: end)...]
            } else {
                out.append(first)
                rest = rest.dropFirst()
            }
        }
        return out
    }
}
