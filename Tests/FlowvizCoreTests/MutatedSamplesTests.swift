import FlowvizCore
import FlowvizJSON
import FlowvizTestSupport
import Foundation
import Testing

/// Replays a corpus of mutated Samples through the JSON loader: truncations, values replaced by
/// wrong types, extreme numbers, deep nesting, invalid UTF-8, duplicated keys, coordinators that
/// start each other in cycles, huge strings and flipped bytes, all generated deterministically
/// from every `Samples/JSON/*.json`. Each mutation must give either a graph (which then
/// validates clean and survives a canonical round trip) or a `GraphLoadError` whose every
/// diagnostic is located in the file, never a crash or a hang (a hang runs into the tests' time
/// limit). Not a performance test: nothing here compares wall-clock times, which depend on the
/// machine's load.
@Suite struct MutatedSamplesTests {
    static let samplesDirectory = Repository.samplesJSON
    static var sampleFiles: [String] { SampleFiles.names }

    struct Mutation {
        var label: String
        var bytes: [UInt8]
    }

    // MARK: - Where the values are

    /// The byte ranges of every value and every object member of a valid JSON document.
    struct Spans {
        enum Kind { case object, array, string, number, literal }
        struct Value { var range: Range<Int>; var kind: Kind }
        struct Member { var key: Range<Int>; var value: Range<Int> }

        var values = [Value]()
        var members = [Member]()
        private let bytes: [UInt8]
        private var index = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            skipSpace()
            _ = value()
        }

