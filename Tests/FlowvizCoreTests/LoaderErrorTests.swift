import FlowvizCore
import FlowvizJSON
import Testing

/// Every load error names the file, line, column and the offending element.
@Suite struct LoaderErrorTests {
    /// Loads `json` and returns its errors; fails the test if it loads.
    func errors(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Diagnostic] {
        do {
            _ = try JSONGraphLoader.load(string: json, file: "app.json")
            Issue.record("expected load errors", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.diagnostics
        }
    }

    func expectSingle(
        _ json: String, line: Int, column: Int, _ fragments: String...,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let diagnostics = errors(json, sourceLocation: sourceLocation)
        #expect(diagnostics.count == 1, "\(diagnostics)", sourceLocation: sourceLocation)
        guard let diagnostic = diagnostics.first else { return }
        #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
        #expect(diagnostic.location == FlowvizCore.SourceLocation(file: "app.json", line: line, column: column),
                "\(diagnostic)", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(diagnostic.message.contains(fragment), "'\(diagnostic.message)' lacks '\(fragment)'", sourceLocation: sourceLocation)
        }
    }

    /// A minimal valid document with `screens` JSON spliced into the root coordinator.
    func app(screens: String = #"[{"name": "Home"}]"#, extraCoordinators: String = "") -> String {
        """
        {
          "version": 1,
          "coordinators": [
            {"name": "App", "root": true, "start": [{"screen": "Home"}],
             "screens": \(screens)}\(extraCoordinators)
          ]
        }
        """
    }

    @Test func validMinimalDocumentLoads() throws {
        let graph = try JSONGraphLoader.load(string: app(), file: "app.json")
        #expect(graph.root?.name == "App")
        #expect(graph.root?.location == FlowvizCore.SourceLocation(file: "app.json", line: 4, column: 5))
    }

    @Test func malformedJSONPointsAtTheBadCharacter() {
        expectSingle("{\n  \"version\": 1\n  \"coordinators\": []\n}", line: 3, column: 3, "malformed JSON", "expected ',' or '}'")
    }

    @Test func truncatedFile() {
        expectSingle("{\"version\": 1, \"coordinators\": [", line: 1, column: 33, "malformed JSON", "end of file")
    }

    @Test func emptyFile() {
        expectSingle("", line: 1, column: 1, "empty")
    }

    @Test func duplicateKeyIsMalformed() {
        expectSingle("{\"version\": 1, \"version\": 1}", line: 1, column: 16, "duplicate key 'version'")
    }

