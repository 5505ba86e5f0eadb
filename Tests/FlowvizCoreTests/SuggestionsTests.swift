import FlowvizCore
import Testing

@Suite struct SuggestionsTests {
    @Test func suggestsCloseNamesOnly() {
        #expect(Suggestions.closest(to: "atachment", in: ["attachment", "name"]) == "attachment")
        #expect(Suggestions.closest(to: "Detial", in: ["Detail", "Home"]) == "Detail")
        #expect(Suggestions.closest(to: "zzzzzz", in: ["attachment", "name"]) == nil)
        #expect(Suggestions.hint(for: "nme", in: ["name"]) == " (did you mean 'name'?)")
        #expect(Suggestions.closest(to: "leaked_child", in: ["leaked_child_coordinator", "empty_start"]) == "leaked_child_coordinator")
        #expect(Suggestions.closest(to: "emp", in: ["empty_start"]) == nil)
    }
}
