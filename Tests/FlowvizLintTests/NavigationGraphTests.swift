import FlowvizCore
import FlowvizDSL
import FlowvizLint
import Testing

/// The navigation graph's edges: event routes made once, and rules that follow every edge.
@Suite struct NavigationGraphTests {
    /// App (root, `container`) starts Editor from Home; Editor's Form sends `saved`, which App
    /// handles by pushing Detail.
    func handlerPushes(container: Container) throws -> AppGraph {
        try AppGraph.define {
            Coordinator("App", root: true, container: container) {
                StartsWith(screen: "Home")
                Screen("Home") { On("didTapEdit", .start("Editor")) }
                Screen("Detail")
                Handles("saved", stopsPropagation: true, then: .push("Detail"))
            }
            Coordinator("Editor", attachment: .vertical(.fullScreen)) {
                StartsWith(screen: "Form")
                Screen("Form") { On("didSave", .send("saved")); On("didCancel", .finish) }
            }
        }
    }

    @Test func aPushMadeByAnEventHandlerIsChecked() throws {
        let bare = Linter.lint(try handlerPushes(container: .singleScreen), rules: [PushWithoutNavigationStackRule.self])
        #expect(bare.map(\.element) == [.handler(coordinator: "App", event: "saved")])
        #expect(bare.first?.message == "App pushes Detail when it handles 'saved', but it is not shown on a navigation stack: the push does nothing")
        #expect(Linter.lint(try handlerPushes(container: .navigationStack), rules: [PushWithoutNavigationStackRule.self]).isEmpty)
    }

    @Test func aSentEventBecomesOneRouteEdgeToTheFirstHandler() throws {
        let graph = try AppGraph.define {
            Coordinator("App", root: true) {
                StartsWith(screen: "Home")
                Screen("Home") { On("didTapA", .start("Middle")) }
                Handles("saved", stopsPropagation: true)
            }
            Coordinator("Middle", attachment: .horizontal, finishesOnPopBack: true) {
                StartsWith(screen: "List")
                Screen("List") { On("didTapB", .start("Leaf")) }
                Handles("saved", stopsPropagation: false)
            }
            Coordinator("Leaf", attachment: .horizontal, finishesOnPopBack: true) {
                StartsWith(screen: "Form")
                Screen("Form") { On("didSave", .send("saved")) }
            }
        }
        let analysis = FlowAnalysis(graph)
        let send = try #require(analysis.edges.firstIndex { $0.kind == .send("saved") })
        let handlers = analysis.routes(of: send).map { analysis.coordinator(ofNode: analysis.edges[$0].to!) }
        // Middle does not stop it, so it goes on to App.
        #expect(handlers.map { graph.coordinators[$0].name } == ["Middle", "App"])
        #expect(analysis.routes(of: send).allSatisfy { analysis.edges[$0].kind == .eventRoute("saved") && analysis.edges[$0].from == analysis.edges[send].from })
    }

    @Test func reachabilityPathsAndTheDrawingFollowTheSameEdges() throws {
        let graph = try handlerPushes(container: .navigationStack)
        let analysis = FlowAnalysis(graph)
        let detail = try #require(analysis.screenIndex[0]["Detail"])
        #expect(analysis.reachability.screens[detail])
        let path = try analysis.shortestPath(to: .screen(coordinator: "App", name: "Detail"))
        #expect(path.steps.last?.action == "event saved")
        #expect(path.steps.last?.trigger == "didSave")
    }
}