        private mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        private mutating func value() -> Range<Int> {
            let start = index
            let kind: Kind
            switch bytes[index] {
            case UInt8(ascii: "{"):
                kind = .object
                index += 1
                skipSpace()
                while bytes[index] != UInt8(ascii: "}") {
                    let key = string()
                    skipSpace()
                    index += 1 // :
                    skipSpace()
                    let member = value()
                    members.append(Member(key: key, value: member))
                    skipSpace()
                    if bytes[index] == UInt8(ascii: ",") { index += 1; skipSpace() }
                }
                index += 1
            case UInt8(ascii: "["):
                kind = .array
                index += 1
                skipSpace()
                while bytes[index] != UInt8(ascii: "]") {
                    _ = value()
                    skipSpace()
                    if bytes[index] == UInt8(ascii: ",") { index += 1; skipSpace() }
                }
                index += 1
            case UInt8(ascii: "\""):
                kind = .string
                _ = string()
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                kind = .literal
                while index < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index]) { index += 1 }
            default:
                kind = .number
                while index < bytes.count, "+-.0123456789eE".utf8.contains(bytes[index]) { index += 1 }
            }
            values.append(Value(range: start..<index, kind: kind))
            return start..<index
        }

        private mutating func string() -> Range<Int> {
            let start = index
            index += 1
            while bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index += 1
            return start..<index
        }
    }

    static func replacing(_ bytes: [UInt8], _ range: Range<Int>, with replacement: [UInt8]) -> [UInt8] {
        var out = bytes
        out.replaceSubrange(range, with: replacement)
        return out
    }

    // MARK: - The corpus

    static let wrongValues = [
        "42", "-0", "1e400", "-1e400", "99999999999999999999", "0.5", "1E-400", "true", "false", "null",
        "\"text\"", "\"\"", "[]", "{}", "[1, \"a\", null, {}]", "{\"name\": 1, \"root\": \"yes\"}",
    ]

    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0x80], [0xC0, 0x80], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFE, 0xFF],
    ]

    /// A deterministic generator (SplitMix64), so the corpus is the same on every run.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    static func deep(_ depth: Int, open: String, close: String, inner: String = "1") -> [UInt8] {
        Array((String(repeating: open, count: depth) + inner + String(repeating: close, count: depth)).utf8)
    }

    /// Every mutation of one sample's bytes; `huge` adds the strings of 100,000 characters and
    /// more (slow to build and load in debug, so only one sample gets them).
    static func mutations(of bytes: [UInt8], seed: UInt64, huge: Bool = false) throws -> [Mutation] {
        var corpus = [Mutation]()
        func add(_ label: String, _ mutated: [UInt8]) { corpus.append(Mutation(label: label, bytes: mutated)) }
        let spans = Spans(bytes)
        var random = Generator(state: seed)

        // Truncations: about 80 cut points spread over the file, and the last few bytes.
        let step = max(1, bytes.count / 80)
        for offset in Swift.stride(from: 0, to: bytes.count, by: step) { add("truncated at \(offset)", Array(bytes[..<offset])) }
        for cut in 1...3 where cut < bytes.count { add("last \(cut) bytes cut", Array(bytes.dropLast(cut))) }

        // Each value replaced by wrong types chosen in rotation: two for a scalar, one for a
        // container (whose replacement also drops everything inside it).
        for (index, value) in spans.values.enumerated() {
            for pick in [index, index * 5 + 3].prefix([.object, .array].contains(value.kind) ? 1 : 2) {
                let replacement = wrongValues[pick % wrongValues.count]
                add("value \(index) (\(value.kind)) → \(replacement)", replacing(bytes, value.range, with: Array(replacement.utf8)))
            }
        }
        // Every number (the version) as each extreme number.
        for value in spans.values where value.kind == .number {
            for number in ["1e400", "-0", "-0.0", "99999999999999999999", "1" + String(repeating: "0", count: 5_000), "1.5", "2", "0", "-1"] {
                add("number at \(value.range.lowerBound) → \(number.prefix(24))", replacing(bytes, value.range, with: Array(number.utf8)))
            }
        }

        // Nesting 10,000 deep: the whole document, a member's value, and unterminated.
        add("10,000 nested arrays", deep(10_000, open: "[", close: "]"))
        add("10,000 nested objects", deep(10_000, open: "{\"a\":", close: "}"))
        add("10,000 unterminated arrays", Array(String(repeating: "[", count: 10_000).utf8))
        if let members = spans.values.last(where: { $0.kind == .array }) {
            add("array value nested 10,000 deep", replacing(bytes, members.range, with: deep(10_000, open: "[", close: "]", inner: "")))
        }
        if let object = spans.values.first(where: { $0.kind == .object && $0.range.lowerBound > 0 }) {
            add("object value nested 10,000 deep", replacing(bytes, object.range, with: deep(10_000, open: "{\"name\":", close: "}")))
        }

        // Invalid UTF-8: inside strings and between tokens.
        let strings = spans.values.filter { $0.kind == .string }
        for (index, string) in strings.enumerated() where index % 3 == 0 {
            let sequence = invalidUTF8[index % invalidUTF8.count]
            var mutated = bytes
            mutated.insert(contentsOf: sequence, at: string.range.lowerBound + 1 + (index % max(1, string.range.count - 2)))
            add("invalid UTF-8 \(sequence) in string \(index)", mutated)
        }
        for (index, sequence) in invalidUTF8.enumerated() {
            var mutated = bytes
            mutated.insert(contentsOf: sequence, at: random.below(bytes.count))
            add("invalid UTF-8 \(sequence) #\(index)", mutated)
        }
        add("UTF-16 with a byte order mark", [0xFF, 0xFE] + Array(String(decoding: bytes, as: UTF8.self).utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        add("UTF-8 byte order mark", [0xEF, 0xBB, 0xBF] + bytes)

        // Duplicated keys: every member repeated after itself, half with another value.
        for (index, member) in spans.members.enumerated() {
            let value = index % 2 == 0 ? Array(bytes[member.value]) : Array("1".utf8)
            let copy = Array(",".utf8) + Array(bytes[member.key]) + Array(":".utf8) + value
            var mutated = bytes
            mutated.insert(contentsOf: copy, at: member.value.upperBound)
            add("member \(index) duplicated", mutated)
        }

        // Huge strings: at the limit, past it, and far past it.
        for (index, string) in strings.enumerated() where index % 7 == 1 {
            let length = [1_024, 1_025, 4_096][(index / 7) % 3]
            add("string \(index) of \(length) characters", replacing(bytes, string.range, with: Array("\"\(String(repeating: "é", count: length))\"".utf8)))
        }
        if huge, let first = strings.first, let last = strings.last {
            add("a 100,000 character string", replacing(bytes, last.range, with: Array("\"\(String(repeating: "é", count: 100_000))\"".utf8)))
            add("a 1,000,000 character string", replacing(bytes, first.range, with: Array("\"\(String(repeating: "x", count: 1_000_000))\"".utf8)))
            let escapes = String(repeating: "\\u0041\\ud83d\\ude00\\n", count: 20_000)
            add("a string of 80,000 escapes", replacing(bytes, first.range, with: Array("\"\(escapes)\"".utf8)))
        }

        // Flipped bytes: JSON syntax, NUL and non-ASCII at seeded offsets.
        let interesting = Array("{}[],:\"\\ 1-eE0tfn".utf8) + [0x00, 0x7F, 0xC3, 0xFF]
        for index in 0..<50 {
            var mutated = bytes
            mutated[random.below(bytes.count)] = interesting[random.below(interesting.count)]
            add("flip #\(index)", mutated)
        }

        corpus += try cycles(of: bytes)
        return corpus
    }

    /// Coordinators that start each other: every non-root coordinator starting every coordinator
    /// (itself, its parent, the root) from its first screen and from its start.
    static func cycles(of bytes: [UInt8]) throws -> [Mutation] {
        guard var document = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let coordinators = document["coordinators"] as? [[String: Any]] else { return [] }
        let names = coordinators.compactMap { $0["name"] as? String }
        var corpus = [Mutation]()
        func add(_ label: String, _ edited: [[String: Any]]) throws {
            document["coordinators"] = edited
            let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .prettyPrinted])
            corpus.append(Mutation(label: label, bytes: Array(data)))
        }
        for (from, coordinator) in coordinators.enumerated() where coordinator["root"] as? Bool != true {
            for target in names {
                var edited = coordinators
                if var screens = coordinator["screens"] as? [[String: Any]], !screens.isEmpty {
                    var transitions = screens[0]["transitions"] as? [[String: Any]] ?? []
                    transitions.append(["on": "cycle", "action": "start", "coordinator": target])
                    screens[0]["transitions"] = transitions
                    edited[from]["screens"] = screens
                    try add("\(names[from]) starts \(target) from a screen", edited)
                }
                edited = coordinators
                edited[from]["start"] = [["coordinator": target, "retained": from % 2 == 0]]
                try add("\(names[from]) starts \(target) from its start", edited)
            }
        }
        return corpus
    }

    /// Small hand-made cycles: A starts B starts A, a coordinator starting itself, the root
    /// started by its child, and a ring through every kind of start.
    static let handMadeCycles: [Mutation] = [
        """
        {"version": 1, "coordinators": [
          {"name": "A", "root": true, "start": [{"screen": "a"}], "screens": [{"name": "a", "transitions": [{"on": "go", "action": "start", "coordinator": "B"}]}]},
          {"name": "B", "attachment": "horizontal", "start": [{"screen": "b"}], "screens": [{"name": "b", "transitions": [{"on": "back", "action": "start", "coordinator": "A"}]}]}]}
        """,
        """
        {"version": 1, "coordinators": [
          {"name": "A", "root": true, "start": [{"coordinator": "A"}], "screens": []}]}
        """,
        """
        {"version": 1, "coordinators": [
          {"name": "A", "root": true, "start": [{"coordinator": "B"}]},
          {"name": "B", "attachment": "vertical", "start": [{"coordinator": "C"}]},
          {"name": "C", "attachment": "horizontal", "start": [{"coordinator": "B"}], "handles": [{"event": "e", "action": "start", "coordinator": "A"}]}]}
        """,
        """
        {"version": 1, "coordinators": [
          {"name": "A", "root": true, "start": [{"screen": "a"}], "screens": [{"name": "a", "transitions": [{"on": "self", "action": "start", "coordinator": "B"}]}]},
          {"name": "B", "attachment": "horizontal", "start": [{"screen": "b"}], "screens": [{"name": "b", "transitions": [{"on": "again", "action": "start", "coordinator": "B"}]}]}],
         "deepLinks": [{"name": "loop", "path": [{"coordinator": "B"}, {"coordinator": "B"}, {"coordinator": "B"}, {"screen": "b"}]}]}
        """,
    ].enumerated().map { Mutation(label: "hand-made cycle \($0.offset)", bytes: Array($0.element.utf8)) }

    // MARK: - Replay

    struct Outcome {
        var loaded = 0
        var refused = 0
        var slowest: Duration = .zero
    }

    /// Loads one mutation and checks its outcome.
    static func replay(_ mutation: Mutation, file: String, into outcome: inout Outcome) {
        let clock = ContinuousClock()
        let start = clock.now
        let result: Result<AppGraph, GraphLoadError>
        do {
            result = .success(try JSONGraphLoader.load(bytes: mutation.bytes, file: file))
        } catch {
            result = .failure(error)
        }
        let lines = mutation.bytes.count { $0 == 0x0A } + 1
        switch result {
        case .success(let graph):
            outcome.loaded += 1
            #expect(GraphValidator.validate(graph) == [], "\(mutation.label): a loaded graph must validate clean")
            let written = CanonicalWriter.string(for: graph)
            do {
                let reloaded = try JSONGraphLoader.load(string: written, file: "canonical.json")
                #expect(reloaded.withoutLocations() == graph.withoutLocations(), "\(mutation.label): canonical round trip")
                #expect(CanonicalWriter.string(for: reloaded) == written, "\(mutation.label): canonical form is stable")
            } catch {
                Issue.record("\(mutation.label): the canonical form does not load: \(error.description)")
            }
        case .failure(let error):
            outcome.refused += 1
            #expect(!error.diagnostics.isEmpty, "\(mutation.label): an error without diagnostics")
            for diagnostic in error.diagnostics {
                guard let location = diagnostic.location else {
                    Issue.record("\(mutation.label): unlocated diagnostic: \(diagnostic.description)")
                    continue
                }
                #expect(location.file == file && location.line >= 1 && location.column >= 1 && location.line <= lines,
                        "\(mutation.label): badly located: \(diagnostic.description.prefix(300))")
                for note in diagnostic.notes {
                    if let place = note.location {
                        #expect(place.file == file && place.line >= 1 && place.column >= 1 && place.line <= lines,
                                "\(mutation.label): badly located note: \(note.message.prefix(300))")
                    }
                }
            }
        }
        let elapsed = clock.now - start
        outcome.slowest = max(outcome.slowest, elapsed)
    }

    @Test func theCorpusIsGeneratedFromEverySample() throws {
        #expect(Self.sampleFiles.count >= 9)
        let bytes = Array(try Data(contentsOf: Self.samplesDirectory.appendingPathComponent("photo-store.json")))
        let first = try Self.mutations(of: bytes, seed: 1)
        let second = try Self.mutations(of: bytes, seed: 1)
        #expect(first.map(\.label) == second.map(\.label) && first.map(\.bytes) == second.map(\.bytes), "deterministic")
        #expect(first.count > 400)
        #expect(Spans(bytes).values.count > 50 && Spans(bytes).members.count > 50)
    }

    @Test(.timeLimit(.minutes(5)), arguments: sampleFiles)
    func everyMutationGivesAGraphOrLocatedErrors(sample: String) throws {
        let bytes = Array(try Data(contentsOf: Self.samplesDirectory.appendingPathComponent(sample)))
        let seed = sample.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
        let corpus = try Self.mutations(of: bytes, seed: seed, huge: sample == "photo-store.json")
        var outcome = Outcome()
        for mutation in corpus {
            Self.replay(mutation, file: "mutated/\(sample)", into: &outcome)
        }
        #expect(outcome.loaded + outcome.refused == corpus.count)
        #expect(outcome.loaded > 0 && outcome.refused > 0, "the corpus holds both loadable and broken mutations")
    }

    @Test func handMadeCyclesGiveAGraphOrLocatedErrors() {
        var outcome = Outcome()
        for mutation in Self.handMadeCycles {
            Self.replay(mutation, file: "cycle.json", into: &outcome)
        }
        #expect(outcome.loaded + outcome.refused == Self.handMadeCycles.count)
    }
}
