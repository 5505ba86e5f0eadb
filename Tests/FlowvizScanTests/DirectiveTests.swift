import FlowvizCore
import FlowvizLint
@testable import FlowvizScan
import FlowvizTestSupport
import Foundation
import Testing

/// The `flowviz:` suppression comments as SwiftLint users write them, on a source finding made in
/// the PhotoStore sample: `PhotoViewController` presents its share sheet itself (line 69), a
/// system sheet and no finding, so the tests swap it for an app screen (`SharePanelViewController`)
/// and rewrite the comment line above it (line 68) into each form.
@Suite struct DirectiveTests {
    static let directory = Repository.url("Samples/PhotoStore/Sources").path
    static let comment = "        // not count it as navigation (view_controller_navigates leaves it out).\n"
    static let call = "        present(activityViewController, animated: true)\n"

    /// Scans PhotoStore with PhotoViewController.swift's comment and call replaced by `replacement`.
    static func scan(replacing replacement: String) throws -> SwiftScanner.Result {
        var sources = [(path: String, bytes: [UInt8])]()
        for file in try SwiftScanner.sourceFiles(under: directory) {
            var text = try String(contentsOfFile: file, encoding: .utf8)
            if file.hasSuffix("PhotoViewController.swift") {
                #expect(text.contains(comment + call))
                text = text.replacingOccurrences(of: comment + call, with: replacement)
                    .replacingOccurrences(of: "= UIActivityViewController(", with: "= SharePanelViewController(")
            }
            sources.append((file, Array(text.utf8)))
        }
        return SwiftScanner.scan(sources: sources)
    }

    static func ruleIDs(_ result: SwiftScanner.Result) -> [String] { Linter.lint(result.graph).map(\.ruleID) }

    @Test func withoutACommentTheFindingIsReported() throws {
        let result = try Self.scan(replacing: Self.call)
        #expect(Self.ruleIDs(result) == ["view_controller_navigates"])
        #expect(result.directiveProblems.isEmpty)
    }

    @Test(arguments: [
        "        present(activityViewController, animated: true) // flowviz:disable:this view_controller_navigates\n",
        "        present(activityViewController, animated: true)\n        // flowviz:disable:previous view_controller_navigates\n",
        "        // flowviz:disable view_controller_navigates\n        present(activityViewController, animated: true)\n        // flowviz:enable view_controller_navigates\n",
        "        // flowviz:disable view_controller_navigates — the share sheet is a system component\n        present(activityViewController, animated: true)\n",
        "        //flowviz:disable:next unreachable_screen, view_controller_navigates\n        present(activityViewController, animated: true)\n",
    ])
    func eachFormSuppressesTheFinding(replacement: String) throws {
        let result = try Self.scan(replacing: replacement)
        #expect(result.directiveProblems.isEmpty)
        let findings = Linter.lint(result.graph)
        // The comma-separated second rule suppresses nothing and says so; nothing else is reported.
        #expect(findings.map(\.ruleID) == (replacement.contains("unreachable_screen") ? ["superfluous_suppression"] : []))
    }

    @Test func aRegionEndsAtItsEnable() throws {
        let result = try Self.scan(replacing: "        // flowviz:disable view_controller_navigates\n        // flowviz:enable view_controller_navigates\n" + Self.call)
        // The finding is outside the region; the region holds no element, which --verbose lists.
        #expect(Self.ruleIDs(result) == ["view_controller_navigates"])
        #expect(result.skipped.contains { $0.reason == "'flowviz:disable view_controller_navigates' applies to nothing flowviz found on lines 68–69" })
    }

    @Test func aRegionOverManyElementsIsSuperfluousOnceWhenItSuppressesNothing() throws {
        // From line 1 to the end of AppCoordinator.swift: many elements, none with a finding of this rule.
        let file = Self.directory + "/Coordinators/AppCoordinator.swift"
        var sources = [(path: String, bytes: [UInt8])]()
        for path in try SwiftScanner.sourceFiles(under: Self.directory) {
            var text = try String(contentsOfFile: path, encoding: .utf8)
            if path == file { text = "// flowviz:disable unretained_child_coordinator\n" + text }
            sources.append((path, Array(text.utf8)))
        }
        let findings = Linter.lint(SwiftScanner.scan(sources: sources).graph)
        #expect(findings.map(\.ruleID) == ["superfluous_suppression"])
        #expect(findings.first?.location?.line == 1)
    }

    @Test(arguments: [
        ("        // flowviz:disabel:next view_controller_navigates\n", "unknown flowviz directive 'flowviz:disabel:next' (did you mean 'disable:next'?)"),
        ("        // flowviz:ignore view_controller_navigates\n", "unknown flowviz directive 'flowviz:ignore'"),
        ("        // flowviz:disable:next\n", "'flowviz:disable:next' names no rule"),
        ("        // flowviz:enable view_controller_navigates\n", "'flowviz:enable view_controller_navigates' has no 'flowviz:disable view_controller_navigates' before it"),
    ])
    func aCommentNotUnderstoodIsReportedAndSuppressesNothing(comment: String, problem: String) throws {
        let result = try Self.scan(replacing: comment + Self.call)
        #expect(Self.ruleIDs(result) == ["view_controller_navigates"])
        #expect(result.directiveProblems.count == 1)
        let reported = try #require(result.directiveProblems.first)
        #expect(reported.reason.hasPrefix(problem), "\(reported.reason)")
        #expect(reported.location?.file.hasSuffix("PhotoViewController.swift") == true)
        #expect(reported.location?.line == 68)
        #expect(reported.location?.column == 9)
    }

    @Test func proseMentioningFlowvizIsNoDirective() {
        let lines: [Substring] = ["// Run flowviz: it finds the bugs.", "let url = \"https://flowviz:8080\"", "/* flowviz:disable x */"]
        #expect(DirectiveParser.directives(in: lines, path: "A.swift").isEmpty)
    }
}
