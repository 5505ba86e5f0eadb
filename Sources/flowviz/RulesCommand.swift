import ArgumentParser
import FlowvizCore
import FlowvizLint

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: id, default severity and summary."
    )

    func run() {
        let rules: [RuleDescription] = RuleRegistry.all.map { $0.description }
        let width = rules.reduce(0) { max($0, $1.id.count) }
        for rule in rules {
            let id = rule.id + String(repeating: " ", count: width - rule.id.count)
            let severity = rule.defaultSeverity.rawValue
            print("\(id)  \(severity)\(String(repeating: " ", count: 7 - severity.count))  \(rule.summary)")
        }
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print a rule's rationale and examples that trigger it and that do not."
    )

    @Argument(help: "A rule id, as listed by `flowviz rules`.", completion: .list(RuleRegistry.all.map { $0.description.id }))
    var rule: String

    func validate() throws {
        let ids = RuleRegistry.all.map { $0.description.id }
        guard ids.contains(rule) else {
            throw ValidationError("unknown rule '\(rule)'\(Suggestions.hint(for: rule, in: ids)); `flowviz rules` lists them")
        }
    }

    func run() {
        let description = RuleRegistry.rule(id: rule)!.description
        print("\(description.name) (\(description.id), default severity: \(description.defaultSeverity.rawValue))")
        print("")
        print(description.summary)
        print("")
        print(description.rationale)
        print("")
        print("In the examples, ↓ marks where each finding is reported.")
        let examples = [
            ("Triggers on", description.triggeringExamples), ("Does not trigger on", description.nonTriggeringExamples),
            ("Triggers on Swift sources", description.triggeringSwiftExamples),
            ("Does not trigger on Swift sources", description.nonTriggeringSwiftExamples),
        ]
        for (title, examples) in examples {
            for (index, example) in examples.enumerated() {
                print("")
                print("\(title) (example \(index + 1)):")
                print(example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
            }
        }
    }
}
