import FlowvizCore
import FlowvizDSL
import Testing

@Suite struct DSLTests {
    @Test func recordsTheCallSiteOfEveryElement() throws {
        let line = #line + 2
        let graph = try AppGraph.define("Tiny") {
            Coordinator("App", root: true) {
                StartsWith(screen: "Home")
                Screen("Home") {
                    On("didTapDetail", .push("Detail"))
                }
                Screen("Detail")
            }
        }
        let app = try #require(graph.root)
        #expect(app.location == FlowvizCore.SourceLocation(file: "FlowvizCoreTests/DSLTests.swift", line: line, column: 24))
        #expect(app.start.first?.location?.line == line + 1)
        #expect(app.screens.first?.location?.line == line + 2)
        #expect(app.screens.first?.transitions.first?.location?.line == line + 3)
        #expect(app.screens.first?.triggers == ["didTapDetail"])
    }

    @Test func reportsStructuralErrorsAtTheCallSite() {
        let line = #line + 6
        do {
            _ = try AppGraph.define {
                Coordinator("App", root: true) {
                    StartsWith(screen: "Home")
                    Screen("Home") {
                        On("didTap", .push("Detial"))
                    }
                    Screen("Detail")
                }
            }
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics.first?.location?.line == line)
            #expect(error.diagnostics.first?.message.contains("did you mean 'Detail'?") == true)
        }
    }

    @Test func buildsTheSameModelAsTheImperativeCalls() throws {
        let declared = try AppGraph.define {
            Coordinator("App", root: true) {
                StartsWith(screen: "Home")
                Screen("Home") { On("didTapBuy", .start("Buy", retained: false)) }
            }
            Coordinator("Buy", attachment: .vertical(.fullScreen)) {
                StartsWith(screen: "Pay", when: "signed in")
                Screen("Pay") { On("didPay", .finish); Trigger("didScroll") }
                Handles("paid", stopsPropagation: true, then: .dismiss)
            }
            DeepLink("pay", path: .coordinator("Buy"), .screen("Pay"))
        }
        var built = AppGraph()
        built.add(Coordinator(
            name: "App", isRoot: true, start: [StartEntry(.screen("Home"))],
            screens: [Screen(name: "Home", transitions: [Transition(on: "didTapBuy", .startChild(ChildStart("Buy", retained: false)))])]
        ))
        built.add(Coordinator(
            name: "Buy", attachment: .vertical(ModalPresentation(style: .fullScreen)),
            start: [StartEntry(.screen("Pay"), when: "signed in")],
            screens: [Screen(name: "Pay", triggers: ["didScroll"], transitions: [Transition(on: "didPay", .finish)])],
            handlers: [EventHandler(event: "paid", stopsPropagation: true, action: .dismiss)]
        ))
        built.add(DeepLink(name: "pay", path: [.init(.coordinator, "Buy"), .init(.screen, "Pay")]))
        #expect(declared.withoutLocations() == built)
    }
}