    @Test func invalidUTF8IsReported() throws {
        var bytes = Array(#"{"version": 1, "app": "X"#.utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array(#"", "coordinators": []}"#.utf8)
        do {
            _ = try JSONGraphLoader.load(bytes: bytes, file: "app.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.first?.message.contains("invalid UTF-8") == true)
            #expect(error.diagnostics.first?.location?.line == 1)
        }
    }

    @Test func deepNestingIsRefusedNotCrashing() {
        let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let diagnostics = errors(json)
        #expect(diagnostics.first?.message.contains("nesting deeper than") == true)
    }

    @Test func wrongTypeNamesTheFieldAndElement() {
        expectSingle(app(screens: #"[{"name": "Home", "type": 42}]"#), line: 5, column: 43,
                     "'type'", "screen 'Home' of coordinator 'App'", "must be a string", "found a number")
    }

    @Test func unknownFieldSuggestsTheClosestKnownOne() {
        expectSingle(app(extraCoordinators: #", {"name": "Child", "atachment": "vertical", "start": []}"#),
                     line: 5, column: 56, "unknown field 'atachment'", "coordinator 'Child'", "did you mean 'attachment'?")
    }

    @Test func unknownScreenReferenceSuggestsTheClosestScreen() {
        let screens = #"[{"name": "Home", "transitions": [{"on": "didTap", "action": "push", "screen": "Detial"}]}, {"name": "Detail"}]"#
        expectSingle(app(screens: screens), line: 5, column: 51,
                     "unknown screen 'Detial'", "screen 'Home' on 'didTap'", "did you mean 'Detail'?")
    }

    @Test func unknownCoordinatorReference() {
        let screens = #"[{"name": "Home", "transitions": [{"on": "didTap", "action": "start", "coordinator": "Bye"}]}]"#
        expectSingle(app(screens: screens, extraCoordinators: #", {"name": "Buy", "attachment": "vertical", "start": [{"screen": "B"}], "screens": [{"name": "B", "transitions": [{"on": "x", "action": "finish"}]}]}"#),
                     line: 5, column: 51, "unknown coordinator 'Bye'", "did you mean 'Buy'?")
    }

    @Test func badEnumValueListsTheAllowedValues() {
        expectSingle(app(extraCoordinators: #", {"name": "C", "attachment": "sideways", "start": []}"#),
                     line: 5, column: 66, "invalid value 'sideways' for 'attachment'", "'horizontal', 'vertical'")
    }

    @Test func badActionSuggestsTheIntendedOne() {
        let screens = #"[{"name": "Home", "transitions": [{"on": "didTap", "action": "pussh", "screen": "Home"}]}]"#
        expectSingle(app(screens: screens), line: 5, column: 78, "invalid value 'pussh' for 'action'", "did you mean 'push'?")
    }

    @Test func duplicateCoordinatorNamePointsAtTheSecondWithANoteAtTheFirst() {
        let diagnostics = errors(app(extraCoordinators: #", {"name": "App", "attachment": "vertical", "start": [{"screen": "X"}], "screens": [{"name": "X"}]}"#))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message == "duplicate coordinator name 'App'")
        #expect(diagnostics.first?.location?.line == 5)
        #expect(diagnostics.first?.location?.column == 38)
        #expect(diagnostics.first?.notes.first?.location?.line == 4)
    }

    @Test func duplicateScreenName() {
        expectSingle(app(screens: #"[{"name": "Home"}, {"name": "Home"}]"#), line: 5, column: 36,
                     "coordinator 'App': duplicate screen name 'Home'")
    }

    @Test func noRoot() {
        expectSingle(#"{"version": 1, "coordinators": [{"name": "A", "attachment": "horizontal", "start": []}]}"#,
                     line: 1, column: 1, "no root coordinator")
    }

    @Test func secondRoot() {
        expectSingle(app(extraCoordinators: #", {"name": "Other", "root": true, "start": [{"screen": "O"}], "screens": [{"name": "O"}]}"#),
                     line: 5, column: 38, "second root coordinator 'Other'")
    }

    @Test func missingRequiredField() {
        expectSingle(#"{"version": 1}"#, line: 1, column: 1, "missing required field 'coordinators'")
    }

    @Test func unsupportedVersion() {
        expectSingle(#"{"version": 2, "coordinators": [{"name": "A", "root": true, "start": []}]}"#,
                     line: 1, column: 13, "unsupported version 2")
    }

    @Test func fieldThatDoesNotApplyToTheAction() {
        let screens = #"[{"name": "Home", "transitions": [{"on": "didTap", "action": "finish", "screen": "Home"}]}]"#
        expectSingle(app(screens: screens), line: 5, column: 88, "'screen'", "does not apply to action 'finish'")
    }

    @Test func everyProblemIsCollectedInSourceOrder() {
        let json = """
            {
              "version": 1,
              "coordinators": [
                {"name": "App", "root": "yes", "start": [{"screen": "Hom"}], "screens": [{"name": "Home", "colour": 1}]},
                {"name": "Child", "attachment": "diagonal", "start": [{"screen": "A", "coordinator": "B"}]}
              ],
              "deeplinks": []
            }
            """
        let diagnostics = errors(json)
        let messages = diagnostics.map(\.message)
        #expect(diagnostics.count == 6, "\(messages)")
        #expect(diagnostics.map { $0.location!.line } == diagnostics.map { $0.location!.line }.sorted())
        #expect(messages.contains { $0.contains("'root' in coordinator 'App' must be true or false") })
        #expect(messages.contains { $0.contains("unknown field 'colour'") })
        #expect(messages.contains { $0.contains("unknown screen 'Hom'") && $0.contains("did you mean 'Home'?") })
        #expect(messages.contains { $0.contains("invalid value 'diagonal'") })
        #expect(messages.contains { $0.contains("has both 'screen' and 'coordinator'") })
        #expect(messages.contains { $0.contains("unknown field 'deeplinks'") && $0.contains("did you mean 'deepLinks'?") })
    }

    @Test func unreadableFileNamesThePath() {
        do {
            _ = try JSONGraphLoader.load(contentsOf: "/nonexistent/flows.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.first?.message.hasPrefix("cannot read '/nonexistent/flows.json'") == true)
        }
    }
}
