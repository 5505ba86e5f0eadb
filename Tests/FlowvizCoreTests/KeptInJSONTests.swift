import FlowvizCore
import FlowvizJSON
import Testing

/// A child start's `keptIn` (the single property that keeps it) loads, writes back, and is
/// refused on a child that is not kept.
@Suite struct KeptInJSONTests {
    func app(_ start: String) -> String {
        """
        {"version": 1, "coordinators": [
          {"name": "App", "root": true, "start": [{"screen": "Home"}],
           "screens": [{"name": "Home", "transitions": [{"on": "didTapBuy", "action": "start", "coordinator": "Buy"\(start)}]}]},
          {"name": "Buy", "attachment": "vertical", "presentation": {"style": "fullScreen"}, "start": [{"screen": "Pay"}],
           "screens": [{"name": "Pay", "transitions": [{"on": "didPay", "action": "finish"}]}]}]}
        """
    }

    @Test func keptInLoadsAndWritesBack() throws {
        let graph = try JSONGraphLoader.load(string: app(#", "releasedOnFinish": false, "keptIn": "buyCoordinator""#), file: "app.json")
        let start = graph.coordinator(named: "App")?.screen(named: "Home")?.transitions.first?.action.childStart
        #expect(start == AppGraph.ChildStart("Buy", releasedOnFinish: false, keptIn: "buyCoordinator"))
        let written = CanonicalWriter.string(for: graph)
        #expect(written.contains(#""keptIn""#))
        #expect(try JSONGraphLoader.load(string: written, file: "canonical.json").withoutLocations() == graph.withoutLocations())
        #expect(!CanonicalWriter.string(for: try JSONGraphLoader.load(string: app(""), file: "app.json")).contains("keptIn"))
    }

    @Test func keptInOnAnUnretainedChildIsAnError() {
        do {
            _ = try JSONGraphLoader.load(string: app(#", "retained": false, "keptIn": "buyCoordinator""#), file: "app.json")
            Issue.record("expected a load error")
        } catch {
            #expect(error.diagnostics.map(\.message).contains { $0.contains("'keptIn'") && $0.contains("'retained' is false") })
        }
    }
}
