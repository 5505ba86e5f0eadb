import FlowvizCore
import FlowvizDSL
import FlowvizSamples
import FlowvizTesting
import Testing

/// `assertReachable`, by name and via deep links, under Swift Testing.
@Suite struct AssertReachableTests {
    @Test func cartIsReachableInShopping() throws {
        let graph = try ShoppingSample.graph()
        let path = assertReachable(graph, "Cart")
        #expect(path?.description == "Application --start--> ShoppingFlow: ShoppingList --didTapCart/push--> Cart")
        assertReachable(graph, "ShoppingFlow.Cart")
        assertReachable(graph, "AuthenticationFlow")
    }

    @Test func cartIsReachableViaItsDeepLink() throws {
        let graph = try ShoppingSample.graph()
        assertReachable(graph, "Cart", viaDeepLink: "cart")
        assertReachable(graph, "ShoppingFlow.Cart", viaDeepLink: "cart")
        assertReachable(graph, "ItemDetail", viaDeepLink: "itemDetail")
    }

    @Test func unreachableScreenFailsWithTheReason() throws {
        let graph = try BrokenUnreachableScreenSample.graph()
        let line = #line; withKnownIssue { assertReachable(graph, "Credits") } matching: { issue in
            issue.text == "Credits in MovieDetails is unreachable: no start, push, present or handled event leads to it"
                && issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
        }
    }

    @Test func unknownOrAmbiguousScreenFails() throws {
        let shopping = try ShoppingSample.graph()
        let photoStore = try PhotoStoreSample.graph()
        withKnownIssue {
            assertReachable(shopping, "Cartt")
        } matching: { $0.text == "no screen or coordinator named 'Cartt' (did you mean 'Cart'?)" }
        withKnownIssue {
            assertReachable(photoStore, "SignIn")
        } matching: { $0.text.hasPrefix("'SignIn' is ambiguous: it is a screen of 3 coordinators; name one of 'App.SignIn'") }
    }

    @Test func deepLinkToAnotherScreenFails() throws {
        let graph = try ShoppingSample.graph()
        let line = #line; withKnownIssue { assertReachable(graph, "ItemDetail", viaDeepLink: "cart") } matching: { issue in
            issue.text == "deep link 'cart' ends on ShoppingFlow.Cart, not ItemDetail" && issue.sourceLocation?.line == line
        }
    }

    @Test func unknownDeepLinkFails() throws {
        let graph = try ShoppingSample.graph()
        withKnownIssue { assertReachable(graph, "Cart", viaDeepLink: "carts") } matching: { issue in
            issue.text == "no deep link named 'carts' (did you mean 'cart'?); declared: 'itemDetail', 'cart'"
        }
    }

    @Test func brokenDeepLinkFailsAtItsStep() throws {
        var graph = try BrokenUnreachableScreenSample.graph()
        let line = #line; graph.add(DeepLink("credits", path: .coordinator("MovieDetails"), .screen("Credits")))
        withKnownIssue { assertReachable(graph, "Credits", viaDeepLink: "credits") } matching: { issue in
            issue.text.hasPrefix("deep link 'credits' breaks at step 2 (screen 'Credits'): Credits cannot be reached in MovieDetailsCoordinator")
                && issue.text.contains("(the link is declared at \(#fileID):\(line):")
        }
    }
}
