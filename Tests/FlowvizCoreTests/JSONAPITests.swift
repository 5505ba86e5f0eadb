import FlowvizCore
import FlowvizJSON
import Testing

/// The public JSON reading (`LocatedJSON`) and writing (`JSONOutput`) API.
@Suite struct JSONAPITests {
    func at(_ line: Int, _ column: Int) -> FlowvizCore.SourceLocation {
        FlowvizCore.SourceLocation(file: "f.json", line: line, column: column)
    }

    @Test func everyValueAndKeyIsLocatedAndMembersKeepTheirOrder() throws {
        let root = try LocatedJSON.parse(bytes: Array("{\"b\": [1, \"é\"],\n \"a\": {\"x\": null, \"y\": true}}".utf8), file: "f.json")
        #expect(root.location == at(1, 1))
        #expect(root.typeName == "an object")
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members.map(\.keyLocation) == [at(1, 2), at(2, 2)])
        guard case .array(let elements) = members[0].value.value else { Issue.record("not an array"); return }
        #expect(elements.map(\.location) == [at(1, 8), at(1, 11)])
        #expect(elements.map(\.shownInMessages) == ["1", "'é'"])
        guard case .object(let inner) = members[1].value.value else { Issue.record("not an object"); return }
        #expect(inner.map(\.value.location) == [at(2, 13), at(2, 24)])
        #expect(inner.map(\.value.typeName) == ["null", "a boolean"])
    }

    @Test func malformedJSONIsOneLocatedErrorFromTheDefinitionParser() {
        for (json, location, message) in [
            ("{\"a\": 1,\n \"a\": 2}", at(2, 2), "malformed JSON: duplicate key 'a' in the same object"),
            ("[1,]", at(1, 4), "malformed JSON: unexpected ']': expected a value"),
            ("", at(1, 1), "malformed JSON: the file is empty: expected a JSON object"),
        ] {
            let error = #expect(throws: GraphLoadError.self) { try LocatedJSON.parse(bytes: Array(json.utf8), file: "f.json") }
            #expect(error?.diagnostics == [Diagnostic(.error, message, at: location)])
        }
    }

    @Test func outputOptionsOrderedObjectsInlineValuesAndOptionals() {
        let value = JSONOutput.orderedObject([
            .init("z", .int(1)),
            .init("a", .array([
                .inline(.orderedObject([.init("y", .string("q\"\u{7F}")), .init("b", .array([.bool(true), .null]))])),
                .inline(.object(["n": .optional(nil as Int?), "m": .optional("s")])),
                .inline(.array([])),
            ])),
            .init("e", .orderedObject([])),
        ])
        #expect(value.rendered() == """
            {
              "z": 1,
              "a": [
                {"y": "q\\"\\u007f", "b": [true, null]},
                {"m": "s", "n": null},
                []
              ],
              "e": {}
            }

            """)
    }
}
