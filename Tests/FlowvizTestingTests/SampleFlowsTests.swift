import FlowvizSamples
import FlowvizTesting
import Testing

/// The samples checked the way a team checks its own app in its test target (which links
/// `IssueReportingTestSupport`, as this one does).
@Suite struct SampleFlowsTests {
    @Test func sampleAppsHaveValidFlows() throws {
        assertFlowsValid(try PhotoStoreSample.graph())
        assertFlowsValid(try ShoppingSample.graph())
        assertFlowsValid(try MoviesSample.graph())
        assertFlowsValid(try RootLoginSample.graph())
    }

    @Test func shoppingCartIsReachable() throws {
        let shopping = try ShoppingSample.graph()
        assertReachable(shopping, "Cart")
        assertReachable(shopping, "Cart", viaDeepLink: "cart")
    }
}
