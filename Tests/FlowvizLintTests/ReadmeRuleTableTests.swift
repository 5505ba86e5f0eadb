import Foundation
import FlowvizLint
import FlowvizTestSupport
import Testing

/// The README's table of checks (`### Checks`) lists every registered rule, in the registry's
/// order (`flowviz rules`), each with its default severity, and no other.
@Suite struct ReadmeRuleTableTests {
    /// The (id, severity) of each row of the table under `### Checks`.
    static func tableRows() throws -> [(id: String, severity: String)] {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let heading = try #require(lines.firstIndex(of: "### Checks"), "the README has no '### Checks' section")
        let table = lines[(heading + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        return table.map { row in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return (cells.first?.trimmingCharacters(in: CharacterSet(charactersIn: "`")) ?? "", cells.last ?? "")
        }
    }

    @Test func tableListsEveryRuleAndNoOther() throws {
        let rows = try Self.tableRows()
        let registered = RuleRegistry.all.map { $0.description.id }
        let listed = rows.map(\.id)
        #expect(Set(registered).subtracting(listed).sorted() == [], "rules missing from the README's table")
        #expect(Set(listed).subtracting(registered).sorted() == [], "rows of the README's table that are no rule")
        #expect(listed == registered, "the README's table is not in `flowviz rules` order")
    }

    @Test func tableGivesEachRulesDefaultSeverity() throws {
        for row in try Self.tableRows() {
            guard let rule = RuleRegistry.rule(id: row.id) else { continue }
            #expect(row.severity == rule.description.defaultSeverity.rawValue, "\(row.id) in the README's table")
        }
    }
}
