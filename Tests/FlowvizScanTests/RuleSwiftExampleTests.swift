import FlowvizCore
import FlowvizJSON
import FlowvizLint
import FlowvizScan
import FlowvizTestSupport
import Testing

/// Every rule's Swift examples, run through the scanner as `flowviz scan` reads an app: each
/// triggering example finds exactly where its `↓` markers are, a `// flowviz:disable:next`
/// directive above each marked line silences it, and the non-triggering examples find nothing.
/// A registered rule without Swift examples fails.
@Suite struct RuleSwiftExampleTests {
    static let ruleIDs = RuleRegistry.all.map { $0.description.id }

    static func findings(_ code: String, file: String) -> [Finding] {
        Linter.lint(SwiftScanner.scan(sources: [(file, Array(code.utf8))]).graph)
    }

    @Test(arguments: ruleIDs)
    func everyRuleHasSwiftExamples(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(id: ruleID))
        #expect(!rule.description.triggeringSwiftExamples.isEmpty, "\(ruleID) declares no triggering Swift example")
        #expect(!rule.description.nonTriggeringSwiftExamples.isEmpty, "\(ruleID) declares no non-triggering Swift example")
    }

    @Test(arguments: ruleIDs)
    func triggeringSwiftExamplesTriggerWhereMarked(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(id: ruleID))
        for (index, example) in rule.description.triggeringSwiftExamples.enumerated() {
            let file = "\(ruleID)-triggering-\(index + 1).swift"
            let (code, positions) = ExampleMarkers.strip(example)
            let markers = positions.map(\.description)
            let found = Self.findings(code, file: file).filter { $0.ruleID == ruleID }
            #expect(!found.isEmpty && !markers.isEmpty, "Swift example \(index + 1) of \(ruleID) found nothing")
            #expect(found.allSatisfy { $0.location?.file == file && $0.severity == rule.description.defaultSeverity })
            let at = found.compactMap { $0.location.map { "\($0.line):\($0.column)" } }
            #expect(Set(at) == Set(markers), "Swift example \(index + 1) of \(ruleID): findings at \(at), markers at \(markers)")

            // A directive on the line before each marked line silences the rule, and is used
            // (a superfluous directive is reported whatever suppresses it, as in JSON).
            guard ruleID != SuperfluousSuppressionRule.description.id else { continue }
            var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for line in Set(markers.compactMap { Int($0.prefix { $0 != ":" }) }).sorted(by: >) {
                let indent = lines[line - 1].prefix { $0 == " " }
                lines.insert("\(indent)// flowviz:disable:next \(ruleID)", at: line - 1)
            }
            let suppressed = SwiftScanner.scan(sources: [(file, Array(lines.joined(separator: "\n").utf8))]).graph
            let after = Linter.lint(suppressed)
            #expect(after.filter { $0.ruleID == ruleID || $0.ruleID == "superfluous_suppression" }.map(\.description) == [],
                    "suppressing \(ruleID) in Swift example \(index + 1)")
            // `flowviz scan -o` keeps the suppression: linting the written JSON finds the same.
            let reloaded = try JSONGraphLoader.load(string: CanonicalWriter.string(for: suppressed))
            #expect(Linter.lint(reloaded).filter { $0.ruleID == ruleID }.isEmpty, "\(ruleID) example \(index + 1) through JSON")
        }
    }

    @Test(arguments: ruleIDs)
    func nonTriggeringSwiftExamplesDoNot(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(id: ruleID))
        for (index, example) in rule.description.nonTriggeringSwiftExamples.enumerated() {
            #expect(!example.contains("↓"))
            let found = Self.findings(example, file: "\(ruleID)-non-triggering-\(index + 1).swift").filter { $0.ruleID == ruleID }
            #expect(found.map(\.description) == [], "non-triggering Swift example \(index + 1) of \(ruleID)")
        }
    }
}
