import FlowvizCore
import FlowvizJSON
import FlowvizLint
import FlowvizSamples
import FlowvizTestSupport
import Testing

/// The clean samples lint clean; each broken sample reports exactly its bug, where it lives.
@Suite struct SampleLintTests {
    struct Expectation: Sendable, CustomTestStringConvertible {
        var sample: String
        var ruleID: String
        var element: ElementReference
        var line: Int
        var column: Int
        var messageStart: String
        var testDescription: String { sample }
    }

    static let expectations: [Expectation] = [
        Expectation(
            sample: "broken-unretained-buy", ruleID: "unretained_child_coordinator",
            element: .transition(coordinator: "App", screen: "Photo", trigger: "didBuyPhoto", index: 0), line: 38, column: 13,
            messageStart: "BuyCoordinator is started from PhotoViewController.didBuyPhoto but never kept"
        ),
        Expectation(
            sample: "broken-leaked-child", ruleID: "leaked_child_coordinator",
            element: .transition(coordinator: "ShoppingFlow", screen: "Cart", trigger: "didTapPurchase", index: 0), line: 122, column: 13,
            messageStart: "ShoppingFlow keeps AuthenticationFlow"
        ),
        Expectation(
            sample: "broken-no-finish-on-back", ruleID: "leaked_child_coordinator",
            element: .transition(coordinator: "App", screen: "Photo", trigger: "didBuyPhoto", index: 0), line: 38, column: 13,
            messageStart: "BuyCoordinator is a horizontal child that does not finish when the user pops back"
        ),
        Expectation(
            sample: "broken-unreachable-screen", ruleID: "unreachable_screen",
            element: .screen(coordinator: "MovieDetails", screen: "Credits"), line: 80, column: 9,
            messageStart: "MovieCreditsViewController in MovieDetailsCoordinator is unreachable"
        ),
        Expectation(
            sample: "broken-no-finish", ruleID: "missing_did_finish",
            element: .coordinator("Login"), line: 30, column: 5,
            messageStart: "LoginCoordinator never reports didFinish"
        ),
    ]

    @Test(arguments: SampleCatalog.clean.map(\.name))
    func cleanSampleHasNoFindings(name: String) throws {
        let json = try JSONGraphLoader.load(contentsOf: Repository.sample("\(name).json"))
        #expect(Linter.lint(json).map(\.description) == [])
        let dsl = try #require(SampleCatalog.clean.first { $0.name == name }).graph()
        #expect(Linter.lint(dsl).map(\.description) == [])
    }

    @Test(arguments: expectations)
    func brokenSampleReportsExactlyItsBug(expected: Expectation) throws {
        let path = Repository.sample("\(expected.sample).json")
        let findings = Linter.lint(try JSONGraphLoader.load(contentsOf: path))
        try #require(findings.count == 1, "\(findings.map(\.description))")
        let finding = findings[0]
        #expect(finding.ruleID == expected.ruleID)
        #expect(finding.severity == .error)
        #expect(finding.element == expected.element)
        #expect(finding.location == SourceLocation(file: path, line: expected.line, column: expected.column))
        #expect(finding.message.hasPrefix(expected.messageStart), "\(finding.message)")
        #expect(!finding.notes.isEmpty)

        // The DSL twin reports the same finding, located in its Swift source.
        let dsl = try #require(SampleCatalog.broken.first { $0.name == expected.sample }).graph()
        let dslFindings = Linter.lint(dsl)
        #expect(dslFindings.map(\.ruleID) == [expected.ruleID])
        #expect(dslFindings.first?.element == expected.element)
        #expect(dslFindings.first?.location?.file.hasPrefix("FlowvizSamples/") == true)
    }

    @Test func everyBrokenSampleHasAnExpectation() {
        #expect(Self.expectations.map(\.sample).sorted() == SampleCatalog.broken.map(\.name).sorted())
    }
}
